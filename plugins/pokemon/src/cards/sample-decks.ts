/** Legal decks from the sample pool (for simulations, demos and tests): 60 cards, and a 30-card Legend deck. */
export const SAMPLE_DECKS: Record<string, Record<string, string[]>> = {
  water: {
    deck: [
      ...Array(4).fill('poliwag'),
      ...Array(3).fill('poliwhirl'),
      ...Array(2).fill('poliwrath'),
      ...Array(4).fill('samurott'),
      ...Array(4).fill('marill'),
      ...Array(4).fill('potion'),
      ...Array(4).fill('switch'),
      ...Array(4).fill('professors-letter'),
      ...Array(2).fill('hard-charm'),
      ...Array(2).fill('muscle-band'),
      'silent-lab',
      'fighting-stadium',
      ...Array(4).fill('double-colorless-energy'),
      ...Array(21).fill('water-energy'),
    ],
  },
  lightning: {
    deck: [
      ...Array(4).fill('thundurus'),
      ...Array(4).fill('voltage-rusher'),
      ...Array(4).fill('mewtwo-ex'),
      ...Array(4).fill('snorlax'),
      ...Array(4).fill('potion'),
      ...Array(4).fill('switch'),
      ...Array(4).fill('professors-letter'),
      ...Array(4).fill('muscle-band'),
      ...Array(4).fill('double-colorless-energy'),
      ...Array(4).fill('rainbow-energy'),
      ...Array(12).fill('lightning-energy'),
      ...Array(8).fill('psychic-energy'),
    ],
  },
  fire: {
    deck: [
      ...Array(4).fill('litleo'),
      ...Array(4).fill('fletchinder'),
      ...Array(4).fill('talonflame'),
      ...Array(4).fill('hawlucha'),
      ...Array(4).fill('potion'),
      ...Array(4).fill('switch'),
      ...Array(4).fill('professors-letter'),
      ...Array(2).fill('focus-sash'),
      ...Array(2).fill('hard-charm'),
      ...Array(4).fill('rainbow-energy'),
      ...Array(16).fill('fire-energy'),
      ...Array(8).fill('fighting-energy'),
    ],
  },
  // A DP-era deck (PK-PR): Dialga with its LV.X, Poké-Powers and Poké-Bodies.
  dp: {
    deck: [
      ...Array(4).fill('dialga'),
      ...Array(2).fill('dialga-lvx'),
      ...Array(4).fill('ninjask'),
      ...Array(4).fill('klink'),
      ...Array(4).fill('snorlax'),
      ...Array(4).fill('potion'),
      ...Array(4).fill('switch'),
      ...Array(4).fill('professors-letter'),
      ...Array(2).fill('muscle-band'),
      ...Array(4).fill('double-colorless-energy'),
      ...Array(24).fill('metal-energy'),
    ],
  },
  // PK-LG-05 / PK-X-06: a 30-card deck of the Legend regulation (3 Prize cards; only Legend-legal Special Energy, PK-LG-01).
  legend: {
    deck: [
      ...Array(4).fill('litleo'),
      ...Array(4).fill('hawlucha'),
      ...Array(2).fill('poliwag'),
      ...Array(2).fill('potion'),
      ...Array(2).fill('switch'),
      ...Array(2).fill('professors-letter'),
      ...Array(2).fill('rainbow-energy'),
      ...Array(8).fill('fire-energy'),
      ...Array(4).fill('fighting-energy'),
    ],
  },
};

/** The era each sample deck is built for (the default era, xy, when not listed). */
export const SAMPLE_DECK_ERAS: Record<string, 'xy' | 'dp' | 'legend'> = { legend: 'legend', dp: 'dp' };
