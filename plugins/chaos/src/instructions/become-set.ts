import { z } from 'zod';
import {
  EVENT,
  eventLocals,
  ExprSchema,
  programValue,
  NEXT_INSTRUCTION,
  cardIds,
  defineInstruction,
} from '@tcgkit/core';
import { isChara, isPartner } from '../game/board.js';

/** A chara or event becomes a set card set on a chara (CT-2.2.8–2.2.10). */
export const becomeSetInstruction = defineInstruction(
  'becomeSet',
  z.object({ do: z.literal('becomeSet'), card: ExprSchema, onto: ExprSchema }),
  (ctx, instr, env) => {
    if (env.resumed) return NEXT_INSTRUCTION;
    const s = ctx.state;
    const card = cardIds(programValue(ctx, env, instr.card))[0];
    const host = cardIds(programValue(ctx, env, instr.onto))[0];
    if (!card || !host || card === host || !s.objects[card] || !isChara(s, host)) return NEXT_INSTRUCTION;
    if (isChara(s, card) && (isPartner(s, card) || s.objects[card].attached.length > 0)) return NEXT_INSTRUCTION;
    return {
      call: EVENT,
      locals: eventLocals({ kind: 'attach', card, to: host, attachKind: 'set', rule: 'CT-2.2.8' }),
    };
  },
);
