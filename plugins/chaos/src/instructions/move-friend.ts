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
import { FRIEND_AREAS, type AreaId } from '../rules/zones.js';
import { charaOf, isChara, isPartner, zoneOf } from '../game/board.js';
import { affects } from './affects.js';

/**
 * "Move a friend" (CT-10.5.2): with all cards stacked in its area, to another friend area; not
 * executed onto a chara, or for the partner (CT-10.5.1). The destination is asked when not given.
 */
export const moveFriendInstruction = defineInstruction(
  'moveFriend',
  z.object({ do: z.literal('moveFriend'), card: ExprSchema, to: z.string().optional() }),
  (ctx, instr, env) => {
    if (env.resumed) return NEXT_INSTRUCTION;
    const s = ctx.state;
    const card = cardIds(programValue(ctx, env, instr.card))[0];
    if (!card || !isChara(s, card) || isPartner(s, card) || !affects(ctx, env.source, env.controller, card))
      return NEXT_INSTRUCTION;
    const p = s.objects[card].master;
    const from = zoneOf(s, card);
    const to =
      (instr.to as AreaId | undefined) ?? (typeof env.answer === 'string' ? (env.answer as AreaId) : undefined);
    if (!to) {
      const options = FRIEND_AREAS.filter((a) => a !== from).map((a) => ({ key: a, label: a, value: a }));
      return {
        ask: { player: env.controller, kind: 'choose', prompt: 'moveFriend.to', rule: 'CT-10.5.2', options },
      };
    }
    if (to === from || !(FRIEND_AREAS as readonly string[]).includes(to) || charaOf(s, p, to) !== null) {
      ctx.sink.log({
        rule: 'CT-10.5.2',
        message: `move of ${s.objects[card].def} to ${to} is not executed`,
        turn: s.turn.number,
      });
      return NEXT_INSTRUCTION;
    }
    const strays = (s.zones[zoneKey(from, p)] ?? []).filter((id) => id !== card);
    return {
      call: EVENTS,
      locals: eventsLocals(
        [
          { kind: 'move', card, to: zoneKey(to, p), rule: 'CT-10.5.2' },
          ...strays.map((x) => ({ kind: 'move', card: x, to: zoneKey(to, p), rule: 'CT-10.5.2' })),
        ],
        true,
      ),
    };
  },
);
