import { z } from 'zod';
import { EVENT, NEXT_INSTRUCTION, defineInstruction, eventLocals, flippedHeads } from '@tcgkit/core';

/**
 * "Flip a coin until you get tails": coins are flipped one by one (each a coin event, PK-H.3) and
 * the number of heads before the first tails is put in the variable `into`. Unbounded, as printed.
 */
export const coinsUntilTailsInstruction = defineInstruction(
  'coinsUntilTails',
  z.object({ do: z.literal('coinsUntilTails'), into: z.string().min(1) }),
  (_ctx, instr, env) => {
    const into = instr.into;
    if (env.resumed) {
      if (!flippedHeads(env.ret)) return NEXT_INSTRUCTION;
      env.vars[into] = Number(env.vars[into] ?? 0) + 1;
    } else env.vars[into] = 0;
    return { call: EVENT, locals: eventLocals({ kind: 'coin', player: env.controller }) };
  },
);
