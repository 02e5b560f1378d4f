import type { RulesetRegistry } from '@tcgkit/core';
import { readDeckFile, deckRuleProblemLine } from '../io/deck-input.js';
import { engineOf } from './list.js';
import { rulesetOptions } from './ruleset-options.js';

/**
 * `tcgkit deck check <ruleset> <file> [--options <json>]`: the file read by the ruleset's deck
 * reader (a file it cannot read is bad input, exit 2, every problem as `file:line: field:
 * message`), then every deck rule under the options (an era); each broken rule with its rule ID.
 */
export function deckCheckCommand(
  registry: RulesetRegistry,
  ruleset: string,
  file: string,
  optionsText?: string,
): { text: string; ok: boolean } {
  const engine = engineOf(registry, ruleset);
  const options = rulesetOptions(engine, optionsText);
  const deck = readDeckFile(engine, file);
  const problems = engine.validateDeck(deck, options);
  const count = Object.values(deck).reduce((n, z) => n + z.length, 0);
  if (problems.length === 0) return { text: `${file}: legal ${ruleset} deck (${count} cards)`, ok: true };
  return { text: problems.map((p) => deckRuleProblemLine(file, p)).join('\n'), ok: false };
}
