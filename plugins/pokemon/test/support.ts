import { RulesetRegistry } from '@tcgkit/core';
import { pokemon } from '../src/index.js';

export const registry = new RulesetRegistry().register(pokemon);
export const engine = registry.engine('pokemon');

/** A simple legal 60-card deck from the sample pool. */
export function deck(kind: 'water' | 'lightning' | 'fire'): string[] {
  const d: Record<typeof kind, string[]> = {
    water: [...Array(4).fill('poliwag'), ...Array(3).fill('poliwhirl'), ...Array(2).fill('poliwrath'), ...Array(4).fill('samurott'), ...Array(4).fill('marill'),
      ...Array(4).fill('potion'), ...Array(4).fill('switch'), ...Array(4).fill('professors-letter'), ...Array(2).fill('hard-charm'), ...Array(2).fill('muscle-band'),
      'silent-lab', 'fighting-stadium', ...Array(4).fill('double-colorless-energy'), ...Array(22).fill('water-energy')],
    lightning: [...Array(4).fill('thundurus'), ...Array(4).fill('voltage-rusher'), ...Array(4).fill('mewtwo-ex'), ...Array(4).fill('snorlax'),
      ...Array(4).fill('potion'), ...Array(4).fill('switch'), ...Array(4).fill('professors-letter'), ...Array(4).fill('muscle-band'),
      ...Array(4).fill('double-colorless-energy'), ...Array(4).fill('rainbow-energy'), ...Array(12).fill('lightning-energy'), ...Array(8).fill('psychic-energy')],
    fire: [...Array(4).fill('litleo'), ...Array(4).fill('fletchinder'), ...Array(4).fill('talonflame'), ...Array(4).fill('hawlucha'),
      ...Array(4).fill('potion'), ...Array(4).fill('switch'), ...Array(4).fill('professors-letter'), ...Array(2).fill('focus-sash'), ...Array(2).fill('hard-charm'),
      ...Array(4).fill('rainbow-energy'), ...Array(16).fill('fire-energy'), ...Array(8).fill('fighting-energy')],
  };
  return d[kind];
}
