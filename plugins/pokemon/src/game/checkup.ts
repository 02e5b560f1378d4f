import {
  procedure,
  EVENT,
  EVENTS,
  eventLocals,
  eventsLocals,
  zoneKey,
  CHECK_TIMING,
  checkTimingLocals,
  RESOLVE_WAITING,
  validAbilities,
  type GameEvent,
  type EventHandler,
  type RunContext,
  flippedHeads,
  requiredLocal,
} from '@tcgkit/core';
import { activesOf, inPlay, options, text } from './board.js';
import { KNOCK_OUT } from './knock-out.js';

/**
 * Pokémon in play with an Ability that works at each Pokémon Checkup (PK-II-E08). Only Pokémon
 * carrying a card that prints one need their characteristics read (an Ability may be lost).
 */
function checkupPokemon(ctx: RunContext): string[] {
  const s = ctx.state;
  const printers = ctx.svc.abilities.printedTriggersOn(CHECKUP_EVENT);
  const carries = (id: string): boolean =>
    printers === null || printers.has(s.objects[id].def) || s.objects[id].attached.some(carries);
  return [0, 1]
    .flatMap((p) => inPlay(s, p))
    .filter(
      (id) =>
        carries(id) &&
        validAbilities(ctx.svc.layers.view(s, id)).some((aid) => {
          const a = ctx.svc.abilities.get(aid);
          return a?.kind === 'triggered' && 'on' in a.trigger && a.trigger.on === CHECKUP_EVENT;
        }),
    );
}

/**
 * The next Active Pokémon (both players', 2 each in a double battle) with this condition: its
 * owner flips a coin, then `result` runs; after the last one, `done`.
 */
function flipForNext(ctx: RunContext, l: CheckupLocals, condition: 'burned' | 'asleep', result: string, done: string) {
  const list = allActives(ctx);
  let i = Number(l[`${condition}Seat`] ?? 0);
  while (i < list.length && ctx.state.objects[list[i]].status[condition] !== true) i++;
  if (i >= list.length) return { goto: done };
  l[`${condition}Seat`] = i + 1;
  l.flipping = list[i];
  return {
    call: EVENT,
    locals: eventLocals({ kind: 'coin', player: ctx.state.objects[list[i]].master, rule: 'PK-F.2' }),
    then: result,
  };
}

/** Both players' Active Pokémon, player 0's first. */
const allActives = (ctx: RunContext): string[] => [0, 1].flatMap((p) => activesOf(ctx.state, p));

/** Announces the Checkup effects placed at one point; their abilities trigger on it. */
/** Whether a Pokémon's Checkup effect happens before or after Special Conditions (PK-F.3). */
interface CheckupPlacement {
  pokemon: string;
  timing: string;
}

function checkupEffects(placed: CheckupPlacement[] = [], timing: 'before' | 'after') {
  const pokemon = placed.filter((x) => x.timing === timing).map((x) => x.pokemon);
  if (pokemon.length === 0) return { next: true } as const;
  return { call: EVENT, locals: eventLocals({ kind: CHECKUP_EVENT, timing, pokemon, rule: 'PK-F.3' }) };
}

/** The moment Checkup effects work (PK-F.3): abilities trigger on it when their Pokémon is listed. */
export const CHECKUP_EVENT = 'pokemon.checkup';
export const checkupEvent: EventHandler = {
  kind: CHECKUP_EVENT,
  rule: () => 'PK-F.3',
  affected: () => null,
  // A signal for Checkup triggers: it changes no state.
  writes: 'nothing',
  apply: () => ({}),
  describe: (e) =>
    `Pokémon Checkup effects ${text(e.timing)} Special Conditions: ${(e.pokemon as string[]).join(', ')}`,
};

/**
 * Pokémon Checkup (PK-F), after every turn, for both players' Active Pokémon: Special Conditions
 * in the order Poisoned → Burned → Asleep → Paralyzed (PK-F.2) with the amounts of PK-LG-09 /
 * PK-X-09, then the Knock Out check (PK-F.4).
 */
/** Checkup effects placed before or after step 1 (PK-F.3), and the flips of the Special Conditions (PK-F.2). */
interface CheckupLocals {
  /** Pokémon whose Checkup effect is still to be placed, and those placed. */
  pending?: string[];
  placed?: CheckupPlacement[];
  /** The Pokémon being placed, and the answer for it. */
  current?: string;
  timing?: string;
  /** The Pokémon whose Special Condition the coin is flipped for. */
  flipping?: string;
  /** The next Active Pokémon to flip for, per Special Condition. */
  burnedSeat?: number;
  asleepSeat?: number;
}

