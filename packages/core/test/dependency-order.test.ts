import { describe, it, expect } from 'vitest';
import { orderByDependency } from '../src/index.js';

interface Item {
  id: string;
  timestamp: number;
}

const item = (id: string, timestamp: number): Item => ({ id, timestamp });
const ids = (items: readonly Item[]) => items.map((i) => i.id);

/** Orders `items` where `edges` lists "b depends on a" pairs by id; every item is a candidate of every other. */
const order = (items: Item[], edges: [string, string][] = []) =>
  ids(
    orderByDependency(
      items,
      () => items,
      (b, a) => edges.some(([x, y]) => x === b.id && y === a.id),
    ),
  );

describe('the order of effects within one layer (CT-9.8.11, CT-9.8.12)', () => {
  it('CT-9.8.12: independent effects go in timestamp order, equal timestamps by id, whatever the input order', () => {
    expect(order([item('b', 2), item('a', 3), item('c', 1)])).toEqual(['c', 'b', 'a']);
    expect(order([item('c', 5), item('a', 5), item('b', 5)])).toEqual(['a', 'b', 'c']);
    expect(order([item('b', 5), item('c', 5), item('a', 5)])).toEqual(['a', 'b', 'c']);
    // The id only breaks ties: an earlier timestamp wins over a smaller id.
    expect(order([item('a', 2), item('b', 1)])).toEqual(['b', 'a']);
  });

  it('CT-9.8.11: a chain of dependencies reverses the timestamp order link by link', () => {
    // c depends on b, b on a; the timestamps say c, b, a.
    const items = [item('c', 1), item('b', 2), item('a', 3)];
    expect(
      order(items, [
        ['c', 'b'],
        ['b', 'a'],
      ]),
    ).toEqual(['a', 'b', 'c']);
    // Only c waits (on a): b keeps its place by timestamp.
    expect(order(items, [['c', 'a']])).toEqual(['b', 'a', 'c']);
  });

  it('CT-9.8.11: an effect waits for all it depends on, and independent ones keep their timestamp order', () => {
    const items = [item('d', 1), item('x', 2), item('a', 3), item('b', 4)];
    expect(
      order(items, [
        ['d', 'a'],
        ['d', 'b'],
      ]),
    ).toEqual(['x', 'a', 'b', 'd']);
  });

  it('CT-9.8.11: within a dependency loop the earliest effect goes first, then the others as they become free', () => {
    // a and b depend on each other; c depends on a.
    const items = [item('c', 1), item('b', 2), item('a', 3)];
    expect(
      order(items, [
        ['a', 'b'],
        ['b', 'a'],
        ['c', 'a'],
      ]),
    ).toEqual(['b', 'a', 'c']);
  });

  it('an effect is never its own dependency, and only the candidates given are asked about', () => {
    const items = [item('a', 1), item('b', 2)];
    // A dependsOn that says "yes" for an effect and itself must not hold the effect back.
    const asked: string[] = [];
    const result = orderByDependency(
      items,
      (x) => (x.id === 'a' ? [items[0]] : []),
      (b, a) => {
        asked.push(`${b.id}<${a.id}`);
        return true;
      },
    );
    expect(ids(result)).toEqual(['a', 'b']);
    expect(asked).toEqual([]);
  });
});
