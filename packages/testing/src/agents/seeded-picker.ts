import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** A seeded source of choices for agents (agents never use ambient randomness). */
export class SeededPicker {
  private readonly rng;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed | 0);
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return n <= 1 ? 0 : uniformInt(this.rng, 0, n - 1);
  }

  /** A uniformly shuffled copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = uniformInt(this.rng, 0, i);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}
