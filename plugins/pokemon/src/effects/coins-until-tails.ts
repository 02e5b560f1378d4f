import { z } from 'zod';
import { EVENT, NEXT_INSTRUCTION, eventLocals, type EventResult, type InstructionHandler } from '@tcgkit/core';

/**
 * "Flip a coin until you get tails": coins are flipped one by one (each a coin event, PK-H.3) and
 * the number of heads before the first tails is put in the variable `into`. Unbounded, as printed.
 */
export const coinsUntilTailsInstruction: InstructionHandler = {
  name: 'coinsUntilTails',
  schema: z.object({ do: z.literal('coinsUntilTails'), into: z.string().min(1) }),
  run(_ctx, instr, env) {
    const into = String(instr.into);
    if (env.resumed) {
      if (!((env.ret as EventResult).outcomes[0]?.heads ?? false)) return NEXT_INSTRUCTION;
      env.vars[into] = Number(env.vars[into] ?? 0) + 1;
    } else env.vars[into] = 0;
    return { call: EVENT, locals: eventLocals({ kind: 'coin', player: env.controller }) };
  },
};
