import { z } from 'zod';
import {
  EVENTS,
  eventsLocals,
  ExprSchema,
  programValue,
  zoneKey,
  NEXT_INSTRUCTION,
  type GameEvent,
  type GameState,
  type InstructionHandler,
} from '@tcgkit/core';
import { cardsIn } from './target-cards.js';

/** The Pokémon and everything under and on it, attachments first. */
function withAttachments(s: GameState, id: string): string[] {
  return [...s.objects[id].attached.flatMap((a) => withAttachments(s, a)), id];
}

/**
 * "Return to hand / deck" (PK-II-C02): every card goes to its owner's hand or deck — the
 * Pokémon with its Evolution cards, Energy and Tools; it leaves play, so its damage counters and
 * effects are gone.
 */
export const returnInstruction: InstructionHandler = {
  name: 'returnCards',
  /** `pokemonOnly`: only the Pokémon and its Evolution cards return; every other attached card is discarded. */
  schema: z.object({
    do: z.literal('returnCards'),
    target: ExprSchema,
    to: z.enum(['hand', 'deck']),
    pokemonOnly: z.boolean().optional(),
  }),
  run(ctx, instr, env) {
    if (env.resumed) return NEXT_INSTRUCTION;
    const targets = cardsIn(ctx, programValue(ctx, env, instr.target));
    const s = ctx.state;
    const events: GameEvent[] = [];
    for (const t of targets) {
      for (const id of withAttachments(s, t)) {
        const back = instr.pokemonOnly !== true || id === t || s.objects[id].attachKind === 'evolution';
        events.push({
          kind: 'move',
          card: id,
          to: zoneKey(back ? String(instr.to) : 'discard', s.objects[id].owner),
          position: 'top',
          rule: 'PK-II-C02',
        });
      }
      if (instr.to === 'deck')
        events.push({ kind: 'shuffle', zone: zoneKey('deck', s.objects[t].owner), rule: 'PK-H.4' });
    }
    return events.length ? { call: EVENTS, locals: eventsLocals(events) } : NEXT_INSTRUCTION;
  },
};
