import { E, type Expr } from '@tcgkit/core';
import type { AttackPart, SentenceTemplate } from '../sentence-template.js';

const discardTop = (player: Expr, count: number): AttackPart => ({
  effects: [{ do: 'moveTop', from: 'deck', player, count, to: 'discard', rule: 'PK-H.1' }],
});

/** "Discard the top card of your opponent's deck." / "Discard the top 2 cards of your opponent's deck." */
export const discardTopOfOpponentsDeck: SentenceTemplate<AttackPart> = {
  id: 'discard-top-of-opponents-deck',
  patterns: [
    "Discard the top card of your opponent's deck.",
    "Discard the top {n:count} cards of your opponent's deck.",
  ],
  build: (s) => discardTop(E.opponent, s.number.n ?? 1),
};

/** "Discard the top card of your deck." / "Discard the top 3 cards of your deck." */
export const discardTopOfOwnDeck: SentenceTemplate<AttackPart> = {
  id: 'discard-top-of-own-deck',
  patterns: ['Discard the top card of your deck.', 'Discard the top {n:count} cards of your deck.'],
  build: (s) => discardTop(E.controller, s.number.n ?? 1),
};

export const DISCARD_FROM_DECK_TEMPLATES = [discardTopOfOpponentsDeck, discardTopOfOwnDeck];
