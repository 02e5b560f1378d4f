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

describe('every built-in operator declares what it reads', () => {
  const all = ['attachments', 'counters', 'offField', 'playerData', 'random', 'status', 'timing', 'visibility'];

  it('comparisons, logic, arithmetic, lists and definition lookups read no facet (unlike an unknown operator)', () => {
    const structural = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'and', 'or', 'not', 'add', 'sub', 'mul', 'neg', 'min'];
    structural.push('max', 'if', 'at', 'len', 'has', 'get', 'char', 'master', 'owner', 'def', 'exists');
    for (const op of structural) expect([op, read(E.op(op, E.self, 1))]).toEqual([op, []]);
    expect(read(E.op('notAnOperator', E.self, 1))).toEqual(all);
  });

  it('every zone operator reads where cards are off the field, and only that', () => {
    for (const op of ['zone', 'zonePlayer', 'zoneKey', 'zoneIdOf', 'zoneCount']) {
      expect([op, read(E.op(op, E.self))]).toEqual([op, ['offField']]);
    }
  });

  it("a path into the effect's own card's data reads attachments like any other reference", () => {
    expect(read(E.op('attachedTo', { ref: 'self', path: 'x' }))).toEqual(['attachments']);
  });

  it('a parts list whose op is a built-in op object reads no facet; only a code op reads what it declares', () => {
    expect(read({ op: { kind: 'add', key: 'power', amount: 1 } })).toEqual([]);
    expect(read({ op: { kind: 'code', name: 'x' } })).toEqual(all);
    const declared = {
      operator: () => undefined,
      code: (n: string) => (n === 'x' ? (['counters'] as const) : undefined),
    };
    expect([...facetsRead({ op: { kind: 'code', name: 'x' } }, field, new Set(), declared)]).toEqual(['counters']);
    const ops = { operator: (n: string) => (n === 'mine' ? (['timing'] as const) : undefined), code: () => undefined };
    expect([...facetsRead(E.op('mine', E.self) as never, field, new Set(), ops)]).toEqual(['timing']);
  });

  it('only an object is read as a zone selector', () => {
    expect(read({ select: 'hand' })).toEqual([]);
    expect(read({ selector: ['hand'] })).toEqual([]);
    expect(read({ selector: { zone: ['field', 'hand'] } })).toEqual(['offField']);
    expect(read({ selector: { zone: ['field', 3] } })).toEqual(['offField']);
    expect(read({ selector: {} })).toEqual(['offField']);
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
      expect(seen(['attach:energy', 'status:face'], 'counters')).toBe(false);
      expect(seen(['attach:energy'], 'offField')).toBe(false);
    },
  );
});
