import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { GameState } from '../contracts/game-state.js';

/** The initial PRNG state for a seed. */
export function seedRandom(seed: number): number[] {
  return [...xoroshiro128plus(seed | 0).getState()];
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

/** Fisher–Yates shuffle of `items` in place, driven by the state's PRNG. */
export function shuffleInPlace<T>(state: GameState, items: T[]): void {
  if (items.length < 2) return;
  const rng = xoroshiro128plusFromState(state.rng);
  for (let i = items.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  state.rng = [...rng.getState()];
}
