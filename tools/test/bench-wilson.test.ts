import { describe, expect, it } from 'vitest';
import { wilson } from '../bench/src/wilson.js';

describe('bench:bots: the Wilson interval of a win rate', () => {
  it('matches published values and stays within [0, 1]', () => {
    // 13 of 20: 0.433 – 0.819 (Wilson 1927; e.g. Newcombe 1998, method 3).
    const [lo, hi] = wilson(13, 20);
    expect(lo).toBeCloseTo(0.433, 3);
    expect(hi).toBeCloseTo(0.819, 3);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(10, 10)[1]).toBe(1);
    expect(wilson(10, 10)[0]).toBeCloseTo(0.722, 3);
  });
});
