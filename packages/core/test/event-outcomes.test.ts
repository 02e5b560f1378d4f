import { describe, it, expect } from 'vitest';
import { TestGame } from './support/harness.js';
import type { JsonObject } from '../src/index.js';

/**
 * What the core events report as their outcome: the record triggers, "if you do" checks and tools
 * (replay viewers, recorders) read of what happened. Each case has a value only the right
 * arithmetic or the right field gives: a second hit's total, a counter taken to 0, a status's
 * previous value, a shuffle's card count.
 */
const outcomes = (g: TestGame, kind: string): JsonObject[] =>
  g.events.filter((e) => e.event.kind === kind).map((e) => e.outcome);

describe('core event outcomes', () => {
  it('CT-3.14.1 damage reports the running total on the card: a second hit of 2 after one of 2 reports 4', () => {
    const g = new TestGame({ hand: ['zero-ping', 'zero-ping'] }, { field: ['vanilla'] });
    const v = g.id('vanilla', 'field', 1);
    g.play('zero-ping').select([v]);
    g.play('zero-ping').select([v]);
    expect(outcomes(g, 'damage')).toEqual([{ total: 2 }, { total: 4 }]);
  });

  it('a counter reports its new value, 0 when taken down to nothing', () => {
    const g = new TestGame({ hand: ['probe-hit'] }, { field: ['shielded'] });
    const id = g.id('shielded', 'field', 1);
    g.state.objects[id].counters = { shield: 1 };
    g.state.version++;
    g.play('probe-hit').select([id]).choose('yes');
    const shield = g.events.filter((e) => e.event.kind === 'counter' && e.event.key === 'shield');
    expect(shield.map((e) => e.outcome)).toEqual([{ value: 0 }]);
  });

  it('a status change reports the value before it, and with `snapshot` the characteristics before it', () => {
    const g = new TestGame({ field: ['marker'], hand: ['flip'] });
    const m = g.id('marker');
    g.choose('activate:marker.act');
    expect(outcomes(g, 'status')).toEqual([{ before: null }]);
    const face = g.state.objects[m].status.face ?? null;
    g.play('flip').select([m]);
    const flip = outcomes(g, 'status')[1];
    expect(flip.before).toEqual(face);
    expect(flip.charsBefore).toMatchObject({ attack: 1, defense: 5 });
  });

  it('a shuffle reports how many cards it shuffled', () => {
    const g = new TestGame({ hand: ['reshuffle'], deck: ['vanilla', 'vanilla', 'marker'] });
    g.play('reshuffle');
    expect(outcomes(g, 'shuffle')).toEqual([{ count: 3 }]);
  });

  it('an attach reports the old and new object, the host, the zone left and the kind', () => {
    const g = new TestGame({ field: ['vanilla'], hand: ['graft'], deck: ['marker'] });
    const host = g.id('vanilla');
    const card = g.ids('deck')[0];
    g.play('graft').select([host]);
    const [out] = outcomes(g, 'attach');
    expect(out).toEqual({
      oldId: card,
      newId: g.state.objects[host].attached[0],
      host,
      fromZone: 'deck',
      attachKind: 'under',
    });
    expect(out.newId).not.toBe(card);
  });
});
