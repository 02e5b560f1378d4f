import type { DeckRule, CardDefinition, DeckProblem } from '@tcgkit/core';
import type { ChaosCard } from '../cards/card-schema.js';
import { osOf, neoStandardCompatible } from '../cards/os-table.js';
import { canonicalCardName } from '../cards/card-name.js';

const card = (pool: ReadonlyMap<string, CardDefinition>, id: string) =>
  pool.get(id) as unknown as ChaosCard | undefined;
const all = (deck: Record<string, readonly string[]>) => [...(deck.deck ?? []), ...(deck.extra ?? [])];
const has = (c: ChaosCard | undefined, w: string) => (c?.append ?? []).includes(w as never);

/**
 * Copies allowed of one card name (CT-6.1.5; CT-13.3.2 / 13.4.1 / 13.6.1 any number;
 * CT-13.8.1 / 13.10.1 / 13.14.1 one).
 */
function copiesAllowed(c: ChaosCard): number {
  if (has(c, 'beta') || has(c, 'haruka') || has(c, 'tst')) return Infinity;
  if (has(c, 'solarCharge') || has(c, 'aragami') || has(c, 'gensokyo')) return 1;
  return 4;
}

/** Deck construction (CT-6.1), checked when the decks are presented (CT-6.2.1). */
export const CHAOS_DECK_RULES: DeckRule[] = [
  {
    id: 'known-cards',
    rule: 'CT-6.1.1',
    check: (deck, pool) =>
      all(deck)
        .filter((id) => !pool.has(id))
        .map((id) => ({ rule: 'CT-6.1.1', message: `unknown card "${id}"`, card: id })),
  },
  {
    id: 'main-deck',
    rule: 'CT-6.1.2',
    check(deck, pool) {
      const main = deck.deck ?? [];
      const out: DeckProblem[] = [];
      if (main.length !== 50)
        out.push({ rule: 'CT-6.1.2', message: `the main deck has exactly 50 cards, not ${main.length}` });
      for (const id of main)
        if (card(pool, id)?.type === 'extra')
          out.push({ rule: 'CT-6.1.2', message: `extra card "${id}" cannot be in the main deck`, card: id });
      return out;
    },
  },
  {
    id: 'one-partner-card',
    rule: 'CT-6.1.3',
    check(deck, pool) {
      const partners = (deck.deck ?? []).filter((id) => card(pool, id)?.type === 'partner');
      return partners.length > 1
        ? [
            {
              rule: 'CT-6.1.3',
              message: `the main deck may hold at most one partner card, not ${partners.length}`,
              card: partners[1],
            },
          ]
        : [];
    },
  },
  {
    id: 'a-partner',
    rule: 'CT-6.2.2',
    check(deck, pool) {
      const ok = (deck.deck ?? []).some((id) => {
        const c = card(pool, id);
        return (
          c !== undefined &&
          (c.type === 'partner' ||
            (c.type === 'chara' && !c.keywords.includes('cannotBePartner') && !has(c, 'haruka') && !c.costs.unit))
        );
      });
      return ok
        ? []
        : [{ rule: 'CT-6.2.2', message: 'the main deck needs a chara card that can be chosen as partner' }];
    },
  },
  {
    id: 'extra-deck',
    rule: 'CT-6.1.4',
    check(deck, pool) {
      const extra = deck.extra ?? [];
      const out: DeckProblem[] = [];
      if (extra.length > 10)
        out.push({ rule: 'CT-6.1.4', message: `the extra deck holds at most 10 cards, not ${extra.length}` });
      for (const id of extra)
        if (pool.has(id) && card(pool, id)?.type !== 'extra')
          out.push({ rule: 'CT-6.1.4', message: `"${id}" is not an extra card`, card: id });
      return out;
    },
  },
  {
    id: 'copies',
    rule: 'CT-6.1.5',
    check(deck, pool) {
      const counts = new Map<string, { n: number; c: ChaosCard }>();
      for (const id of all(deck)) {
        const c = card(pool, id);
        if (!c) continue;
        // CT-2.1.4: card names count as one without their spaces.
        const key = canonicalCardName(c.name);
        const e = counts.get(key) ?? { n: 0, c };
        e.n++;
        counts.set(key, e);
      }
      return [...counts]
        .filter(([, e]) => e.n > copiesAllowed(e.c))
        .map(([, e]) => ({
          rule: copiesAllowed(e.c) === 1 ? 'CT-13.8.1' : 'CT-6.1.5',
          message: `${e.n} cards named "${e.c.name}" (at most ${copiesAllowed(e.c)} in main and extra deck together)`,
          card: e.c.name,
        }));
    },
  },
  {
    id: 'beta-only',
    rule: 'CT-13.3.1',
    check(deck, pool) {
      const cards = all(deck)
        .map((id) => card(pool, id))
        .filter((c): c is ChaosCard => c !== undefined);
      if (!cards.some((c) => has(c, 'beta'))) return [];
      const other = cards.find((c) => !has(c, 'beta'));
      return other
        ? [
            {
              rule: 'CT-13.3.1',
              message: `a deck with [BETA] cards may hold only [BETA] cards ("${other.id}" is not)`,
              card: other.id,
            },
          ]
        : [];
    },
  },
  {
    id: 'neo-standard',
    rule: 'CT-APX.2',
    check(deck, pool, options) {
      if (options.format !== 'neoStandard') return [];
      const oses = [
        ...new Set(
          all(deck)
            .map((id) => card(pool, id))
            .filter((c): c is ChaosCard => c !== undefined && !has(c, 'oreyome'))
            .map((c) => osOf(c.work)),
        ),
      ];
      return neoStandardCompatible(oses)
        ? []
        : [
            {
              rule: 'CT-APX.2',
              message: `a Neo-Standard deck uses one OS (or a mix allowed by CT-APX.2–4), not ${oses.join(', ')}`,
            },
          ];
    },
  },
];
