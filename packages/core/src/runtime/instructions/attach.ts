import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { reachable } from '../effects/immunity.js';
import { perform } from './perform-events.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue, cardIds } from './program-values.js';

/** Attaches cards to an object as `kind` (a set card, an Energy …); one the effect cannot affect stays. */
export const attachInstruction = defineInstruction(
  'attach',
  z.object({
    do: z.literal('attach'),
    card: ExprSchema,
    to: ExprSchema,
    kind: z.string(),
    into: z.string().optional(),
  }),
  (ctx, instr, env) =>
    perform(ctx, env, instr, () =>
      reachable(ctx, env, cardIds(programValue(ctx, env, instr.card)), 'affect').map((c) => ({
        kind: 'attach',
        card: c,
        to: programValue(ctx, env, instr.to),
        attachKind: String(instr.kind),
      })),
    ),
);
