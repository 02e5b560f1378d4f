import { parseCardPool, type CardDefinition, type Characteristics } from '@tcgkit/core';
import { CardSchema, type Card } from './card-schema.js';

/** The card pool as the core sees it: the printed cards (what a client shows of them), without abilities. */
export function compilePool(raw: readonly unknown[]): { cards: Card[]; definitions: CardDefinition[] } {
  const cards = parseCardPool<Card>(CardSchema, raw);
  return { cards, definitions: cards.map((c) => ({ ...c, abilities: [] })) };
}

/** Layer 1: a card's printed info (no layered effects in this game). */
export function printed(card: Card): Characteristics {
  return { name: card.name, kind: card.kind, value: card.value, abilities: [] };
}
