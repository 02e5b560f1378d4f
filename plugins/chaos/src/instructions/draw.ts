import { z } from 'zod';
import { ExprSchema, programValue, zoneKey, defineInstruction } from '@tcgkit/core';
import { deckOf, num } from '../game/board.js';
import { perform } from './chaos-perform.js';

/** "Draw N" (CT-3.16.2): draw 1, N times; an empty deck makes the draw fail, not lose (CT-1.2.3). */
export const drawInstruction = defineInstruction(
  'draw',
  z.object({ do: z.literal('draw'), count: ExprSchema, player: ExprSchema.optional() }),
  (ctx, instr, env) => {
    const player = instr.player === undefined ? env.controller : num(programValue(ctx, env, instr.player));
    const n = Math.max(0, num(programValue(ctx, env, instr.count)));
    return perform(
      env,
      deckOf(ctx.state, player)
        .slice(0, n)
        .map((card) => ({ kind: 'move', card, to: zoneKey('hand', player), rule: 'CT-3.16.2' })),
      false,
    );
  },
);
