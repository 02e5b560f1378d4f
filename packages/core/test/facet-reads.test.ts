import { describe, it, expect } from 'vitest';
import { facetsRead, facetSeen, E, type StateFacet } from '../src/index.js';

const field = new Set(['field']);
const read = (data: unknown) => [...facetsRead(data as never, field)].sort();

describe('what effect data reads (layer cache reuse)', () => {
  it('structural expressions over functioning zones read no facet', () => {
    expect(read({ affects: { selector: { zone: ['field'], where: E.eq(E.char(E.card, 'kind'), 'chara') } }, parts: [{ layer: 'x', op: { kind: 'add', key: 'power', amount: 1 } }] })).toEqual([]);
  });

  it('counters, status and player data are read through their operators', () => {
    expect(read(E.op('counter', E.self, 'damage'))).toEqual(['counters']);
    expect(read(E.op('status', E.self, 'face'))).toEqual(['status:face']);
    expect(read(E.op('status', E.self, E.op('playerData', E.controller, 'key')))).toEqual(['playerData', 'status']);
    expect(read(E.op('playerData', E.controller, 'x'))).toEqual(['playerData']);
  });

  it('whose turn it is, zones where abilities do not function, unknown operators and code parts', () => {
    expect(read({ ref: 'active' })).toEqual(['timing']);
    expect(read({ select: { zone: 'hand' } })).toEqual(['offField']);
    expect(read(E.op('zoneCount', 'field', 0))).toEqual(['offField']);
    const all = ['counters', 'offField', 'playerData', 'random', 'status', 'timing', 'visibility'];
    expect(read(E.op('somePluginOp', E.self))).toEqual(all);
    expect(read({ layer: 'x', op: { kind: 'code', name: 'anything' } })).toEqual(all);
  });
});

describe('which written facet a reader sees', () => {
  const seen = (reads: StateFacet[], written: StateFacet) => facetSeen(new Set(reads), written);

  it('a status key is seen by readers of that key and of every key, and `status` by readers of any key', () => {
    expect(seen(['status:face'], 'status:face')).toBe(true);
    expect(seen(['status:face'], 'status:pose')).toBe(false);
    expect(seen(['status'], 'status:pose')).toBe(true);
    expect(seen(['status:face'], 'status')).toBe(true);
    expect(seen(['counters', 'timing'], 'status')).toBe(false);
    expect(seen(['counters'], 'counters')).toBe(true);
  });
});
