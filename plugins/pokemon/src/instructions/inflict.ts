import { z } from 'zod';
import {
  EVENTS,
  eventsLocals,
  ExprSchema,
  programValue,
  NEXT_INSTRUCTION,
  defineInstruction,
  type GameEvent,
} from '@tcgkit/core';
import { protectedFrom } from './protected-from.js';

const ROTATION = ['asleep', 'paralyzed', 'confused'] as const;

/**
 * Inflicts a Special Condition on an Active Pokémon (only the Active can have one, PK-LG-04).
 * Poisoned and Burned coexist with everything; Asleep, Paralyzed and Confused replace one
 * another (PK-LG-03). A normal Poison overwrites a special one (PK-II-E16).
 */
export const inflictInstruction = defineInstruction(
  'inflict',
  z.object({
    do: z.literal('inflict'),
    target: ExprSchema,
    condition: z.enum(['poisoned', 'burned', 'asleep', 'paralyzed', 'confused']),
    counters: z.number().int().positive().optional(),
  }),
  (ctx, instr, env) => {
    if (env.resumed) return NEXT_INSTRUCTION;
    const target = programValue(ctx, env, instr.target);
    if (
      typeof target !== 'string' ||
      !ctx.state.objects[target] ||
      !ctx.state.objects[target].zone.startsWith('active@')
    )
      return NEXT_INSTRUCTION;
    // PK-II-C17: a Pokémon not affected by the opponent's attack effects receives no condition from them.
    if (protectedFrom(ctx, target, env)) return NEXT_INSTRUCTION;
    const condition = String(instr.condition);
    const events: GameEvent[] = [];
    if ((ROTATION as readonly string[]).includes(condition)) {
      for (const other of ROTATION)
        if (other !== condition)
          events.push({ kind: 'status', card: target, key: other, value: null, rule: 'PK-LG-03' });
      if (condition === 'paralyzed')
        events.push({
          kind: 'status',
          card: target,
          key: 'paralyzedAt',
          value: ctx.state.turn.number,
          rule: 'PK-X-09',
        });
    }
    const value = condition === 'poisoned' && typeof instr.counters === 'number' ? instr.counters * 10 : true;
    events.push({
      kind: 'status',
      card: target,
      key: condition,
      value,
      rule: condition === 'poisoned' && typeof instr.counters === 'number' ? 'PK-II-E16' : 'PK-LG-03',
    });
    return { call: EVENTS, locals: eventsLocals(events) };
  },
);
