import { z } from 'zod';
import { ExprSchema, programValue, NEXT_INSTRUCTION, defineInstruction, type Json } from '@tcgkit/core';
import { deckOf, num } from '../game/board.js';

/** "Look at up to N cards from the top" (CT-3.16.5): the player may stop before each further card. */
export const lookUpToInstruction = defineInstruction(
  'lookUpTo',
  z.object({ do: z.literal('lookUpTo'), max: ExprSchema }),
  (ctx, instr, env) => {
    const s = ctx.state;
    const max = Math.min(num(programValue(ctx, env, instr.max)), deckOf(s, env.controller).length);
    if (max <= 0) return NEXT_INSTRUCTION;
    if (env.answer === null || env.answer === undefined) {
      return {
        ask: {
          player: env.controller,
          kind: 'choose',
          prompt: 'lookUpTo',
          rule: 'CT-3.16.5',
          options: Array.from({ length: max + 1 }, (_, i) => ({ key: String(i), label: `look at ${i}`, value: i })),
        },
      };
    }
    const k = num(env.answer);
    (env.vars as Record<string, Json>).looked = deckOf(s, env.controller).slice(0, k);
    ctx.sink.log({
      rule: 'CT-3.16.5',
      message: `player ${env.controller} looks at the top ${k} card(s)`,
      turn: s.turn.number,
    });
    return NEXT_INSTRUCTION;
  },
);
