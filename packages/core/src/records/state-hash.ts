import { createHash } from 'node:crypto';
import type { GameState } from '../contracts/game-state.js';
import { compactState } from '../state/compact-objects.js';

/**
 * A short, stable hash of a state's saved form (SHA-256, first 16 hex digits). The saved form
 * holds the same information as the live state and is built of fresh objects, which JSON
 * writes about 1.5 times faster than the live state's long-lived ones.
 */
export function stateHash(state: GameState): string {
  return createHash('sha256')
    .update(JSON.stringify(compactState(state)))
    .digest('hex')
    .slice(0, 16);
}
