import { z } from 'zod';
import {
  EVENT,
  eventLocals,
  ExprSchema,
  programValue,
  NEXT_INSTRUCTION,
  movedCard,
  cardIds,
  defineInstruction,
  type InstructionHandler,
} from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { isChara } from '../game/board.js';

/**
 * 契約者 (CT-13.13.1): put a card with that rule into a chara's area as a loyalty card — a level
 * card that is also a loyalty card.
 */
export const loyaltyCardInstruction = (cards: ChaosCards): InstructionHandler =>
  defineInstruction(
    'loyaltyCard',
    z.object({ do: z.literal('loyaltyCard'), card: ExprSchema, to: ExprSchema }),
    (ctx, instr, env) => {
      const s = ctx.state;
      const v = env.vars as { loyaltyStage?: string };
      if (env.resumed) {
        const attached = movedCard(env.ret);
        if (v.loyaltyStage === 'attached' && attached) {
          v.loyaltyStage = 'marked';
          return {
            call: EVENT,
            locals: eventLocals({ kind: 'status', card: attached, key: 'loyalty', value: true, rule: 'CT-13.13.1' }),
          };
        }
        delete v.loyaltyStage;
        return NEXT_INSTRUCTION;
      }
      const card = cardIds(programValue(ctx, env, instr.card))[0];
      const host = cardIds(programValue(ctx, env, instr.to))[0];
      if (!card || !host || !isChara(s, host) || !cards.get(s.objects[card].def).append.includes('contractor'))
        return NEXT_INSTRUCTION;
      v.loyaltyStage = 'attached';
      return {
        call: EVENT,
        locals: eventLocals({ kind: 'attach', card, to: host, attachKind: 'level', rule: 'CT-13.13.1' }),
      };
    },
  );
