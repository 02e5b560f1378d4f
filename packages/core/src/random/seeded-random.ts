import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { GameState } from '../contracts/game-state.js';

/**
 * The initial PRNG state for a seed: four words drawn from SplitMix32 of the seed. pure-rand's
 * own seeding (`xoroshiro128plus(seed)`) puts the seed into the state as it is, so the first
 * outputs of nearby seeds are nearly the same number — the first coin flip followed the seed's
 * parity and the first swaps of a shuffle barely changed from seed to seed. Mixed words make
 * every seed start somewhere unrelated.
 */
export function seedRandom(seed: number): number[] {
  let x = seed | 0;
  const next = (): number => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) | 0;
  };
  const words = [next(), next(), next(), next()];
  // xoroshiro's state must not be all zeros (it would stay zero): not reachable, but cheap to rule out.
  if (!words.some((w) => w !== 0)) words[0] = 1;
  return [...xoroshiro128plusFromState(words).getState()];
}

/**
 * Draws from the PRNG whose state lives in the game state, so the same seed and the same
 * answers give the same game. Each call advances `state.rng`.
 */
export function randomInt(state: GameState, from: number, to: number): number {
  const rng = xoroshiro128plusFromState(state.rng);
  const value = uniformInt(rng, from, to);
  state.rng = [...rng.getState()];
  return value;
}

/**
 * A coin flip (true = heads): the next fixed flip of a test position (`GameState.fixedRandom`) if
 * one is left, else drawn. The PRNG advances either way.
 */
export function flipCoin(state: GameState): boolean {
  const drawn = randomInt(state, 0, 1) === 1;
  return state.fixedRandom?.coins.shift() ?? drawn;
}

/**
 * Fisher–Yates shuffle of `items` in place, driven by the state's PRNG; a test position that
 * fixes shuffles (`fixedRandom.shuffles: keep`) keeps the order, the PRNG advancing the same.
 */
export function shuffleInPlace<T>(state: GameState, items: T[]): void {
  if (items.length < 2) return;
  const keep = state.fixedRandom?.shuffles === 'keep';
  const rng = xoroshiro128plusFromState(state.rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    if (keep) continue;
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  state.rng = [...rng.getState()];
}
