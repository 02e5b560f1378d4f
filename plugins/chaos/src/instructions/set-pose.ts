import { z } from 'zod';
import { ExprSchema, programValue, cardIds, defineInstruction, type InstructionHandler } from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { isChara } from '../game/board.js';
import { perform } from './chaos-perform.js';
import { affects } from './affects.js';

/** Stand / rest / reverse (CT-3.11.1); a card already in that state is not changed again (CT-1.3.3). */
export const setPoseInstruction = (cards: ChaosCards): InstructionHandler =>
  defineInstruction(
    'setPose',
    z.object({ do: z.literal('setPose'), cards: ExprSchema, pose: z.enum(['stand', 'rest', 'reverse']) }),
    (ctx, instr, env) => {
      const s = ctx.state;
      const targets = cardIds(programValue(ctx, env, instr.cards)).filter(
        (t) => isChara(s, t) && affects(ctx, env.source, env.controller, t),
      );
      // CT-13.8.3: a standing ソルラルチャージ card is not rested by the opponent's card effects.
      const ok = targets.filter(
        (t) =>
          !(
            instr.pose === 'rest' &&
            cards.get(s.objects[t].def).append.includes('solarCharge') &&
            s.objects[t].master !== env.controller
          ),
      );
      return perform(
        env,
        ok.map((card) => ({ kind: 'status', card, key: 'pose', value: String(instr.pose), rule: 'CT-3.11.1' })),
      );
    },
  );
