import type { Engine, JsonObject } from '@tcgkit/core';
import type { SeededPicker } from '@tcgkit/testing';

/** No sample deck is legal under the options: the fuzzer cannot start a game. */
export class NoLegalTemplateError extends Error {
  constructor(options: JsonObject, problems: string[]) {
    super(`no sample deck is legal under options ${JSON.stringify(options)}: ${problems.join('; ')}`);
    this.name = 'NoLegalTemplateError';
  }
}

/** The sample decks that are legal under the options (an era allows its own decks only). */
export function legalTemplates(
  engine: Engine,
  templates: Record<string, string[]>[],
  options: JsonObject = {},
): Record<string, string[]>[] {
  const problems: string[] = [];
  const legal = templates.filter((t, i) => {
    const p = engine.validateDeck(t, options);
    if (p.length) problems.push(`deck ${i}: ${p[0].rule} ${p[0].message}`);
    return p.length === 0;
  });
  if (!legal.length) throw new NoLegalTemplateError(options, problems);
  return legal;
}

/**
 * A random legal deck: a random walk from a legal sample deck. Each step puts a random pool card
 * at a random place and keeps it only if the ruleset's own deck rules still accept the deck, so
 * every deck is legal under the game's options (an era's card pool, copy limits, deck sizes)
 * while keeping enough of the sample's shape (Energy, Basics) to be playable. `swaps` defaults
 * to half the deck's size; with `only`, the cards put in are those only, in twice the deck's size
 * of steps (what stays of the sample keeps the deck legal: its basic Energy, mostly).
 */
export function randomLegalDeck(
  engine: Engine,
  templates: Record<string, string[]>[],
  pick: SeededPicker,
  options: JsonObject = {},
  swaps?: number,
  only?: readonly string[],
): Record<string, string[]> {
  const start = templates[pick.below(templates.length)];
  const deck: Record<string, string[]> = Object.fromEntries(
    Object.entries(start).map(([zone, cards]) => [zone, [...cards]]),
  );
  const zones = Object.keys(deck).filter((z) => deck[z].length > 0);
  const pool = only ?? engine.cards().map((c) => c.id);
  const size = zones.reduce((n, z) => n + deck[z].length, 0);
  // Walking towards given cards only, twice the deck's size replaces most of the sample's cards.
  const steps = swaps ?? (only ? size * 2 : Math.ceil(size / 2));
  for (let s = 0; s < steps; s++) {
    const cards = deck[zones[pick.below(zones.length)]];
    const at = pick.below(cards.length);
    const was = cards[at];
    cards[at] = pool[pick.below(pool.length)];
    if (engine.validateDeck(deck, options).length) cards[at] = was;
  }
  return deck;
}
