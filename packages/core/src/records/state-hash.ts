import { createHash } from 'node:crypto';
import type { GameState } from '../contracts/game-state.js';
import { compactState } from '../state/compact-objects.js';

/**
 * A short, stable hash of a state's saved form (SHA-256, first 16 hex digits). The saved form
 * holds the same information as the live state and is built of fresh objects, which JSON
 * writes about 1.5 times faster than the live state's long-lived ones.
 */
export function stateHash(state: GameState): string {
  return savedFormHash(JSON.stringify(compactState(state)));
}

/**
 * The {@link stateHash} of a state from its saved form (the text `engine.serialize` wrote): a host
 * that saves the state after each answer hashes that text instead of writing the state out twice.
 */
export function savedFormHash(saved: string): string {
  return createHash('sha256').update(saved).digest('hex').slice(0, 16);
}
