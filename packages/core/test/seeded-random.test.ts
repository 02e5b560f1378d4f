import { describe, it, expect } from 'vitest';
import { randomInt, seedRandom, shuffleInPlace, type GameState } from '../src/index.js';

/** A state holding only a PRNG (all `randomInt` and `shuffleInPlace` read). */
const rngOf = (seed: number) => ({ rng: seedRandom(seed) }) as unknown as GameState;

describe('seeded randomness', () => {
  it('the first draws of nearby seeds are unrelated: no parity rule, no arithmetic progression', () => {
    const coins = [0, 1].map(() => new Set<number>());
    const picks: number[] = [];
    for (let seed = 0; seed < 256; seed++) {
      const s = rngOf(seed);
      coins[seed % 2].add(randomInt(s, 0, 1));
      picks.push(randomInt(s, 0, 59));
    }
    // Even seeds and odd seeds each flip both ways first (pure-rand's own seeding: parity decided it).
    expect([...coins[0]].sort()).toEqual([0, 1]);
    expect([...coins[1]].sort()).toEqual([0, 1]);
    // Consecutive seeds' first picks do not step by a constant (they did: 51, 48, 45, …).
    const steps = new Set(picks.slice(1).map((p, i) => (p - picks[i] + 60) % 60));
    expect(steps.size).toBeGreaterThan(20);
    expect(new Set(picks).size).toBeGreaterThan(50);
  });

  it('is deterministic per seed and shuffles differently for different seeds', () => {
    const shuffled = (seed: number) => {
      const items = Array.from({ length: 20 }, (_, i) => i);
      shuffleInPlace(rngOf(seed), items);
      return items.join(',');
    };
    expect(shuffled(7)).toBe(shuffled(7));
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map(shuffled)).size).toBe(8);
    expect(seedRandom(0).some((w) => w !== 0)).toBe(true);
  });
});
