import { findScenarioFiles, readScenarioData, runScenario, formatMismatches, ScenarioError } from '@tcgkit/testing';
import type { RulesetRegistry } from '@tcgkit/core';
import { CliError } from '../cli-error.js';

/** `tcgkit scenario <file|dir>…`: runs scenario files, PASS/FAIL per file with a diff; false if any failed. */
export function scenarioCommand(registry: RulesetRegistry, paths: string[], print: (s: string) => void): boolean {
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
      const r = runScenario(registry, readScenarioData(file), file);
      if (r.passed) print(`PASS ${file} — ${r.name}`);
      else {
        failed++;
        print(
          `FAIL ${file} — ${r.name}\n  step ${r.failure!.step}${r.failure!.field ? ` (${r.failure!.field})` : ''}: ${r.failure!.message}`,
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
