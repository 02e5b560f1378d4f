import { describe, it, expect } from 'vitest';
import { TestGame, engine } from './support/harness.js';
import { AnswerError } from '../src/index.js';

/** Submits an answer that must be rejected, and checks the state did not change at all. */
function rejected(g: TestGame, player: unknown, answer: unknown): AnswerError {
  const before = engine.serialize(g.state);
  let error: unknown = null;
  try {
    engine.submit(g.state, player as number, answer);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(AnswerError);
  expect(engine.serialize(g.state)).toBe(before);
  return error as AnswerError;
}

describe('decisions and answers', () => {
  it('CT-9.5.4.2: distributing 4 damage as 2/1/1 among three targets is legal', () => {
    const g = new TestGame({ hand: ['splitter'] }, { field: ['eila', 'perrine', 'hurt-watcher'] });
    g.play('splitter');
    expect(g.pending).toMatchObject({ kind: 'distribute', total: 4, min: 1, max: 3, player: 0, rule: 'CT-9.5.4.2' });
    const [a, b, c] = g.ids('field', 1);
    g.tryAnswer(0, { decision: g.pending.id, picks: [0, 1, 2], amounts: [2, 1, 1] });
    expect(g.pending.prompt).toBe('playTiming');
    // Eila reduces 2 to −1 (not dealt); Perrine prevents non-battle damage; the watcher takes 1.
    expect([g.counter(a, 'damage'), g.counter(b, 'damage'), g.counter(c, 'damage')]).toEqual([0, 0, 1]);
  });

  it('CT-9.5.4.2: 2/2/0 is rejected (every chosen target must get some) and the state is unchanged', () => {
    const g = new TestGame({ hand: ['splitter'] }, { field: ['eila', 'perrine', 'hurt-watcher'] });
    g.play('splitter');
    const e = rejected(g, 0, { decision: g.pending.id, picks: [0, 1, 2], amounts: [2, 2, 0] });
    expect(e.code).toBe('illegal-choice');
    expect(e.path).toBe('amounts[2]');
    expect(rejected(g, 0, { decision: g.pending.id, picks: [0, 1], amounts: [2, 1] }).message).toBe(
      'amounts must total 4, not 3',
    );
  });

  it('CT-9.5.4.2: with five candidates, choosing five targets for 4 damage is not possible', () => {
    const g = new TestGame(
      { hand: ['splitter'], field: ['vanilla', 'big'] },
      { field: ['eila', 'perrine', 'hurt-watcher'] },
    );
    g.play('splitter');
    expect(g.pending.options).toHaveLength(5);
    expect(g.pending.max).toBe(4);
    const e = rejected(g, 0, { decision: g.pending.id, picks: [0, 1, 2, 3, 4], amounts: [1, 1, 1, 1, 0] });
    expect(e.code).toBe('illegal-choice');
  });

  it('CT-9.5.4 / CT-9.5.4.1: a target must be chosen when possible; with none, the effect is ignored', () => {
    const g = new TestGame({ hand: ['ping', 'ping'] }, { field: ['vanilla'] });
    g.play('ping');
    expect(g.pending).toMatchObject({ kind: 'select', min: 1, max: 1, rule: 'CT-9.5.4' });
    expect(rejected(g, 0, { decision: g.pending.id, picks: [] }).code).toBe('illegal-choice');
    g.select([g.id('vanilla', 'field', 1)]);
    g.play('ping'); // nothing left to target
    expect(g.pending.prompt).toBe('playTiming');
    expect(g.events.filter((e) => e.event.kind === 'damage')).toHaveLength(1);
  });

  it('malformed, out-of-turn, stale and out-of-range answers get typed errors and leave the state unchanged', () => {
    const g = new TestGame({ hand: ['vanilla'] });
    const d = g.pending.id;
    expect(rejected(g, 0, 'play vanilla').code).toBe('malformed');
    expect(rejected(g, 0, { decision: d, choice: 0, extra: 1 }).code).toBe('malformed');
    expect(rejected(g, 0, { decision: d, picks: [0] }).code).toBe('malformed');
    expect(rejected(g, 'zero', { decision: d, choice: 0 }).code).toBe('malformed');
    expect(rejected(g, 1, { decision: d, choice: 0 })).toMatchObject({ code: 'wrong-player', path: 'player' });
    expect(rejected(g, 0, { decision: d + 1, choice: 0 })).toMatchObject({ code: 'stale-decision', path: 'decision' });
    expect(rejected(g, 0, { decision: d, choice: 7 })).toMatchObject({ code: 'illegal-choice', path: 'choice' });
    expect(rejected(g, 0, { decision: d, choice: -1 }).code).toBe('illegal-choice');
  });

  it('an order decision must be a permutation of all options', () => {
    // The core validates any decision kind; this one is built directly.
    const g = new TestGame({});
    g.state.pending = {
      ...g.pending,
      kind: 'order',
      options: [g.pending.options[0], { key: 'b', label: 'b', value: 'b' }],
    };
    expect(rejected(g, 0, { decision: g.pending.id, order: [0] }).message).toBe('order must list all 2 options');
    expect(rejected(g, 0, { decision: g.pending.id, order: [1, 1] }).message).toBe('an option was picked twice');
  });

  it('CT-1.2.6: a concession ends the game at once and answers after it are rejected', () => {
    const g = new TestGame({ hand: ['vanilla'] });
    engine.concede(g.state, 0, 'CT-1.2.6', g.sink);
    expect(g.state.result).toEqual({ winners: [1], draw: false, reason: 'concession', rule: 'CT-1.2.6' });
    expect(rejected(g, 0, { decision: 0, choice: 0 }).code).toBe('game-over');
  });

  it(
    'CT-1.2.2 / CT-1.2.5: a player unable to draw at the draw step loses at the next rule processes; both ' +
      'at once is a draw',
    () => {
      const g = new TestGame({ deck: ['big'] }, {});
      g.pass(0).pass(1);
      expect(g.state.result).toEqual({ winners: [0], draw: false, reason: 'deck-out', rule: 'CT-1.2.2' });
      expect(g.log.at(-1)).toMatchObject({ rule: 'CT-1.2.2', message: 'player 0 wins (player 1: deck-out)' });
      const both = new TestGame({ deck: ['big'] }, {});
      both.state.players[0].data.deckedOut = true;
      both.state.players[1].data.deckedOut = true;
      both.pass(0); // the check timing before the next play timing performs both losses at once
      expect(both.state.result).toEqual({
        winners: [],
        draw: true,
        reason: 'all players lost (deck-out, deck-out)',
        rule: 'CT-1.2.5',
      });
    },
  );
});
