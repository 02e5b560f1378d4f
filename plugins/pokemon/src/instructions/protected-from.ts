import { isImmune, originOf, type ProgramEnv, type RunContext } from '@tcgkit/core';

/**
 * Whether a Pokémon (or a card attached to it) is not affected by the effect a program carries out, asked of
 * the core's one immunity point (PK-II-C17 through `pokemonImmunity`).
 */
export function protectedFrom(ctx: RunContext, target: string, env: ProgramEnv): boolean {
  return isImmune(ctx, originOf(env), target, 'affect');
}
