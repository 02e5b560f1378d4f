import type { RulesetRegistry } from '@tcgkit/core';
import { readDeckFile } from '../io/deck-file.js';
import { engineOf } from './list.js';
import { rulesetOptions } from './ruleset-options.js';

/**
 * `tcgkit deck check <ruleset> <file> [--options <json>]`:
 * every deck rule under the options (an era); each problem names its rule ID and card.
 */
export function deckCheckCommand(
  registry: RulesetRegistry,
  ruleset: string,
  file: string,
  optionsText?: string,
): { text: string; ok: boolean } {
  const engine = engineOf(registry, ruleset);
  const options = rulesetOptions(engine, optionsText);
  const deck = readDeckFile(file);
  const problems = engine.validateDeck(deck, options);
  const count = Object.values(deck).reduce((n, z) => n + z.length, 0);
  if (problems.length === 0) return { text: `${file}: legal ${ruleset} deck (${count} cards)`, ok: true };
  return {
    text: problems.map((p) => `${file}: ${p.rule}: ${p.message}${p.card ? ` [${p.card}]` : ''}`).join('\n'),
    ok: false,
  };
}
