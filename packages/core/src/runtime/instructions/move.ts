import { z } from 'zod';
import { defineInstruction } from './define-instruction.js';
import { logText } from '../../log/log-text.js';
import { reachable } from '../effects/immunity.js';
import { perform } from './perform-events.js';
import { ExprSchema } from '../../contracts/expr.js';
import { programValue, cardIds } from './program-values.js';

/**
 * Moves cards to a zone; without `player` each goes to its master's zone (CT-5.1.6).
 */
export const moveInstruction = defineInstruction(
  'move',
  z.object({
    do: z.literal('move'),
    cards: ExprSchema,
    to: z.string(),
    player: ExprSchema.optional(),
    position: z.union([z.enum(['top', 'bottom']), z.number()]).optional(),
    carry: z.union([z.literal('all'), z.array(z.string())]).optional(),
    into: z.string().optional(),
    rule: z.string().optional(),
  }),
  (ctx, instr, env) =>
    perform(ctx, env, instr, () =>
      reachable(ctx, env, cardIds(programValue(ctx, env, instr.cards)), 'affect')
        .filter((id) => ctx.state.objects[id])
        .map((id) => {
          const p = instr.player !== undefined ? programValue(ctx, env, instr.player) : ctx.state.objects[id].master;
          const to = ctx.svc.zones.key(String(instr.to), typeof p === 'number' ? p : null);
          // CT-1.3.3: "put it into the WR" for a card already there is no move; only a named place makes one.
          const stays = instr.position === undefined && ctx.state.objects[id].zone === to;
          return {
            kind: 'move',
            card: id,
            to,
            ...(stays ? {} : { position: instr.position ?? 'bottom' }),
            carry: instr.carry ?? [],
            ...(instr.rule ? { rule: logText(instr.rule) } : {}),
          };
        }),
    ),
);
