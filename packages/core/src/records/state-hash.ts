import { createHash } from 'node:crypto';
import type { GameState } from '../state/game-state.js';

/** A short, stable hash of a state's serialized form (SHA-256, first 16 hex digits). */
export function stateHash(state: GameState): string {
  return createHash('sha256').update(JSON.stringify(state)).digest('hex').slice(0, 16);
}
