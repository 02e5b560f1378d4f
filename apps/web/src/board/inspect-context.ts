import { createContext } from 'preact';
import type { CardView } from '@tcgkit/core';
import type { CardWords } from './card-words';

/** What a card face needs from the board around it: the viewer's words, and a way to open a card's detail. */
export interface CardSurroundings {
  words: CardWords;
  /** Opens the detail of a card (hover, keyboard focus, long press). */
  inspect: (card: CardView) => void;
}

export const CardSurroundingsContext = createContext<CardSurroundings>({
  words: { word: (w) => w, field: () => undefined, printed: () => undefined, name: () => undefined },
  inspect: () => undefined,
});
