import { z } from 'zod';
import { ExprSchema, programValue, cardIds, defineInstruction, type GameEvent } from '@tcgkit/core';
import { isChara } from '../game/board.js';
import { perform } from './chaos-perform.js';
import { affects } from './affects.js';

/** Face up / face down (CT-3.11.2); turning face down clears cumulative damage (CT-3.11.5). */
export const turnFaceInstruction = defineInstruction(
  'turnFace',
  z.object({ do: z.literal('turnFace'), cards: ExprSchema, face: z.enum(['up', 'down']) }),
  (ctx, instr, env) => {
    const s = ctx.state;
    const events: GameEvent[] = [];
    for (const card of cardIds(programValue(ctx, env, instr.cards)).filter(
      (t) => isChara(s, t) && affects(ctx, env.source, env.controller, t),
    )) {
      events.push({
        kind: 'status',
        card,
        key: 'face',
        value: String(instr.face),
        // Only face up → face down needs the info from before the change (CT-9.6.9).
        snapshot: instr.face === 'down',
        // CT-14.7.2 (a): an effect that turns a chara face down directly turns it down "by an effect".
        by: ['effect'],
        rule: 'CT-3.11.2',
      });
      const d = s.objects[card].counters.damage ?? 0;
      if (instr.face === 'down' && d > 0)
        events.push({ kind: 'counter', card, key: 'damage', amount: -d, rule: 'CT-3.11.5' });
    }
    return perform(env, events);
  },
);
