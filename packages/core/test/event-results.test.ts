import { describe, it, expect } from 'vitest';
import { TestGame } from './support/harness.js';
import { probe } from './support/probe.js';

/**
 * What an effect reads back from an event it performed ("if you do", a cost's "paid"): whether it was
 * performed, whether a replacement changed it, and the outcomes of what happened in its place.
 * `probe-hit` deals 3 damage and records the result on the target as counters.
 */

describe('event results after replacements (CT-9.9)', () => {
  it('an event no replacement meets is performed, not replaced, with its one outcome', () => {
    const r = probe('big');
    expect([r.performed, r.replaced, r.outcomes, r.c('damage')]).toEqual([1, 0, 1, 3]);
  });

  it('CT-9.9.1: a prevented event never happened — not performed, replaced, no outcome', () => {
    const r = probe('perrine');
    expect([r.performed, r.replaced, r.outcomes, r.c('damage')]).toEqual([0, 1, 0, 0]);
  });

  it('CT-9.9.1.1: an event a replacement reduces to nothing still counts as performed (changed, not undone)', () => {
    // eila: 3 − 3 = 0 damage, which does not happen (CT-1.3.3) — but the action was changed, not refused.
    const r = probe('eila');
    expect([r.performed, r.replaced, r.outcomes, r.c('damage')]).toEqual([1, 1, 0, 0]);
  });

  it("CT-9.9.1.1: a program run in the event's place counts as performed and replaced, no outcome of its own", () => {
    const r = probe('absorber');
    expect([r.performed, r.replaced, r.outcomes]).toEqual([1, 1, 0]);
    expect([r.c('absorbed'), r.c('damage')]).toEqual([3, 0]);
  });

  it('CT-9.9.1.1: events a code replacement gives instead count as performed and replaced, each its outcome', () => {
    const r = probe('split-taker');
    expect([r.performed, r.replaced, r.outcomes, r.c('damage')]).toEqual([1, 1, 2, 3]);
    const hits = r.g.events.filter((e) => e.event.kind === 'damage' && e.event.target === r.id);
    // CT-9.9.3: the two hits are not split again, though each would meet the replacement's condition (1 and 2).
    expect(hits.map((e) => e.event.amount)).toEqual([1, 2]);
  });

  it('CT-9.9.3: a code replacement giving one changed event applies once — 3 becomes 4, not 5 or more', () => {
    const r = probe('whole-taker');
    expect([r.performed, r.replaced, r.outcomes, r.c('damage')]).toEqual([1, 1, 1, 4]);
  });

  it('an optional instead-replacement accepted: the event it gave is the outcome, the damage never happened', () => {
    const g = new TestGame({ hand: ['probe-hit'] }, { field: ['shielded'] });
    const id = g.id('shielded', 'field', 1);
    g.state.objects[id].counters = { shield: 2 };
    g.state.version++;
    g.play('probe-hit').select([id]).choose('yes');
    expect(['performed', 'replaced', 'outcomes', 'shield', 'damage'].map((k) => g.counter(id, k))).toEqual([
      1, 1, 1, 1, 0,
    ]);
  });

  it('a counter taken down to 0 is gone from the card, not kept at 0 (a saved game holds no empty counters)', () => {
    const g = new TestGame({ hand: ['probe-hit'] }, { field: ['shielded'] });
    const id = g.id('shielded', 'field', 1);
    g.state.objects[id].counters = { shield: 1 };
    g.state.version++;
    g.play('probe-hit').select([id]).choose('yes');
    expect(Object.keys(g.state.objects[id].counters)).not.toContain('shield');
  });
});
