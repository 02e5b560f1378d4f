import type { DeckRule, CardDefinition } from '@tcgkit/core';

const isBasicEnergy = (c: CardDefinition | undefined) => c?.kind === 'energy' && c.energyKind === 'basic';

/**
 * Deck construction: 60 cards (30 in the Legend 30-card format),
 * at most 4 of a name except basic Energy (PK-C.4, PK-C.5).
 */
export const POKEMON_DECK_RULES: DeckRule[] = [
  {
    id: 'deck-size',
    rule: 'PK-X-06',
    check(deck, _pool, options) {
      const size = (deck.deck ?? []).length;
      const allowed = options.era === 'legend' ? [60, 30] : [60];
      return allowed.includes(size)
        ? []
        : [{ rule: 'PK-X-06', message: `a deck has ${allowed.join(' or ')} cards, not ${size}` }];
    },
  },
  {
    id: 'four-copies',
    rule: 'PK-C.5',
    check(deck, pool) {
      const counts = new Map<string, number>();
      for (const id of deck.deck ?? []) {
        const c = pool.get(id);
        if (!c) continue;
        if (isBasicEnergy(c)) continue;
        counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
      }
      return [...counts]
        .filter(([, n]) => n > 4)
        .map(([name, n]) => ({ rule: 'PK-C.5', message: `${n} cards named "${name}" (at most 4)`, card: name }));
    },
  },
  {
    // PK-G.4: setup needs a Basic Pokémon for the Active Spot; without one the mulligans never end.
    id: 'a-basic',
    rule: 'PK-G.4',
    check: (deck, pool) =>
      (deck.deck ?? []).some((id) => pool.get(id)?.kind === 'pokemon' && pool.get(id)?.stage === 'basic')
        ? []
        : [{ rule: 'PK-G.4', message: 'a deck needs at least one Basic Pokémon to start the game' }],
  },
  {
    // PK-LG-01: in the Legend regulation only Legend-series cards and reprints,
    // and of Special Energy only Rainbow, Double Colorless, Rescue and the special Darkness and Metal.
    id: 'legend-special-energy',
    rule: 'PK-LG-01',
    check(deck, pool, options) {
      if (options.era !== 'legend') return [];
      const legal = ['Rainbow Energy', 'Double Colorless Energy', 'Rescue Energy', 'Darkness Energy', 'Metal Energy'];
      const ids = [...new Set(deck.deck ?? [])];
      const badEnergy = ids.filter((id) => {
        const c = pool.get(id);
        return c?.kind === 'energy' && c.energyKind === 'special' && !legal.includes(String(c.name));
      });
      // Other cards: Legend-series cards and reprints only.
      const badCards = ids.filter((id) => {
        const c = pool.get(id);
        return c !== undefined && c.kind !== 'energy' && c.legendLegal !== true;
      });
      return [
        ...badEnergy.map((id) => ({
          rule: 'PK-LG-01',
          message: `"${String(pool.get(id)?.name)}" is not a Special Energy of the Legend regulation`,
          card: id,
        })),
        ...badCards.map((id) => ({
          rule: 'PK-LG-01',
          message: `"${String(pool.get(id)?.name)}" is not a Legend-series card or reprint`,
          card: id,
        })),
      ];
    },
  },
  {
    id: 'known-cards',
    rule: 'PK-H.1',
    check: (deck, pool) =>
      (deck.deck ?? [])
        .filter((id) => !pool.has(id))
        .map((id) => ({ rule: 'PK-H.1', message: `unknown card "${id}"`, card: id })),
  },
];
