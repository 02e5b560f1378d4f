import { z } from 'zod';
import {
  EVENTS,
  eventsLocals,
  ExprSchema,
  programValue,
  NEXT_INSTRUCTION,
  type GameEvent,
  type InstructionHandler,
} from '@tcgkit/core';
import { firstCard } from './target-cards.js';

/**
 * Heals damage from a Pokémon: removes that many damage counters' worth (all of them with
 * `all`), never more than it has. Healing at least 10 is stamped on the Pokémon for "if this
 * Pokémon was healed this turn" (PK-II-E26).
 */
export const healInstruction: InstructionHandler = {
  name: 'heal',
  schema: z.object({
    do: z.literal('heal'),
    target: ExprSchema,
    amount: ExprSchema.optional(),
    all: z.boolean().optional(),
    into: z.string().optional(),
  }),
  run(ctx, instr, env) {
    if (env.resumed) return NEXT_INSTRUCTION;
    const target = firstCard(ctx, programValue(ctx, env, instr.target));
    const obj = target ? ctx.state.objects[target] : undefined;
    const damage = obj?.counters.damage ?? 0;
    const healed = instr.all === true ? damage : Math.min(damage, Number(programValue(ctx, env, instr.amount ?? 0)));
    if (typeof instr.into === 'string') env.vars[instr.into] = healed;
    if (!obj || healed <= 0) return NEXT_INSTRUCTION;
    const events: GameEvent[] = [{ kind: 'counter', card: obj.id, key: 'damage', amount: -healed, rule: 'PK-II-C06' }];
    if (healed >= 10)
      events.push({ kind: 'status', card: obj.id, key: 'healedTurn', value: ctx.state.turn.number, rule: 'PK-II-E26' });
    return { call: EVENTS, locals: eventsLocals(events) };
  },
};
