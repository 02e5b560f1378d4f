import type { GameState } from './game-state.js';
import type { ReplacementInstance } from './replacement.js';

/**
 * The replacement effects in force: rule-imposed ones, those created by resolved abilities, and
 * those of valid static abilities of cards whose abilities function.
 */
export interface ReplacementLookup {
  /**
   * The replacements in force, for one event kind when given. Rule instances are shared: read
   * them, never change them.
   */
  all(state: GameState, kind?: string): ReplacementInstance[];
}
