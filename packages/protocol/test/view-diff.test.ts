import { expect, it } from 'vitest';
import fc from 'fast-check';
import { applyDiff, diffJson } from '../src/view-diff.js';

it('a view diff applied to the old view gives the new one', () => {
  fc.assert(
    fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
      expect(applyDiff(a, diffJson(a, b))).toEqual(b);
    }),
  );
  // Nulls stay values (not deletions), and arrays keep their order.
  const before = { result: null, zones: { a: { cards: [1, 2, 3] } }, gone: 1 };
  const after = { result: { winners: [0] }, zones: { a: { cards: [1, 5, 3] } }, pending: null };
  const diff = diffJson(before, after);
  expect(diff).toEqual({
    set: [
      [['result'], { winners: [0] }],
      [['zones', 'a', 'cards', 1], 5],
      [['pending'], null],
    ],
    del: [['gone']],
    splice: [],
  });
  // A card leaving the middle of a hand is one small splice, not the whole hand again.
  const hand = (ids: number[]) => ({ cards: ids.map((id) => ({ id, def: `card-${id}` })) });
  expect(diffJson(hand([1, 2, 3, 4]), hand([1, 2, 4]))).toEqual({ set: [], del: [], splice: [[['cards'], 2, 1, []]] });
  expect(applyDiff(before, diff)).toEqual(after);
});
