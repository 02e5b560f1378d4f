import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { reachable } from '../effects/immunity.js';
import { perform } from './perform-events.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue, cardIds } from './program-values.js';

/** Deals `amount` damage from the program's source to each target the effect can affect; `tags` say what kind. */
export const damageInstruction = defineInstruction(
  'damage',
  z.object({
    do: z.literal('damage'),
    target: ExprSchema,
    amount: ExprSchema,
    tags: z.array(z.string()).optional(),
    into: z.string().optional(),
  }),
  (ctx, instr, env) =>
    perform(ctx, env, instr, () =>
      reachable(ctx, env, cardIds(programValue(ctx, env, instr.target)), 'affect').map((t) => ({
        kind: 'damage',
        target: t,
        amount: programValue(ctx, env, instr.amount),
        source: env.source,
        tags: instr.tags ?? [],
      })),
    ),
);
