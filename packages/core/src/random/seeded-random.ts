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
