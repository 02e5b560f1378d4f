import { describe, it, expect } from 'vitest';
import { TestGame } from './support/harness.js';
import { LoopGuard, LOOP_WATCH_AFTER, type Decision, type GameState } from '../src/index.js';

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
  it('CT-14.1.2: a player repeating an action from the same position declares a count; the loop is performed that many times; then that player may not choose it again from there', () => {
    const g = new TestGame({ field: ['vanilla'], deck: ['big', 'big'] });
    const answers = drive(
      g,
      (x) => x.optionKeys().find((k) => k.startsWith('shift:vanilla')) ?? 'pass',
      (x) => x.pending.prompt === 'loop.count',
    );
    // Positions are recorded only after the turn's first answers; the next repeated answer is caught.
    expect(answers).toBeGreaterThan(LOOP_WATCH_AFTER);
    expect(answers).toBeLessThanOrEqual(LOOP_WATCH_AFTER + 3);
    expect(g.pending).toMatchObject({ player: 0, kind: 'choose', prompt: 'loop.count', rule: 'CT-14.1.2' });
    expect(g.optionKeys()).toEqual([
      'repeat:0',
      'repeat:1',
      'repeat:2',
      'repeat:3',
      'repeat:5',
      'repeat:10',
      'repeat:20',
      'repeat:50',
      'repeat:100',
    ]);
    const where = g.state.zones['field@0'].length;
    const before = moves(g);
    g.choose('repeat:3');
    // Three rounds of two shifts each, then back where the loop started, with the loop answer barred.
    expect(moves(g) - before).toBe(6);
    expect(g.state.zones['field@0'].length).toBe(where);
    expect(g.pending.player).toBe(0);
    expect(g.optionKeys().some((k) => k.startsWith('shift:vanilla'))).toBe(false);
    expect(g.optionKeys()).toContain('pass');
    expect(g.log.some((l) => l.rule === 'CT-14.1.2' && l.message.includes('performed 3 more time(s)'))).toBe(true);
  });

  it('CT-14.1.2: declaring 0 performs nothing more and the player must stop at once', () => {
    const g = new TestGame({ field: ['vanilla'], deck: ['big', 'big'] });
    drive(
      g,
      (x) => x.optionKeys().find((k) => k.startsWith('shift:vanilla')) ?? 'pass',
      (x) => x.pending.prompt === 'loop.count',
    );
    const snapshot = JSON.stringify(g.state.zones);
    g.choose('repeat:0');
    expect(JSON.stringify(g.state.zones)).toBe(snapshot);
    expect(g.optionKeys()).toEqual(['pass']);
  });

  it('CT-14.1.3: when both players can stop it, the main player declares first, the loop runs the smaller count, and the player with the larger count is barred', () => {
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
    g.choose('repeat:5');
    expect(g.pending).toMatchObject({ player: 1, prompt: 'loop.count' });
    const before = moves(g);
    g.choose('repeat:2');
    // Two rounds of the loop (four shifts each: two per player), then player 0 (the larger count) is barred.
    expect(moves(g) - before).toBe(8);
    expect(g.state.zones['field@0'].length + g.state.zones['reserve@0'].length).toBe(1);
    expect(
      g.log.some((l) => l.rule === 'CT-14.1.3' && l.message.includes('performed 2 more time(s); player 0 may not')),
    ).toBe(true);
    expect(g.pending.player).toBe(0);
    expect(g.optionKeys().filter((k) => k.startsWith('shift:vanilla'))).toEqual([]);
  });

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
