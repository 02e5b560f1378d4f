import { z } from 'zod';
import { ExprSchema, programValue, zoneKey, NEXT_INSTRUCTION, defineInstruction } from '@tcgkit/core';
import { deckOf, num } from '../game/board.js';
import { perform } from './chaos-perform.js';

/** "Draw up to N" (CT-3.16.3): the player may stop before each draw. */
export const drawUpToInstruction = defineInstruction(
  'drawUpTo',
  z.object({ do: z.literal('drawUpTo'), max: ExprSchema }),
  (ctx, instr, env) => {
    if (env.resumed) return NEXT_INSTRUCTION;
    const max = Math.min(num(programValue(ctx, env, instr.max)), deckOf(ctx.state, env.controller).length);
    if (max <= 0) return NEXT_INSTRUCTION;
    if (env.answer === null || env.answer === undefined) {
      return {
        ask: {
          player: env.controller,
          kind: 'choose',
          prompt: 'drawUpTo',
          rule: 'CT-3.16.3',
          options: Array.from({ length: max + 1 }, (_, i) => ({ key: String(i), label: `draw ${i}`, value: i })),
        },
      };
    }
    const n = num(env.answer);
    return perform(
      env,
      deckOf(ctx.state, env.controller)
        .slice(0, n)
        .map((card) => ({ kind: 'move', card, to: zoneKey('hand', env.controller), rule: 'CT-3.16.3' })),
      false,
    );
  },
);
