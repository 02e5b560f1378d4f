import { describe, it, expect } from 'vitest';
import { TestGame } from './support/harness.js';
import {
  positionKey,
  cloneJson,
  writableStatus,
  writableCounters,
  RulesetRegistry,
  procedure,
  CHECK_TIMING,
  checkTimingLocals,
} from '../src/index.js';
import { bareRuleset } from './support/bare-ruleset.js';

describe('positions for loop detection (CT-14.1.1)', () => {
  it('CT-14.1.1: a position is where every card is and its state, whatever the object ids', () => {
    const g = new TestGame({ deck: ['vanilla', 'based'], field: ['vanilla'] });
    const renamed = cloneJson(g.state);
    // The same cards under new ids (a card that moves is a new object): same position.
    const id = renamed.zones['field@0'][0];
    const obj = renamed.objects[id];
    delete renamed.objects[id];
    renamed.objects.o999 = { ...obj, id: 'o999' };
    renamed.zones['field@0'][0] = 'o999';
    expect(positionKey(renamed)).toBe(positionKey(g.state));
    // A changed status, counter or zone is another position.
    writableStatus(renamed.objects.o999).face = 'down';
    expect(positionKey(renamed)).not.toBe(positionKey(g.state));
  });
});

/** A ruleset whose one action passes through check timings forever without changing any card: a forced loop. */
const cycling = bareRuleset(
  'cycle',
  [
    procedure('cycle.forever', [
      ['check', () => ({ call: CHECK_TIMING, locals: checkTimingLocals() })],
      ['again', () => ({ goto: 'check' })],
    ]),
  ],
  [{ id: 'cycle', procedure: 'cycle.forever', enumerate: () => [{ key: 'cycle', label: 'cycle', value: null }] }],
);

describe('a loop neither player can stop (CT-14.1.1)', () => {
  it('CT-14.1.1: check timings that come back to the same position with no decision end the game in a draw', () => {
    const engine = new RulesetRegistry().register(cycling).engine('cycle');
    const state = engine.createGame({ seed: 1, players: [{ cards: { deck: ['blank'] } }, { cards: {} }] });
    const d = state.pending!;
    engine.submit(state, d.player, { decision: d.id, choice: d.options.findIndex((o) => o.key === 'cycle') });
    expect(state.result).toMatchObject({ winners: [], draw: true, reason: 'an infinite loop neither player can stop' });
    expect(state.pending).toBeNull();
  });
});

/**
 * A ruleset whose one action passes through 300 check timings without a decision, putting one more
 * counter on the first deck card each time: long, but every position is new, so it is no loop.
 */
const counting = bareRuleset(
  'count',
  [
    procedure('count.up', [
      ['check', () => ({ call: CHECK_TIMING, locals: checkTimingLocals() })],
      [
        'tick',
        (ctx) => {
          const card = ctx.state.objects[ctx.state.zones['deck@0'][0]];
          const counters = writableCounters(card);
          counters.n = (counters.n ?? 0) + 1;
          ctx.state.version++;
          return counters.n < 300 ? { goto: 'check' } : { done: null };
        },
      ],
    ]),
  ],
  [{ id: 'count', procedure: 'count.up', enumerate: () => [{ key: 'count', label: 'count', value: null }] }],
);

describe('a long run that never repeats a position (CT-14.1.1)', () => {
  it('CT-14.1.1: 300 check timings with no decision but a new position each time are not a loop', () => {
    const engine = new RulesetRegistry().register(counting).engine('count');
    const state = engine.createGame({ seed: 1, players: [{ cards: { deck: ['blank'] } }, { cards: {} }] });
    const d = state.pending!;
    engine.submit(state, d.player, { decision: d.id, choice: d.options.findIndex((o) => o.key === 'count') });
    expect(state.result).toBeNull();
    expect(state.objects[state.zones['deck@0'][0]].counters.n).toBe(300);
    expect(state.pending).not.toBeNull();
  });
});
