import { describe, it, expect } from 'vitest';
import { engine } from './support.js';
import { TestTable, ExpectationError, StepError } from '../src/index.js';

describe('the fluent TestTable API', () => {
  const table = () =>
    TestTable.start(engine, {
      start: { activePlayer: 0, phase: 'main' },
      players: [
        { zones: { hand: ['ping', 'rally'], field: ['vanilla'] } },
        { zones: { field: [{ def: 'perrine' }], deck: ['big'] } },
      ],
    });

  it('CT-9.9.6: sets up a board, acts and asserts in a few lines', () => {
    const t = table().choose('play:ping').select(['field@1:perrine']);
    expect(t.card('field@1:perrine').counters).toEqual({});
    t.expect({ zones: { 'grave@0': { cards: ['ping'] } }, log: [{ rule: 'CT-9.9.1', message: 'perrine.ward' }] });
  });

  it('CT-9.8.13: card references survive id changes; characteristics are computed', () => {
    const t = table().choose('play:rally');
    expect(t.card('field@0:vanilla').characteristics.attack).toBe(4);
    expect(t.zone('hand@0')).toEqual(['ping']);
  });

  it('a failing expectation throws with a readable diff', () => {
    expect(() => table().expect({ cards: { 'field@0:vanilla': { characteristics: { attack: 5 } } } })).toThrow(
      new ExpectationError([{ path: 'cards["field@0:vanilla"].characteristics.attack', expected: 5, actual: 2 }])
        .message,
    );
  });

  it('an expected rejection must really be rejected, with the state unchanged', () => {
    const t = table();
    t.step({ player: 1, choose: 'pass', rejects: 'wrong-player' });
    expect(() => t.step({ player: 0, choose: 'pass', rejects: 'wrong-player' })).toThrow(StepError);
  });
});
