import { RulesetRegistry } from '@tcgkit/core';
import { pokemon, SAMPLE_DECKS } from '../src/index.js';

export const registry = new RulesetRegistry().register(pokemon);
export const engine = registry.engine('pokemon');

/** A legal 60-card sample deck. */
export function deck(kind: 'water' | 'lightning' | 'fire'): string[] {
  return SAMPLE_DECKS[kind].deck;
}
