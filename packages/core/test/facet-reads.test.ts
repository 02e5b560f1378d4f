import { describe, it, expect } from 'vitest';
import { facetsRead, facetSeen, E, type StateFacet } from '../src/index.js';

const field = new Set(['field']);
const read = (data: unknown) => [...facetsRead(data as never, field)].sort();

describe('what effect data reads (layer cache reuse)', () => {
  it('structural expressions over functioning zones read no facet', () => {
    expect(
      read({
        affects: { selector: { zone: ['field'], where: E.eq(E.char(E.card, 'kind'), 'chara') } },
        parts: [{ layer: 'x', op: { kind: 'add', key: 'power', amount: 1 } }],
      }),
    ).toEqual([]);
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
    const all = ['attachments', 'counters', 'offField', 'playerData', 'random', 'status', 'timing', 'visibility'];
    expect(read(E.op('somePluginOp', E.self))).toEqual(all);
    expect(read({ layer: 'x', op: { kind: 'code', name: 'anything' } })).toEqual(all);
  });
});

describe('what reads attachments', () => {
  it(
    "attachment lists and selectors over attached cards read them; where an effect's own card or a " +
      'candidate is attached does not',
    () => {
      expect(read(E.op('attached', E.self))).toEqual(['attachments']);
      expect(read({ select: { zone: 'field', includeAttached: true } })).toEqual(['attachments']);
      expect(read(E.op('attachedTo', { ref: 'var', path: 'x' }))).toEqual(['attachments']);
      expect(read(E.op('attachedTo', E.self))).toEqual([]);
      expect(read(E.op('attachedTo', { ref: 'source' }))).toEqual([]);
      expect(read({ selector: { zone: ['field'], where: E.eq(E.card, E.op('attachedTo', E.self)) } })).toEqual([]);
      expect(read({ selector: { zone: ['field'], where: E.eq(E.op('attachedTo', E.card), null) } })).toEqual([]);
    },
  );
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

  it(
    'an attachment of one kind is seen by readers of that kind and of every kind, and `attachments` by ' +
      'readers of any kind',
    () => {
      expect(seen(['attach:energy'], 'attach:energy')).toBe(true);
      expect(seen(['attach:evolution'], 'attach:energy')).toBe(false);
      expect(seen(['attachments'], 'attach:energy')).toBe(true);
      expect(seen(['attach:evolution'], 'attachments')).toBe(true);
      expect(seen(['offField', 'status'], 'attach:energy')).toBe(false);
    },
  );
});
