import { procedure, EVENT, EVENTS, eventLocals, eventsLocals, CHECK_TIMING, checkTimingLocals, type GameEvent } from '@tcgkit/core';
import { activeOf, options } from './board.js';
import { KNOCK_OUT } from './knock-out.js';

/**
 * Pokémon Checkup (PK-F), after every turn, for both players' Active Pokémon: Special Conditions
 * in the order Poisoned → Burned → Asleep → Paralyzed (PK-F.2) with the amounts of PK-LG-09 /
 * PK-X-09, then the Knock Out check (PK-F.4).
 */
export const checkupProcedure = procedure('pokemon.checkup', [
  ['F.2 Poisoned', (ctx) => {
    const events: GameEvent[] = [];
    for (const p of [0, 1]) {
      const a = activeOf(ctx.state, p);
      const poison = a ? ctx.state.objects[a].status.poisoned : undefined;
      // 1 damage counter, or the attack's amount for a special Poison (PK-II-E16).
      if (a && poison !== undefined && poison !== null && poison !== false) events.push({ kind: 'counter', card: a, key: 'damage', amount: typeof poison === 'number' ? poison : 10, rule: 'PK-F.2' });
    }
    return events.length ? { call: EVENTS, locals: eventsLocals(events) } : { next: true };
  }],
  ['F.2 Burned', (ctx, f) => {
    const seat = Number(f.locals.burnSeat ?? 0);
    if (seat > 1) return { goto: 'F.2 Asleep' };
    f.locals.burnSeat = seat + 1;
    const a = activeOf(ctx.state, seat);
    if (!a || ctx.state.objects[a].status.burned !== true) return { goto: 'F.2 Burned' };
    f.locals.burning = a;
    return { call: EVENT, locals: eventLocals({ kind: 'coin', player: seat, rule: 'PK-F.2' }), then: 'F.2 Burned result' };
  }],
  // Tails: 2 damage counters (PK-LG-09).
  ['F.2 Burned result', (_ctx, f) => {
    const heads = (f.locals.$ret as { outcomes: { heads: boolean }[] }).outcomes[0]?.heads === true;
    if (heads) return { goto: 'F.2 Burned' };
    return { call: EVENT, locals: eventLocals({ kind: 'counter', card: f.locals.burning as string, key: 'damage', amount: 20, rule: 'PK-F.2' }), then: 'F.2 Burned' };
  }],
  ['F.2 Asleep', (ctx, f) => {
    const seat = Number(f.locals.sleepSeat ?? 0);
    if (seat > 1) return { goto: 'F.2 Paralyzed' };
    f.locals.sleepSeat = seat + 1;
    const a = activeOf(ctx.state, seat);
    if (!a || ctx.state.objects[a].status.asleep !== true) return { goto: 'F.2 Asleep' };
    f.locals.sleeping = a;
    return { call: EVENT, locals: eventLocals({ kind: 'coin', player: seat, rule: 'PK-F.2' }), then: 'F.2 Asleep result' };
  }],
  // Heads: it wakes up (PK-LG-09).
  ['F.2 Asleep result', (_ctx, f) => {
    const heads = (f.locals.$ret as { outcomes: { heads: boolean }[] }).outcomes[0]?.heads === true;
    if (!heads) return { goto: 'F.2 Asleep' };
    return { call: EVENT, locals: eventLocals({ kind: 'status', card: f.locals.sleeping as string, key: 'asleep', value: null, rule: 'PK-F.2' }), then: 'F.2 Asleep' };
  }],
  // XY: Paralysis ends at the Checkup after its owner's next turn; Legend: after 2 Checkups (PK-X-09).
  ['F.2 Paralyzed', (ctx) => {
    const events: GameEvent[] = [];
    const s = ctx.state;
    for (const p of [0, 1]) {
      const a = activeOf(s, p);
      if (!a || s.objects[a].status.paralyzed !== true) continue;
      const since = Number(s.objects[a].status.paralyzedAt ?? s.turn.number);
      const recovers = options(s).paralysis === 'twoCheckups'
        ? s.turn.number - since >= 1
        : s.turn.activePlayer === p && since < s.turn.number;
      if (recovers) events.push({ kind: 'status', card: a, key: 'paralyzed', value: null, rule: 'PK-F.2' });
    }
    return events.length ? { call: EVENTS, locals: eventsLocals(events) } : { next: true };
  }],
  ['F.4 Knock Out check', () => ({ call: KNOCK_OUT, locals: { atCheckup: true } })],
  ['check timing', () => ({ call: CHECK_TIMING, locals: checkTimingLocals() })],
]);
