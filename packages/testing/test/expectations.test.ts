import { describe, it, expect } from 'vitest';
import { engine } from './support.js';
import { TestTable } from '../src/index.js';

// Ping deals 3 to Eila, whose replacement (CT-9.9.5) makes it 2: the log says the replacement
// applies (CT-9.9.1) before the damage is dealt (CT-3.14.1).
const pinged = () =>
  TestTable.start(engine, {
    start: { activePlayer: 0, phase: 'main' },
    players: [
      { zones: { hand: ['ping'], deck: ['big'] } },
      { zones: { field: [{ def: 'eila', counters: { damage: 1 } }], deck: ['big'] } },
    ],
  });

describe('ordered log checks and checks since the previous step', () => {
  it('sequence: entries must appear in the given order, not merely exist', () => {
    const t = pinged().choose('play:ping').select(['field@1:eila']);
    const replaced = { rule: 'CT-9.9.1', message: 'eila.reduce' };
    const damaged = { rule: 'CT-3.14.1', message: 'receives 2 damage' };
    expect(t.check({ sequence: [replaced, damaged] })).toEqual([]);
    // Both entries exist, so a presence check would pass: the order is what fails.
    expect(t.check({ log: [damaged, replaced] })).toEqual([]);
    expect(t.check({ sequence: [damaged, replaced] })).toMatchObject([{ path: 'sequence[1]', expected: replaced }]);
    expect(t.check({ sequence: [{ rule: 'CT-3.14.1', message: 'receives 9' }] })).toMatchObject([
      { path: 'sequence[0]' },
    ]);
  });

  it('since: step reads only what the last answering step logged (an expect-only step included)', () => {
    const t = pinged().choose('play:ping').select(['field@1:eila']);
    expect(t.check({ since: 'step', log: [{ rule: 'CT-9.9.1', count: 1 }] })).toEqual([]);
    t.step({ expect: { since: 'step', sequence: [{ rule: 'CT-9.9.1' }, { rule: 'CT-3.14.1' }] } });
    t.choose('pass');
    // The replacement was logged by an earlier step: the whole game still has it, this step does not.
    expect(t.check({ log: [{ rule: 'CT-9.9.1', count: 1 }] })).toEqual([]);
    expect(t.check({ since: 'step', log: [{ rule: 'CT-9.9.1' }] })).toMatchObject([{ path: 'log[0]' }]);
    expect(t.check({ since: 'step', log: [{ rule: 'CT-9.9.1', count: 0 }] })).toEqual([]);
  });
});

describe('null and excludes in expectations', () => {
  it('null matches an absent key and a null value, and nothing else', () => {
    const t = pinged();
    expect(t.check({ cards: { 'field@1:eila': { status: { tapped: null } } } })).toEqual([]);
    expect(t.check({ cards: { 'field@1:eila': { status: { face: null } } } })).toMatchObject([
      { path: 'cards["field@1:eila"].status.face', expected: null, actual: 'up' },
    ]);
  });

  it('excludes refuses options extending the key by parts, and a key of a form no option of its kind has', () => {
    const t = pinged();
    expect(t.pending?.options.map((o) => o.key)).toEqual(['play:ping', 'pass']);
    expect(t.check({ pending: { excludes: ['play:pong', 'attack'] } })).toEqual([]);
    // "play" names every play option: play:ping is one.
    expect(t.check({ pending: { excludes: ['play'] } })).toMatchObject([
      { path: 'pending.excludes', actual: ['play:ping'] },
    ]);
    // Play options have two parts: a three-part key could never match one, so it checks nothing.
    expect(t.check({ pending: { excludes: ['play:ping:hand'] } })).toMatchObject([
      { path: 'pending.excludes', actual: 'play:ping:hand' },
    ]);
  });
});
