import { z } from 'zod';
import {
  EVENTS,
  eventsLocals,
  ExprSchema,
  programValue,
  zoneKey,
  NEXT_INSTRUCTION,
  type GameEvent,
  type InstructionHandler,
} from '@tcgkit/core';
import { text } from '../game/board.js';
import { firstCard } from './target-cards.js';

/**
 * Devolution (PK-II-C13, PK-PR-09): the top Evolution card comes off (always the top one) and
 * goes to its owner's hand (or `to`); Energy, Tools and damage counters stay; Special Conditions
 * and effects go; the Pokémon counts as newly put into play, so it cannot evolve this turn. A
 * Pokémon with no Evolution card under it (a Basic, or a Stage 1 put directly into play) cannot
 * be devolved. A Knock Out it causes is found by the Knock Out check (PK-D.2).
 */
export const devolveInstruction: InstructionHandler = {
  name: 'devolve',
  schema: z.object({
    do: z.literal('devolve'),
    target: ExprSchema,
    to: z.enum(['hand', 'deck', 'discard']).optional(),
  }),
  run(ctx, instr, env) {
    if (env.resumed) return NEXT_INSTRUCTION;
    const target = firstCard(ctx, programValue(ctx, env, instr.target));
    const s = ctx.state;
    const obj = target ? s.objects[target] : undefined;
    const evolutions = obj ? obj.attached.filter((id) => s.objects[id].attachKind === 'evolution') : [];
    if (!obj || evolutions.length === 0) return NEXT_INSTRUCTION;
    const top = evolutions[evolutions.length - 1];
    const events: GameEvent[] = [
      {
        kind: 'move',
        card: top,
        to: zoneKey(text(instr.to ?? 'hand'), s.objects[top].owner),
        position: 'top',
        rule: 'PK-II-C13',
      },
      { kind: 'pokemon.clearEffects', pokemon: obj.id, rule: 'PK-II-C13' },
      { kind: 'status', card: obj.id, key: 'playedTurn', value: s.turn.number, rule: 'PK-II-C13' },
    ];
    return { call: EVENTS, locals: eventsLocals(events) };
  },
};
