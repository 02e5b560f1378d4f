import type { EffectImmunity, GameState, ObjectId } from '@tcgkit/core';

/** The kinds of effect programs (`ProgramEnv.kind`): an attack's, a Trainer card's, an Ability's. */
export const ATTACK_EFFECT = 'attack';
export const TRAINER_EFFECT = 'trainer';
export const ABILITY_EFFECT = 'ability';

const inPlay = (s: GameState, id: ObjectId): boolean => /^(active|bench)@/.test(s.objects[id]?.zone ?? '');

/**
 * "Is not affected by attack effects" (PK-II-C17) through the core's one immunity point: a Pokémon in play
 * with `noAttackEffects` receives no effect of its opponent's attacks (PK-II-C05: it cannot be switched in
 * by one; a Trainer card such as Pokémon Catcher still can), nor do the cards attached to it (an attack
 * discarding an attached Energy). Choosing is not affecting: such a Pokémon may still be chosen
 * (PK-II-C05, PK-II-C07, PK-II-C08, PK-II-B08) and then gets nothing.
 */
export function pokemonImmunity(): EffectImmunity {
  return {
    immune({ state, characteristics, origin, object, act }) {
      if (act !== 'affect' || origin.kind !== ATTACK_EFFECT) return false;
      // An attached card (an Energy, a Tool) is protected with the Pokémon it is attached to.
      const host = state.objects[object].attachedTo ?? object;
      const pokemon = inPlay(state, host) ? host : null;
      return (
        pokemon !== null &&
        state.objects[pokemon].master !== origin.controller &&
        characteristics(pokemon).noAttackEffects === true
      );
    },
  };
}
