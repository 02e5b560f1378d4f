import type { ContinuousEffectInstance } from '@tcgkit/core';

/**
 * The flag of an effect that changes a Pokémon without being "on" it (PK-II-B07), for a card whose
 * text reaches Pokémon from elsewhere (a Stadium's, say): an attack that ignores effects on the
 * Defending Pokémon still applies it, to Weakness and Resistance as to everything else.
 */
export const NOT_ON_POKEMON = 'notOnPokemon';

/**
 * Whether an attack that ignores effects on the Defending Pokémon leaves this effect out
 * (PK-II-B07): every effect a card or an attack put in force counts as on the Pokémon it changes —
 * the rule's examples are an attack's, an Ability's and a Tool's — unless its card marks it
 * {@link NOT_ON_POKEMON}. An effect with no source is a rule's own, never an effect "on" anything.
 */
export function onDefendingPokemon(effect: ContinuousEffectInstance): boolean {
  return effect.source !== null && !effect.flags.includes(NOT_ON_POKEMON);
}
