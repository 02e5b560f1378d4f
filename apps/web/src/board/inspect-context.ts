import { createContext } from 'preact';
import type { CardView } from '@tcgkit/core';
import type { CardWords } from './card-words';

/** What a card face needs from the board around it: the viewer's words, and a way to open a card's detail. */
export interface CardSurroundings {
  words: CardWords;
  /**
   * Opens the detail of a card: `glance` while hovered or focused (it closes when the card is left
   * and never takes a click meant for the board), `pinned` after a long press (closed by its button).
   */
  inspect: (card: CardView, how: 'glance' | 'pinned') => void;
  /** The pointer or focus left a card: its glance closes. */
  leave: (card: CardView) => void;
}

export const CardSurroundingsContext = createContext<CardSurroundings>({
  words: { word: (w) => w, field: () => undefined, printed: () => undefined, name: () => undefined },
  inspect: () => undefined,
  leave: () => undefined,
});
