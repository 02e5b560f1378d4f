import { z } from 'zod';
import {
  EVENTS,
  eventsLocals,
  zoneKey,
  NEXT_INSTRUCTION,
  defineInstruction,
  type GameEvent,
  type Json,
} from '@tcgkit/core';
import { FRIEND_AREAS, type AreaId } from '../rules/zones.js';
import { charaOf, text } from '../game/board.js';

/**
 * "Rearrange your friends" (CT-10.5.4): any number of moves (CT-10.5.2) and swaps (CT-10.5.3),
 * chosen one at a time until the player is done.
 */
export const rearrangeInstruction = defineInstruction(
  'rearrange',
  z.object({ do: z.literal('rearrange') }),
  (ctx, _instr, env) => {
    const s = ctx.state;
    const p = env.controller;
    if (env.answer === null || env.answer === undefined || env.resumed) {
      const options: { key: string; label: string; value: Json }[] = [{ key: 'done', label: 'done', value: 'done' }];
      for (const a of FRIEND_AREAS)
        for (const b of FRIEND_AREAS) {
          if (a >= b) continue;
          if (charaOf(s, p, a) || charaOf(s, p, b))
            options.push({ key: `swap:${a}:${b}`, label: `swap ${a} and ${b}`, value: `${a}|${b}` });
        }
      return { ask: { player: p, kind: 'choose', prompt: 'rearrange', rule: 'CT-10.5.4', options } };
    }
    if (env.answer === 'done') return NEXT_INSTRUCTION;
    const [a, b] = text(env.answer).split('|') as [AreaId, AreaId];
    const events: GameEvent[] = [
      ...(s.zones[zoneKey(a, p)] ?? []).map((card) => ({
        kind: 'move',
        card,
        to: zoneKey(b, p),
        rule: 'CT-10.5.4',
      })),
      ...(s.zones[zoneKey(b, p)] ?? []).map((card) => ({
        kind: 'move',
        card,
        to: zoneKey(a, p),
        rule: 'CT-10.5.4',
      })),
    ];
    return { call: EVENTS, locals: eventsLocals(events, true) };
  },
);
