import { z } from 'zod';
import {
  EVENTS,
  eventsLocals,
  ExprSchema,
  programValue,
  zoneKey,
  NEXT_INSTRUCTION,
  isImmune,
  originOf,
  type InstructionHandler,
  type ProgramEnv,
  type GameEvent,
  type Operator,
  type RunContext,
} from '@tcgkit/core';
import type { CardIndex } from '../cards/card-index.js';
import { unitsOfType } from '../cards/energy-provision.js';
import { discardWays } from './energy-discard.js';
import { EnergyType } from '../cards/card-schema.js';
import { benchOf, activeOf, options, text } from './board.js';

/** Operators the Pokémon card texts use. */
export function pokemonOperators(cards: CardIndex): Operator[] {
  return [
    {
      name: 'energyUnits',
      stateReads: ['attach:energy'],
      evaluate: ([id, type], ctx) =>
        typeof id === 'string'
          ? unitsOfType(cards.attachedEnergy(ctx.state, id), (typeof type === 'string' ? type : 'C') as EnergyType)
          : 0,
    },
    /** Whether a Pokémon in play has an Evolution card under it (only such a Pokémon can devolve, PK-II-C13). */
    {
      name: 'isEvolved',
      stateReads: ['attach:evolution'],
      evaluate: ([id], ctx) =>
        typeof id === 'string' &&
        (ctx.state.objects[id]?.attached ?? []).some((a) => ctx.state.objects[a]?.attachKind === 'evolution'),
    },
    /** Free Bench spots of a player (PK-II-C11). */
    {
      name: 'benchSpace',
      stateReads: [],
      evaluate: ([p], ctx) =>
        Math.max(0, options(ctx.state).benchSize - (ctx.state.zones[zoneKey('bench', Number(p))]?.length ?? 0)),
    },
    {
      name: 'damageCounters',
      stateReads: ['counters'],
      evaluate: ([id], ctx) =>
        Math.floor((typeof id === 'string' ? (ctx.state.objects[id]?.counters.damage ?? 0) : 0) / 10),
    },
  ];
}

const ROTATION = ['asleep', 'paralyzed', 'confused'] as const;

/**
 * Whether a Pokémon (or a card attached to it) is not affected by the effect a program carries out, asked of
 * the core's one immunity point (PK-II-C17 through `pokemonImmunity`).
 */
export function protectedFrom(ctx: RunContext, target: string, env: ProgramEnv): boolean {
  return isImmune(ctx, originOf(env), target, 'affect');
}

export function pokemonInstructions(cards: CardIndex): InstructionHandler[] {
  return [
    {
      /**
       * Inflicts a Special Condition on an Active Pokémon (only the Active can have one, PK-LG-04).
       * Poisoned and Burned coexist with everything; Asleep, Paralyzed and Confused replace one
       * another (PK-LG-03). A normal Poison overwrites a special one (PK-II-E16).
       */
      name: 'inflict',
      schema: z.object({
        do: z.literal('inflict'),
        target: ExprSchema,
        condition: z.enum(['poisoned', 'burned', 'asleep', 'paralyzed', 'confused']),
        counters: z.number().int().positive().optional(),
      }),
      run(ctx, instr, env) {
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
    },
    {
      name: 'discardEnergy',
      schema: z.object({
        do: z.literal('discardEnergy'),
        from: ExprSchema,
        types: z.array(EnergyType).optional(),
        all: z.boolean().optional(),
        amount: z.number().int().positive().optional(),
      }),
      run(ctx, instr, env) {
        if (env.resumed) return NEXT_INSTRUCTION;
        const from = programValue(ctx, env, instr.from);
        if (typeof from !== 'string' || !ctx.state.objects[from]) return NEXT_INSTRUCTION;
        const s = ctx.state;
        const spec = { types: instr.types as EnergyType[] | undefined, all: instr.all === true };
        const ways = discardWays(
          cards.attachedEnergy(s, from),
          { ...spec, amount: instr.amount as number | undefined },
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
    },
    {
      // PK-II-C07: damage counters placed by an attack are not damage; a protected Pokémon gets none.
      name: 'placeCounters',
      schema: z.object({ do: z.literal('placeCounters'), target: ExprSchema, counters: z.number().int().positive() }),
      run(ctx, instr, env) {
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
    },
    {
      // PK-II-C03 / PK-II-C04: switch a player's Active with a Benched Pokémon that player chooses
      // (no Energy discarded).
      name: 'switchActive',
      schema: z.object({ do: z.literal('switchActive'), player: ExprSchema, rule: z.string().optional() }),
      run(ctx, instr, env) {
        const p = Number(programValue(ctx, env, instr.player));
        if (env.resumed || benchOf(ctx.state, p).length === 0 || !activeOf(ctx.state, p)) return NEXT_INSTRUCTION;
        // PK-II-C04: the effect is received by the Active being switched;
        // a protected one stays (checked once it is known).
        return {
          call: 'pokemon.switch',
          locals: {
            player: p,
            chooser: p,
            rule: text(instr.rule ?? 'PK-II-C03'),
            origin: { ...originOf(env) },
            pick: null,
          },
        };
      },
    },
    {
      // PK-II-C05: the user chooses one of the opponent's Benched Pokémon to become their Active.
      name: 'gust',
      schema: z.object({ do: z.literal('gust'), player: ExprSchema }),
      run(ctx, instr, env) {
        const p = Number(programValue(ctx, env, instr.player));
        if (env.resumed || benchOf(ctx.state, p).length === 0 || !activeOf(ctx.state, p)) return NEXT_INSTRUCTION;
        // PK-II-C05: the effect is received by the chosen Benched Pokémon (its origin decides whether it can be).
        return {
          call: 'pokemon.switch',
          locals: { player: p, chooser: env.controller, rule: 'PK-II-C05', origin: { ...originOf(env) }, pick: null },
        };
      },
    },
  ];
}
