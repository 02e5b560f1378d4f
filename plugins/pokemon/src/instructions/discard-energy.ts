import { z } from 'zod';
import {
  EVENTS,
  eventsLocals,
  ExprSchema,
  programValue,
  zoneKey,
  NEXT_INSTRUCTION,
  defineInstruction,
  type InstructionHandler,
  type GameEvent,
} from '@tcgkit/core';
import type { CardIndex } from '../cards/card-index.js';
import { discardWays } from '../game/energy-discard.js';
import { EnergyType } from '../cards/card-schema.js';

/** `discardEnergy`. */
export const discardEnergyInstruction = (cards: CardIndex): InstructionHandler =>
  defineInstruction(
    'discardEnergy',
    z.object({
      do: z.literal('discardEnergy'),
      from: ExprSchema,
      types: z.array(EnergyType).optional(),
      all: z.boolean().optional(),
      amount: z.number().int().positive().optional(),
    }),
    (ctx, instr, env) => {
      if (env.resumed) return NEXT_INSTRUCTION;
      const from = programValue(ctx, env, instr.from);
      if (typeof from !== 'string' || !ctx.state.objects[from]) return NEXT_INSTRUCTION;
      const s = ctx.state;
      const spec = { types: instr.types, all: instr.all === true };
      const ways = discardWays(
        cards.attachedEnergy(s, from),
        { ...spec, amount: instr.amount },
        (id) => s.objects[id].def,
      );
      // PK-II-C01: unless the text says which, the player using the effect chooses the cards.
      if (env.answer === null && ways.length > 1)
        return {
          ask: {
            player: env.controller,
            kind: 'choose',
            prompt: 'discardEnergy',
            rule: 'PK-II-C01',
            options: ways.map((w) => {
              const key = w
                .map((id) => s.objects[id].def)
                .sort()
                .join('+');
              return { key, label: `discard ${key.replaceAll('+', ', ')}`, value: w };
            }),
          },
        };
      const ids = Array.isArray(env.answer)
        ? env.answer.filter((x): x is string => typeof x === 'string' && s.objects[x] !== undefined)
        : (ways[0] ?? []);
      const events: GameEvent[] = ids.map((id) => ({
        kind: 'move',
        card: id,
        to: zoneKey('discard', ctx.state.objects[id].owner),
        position: 'top',
        rule: 'PK-II-C01',
      }));
      return events.length ? { call: EVENTS, locals: eventsLocals(events) } : NEXT_INSTRUCTION;
    },
  );
