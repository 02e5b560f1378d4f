import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { logText } from '../../log/log-text.js';
import { reachable } from '../effects/immunity.js';
import { perform } from './perform-events.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue } from './program-values.js';

/**
 * Moves the top `count` cards of a zone (a draw, a mill, a look-and-take).
 */
export const moveTopInstruction = defineInstruction(
  'moveTop',
  z.object({
    do: z.literal('moveTop'),
    from: z.string(),
    player: ExprSchema,
    count: ExprSchema,
    to: z.string(),
    toPlayer: ExprSchema.optional(),
    position: z.enum(['top', 'bottom']).optional(),
    into: z.string().optional(),
    rule: z.string().optional(),
  }),
  (ctx, instr, env) =>
    perform(ctx, env, instr, () => {
      const p = programValue(ctx, env, instr.player) as number;
      const from = ctx.svc.zones.key(String(instr.from), p);
      const tp = instr.toPlayer !== undefined ? (programValue(ctx, env, instr.toPlayer) as number) : p;
      const to = ctx.svc.zones.key(String(instr.to), tp);
      const n = Math.max(0, Number(programValue(ctx, env, instr.count)) || 0);
      // The top N are the cards moved; one the effect cannot affect stays where it is.
      return reachable(ctx, env, (ctx.state.zones[from] ?? []).slice(0, n), 'affect').map((id) => ({
        kind: 'move',
        card: id,
        to,
        position: instr.position ?? 'bottom',
        carry: [],
        ...(instr.rule ? { rule: logText(instr.rule) } : {}),
      }));
    }),
);
