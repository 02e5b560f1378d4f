import { z } from 'zod';
import {
  EVENTS,
  eventsLocals,
  ExprSchema,
  programValue,
  zoneKey,
  NEXT_INSTRUCTION,
  defineInstruction,
  type GameEvent,
} from '@tcgkit/core';
import { type AreaId } from '../rules/zones.js';
import { charaOf, num } from '../game/board.js';
import { affects } from './affects.js';

/**
 * "Swap" two friend areas (CT-10.5.3, CT-10.5.3.1): each area's cards move to the other; not
 * executed if a chara there cannot move or is unaffected; an empty area still swaps.
 */
export const swapAreasInstruction = defineInstruction(
  'swapAreas',
  z.object({ do: z.literal('swapAreas'), player: ExprSchema, a: z.string(), b: z.string() }),
  (ctx, instr, env) => {
    if (env.resumed) return NEXT_INSTRUCTION;
    const s = ctx.state;
    const p = num(programValue(ctx, env, instr.player));
    const a = instr.a as AreaId;
    const b = instr.b as AreaId;
    if (a === 'partner' || b === 'partner' || a === b) return NEXT_INSTRUCTION;
    const inA = [...(s.zones[zoneKey(a, p)] ?? [])];
    const inB = [...(s.zones[zoneKey(b, p)] ?? [])];
    const charasThere = [charaOf(s, p, a), charaOf(s, p, b)].filter((x): x is string => x !== null);
    if (charasThere.some((c) => !affects(ctx, env.source, env.controller, c) || s.objects[c].status.immobile === true))
      return NEXT_INSTRUCTION;
    const events: GameEvent[] = [
      ...inA.map((card) => ({ kind: 'move', card, to: zoneKey(b, p), rule: 'CT-10.5.3.1' })),
      ...inB.map((card) => ({ kind: 'move', card, to: zoneKey(a, p), rule: 'CT-10.5.3.1' })),
    ];
    return events.length ? { call: EVENTS, locals: eventsLocals(events, true) } : NEXT_INSTRUCTION;
  },
);
