import type { RulesetRegistry } from '@tcgkit/core';
import { CliError } from '../cli-error.js';
import { readDataFile } from './read-data-file.js';

/**
 * The card definitions of a `--cards <file>`: a JSON or YAML list of cards, or an object with a
 * `cards` list (the same field a scenario file uses). Validated later, by the ruleset's card schema.
 */
export function readExtraCards(file: string): unknown[] {
  const data = readDataFile(file, 'card file');
  if (Array.isArray(data)) return data;
  const listed = (data as { cards?: unknown } | null)?.cards;
  if (Array.isArray(listed)) return listed;
  throw new CliError(`${file}: a card file is a list of cards, or an object with a "cards" list`);
}

/**
 * The registry to run a command in: `registry` itself, or — with `--cards <file>` — a copy in
 * which the ruleset's pool also holds the file's cards (a bad card is an InputError naming the
 * file, the entry and the field: bad input, exit 2).
 */
export function withCardsFile(registry: RulesetRegistry, ruleset: string, file: string | undefined): RulesetRegistry {
  if (file === undefined) return registry;
  if (!registry.has(ruleset))
    throw new CliError(`unknown ruleset "${ruleset}" (known: ${registry.ids().join(', ') || 'none'})`);
  return registry.withCards(ruleset, readExtraCards(file), file);
}
