import type { RulesetRegistry } from '@tcgkit/core';
import { CliError } from '../cli-error.js';
import { readDataFile } from './read-data-file.js';

/**
 * The card definitions of `--cards <files…>`: each file a JSON or YAML list of cards, or an object
 * with a `cards` list (the same field a scenario file uses, and what `tcgkit cards import` writes),
 * all files' cards together. Validated later, by the ruleset's card schema.
 */
export function readExtraCards(files: string | readonly string[]): unknown[] {
  return (typeof files === 'string' ? [files] : files).flatMap((file): unknown[] => {
    const data = readDataFile(file, 'card file');
    if (Array.isArray(data)) return data as unknown[];
    const listed = (data as { cards?: unknown } | null)?.cards;
    if (Array.isArray(listed)) return listed as unknown[];
    throw new CliError(`${file}: a card file is a list of cards, or an object with a "cards" list`);
  });
}

/**
 * The registry to run a command in: `registry` itself, or — with `--cards <files…>` — a copy in
 * which the ruleset's pool also holds the files' cards (a bad card is an InputError naming the
 * files, the entry and the field: bad input, exit 2).
 */
export function withCardsFile(
  registry: RulesetRegistry,
  ruleset: string,
  files: string | readonly string[] | undefined,
): RulesetRegistry {
  if (files === undefined) return registry;
  if (!registry.has(ruleset))
    throw new CliError(`unknown ruleset "${ruleset}" (known: ${registry.ids().join(', ') || 'none'})`);
  return registry.withCards(ruleset, readExtraCards(files), sourceName(files));
}

/** The files' names, as a source in errors. */
export function sourceName(files: string | readonly string[]): string {
  return typeof files === 'string' ? files : files.join(', ');
}
