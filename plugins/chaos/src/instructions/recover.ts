import { z } from 'zod';
import { ExprSchema, programValue, cardIds, defineInstruction, type GameEvent } from '@tcgkit/core';
import { isChara, num } from '../game/board.js';
import { perform } from './chaos-perform.js';

/** "Recovers N damage" / "recovers all damage" (CT-3.14.9). */
export const recoverInstruction = defineInstruction(
  'recover',
  z.object({ do: z.literal('recover'), cards: ExprSchema, amount: ExprSchema.optional() }),
  (ctx, instr, env) => {
    const s = ctx.state;
    const events: GameEvent[] = [];
    for (const card of cardIds(programValue(ctx, env, instr.cards)).filter((t) => isChara(s, t))) {
      const d = s.objects[card].counters.damage ?? 0;
      const n = instr.amount === undefined ? d : Math.min(d, Math.max(0, num(programValue(ctx, env, instr.amount))));
      if (n > 0) events.push({ kind: 'counter', card, key: 'damage', amount: -n, rule: 'CT-3.14.9' });
    }
    return perform(env, events);
  },
);
