import { readFileSync } from 'node:fs';
import type { RulesetSource } from '../server.js';

/**
 * The rulesets with the cards of pool files added (`--cards <pool…>`, e.g. what `tcgkit cards
 * import` writes): each file is a JSON object naming its `ruleset` beside its `cards` list. The
 * cards go through the ruleset's card file format (`RulesetCards.withCards`), so the pool, its
 * deck reader and everything that lists the ruleset's cards include them. Returns the rulesets, or
 * the first problem as a sentence.
 */
export function withCardPools(rulesets: RulesetSource, files: readonly string[]): RulesetSource | string {
  const byRuleset = new Map<string, { cards: unknown[]; files: string[] }>();
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      return `--cards: ${file} is not a readable JSON file (${(e as Error).message})`;
    }
    const pool = data as { ruleset?: unknown; cards?: unknown } | null;
    if (typeof pool?.ruleset !== 'string' || !Array.isArray(pool.cards))
      return `--cards: ${file} must be a pool file: an object with "ruleset" and a "cards" list`;
    if (!rulesets.registry.has(pool.ruleset)) return `--cards: ${file} is for "${pool.ruleset}", not a ruleset here`;
    const entry = byRuleset.get(pool.ruleset) ?? { cards: [], files: [] };
    entry.cards.push(...(pool.cards as unknown[]));
    entry.files.push(file);
    byRuleset.set(pool.ruleset, entry);
  }
  let registry = rulesets.registry;
  const found = new Map(rulesets.found);
  for (const [id, { cards, files: named }] of byRuleset) {
    try {
      registry = registry.withCards(id, cards, named.join(', '));
    } catch (e) {
      return `--cards: ${(e as Error).message}`;
    }
    const known = found.get(id);
    if (known) found.set(id, { ...known, plugin: registry.plugin(id) });
  }
  return { registry, found };
}
