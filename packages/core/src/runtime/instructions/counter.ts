import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { reachable } from '../effects/immunity.js';
import { perform } from './perform-events.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue, cardIds } from './program-values.js';

/** Adds `amount` (negative to remove) of the counter `key` to cards the effect can affect. */
export const counterInstruction = defineInstruction(
  'counter',
  z.object({
    do: z.literal('counter'),
    card: ExprSchema,
    key: z.string(),
    amount: ExprSchema,
    into: z.string().optional(),
  }),
  (ctx, instr, env) =>
    perform(ctx, env, instr, () =>
      reachable(ctx, env, cardIds(programValue(ctx, env, instr.card)), 'affect').map((c) => ({
        kind: 'counter',
        card: c,
        key: String(instr.key),
        amount: programValue(ctx, env, instr.amount),
      })),
    ),
);
