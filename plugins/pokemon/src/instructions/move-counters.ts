import { z } from 'zod';
import {
  EVENTS,
  eventsLocals,
  ExprSchema,
  programValue,
  NEXT_INSTRUCTION,
  type GameEvent,
  type InstructionHandler,
  type ProgramEnv,
  type RunContext,
} from '@tcgkit/core';
import { firstCard } from './target-cards.js';

/**
 * "Move N damage counters from ~ to ~" (PK-II-C08): not damage — no Weakness, Resistance or
 * damage effects; a Knock Out they cause is an ordinary one. A destination not affected by the
 * opponent's attack effects may be chosen but gets none, and the counters taken from the source
 * are not put back (FAQ).
 */
export function moveCountersInstruction(
  protectedFrom: (ctx: RunContext, target: string, env: ProgramEnv) => boolean,
): InstructionHandler {
  return {
    name: 'moveCounters',
    schema: z.object({ do: z.literal('moveCounters'), from: ExprSchema, to: ExprSchema, counters: ExprSchema }),
    run(ctx, instr, env) {
      if (env.resumed) return NEXT_INSTRUCTION;
      const from = firstCard(ctx, programValue(ctx, env, instr.from));
      const to = firstCard(ctx, programValue(ctx, env, instr.to));
      const s = ctx.state;
      if (!from || !to) return NEXT_INSTRUCTION;
      const amount = Math.min(
        Number(programValue(ctx, env, instr.counters)) * 10,
        s.objects[from].counters.damage ?? 0,
      );
      if (amount <= 0) return NEXT_INSTRUCTION;
      const events: GameEvent[] = [{ kind: 'counter', card: from, key: 'damage', amount: -amount, rule: 'PK-II-C08' }];
      if (!protectedFrom(ctx, to, env))
        events.push({ kind: 'counter', card: to, key: 'damage', amount, rule: 'PK-II-C08' });
      return { call: EVENTS, locals: eventsLocals(events) };
    },
  };
}
