import { suit } from './sample-pool.js';

/** The legal deck (GS-4.1): a full bidding suit in hand. The game supplies the prize suit (GS-1.2). */
export const SAMPLE_DECKS: Record<string, Record<string, string[]>> = {
  suit: { hand: suit('bid') },
};
