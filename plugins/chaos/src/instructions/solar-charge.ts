import { z } from 'zod';
import {
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  zoneKey,
  NEXT_INSTRUCTION,
  movedCard,
  defineInstruction,
  type InstructionHandler,
  type GameEvent,
} from '@tcgkit/core';
import type { ChaosCards } from '../cards/card-index.js';
import { hasCardNamePart } from '../cards/name-lists.js';
import { charaOf, isChara, zoneOf, pose, faceUp, chars, list, stacked } from '../game/board.js';

/**
 * ソルラルチャージ (CT-13.8.2). `appear`: at the start of your battle phase, while hidden in the
 * extra deck and your partner is a face-up, standing chara with one of its names, you may turn
 * it face up and it appears stacked on the partner. `return`: at the end of the turn it goes
 * back to the extra deck alone; the chara below is again the area's chara (CT-5.7.6).
 */
export const solarChargeInstruction = (cards: ChaosCards): InstructionHandler =>
  defineInstruction(
    'solarCharge',
    z.object({ do: z.literal('solarCharge'), mode: z.enum(['appear', 'return']) }),
    (ctx, instr, env) => {
      const s = ctx.state;
      const self = env.self;
      const v = env.vars as { solarStage?: string; solarPartner?: string };
      if (instr.mode === 'return') {
        if (env.resumed || !self || !isChara(s, self)) return NEXT_INSTRUCTION;
        return {
          call: EVENT,
          locals: eventLocals({
            kind: 'move',
            card: self,
            to: zoneKey('extra', s.objects[self].owner),
            solar: true,
            topCardOnly: true,
            rule: 'CT-13.8.2',
          }),
        };
      }
      if (v.solarStage === 'moved') {
        const partner = v.solarPartner;
        delete v.solarPartner;
        const moved = movedCard(env.ret);
        if (!moved || !partner || !s.objects[partner]) {
          delete v.solarStage;
          return NEXT_INSTRUCTION;
        }
        const events: GameEvent[] = [...stacked(s, partner, 'level'), ...stacked(s, partner, 'set')].map((x) => ({
          kind: 'attach',
          card: x,
          to: moved,
          attachKind: s.objects[x].attachKind,
          rule: 'CT-13.8.2',
        }));
        events.push({ kind: 'attach', card: partner, to: moved, attachKind: 'base', rule: 'CT-13.8.2' });
        events.push({ kind: 'appear', card: moved, how: 'solarCharge', base: partner, rule: 'CT-13.8.2' });
        v.solarStage = 'done';
        return { call: EVENTS, locals: eventsLocals(events) };
      }
      if (!self || !s.objects[self]) return NEXT_INSTRUCTION;
      const p = s.objects[self].master;
      const partner = charaOf(s, p, 'partner');
      if (env.resumed) {
        delete v.solarStage;
        return NEXT_INSTRUCTION;
      }
      const names = list(cards.baseDefinition(cards.get(s.objects[self].def)).names);
      const hidden = zoneOf(s, self) === 'extra' && s.objects[self].revealedTo.length < s.players.length;
      const ok =
        hidden &&
        partner !== null &&
        faceUp(s, partner) &&
        pose(s, partner) === 'stand' &&
        list(chars(ctx, partner).names).some((n) => hasCardNamePart(names, n));
      if (!ok) return NEXT_INSTRUCTION;
      if (env.answer === null || env.answer === undefined) {
        return {
          ask: {
            player: p,
            kind: 'choose',
            prompt: 'solarCharge',
            rule: 'CT-13.8.2',
            options: [
              { key: 'yes', label: 'turn it face up: it appears on the partner', value: true },
              { key: 'no', label: 'do not', value: false },
            ],
          },
        };
      }
      if (env.answer !== true) return NEXT_INSTRUCTION;
      v.solarStage = 'moved';
      v.solarPartner = partner;
      return {
        call: EVENT,
        locals: eventLocals({ kind: 'move', card: self, to: zoneKey('partner', p), solar: true, rule: 'CT-13.8.2' }),
      };
    },
  );
