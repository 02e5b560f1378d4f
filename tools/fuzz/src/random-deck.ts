import type { Engine, JsonObject } from '@tcgkit/core';
import type { SeededPicker } from '@tcgkit/testing';

/**
 * A random legal deck from a ruleset's pool, shaped like a template deck (same zones, same
 * sizes): cards are drawn at random and the ruleset's own deck rules decide legality; up to
 * `tries` attempts, judged under the game's options (an era may allow other decks).
 */
export function randomLegalDeck(engine: Engine, template: Record<string, string[]>, pick: SeededPicker, options: JsonObject = {}, tries = 200): Record<string, string[]> | null {
  const pool = engine.cards().map((c) => c.id);
  for (let t = 0; t < tries; t++) {
    const deck: Record<string, string[]> = {};
    for (const [zone, cards] of Object.entries(template)) {
      const counts = new Map<string, number>();
      const out: string[] = [];
      while (out.length < cards.length) {
        // Half the time reuse the template's cards so that decks stay playable (Energy, Basics).
        const id = pick.below(2) === 0 ? cards[pick.below(cards.length)] : pool[pick.below(pool.length)];
        const n = counts.get(id) ?? 0;
        if (n >= 4 && !/-energy$/.test(id)) continue;
        counts.set(id, n + 1);
        out.push(id);
      }
      deck[zone] = out;
    }
    if (engine.validateDeck(deck, options).length === 0) return deck;
  }
  return null;
}
