import { z } from 'zod';
import { EVENTS, eventsLocals, ExprSchema, programValue, NEXT_INSTRUCTION, defineInstruction } from '@tcgkit/core';
import { protectedFrom } from './protected-from.js';

// PK-II-C07: damage counters placed by an attack are not damage; a protected Pokémon gets none.
export const placeCountersInstruction = defineInstruction(
  'placeCounters',
  z.object({ do: z.literal('placeCounters'), target: ExprSchema, counters: z.number().int().positive() }),
  (ctx, instr, env) => {
    if (env.resumed) return NEXT_INSTRUCTION;
    const target = programValue(ctx, env, instr.target);
    if (typeof target !== 'string' || !ctx.state.objects[target] || protectedFrom(ctx, target, env))
      return NEXT_INSTRUCTION;
    return {
      call: EVENTS,
      locals: eventsLocals([
        { kind: 'counter', card: target, key: 'damage', amount: Number(instr.counters) * 10, rule: 'PK-II-C07' },
      ]),
    };
  },
);
