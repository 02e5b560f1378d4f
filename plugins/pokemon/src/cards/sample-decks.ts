/** Legal 60-card decks from the sample pool (for simulations, demos and tests). */
export const SAMPLE_DECKS: Record<string, Record<string, string[]>> = {
  water: { deck: [...Array(4).fill('poliwag'), ...Array(3).fill('poliwhirl'), ...Array(2).fill('poliwrath'), ...Array(4).fill('samurott'), ...Array(4).fill('marill'),
    ...Array(4).fill('potion'), ...Array(4).fill('switch'), ...Array(4).fill('professors-letter'), ...Array(2).fill('hard-charm'), ...Array(2).fill('muscle-band'),
    'silent-lab', 'fighting-stadium', ...Array(4).fill('double-colorless-energy'), ...Array(21).fill('water-energy')] },
  lightning: { deck: [...Array(4).fill('thundurus'), ...Array(4).fill('voltage-rusher'), ...Array(4).fill('mewtwo-ex'), ...Array(4).fill('snorlax'),
    ...Array(4).fill('potion'), ...Array(4).fill('switch'), ...Array(4).fill('professors-letter'), ...Array(4).fill('muscle-band'),
    ...Array(4).fill('double-colorless-energy'), ...Array(4).fill('rainbow-energy'), ...Array(12).fill('lightning-energy'), ...Array(8).fill('psychic-energy')] },
  fire: { deck: [...Array(4).fill('litleo'), ...Array(4).fill('fletchinder'), ...Array(4).fill('talonflame'), ...Array(4).fill('hawlucha'),
    ...Array(4).fill('potion'), ...Array(4).fill('switch'), ...Array(4).fill('professors-letter'), ...Array(2).fill('focus-sash'), ...Array(2).fill('hard-charm'),
    ...Array(4).fill('rainbow-energy'), ...Array(16).fill('fire-energy'), ...Array(8).fill('fighting-energy')] },
};
