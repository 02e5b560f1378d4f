import { z } from 'zod';
import {
  EVENTS,
  eventsLocals,
  ExprSchema,
  programValue,
  zoneKey,
  NEXT_INSTRUCTION,
  cardIds,
  defineInstruction,
} from '@tcgkit/core';
import { zoneOf } from '../game/board.js';

/**
 * Put cards from your hand on top of your deck (CT-5.1.5): several put there together are
 * ordered by their master, and the opponent does not learn the order.
 */
export const handToDeckTopInstruction = defineInstruction(
  'handToDeckTop',
  z.object({ do: z.literal('handToDeckTop'), cards: ExprSchema }),
  (ctx, instr, env) => {
    if (env.resumed) return NEXT_INSTRUCTION;
    const s = ctx.state;
    const chosen = cardIds(programValue(ctx, env, instr.cards)).filter(
      (id) => s.objects[id] && zoneOf(s, id) === 'hand',
    );
    if (chosen.length === 0) return NEXT_INSTRUCTION;
    let order = chosen;
    if (chosen.length > 1) {
      if (!Array.isArray(env.answer)) {
        return {
          ask: {
            player: env.controller,
            kind: 'order',
            prompt: 'deckTop.order',
            rule: 'CT-5.1.5',
            options: chosen.map((id) => ({
              key: `${s.objects[id].def}:${id}`,
              label: s.objects[id].def,
              value: id,
            })),
          },
        };
      }
      order = env.answer as string[];
    }
    // The first in the chosen order ends on top: put them in reverse, each on top.
    return {
      call: EVENTS,
      locals: eventsLocals(
        [...order].reverse().map((card) => ({
          kind: 'move',
          card,
          to: zoneKey('deck', env.controller),
          position: 'top',
          rule: 'CT-5.1.5',
        })),
      ),
    };
  },
);
