/** A deck saved in this browser by the deck builder: its ruleset and its list as text by card name. */
export interface SavedDeck {
  name: string;
  ruleset: string;
  text: string;
}

const KEY = 'tcgkit:decks';

function readAll(): SavedDeck[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter(
          (d): d is SavedDeck =>
            d !== null &&
            typeof d === 'object' &&
            typeof (d as SavedDeck).name === 'string' &&
            typeof (d as SavedDeck).ruleset === 'string' &&
            typeof (d as SavedDeck).text === 'string',
        )
      : [];
  } catch {
    // A damaged entry holds no decks.
    return [];
  }
}

/** The decks saved in this browser (localStorage), by ruleset and name. */
export const savedDecks = {
  of(ruleset: string): SavedDeck[] {
    return readAll().filter((d) => d.ruleset === ruleset);
  },
  /** Saves a deck, replacing one of the same ruleset and name. */
  save(deck: SavedDeck): void {
    const rest = readAll().filter((d) => !(d.ruleset === deck.ruleset && d.name === deck.name));
    localStorage.setItem(KEY, JSON.stringify([...rest, deck]));
  },
  remove(ruleset: string, name: string): void {
    localStorage.setItem(KEY, JSON.stringify(readAll().filter((d) => !(d.ruleset === ruleset && d.name === name))));
  },
};
