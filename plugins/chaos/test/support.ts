import { RulesetRegistry } from '@tcgkit/core';
import { chaos, SAMPLE_DECKS } from '../src/index.js';

export const registry = new RulesetRegistry().register(chaos);
export const engine = registry.engine('chaos');
export type DeckName = keyof typeof SAMPLE_DECKS;
/** Cards by starting zone for a sample deck. */
export const cardsOf = (name: DeckName) => ({ deck: [...SAMPLE_DECKS[name].deck], extra: [...SAMPLE_DECKS[name].extra] });
