/** Legal decks from the sample pool (for simulations, demos and tests): 60 cards, and a 30-card Legend deck. */
export const SAMPLE_DECKS: Record<string, Record<string, string[]>> = {
  water: {
    deck: [
      ...Array<string>(4).fill('poliwag'),
      ...Array<string>(3).fill('poliwhirl'),
      ...Array<string>(2).fill('poliwrath'),
      ...Array<string>(4).fill('samurott'),
      ...Array<string>(4).fill('marill'),
      ...Array<string>(4).fill('potion'),
      ...Array<string>(4).fill('switch'),
      ...Array<string>(4).fill('professors-letter'),
      ...Array<string>(2).fill('hard-charm'),
      ...Array<string>(2).fill('muscle-band'),
      'silent-lab',
      'fighting-stadium',
      ...Array<string>(4).fill('double-colorless-energy'),
      ...Array<string>(21).fill('water-energy'),
    ],
  },
  lightning: {
    deck: [
      ...Array<string>(4).fill('thundurus'),
      ...Array<string>(4).fill('voltage-rusher'),
      ...Array<string>(4).fill('mewtwo-ex'),
      ...Array<string>(4).fill('snorlax'),
      ...Array<string>(4).fill('potion'),
      ...Array<string>(4).fill('switch'),
      ...Array<string>(4).fill('professors-letter'),
      ...Array<string>(4).fill('muscle-band'),
      ...Array<string>(4).fill('double-colorless-energy'),
      ...Array<string>(4).fill('rainbow-energy'),
      ...Array<string>(12).fill('lightning-energy'),
      ...Array<string>(8).fill('psychic-energy'),
    ],
  },
  fire: {
    deck: [
      ...Array<string>(4).fill('litleo'),
      ...Array<string>(4).fill('fletchinder'),
      ...Array<string>(4).fill('talonflame'),
      ...Array<string>(4).fill('hawlucha'),
      ...Array<string>(4).fill('potion'),
      ...Array<string>(4).fill('switch'),
      ...Array<string>(4).fill('professors-letter'),
      ...Array<string>(2).fill('focus-sash'),
      ...Array<string>(2).fill('hard-charm'),
      ...Array<string>(4).fill('rainbow-energy'),
      ...Array<string>(16).fill('fire-energy'),
      ...Array<string>(8).fill('fighting-energy'),
    ],
  },
  // A DP-era deck (PK-PR): Dialga with its LV.X, Poké-Powers and Poké-Bodies.
  dp: {
    deck: [
      ...Array<string>(4).fill('dialga'),
      ...Array<string>(2).fill('dialga-lvx'),
      ...Array<string>(4).fill('ninjask'),
      ...Array<string>(4).fill('klink'),
      ...Array<string>(4).fill('snorlax'),
      ...Array<string>(4).fill('potion'),
      ...Array<string>(4).fill('switch'),
      ...Array<string>(4).fill('professors-letter'),
      ...Array<string>(2).fill('muscle-band'),
      ...Array<string>(4).fill('double-colorless-energy'),
      ...Array<string>(24).fill('metal-energy'),
    ],
  },
  // PK-LG-05 / PK-X-06: a 30-card deck of the Legend regulation
  // (3 Prize cards; only Legend-legal Special Energy, PK-LG-01).
  legend: {
    deck: [
      ...Array<string>(4).fill('litleo'),
      ...Array<string>(4).fill('hawlucha'),
      ...Array<string>(2).fill('poliwag'),
      ...Array<string>(2).fill('potion'),
      ...Array<string>(2).fill('switch'),
      ...Array<string>(2).fill('professors-letter'),
      ...Array<string>(2).fill('rainbow-energy'),
      ...Array<string>(8).fill('fire-energy'),
      ...Array<string>(4).fill('fighting-energy'),
    ],
  },
};

/** The era each sample deck is built for (the default era, xy, when not listed). */
export const SAMPLE_DECK_ERAS: Record<string, 'xy' | 'dp' | 'legend'> = { legend: 'legend', dp: 'dp' };
