import { z } from 'zod';
import { EVENT, eventLocals, zoneKey, NEXT_INSTRUCTION, defineInstruction } from '@tcgkit/core';
import { zoneOf } from '../game/board.js';

/**
 * Puts this card from the WR into its owner's extra deck, face up (public) or face down (CT-13.11.1, CT-13.12.1).
 */
export const toExtraDeckInstruction = defineInstruction(
  'toExtraDeck',
  z.object({ do: z.literal('toExtraDeck'), face: z.enum(['up', 'down']), rule: z.string() }),
  (ctx, instr, env) => {
    const self = env.self;
    // A card that left the WR (its cost may have put this very card into the backyard) is a new
    // object the effect no longer knows (CT-5.1.4): nothing happens.
    if (env.resumed || !self || !ctx.state.objects[self] || zoneOf(ctx.state, self) !== 'wr') return NEXT_INSTRUCTION;
    return {
      call: EVENT,
      locals: eventLocals({
        kind: 'move',
        card: self,
        to: zoneKey('extra', ctx.state.objects[self].owner),
        extraFace: String(instr.face),
        rule: String(instr.rule),
      }),
    };
  },
);
