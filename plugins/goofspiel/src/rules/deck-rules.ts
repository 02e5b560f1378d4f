import type { DeckRule } from '@tcgkit/core';
import { suit } from '../cards/sample-pool.js';

/** GS-4.1: a deck is exactly one bid card of each value 1 to 13, in hand. */
export const DECK_RULES: DeckRule[] = [
  {
    id: 'bidding-suit',
    rule: 'GS-4.1',
    check: (deck) => {
      const problems = [];
      for (const [zone, ids] of Object.entries(deck)) {
        if (zone !== 'hand' && ids.length > 0)
          problems.push({
            rule: 'GS-4.1',
            message: `a deck holds only the bidding suit in hand, not cards in "${zone}"`,
          });
      }
      const hand = [...(deck.hand ?? [])].sort();
      const want = [...suit('bid')].sort();
      for (const id of hand)
        if (!want.includes(id)) problems.push({ rule: 'GS-4.1', message: `${id} is not a bid card`, card: id });
      const counts = new Map<string, number>();
      for (const id of hand) counts.set(id, (counts.get(id) ?? 0) + 1);
      for (const id of want) {
        const n = counts.get(id) ?? 0;
        if (n !== 1) problems.push({ rule: 'GS-4.1', message: `exactly one ${id} (this deck has ${n})`, card: id });
      }
      return problems;
    },
  },
];
