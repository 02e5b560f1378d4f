import { findScenarioFiles, readScenarioData, runScenario, formatMismatches, ScenarioError } from '@tcgkit/testing';
import { InputError, type RulesetRegistry } from '@tcgkit/core';
import { CliError } from '../cli-error.js';

/**
 * The registry a scenario file runs in: with `--cards`, its ruleset's pool also holds those cards
 * (one copy per ruleset, built when a scenario first asks for it).
 */
function registryFor(
  registry: RulesetRegistry,
  cards: readonly unknown[] | undefined,
  data: unknown,
  made: Map<string, RulesetRegistry>,
): RulesetRegistry {
  const ruleset = (data as { ruleset?: unknown } | null)?.ruleset;
  if (cards === undefined || typeof ruleset !== 'string' || !registry.has(ruleset)) return registry;
  let r = made.get(ruleset);
  if (!r) {
    try {
      r = registry.withCards(ruleset, cards, '--cards');
    } catch (e) {
      if (e instanceof InputError) throw new CliError(e.message);
      throw e;
    }
    made.set(ruleset, r);
  }
  return r;
}

/**
 * `tcgkit scenario <file|dir>… [--cards <file>]`: runs scenario files, PASS/FAIL per file with a
 * diff; false if any failed. `cards` are extra card definitions added to each scenario's ruleset.
 */
export function scenarioCommand(
  registry: RulesetRegistry,
  paths: string[],
  print: (s: string) => void,
  cards?: readonly unknown[],
): boolean {
  const made = new Map<string, RulesetRegistry>();
  let files: string[];
  try {
    files = findScenarioFiles(paths);
  } catch (e) {
    if (e instanceof ScenarioError) throw new CliError(e.message);
    throw e;
  }
  if (files.length === 0) throw new CliError(`no scenario files (.json, .yaml, .yml) in ${paths.join(', ')}`);
  let failed = 0;
  for (const file of files) {
    try {
      const data = readScenarioData(file);
      const r = runScenario(registryFor(registry, cards, data, made), data, file);
      if (r.passed) print(`PASS ${file} — ${r.name}`);
      else {
        failed++;
        print(
          `FAIL ${file} — ${r.name}\n  step ${r.failure!.step}` +
            `${r.failure!.field ? ` (${r.failure!.field})` : ''}: ${r.failure!.message}`,
        );
        if (r.failure!.mismatches.length) print(formatMismatches(r.failure!.mismatches));
      }
    } catch (e) {
      if (!(e instanceof ScenarioError)) throw e;
      failed++;
      print(`FAIL ${e.message}`);
    }
  }
  print(`${files.length - failed} passed, ${failed} failed`);
  return failed === 0;
}