export const checkupProcedure = procedure<CheckupLocals>('pokemon.checkup', [
  // PK-X-04: Supporters kept in play until the end of the turn (option `supporterDiscard: endOfTurn`) go now.
  [
    'end of turn: Supporters in play',
    (ctx) => {
      const s = ctx.state;
      const left = [0, 1].flatMap((p) => s.zones[zoneKey('playing', p)] ?? []);
      if (left.length === 0) return { next: true };
      return {
        call: EVENTS,
        locals: eventsLocals(
          left.map((card): GameEvent => ({
            kind: 'move',
            card,
            to: zoneKey('discard', s.objects[card].owner),
            position: 'top',
            rule: 'PK-X-04',
          })),
        ),
      };
    },
  ],
  // PK-F.3 / PK-II-E08: each Checkup effect is placed before or after step 1 by the owner of the Pokémon it affects.
  [
    'F.3 place Checkup effects',
    (ctx, f) => {
      if (!Array.isArray(f.locals.placed)) {
        f.locals.placed = [];
        f.locals.pending = checkupPokemon(ctx);
      }
      // Taken off the list once placed: an asking step only asks (it is run again to rebuild a
      // restored game's decision).
      const next = requiredLocal(f.locals.pending, 'pending')[0];
      if (next === undefined) return { goto: 'F.3 before step 1' };
      f.locals.current = next;
      return {
        ask: {
          player: ctx.state.objects[next].master,
          kind: 'choose',
          prompt: 'checkupTiming',
          rule: 'PK-F.3',
          params: { pokemon: next },
          options: [
            { key: `before:${ctx.state.objects[next].def}`, label: 'before Special Conditions', value: 'before' },
            { key: `after:${ctx.state.objects[next].def}`, label: 'after Special Conditions', value: 'after' },
          ],
        },
        into: 'timing',
        then: 'F.3 record',
      };
    },
  ],
  [
    'F.3 record',
    (_ctx, f) => {
      requiredLocal(f.locals.pending, 'pending').shift();
      requiredLocal(f.locals.placed, 'placed').push({
        pokemon: text(f.locals.current),
        timing: text(f.locals.timing),
      });
      return { goto: 'F.3 place Checkup effects' };
    },
  ],
  ['F.3 before step 1', (_ctx, f) => checkupEffects(f.locals.placed, 'before')],
  ['F.3 resolve before', () => ({ call: RESOLVE_WAITING, locals: { rule: 'PK-F.3' } })],
  [
    'F.2 Poisoned',
    (ctx) => {
      const events: GameEvent[] = [];
      for (const a of allActives(ctx)) {
        const poison = ctx.state.objects[a].status.poisoned;
        // 1 damage counter, or the attack's amount for a special Poison (PK-II-E16).
        if (poison !== undefined && poison !== null && poison !== false)
          events.push({
            kind: 'counter',
            card: a,
            key: 'damage',
            amount: typeof poison === 'number' ? poison : 10,
            rule: 'PK-F.2',
          });
      }
      return events.length ? { call: EVENTS, locals: eventsLocals(events) } : { next: true };
    },
  ],
  ['F.2 Burned', (ctx, f) => flipForNext(ctx, f.locals, 'burned', 'F.2 Burned result', 'F.2 Asleep')],
  // Tails: 2 damage counters (PK-LG-09).
  [
    'F.2 Burned result',
    (_ctx, f) => {
      const heads = flippedHeads(f.locals.$ret);
      if (heads) return { goto: 'F.2 Burned' };
      return {
        call: EVENT,
        locals: eventLocals({
          kind: 'counter',
          card: requiredLocal(f.locals.flipping, 'flipping'),
          key: 'damage',
          amount: 20,
          rule: 'PK-F.2',
        }),
        then: 'F.2 Burned',
      };
    },
  ],
  ['F.2 Asleep', (ctx, f) => flipForNext(ctx, f.locals, 'asleep', 'F.2 Asleep result', 'F.2 Paralyzed')],
  // Heads: it wakes up (PK-LG-09).
  [
    'F.2 Asleep result',
    (_ctx, f) => {
      const heads = flippedHeads(f.locals.$ret);
      if (!heads) return { goto: 'F.2 Asleep' };
      return {
        call: EVENT,
        locals: eventLocals({
          kind: 'status',
          card: requiredLocal(f.locals.flipping, 'flipping'),
          key: 'asleep',
          value: null,
          rule: 'PK-F.2',
        }),
        then: 'F.2 Asleep',
      };
    },
  ],
  // XY: Paralysis ends at the Checkup after its owner's next turn; Legend: after 2 Checkups (PK-X-09).
  [
    'F.2 Paralyzed',
    (ctx) => {
      const events: GameEvent[] = [];
      const s = ctx.state;
      for (const a of allActives(ctx)) {
        const p = s.objects[a].master;
        if (s.objects[a].status.paralyzed !== true) continue;
        const since = Number(s.objects[a].status.paralyzedAt ?? s.turn.number);
        const recovers =
          options(s).paralysis === 'twoCheckups'
            ? s.turn.number - since >= 1
            : s.turn.activePlayer === p && since < s.turn.number;
        if (recovers) events.push({ kind: 'status', card: a, key: 'paralyzed', value: null, rule: 'PK-F.2' });
      }
      return events.length ? { call: EVENTS, locals: eventsLocals(events) } : { next: true };
    },
  ],
  ['F.3 after step 1', (_ctx, f) => checkupEffects(f.locals.placed, 'after')],
  ['F.3 resolve after', () => ({ call: RESOLVE_WAITING, locals: { rule: 'PK-F.3' } })],
  ['F.4 Knock Out check', () => ({ call: KNOCK_OUT, locals: { atCheckup: true } })],
  ['check timing', () => ({ call: CHECK_TIMING, locals: checkTimingLocals() })],
]);
