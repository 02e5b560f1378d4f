import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { reachable } from '../effects/immunity.js';
import { perform } from './perform-events.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue, cardIds } from './program-values.js';

/** Sets the status field `key` of cards the effect can affect; `snapshot` keeps their info from before for triggers. */
export const statusInstruction = defineInstruction(
  'status',
  z.object({
    do: z.literal('status'),
    card: ExprSchema,
    key: z.string(),
    value: ExprSchema,
    snapshot: z.boolean().optional(),
    into: z.string().optional(),
  }),
  (ctx, instr, env) =>
    perform(ctx, env, instr, () =>
      reachable(ctx, env, cardIds(programValue(ctx, env, instr.card)), 'affect').map((c) => ({
        kind: 'status',
        card: c,
        key: String(instr.key),
        value: programValue(ctx, env, instr.value),
        snapshot: instr.snapshot === true,
      })),
    ),
);
