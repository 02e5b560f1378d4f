/**
 * The attack variable that programs of an attack's text add damage to itself to (PK-II-B09), for
 * damage to itself done only on some outcome ("If tails, this Pokémon does 20 damage to itself.").
 * It is read when the attack's damage is done, with the printed `selfDamage`.
 */
export const SELF_DAMAGE_VAR = 'selfDamage';
