import type { Json, RunContext } from '@tcgkit/core';

/** The cards an instruction's target value names (one id or a chosen list), those still in the game. */
export function cardsIn(ctx: RunContext, value: Json): string[] {
  return (Array.isArray(value) ? value : [value]).filter(
    (x): x is string => typeof x === 'string' && ctx.state.objects[x] !== undefined,
  );
}

/** The first card an instruction's target value names, if it is still in the game. */
export const firstCard = (ctx: RunContext, value: Json): string | null => cardsIn(ctx, value)[0] ?? null;
