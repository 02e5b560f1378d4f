import { describe, it, expect } from 'vitest';
import { AnswerError, validateAnswer, type Decision, type GameState } from '../src/index.js';

/** A state holding only what validation reads: the pending decision and the result. */
const pendingOf = (d: Partial<Decision> & Pick<Decision, 'kind'>): GameState =>
  ({
    result: null,
    pending: {
      id: 7,
      player: 1,
      prompt: 'p',
      rule: 'R-1',
      params: {},
      options: ['a', 'b', 'c', 'd'].map((k) => ({ key: k, label: k, value: `v-${k}` })),
      ...d,
    },
  }) as unknown as GameState;

/** The AnswerError a call throws: its code and field, or 'accepted' with the value. */
function outcome(state: GameState, player: unknown, raw: unknown): string {
  try {
    return `accepted ${JSON.stringify(validateAnswer(state, player, raw).value)}`;
  } catch (e) {
    if (!(e instanceof AnswerError)) throw e;
    return `${e.code} at ${e.path}`;
  }
}

describe('answer validation, every bound of every decision kind', () => {
  it('a select takes between min and max distinct picks: one fewer or one more is refused', () => {
    const s = pendingOf({ kind: 'select', min: 1, max: 2 });
    expect(outcome(s, 1, { decision: 7, picks: [] })).toBe('illegal-choice at picks');
    expect(outcome(s, 1, { decision: 7, picks: [2] })).toBe('accepted ["v-c"]');
    expect(outcome(s, 1, { decision: 7, picks: [3, 0] })).toBe('accepted ["v-d","v-a"]');
    expect(outcome(s, 1, { decision: 7, picks: [0, 1, 2] })).toBe('illegal-choice at picks');
    expect(outcome(s, 1, { decision: 7, picks: [1, 1] })).toBe('illegal-choice at picks');
    expect(outcome(s, 1, { decision: 7, picks: [4] })).toBe('illegal-choice at picks[0]');
    expect(outcome(s, 1, { decision: 7, picks: [0, -1] })).toBe('illegal-choice at picks[1]');
    // Without bounds: any number from none to all of them.
    const free = pendingOf({ kind: 'select' });
    expect(outcome(free, 1, { decision: 7, picks: [] })).toBe('accepted []');
    expect(outcome(free, 1, { decision: 7, picks: [0, 1, 2, 3] })).toBe('accepted ["v-a","v-b","v-c","v-d"]');
  });

  it('a choose takes one existing option, by index; the last one is in range, one past it is not', () => {
    const s = pendingOf({ kind: 'choose' });
    expect(outcome(s, 1, { decision: 7, choice: 0 })).toBe('accepted "v-a"');
    expect(outcome(s, 1, { decision: 7, choice: 3 })).toBe('accepted "v-d"');
    expect(outcome(s, 1, { decision: 7, choice: 4 })).toBe('illegal-choice at choice');
    expect(outcome(s, 1, { decision: 7, choice: -1 })).toBe('illegal-choice at choice');
    expect(outcome(s, 1, { decision: 7, picks: [0] })).toBe('malformed at picks');
    expect(outcome(s, 1, { decision: 7 })).toBe('malformed at choice');
  });

  it('an order lists every option once', () => {
    const s = pendingOf({ kind: 'order' });
    expect(outcome(s, 1, { decision: 7, order: [3, 1, 0, 2] })).toBe('accepted ["v-d","v-b","v-a","v-c"]');
    expect(outcome(s, 1, { decision: 7, order: [3, 1, 0] })).toBe('illegal-choice at order');
    expect(outcome(s, 1, { decision: 7, order: [3, 1, 0, 0] })).toBe('illegal-choice at order');
    expect(outcome(s, 1, { decision: 7, order: [3, 1, 0, 4] })).toBe('illegal-choice at order[3]');
    expect(outcome(s, 1, { decision: 7, choice: 0 })).toBe('malformed at choice');
  });

  it('a distribute gives each pick at least 1, the amounts summing to the total exactly', () => {
    const s = pendingOf({ kind: 'distribute', total: 3, min: 1, max: 2 });
    expect(outcome(s, 1, { decision: 7, picks: [0, 2], amounts: [1, 2] })).toBe(
      'accepted [{"value":"v-a","amount":1},{"value":"v-c","amount":2}]',
    );
    expect(outcome(s, 1, { decision: 7, picks: [0, 2], amounts: [1, 1] })).toBe('illegal-choice at amounts');
    expect(outcome(s, 1, { decision: 7, picks: [0, 2], amounts: [2, 2] })).toBe('illegal-choice at amounts');
    expect(outcome(s, 1, { decision: 7, picks: [0, 2], amounts: [3, 0] })).toBe('illegal-choice at amounts[1]');
    expect(outcome(s, 1, { decision: 7, picks: [0, 1, 2], amounts: [1, 1, 1] })).toBe('illegal-choice at picks');
    expect(outcome(s, 1, { decision: 7, picks: [0, 2], amounts: [3] })).toBe('malformed at amounts');
    expect(outcome(s, 1, { decision: 7, picks: [0] })).toBe('malformed at amounts');
    expect(outcome(s, 1, { decision: 7, picks: [0, 0], amounts: [1, 2] })).toBe('illegal-choice at picks');
  });

  it('an answer is for the pending decision and its player, while the game goes on', () => {
    const s = pendingOf({ kind: 'choose' });
    expect(outcome(s, 0, { decision: 7, choice: 0 })).toBe('wrong-player at player');
    expect(outcome(s, 1, { decision: 6, choice: 0 })).toBe('stale-decision at decision');
    expect(outcome(s, 1.5, { decision: 7, choice: 0 })).toBe('malformed at player');
    expect(outcome(s, '1', { decision: 7, choice: 0 })).toBe('malformed at player');
    expect(outcome(s, 1, { decision: 7, choice: 0, extra: 1 })).toMatch(/^malformed at/);
    expect(outcome({ ...s, pending: null }, 1, { decision: 7, choice: 0 })).toBe('no-pending-decision at ');
    const over = { ...s, result: { winners: [0], draw: false, reason: 'r', rule: 'R' } } as GameState;
    expect(outcome(over, 1, { decision: 7, choice: 0 })).toBe('game-over at ');
  });

  it('a number is an integer from min to max: both bounds accepted, one past either refused', () => {
    const s = pendingOf({ kind: 'number', min: 2, max: 5, options: [] });
    expect(outcome(s, 1, { decision: 7, number: 2 })).toBe('accepted 2');
    expect(outcome(s, 1, { decision: 7, number: 5 })).toBe('accepted 5');
    expect(outcome(s, 1, { decision: 7, number: 1 })).toBe('illegal-choice at number');
    expect(outcome(s, 1, { decision: 7, number: 6 })).toBe('illegal-choice at number');
    expect(outcome(s, 1, { decision: 7, number: 2.5 })).toBe('malformed at number');
    expect(outcome(s, 1, { decision: 7 })).toBe('malformed at number');
    expect(outcome(s, 1, { decision: 7, number: 3, choice: 0 })).toBe('malformed at choice');
    // CT-1.3.7: without a min, no negative number.
    const fromZero = pendingOf({ kind: 'number', max: 3, options: [] });
    expect(outcome(fromZero, 1, { decision: 7, number: 0 })).toBe('accepted 0');
    expect(outcome(fromZero, 1, { decision: 7, number: -1 })).toBe('illegal-choice at number');
  });

  it('each kind refuses the fields of the others, and names the field it is missing', () => {
    const select = pendingOf({ kind: 'select' });
    expect(outcome(select, 1, { decision: 7, picks: [0], amounts: [1] })).toBe('malformed at amounts');
    expect(outcome(select, 1, { decision: 7, picks: [0], number: 1 })).toBe('malformed at number');
    expect(outcome(select, 1, { decision: 7, choice: 0 })).toBe('malformed at choice');
    expect(outcome(select, 1, { decision: 7 })).toBe('malformed at picks');
    const order = pendingOf({ kind: 'order' });
    expect(outcome(order, 1, { decision: 7, order: [0, 1, 2, 3], picks: [0] })).toBe('malformed at picks');
    expect(outcome(order, 1, { decision: 7 })).toBe('malformed at order');
    const distribute = pendingOf({ kind: 'distribute', total: 2 });
    expect(outcome(distribute, 1, { decision: 7, picks: [0], amounts: [2], order: [0] })).toBe('malformed at order');
    expect(outcome(distribute, 1, { decision: 7, amounts: [2] })).toBe('malformed at picks');
    expect(outcome(distribute, 1, { decision: 7, picks: [1, 4], amounts: [1, 1] })).toBe('illegal-choice at picks[1]');
  });

  it('a malformed answer names the field inside it that is wrong', () => {
    const s = pendingOf({ kind: 'select' });
    expect(outcome(s, 1, { decision: 7, picks: [0, 'x'] })).toBe('malformed at picks.1');
    // The message is the schema's own, saying what was expected there, not a generic "malformed".
    expect(() => validateAnswer(s, 1, { decision: 7, picks: [0, 'x'] })).toThrow(/expected number/i);
    expect(outcome(s, 1, { decision: -1, picks: [0] })).toBe('malformed at decision');
    expect(outcome(s, 1, { decision: 7, choice: 0, extra: 1 })).toBe('malformed at ');
    // The commonest answer, { decision, choice }, is read by a shortcut: it refuses what the schema refuses.
    const c = pendingOf({ kind: 'choose' });
    expect(outcome(c, 1, { decision: -1, choice: 0 })).toBe('malformed at decision');
    expect(outcome(c, 1, { decision: 7.5, choice: 0 })).toBe('malformed at decision');
    expect(outcome(c, 1, { decision: 7, choice: 0.5 })).toBe('malformed at choice');
    expect(outcome(c, 1, { decision: 7, choice: '1' })).toBe('malformed at choice');
    expect(outcome(c, 1, { decision: 7, choice: 1, extra: 1 })).toBe('malformed at ');
    expect(outcome(c, 1, [7, 1])).toBe('malformed at ');
    expect(outcome(c, 1, { decision: 7, choice: 1 })).toBe('accepted "v-b"');
  });
});
