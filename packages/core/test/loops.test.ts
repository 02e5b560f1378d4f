import { describe, it, expect } from 'vitest';
import { TestGame, engine } from './support/harness.js';
import {
  AnswerError,
  LoopGuard,
  LOOP_COUNT_MAX,
  LOOP_WATCH_AFTER,
  type Decision,
  type GameState,
} from '../src/index.js';

/** Answers the pending decision by key prefix until `stop` says so; returns how many answers were given. */
function drive(g: TestGame, next: (g: TestGame) => string, stop: (g: TestGame) => boolean, limit = 200): number {
  let n = 0;
  while (!stop(g) && n < limit) {
    g.choose(next(g));
    n++;
  }
  return n;
}
const moves = (g: TestGame) => g.log.filter((l) => l.rule === 'CT-5.1.4').length;

describe('infinite loops a player can stop (CT-14.1.2, CT-14.1.3)', () => {
  it(
    'CT-14.1.2: a player repeating an action from the same position declares a count; the loop is ' +
      'performed that many times; then that player may not choose it again from there',
    () => {
      const g = new TestGame({ field: ['vanilla'], deck: ['big', 'big'] });
      const answers = drive(
        g,
        (x) => x.optionKeys().find((k) => k.startsWith('shift:vanilla')) ?? 'pass',
        (x) => x.pending.prompt === 'loop.count',
      );
      // Positions are recorded only after the turn's first answers; the next repeated answer is caught.
      expect(answers).toBeGreaterThan(LOOP_WATCH_AFTER);
      expect(answers).toBeLessThanOrEqual(LOOP_WATCH_AFTER + 3);
      // CT-1.3.7: the count is a number decision — any integer from 0 (not a menu of counts).
      expect(g.pending).toMatchObject({ player: 0, kind: 'number', prompt: 'loop.count', rule: 'CT-14.1.2', min: 0 });
      expect(g.pending.max).toBe(LOOP_COUNT_MAX);
      expect(g.optionKeys()).toEqual([]);
      const where = g.state.zones['field@0'].length;
      const before = moves(g);
      // 7 was not on the former menu (0, 1, 2, 3, 5, 10, …).
      g.number(7);
      // Seven rounds of two shifts each, then back where the loop started, with the loop answer barred.
      expect(moves(g) - before).toBe(14);
      expect(g.state.zones['field@0'].length).toBe(where);
      expect(g.pending.player).toBe(0);
      expect(g.optionKeys().some((k) => k.startsWith('shift:vanilla'))).toBe(false);
      expect(g.optionKeys()).toContain('pass');
      expect(g.log.some((l) => l.rule === 'CT-14.1.2' && l.message.includes('performed 7 more time(s)'))).toBe(true);
    },
  );

  it(
    'CT-14.1.2 / CT-1.3.7: the count is validated like every answer — no negative, fraction, count above ' +
      'the bound or option index',
    () => {
      const g = new TestGame({ field: ['vanilla'], deck: ['big', 'big'] });
      drive(
        g,
        (x) => x.optionKeys().find((k) => k.startsWith('shift:vanilla')) ?? 'pass',
        (x) => x.pending.prompt === 'loop.count',
      );
      const before = JSON.stringify(g.state);
      const refused = (answer: object) => {
        let error: unknown = null;
        try {
          engine.submit(g.state, 0, { decision: g.pending.id, ...answer });
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(AnswerError);
        expect(JSON.stringify(g.state)).toBe(before);
        return (error as AnswerError).code;
      };
      expect(refused({ number: -1 })).toBe('illegal-choice');
      expect(refused({ number: LOOP_COUNT_MAX + 1 })).toBe('illegal-choice');
      expect(refused({ number: 1.5 })).toBe('malformed');
      expect(refused({ choice: 0 })).toBe('malformed');
      expect(refused({})).toBe('malformed');
      g.number(1);
    },
  );

  it('CT-14.1.2: declaring 0 performs nothing more and the player must stop at once', () => {
    const g = new TestGame({ field: ['vanilla'], deck: ['big', 'big'] });
    drive(
      g,
      (x) => x.optionKeys().find((k) => k.startsWith('shift:vanilla')) ?? 'pass',
      (x) => x.pending.prompt === 'loop.count',
    );
    const snapshot = JSON.stringify(g.state.zones);
    g.number(0);
    expect(JSON.stringify(g.state.zones)).toBe(snapshot);
    expect(g.optionKeys()).toEqual(['pass']);
  });

  it(
    'CT-14.1.3: when both players can stop it, the main player declares first, the loop runs the smaller ' +
      'count, and the player with the larger count is barred',
    () => {
      const g = new TestGame({ field: ['vanilla'], deck: ['big', 'big'] }, { field: ['based'], deck: ['big', 'big'] });
      g.state.players[1].data.canShift = true;
      // Each player, on getting the play timing, shifts its card, then passes: round and round.
      const shifted = [false, false];
      drive(
        g,
        (x) => {
          const p = x.pending.player;
          shifted[p] = !shifted[p];
          return shifted[p]
            ? x.optionKeys().find((k) => k.startsWith(p === 0 ? 'shift:vanilla' : 'shift:based'))!
            : 'pass';
        },
        (x) => x.pending.prompt === 'loop.count',
      );
      expect(g.pending).toMatchObject({ player: 0, prompt: 'loop.count', rule: 'CT-14.1.3' });
      g.number(5);
      expect(g.pending).toMatchObject({ player: 1, prompt: 'loop.count', kind: 'number' });
      const before = moves(g);
      g.number(2);
      // Two rounds of the loop (four shifts each: two per player), then player 0 (the larger count) is barred.
      expect(moves(g) - before).toBe(8);
      expect(g.state.zones['field@0'].length + g.state.zones['reserve@0'].length).toBe(1);
      expect(
        g.log.some((l) => l.rule === 'CT-14.1.3' && l.message.includes('performed 2 more time(s); player 0 may not')),
      ).toBe(true);
      expect(g.pending.player).toBe(0);
      expect(g.optionKeys().filter((k) => k.startsWith('shift:vanilla'))).toEqual([]);
    },
  );

  it('CT-14.1.2: a player forced into the loop (no other option) may still take it', () => {
    const guard = new LoopGuard();
    const pending: Decision = {
      id: 1,
      player: 0,
      kind: 'choose',
      prompt: 'p',
      rule: 'r',
      params: {},
      options: [{ key: 'loop', label: 'loop', value: 0 }],
    };
    const state = { turn: { number: 1 }, zones: {}, objects: {}, pending } as unknown as GameState;
    state.loop = {
      turn: 1,
      answered: 0,
      trail: [],
      barred: [{ at: guard.at(state)!, player: 0, answer: 'loop' }],
      declaring: null,
    };
    guard.filterBarred(state);
    expect(state.pending!.options.map((o) => o.key)).toEqual(['loop']);
  });
});
