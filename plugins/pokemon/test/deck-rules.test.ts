import { describe, it, expect } from 'vitest';
import { engine } from './support.js';
import { SAMPLE_DECKS, SAMPLE_DECK_ERAS } from '../src/index.js';

describe('deck rules', () => {
  it('the sample decks are legal in their era', () => {
    for (const [name, d] of Object.entries(SAMPLE_DECKS))
      expect(engine.validateDeck(d, { era: SAMPLE_DECK_ERAS[name] ?? 'xy' })).toEqual([]);
    expect(engine.validateDeck(SAMPLE_DECKS.legend)).toEqual([
      { rule: 'PK-X-06', message: 'a deck has 60 cards, not 30' },
    ]);
  });

  it('PK-C.5 / PK-C.4: at most 4 cards of a name, except basic Energy', () => {
    const d = [
      ...SAMPLE_DECKS.water.deck.slice(0, 55),
      'poliwag',
      'poliwag',
      'water-energy',
      'water-energy',
      'water-energy',
    ];
    expect(engine.validateDeck({ deck: d })).toEqual([
      { rule: 'PK-C.5', message: '6 cards named "Poliwag" (at most 4)', card: 'Poliwag' },
    ]);
  });

  it('PK-G.4: a deck needs at least one Basic Pokémon', () => {
    expect(engine.validateDeck({ deck: Array<string>(60).fill('water-energy') })).toEqual([
      { rule: 'PK-G.4', message: 'a deck needs at least one Basic Pokémon to start the game' },
    ]);
  });

  it('PK-X-06: 60 cards (30 allowed in the Legend era)', () => {
    const thirty = SAMPLE_DECKS.legend.deck;
    expect(engine.validateDeck({ deck: thirty })).toEqual([
      { rule: 'PK-X-06', message: 'a deck has 60 cards, not 30' },
    ]);
    expect(engine.validateDeck({ deck: thirty }, { era: 'legend' })).toEqual([]);
  });
});
