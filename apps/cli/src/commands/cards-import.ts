import { writeFileSync } from 'node:fs';
import type { RulesetRegistry } from '@tcgkit/core';
import { CliError } from '../cli-error.js';
import { readDataFile } from '../io/read-data-file.js';

/**
 * `tcgkit cards import <ruleset> <files…> --out <pool> [--report]`: reads card data published
 * elsewhere with the ruleset's importer and writes a pool file that `--cards` takes. Returns what
 * to print: one line, or the importer's report.
 */
export function cardsImportCommand(
  registry: RulesetRegistry,
  ruleset: string,
  files: readonly string[],
  o: { out: string; report?: boolean },
): string {
  if (!registry.has(ruleset))
    throw new CliError(`unknown ruleset "${ruleset}" (known: ${registry.ids().join(', ') || 'none'})`);
  const importer = registry.plugin(ruleset).cards?.importer;
  if (!importer) throw new CliError(`the ruleset "${ruleset}" has no card importer`);
  const read = files.map((name) => ({ name, data: readDataFile(name, 'card data file') }));
  const imported = importer.import(read);
  const { report } = imported;
  // The pool names its ruleset, so that a server given it (`serve --cards`) knows where it goes.
  const pool = { ruleset, ...imported.pool };
  // The pool must load: a card the ruleset refuses is the importer's fault, found here rather than by a host.
  registry.withCards(ruleset, pool.cards, o.out);
  writeFileSync(o.out, `${JSON.stringify(pool, null, 1)}\n`);
  const written = `${pool.cards.length} card(s) written to ${o.out}`;
  return o.report ? `${report}\n\n${written}` : written;
}
