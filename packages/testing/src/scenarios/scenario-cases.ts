import type { RulesetRegistry } from '@tcgkit/core';
import { findScenarioFiles, readScenarioData } from './load-scenario.js';
import { runScenario } from './run-scenario.js';
import { formatMismatches } from './expectations.js';

/** One scenario file as a test case: its path and a title citing its rule IDs, then its name. */
export interface ScenarioCase {
  file: string;
  title: string;
}

/** The scenario files under some folders, each with a test title (`rules…: name`). */
export function scenarioCases(...dirs: string[]): ScenarioCase[] {
  return findScenarioFiles(dirs).map((file) => {
    const data = readScenarioData(file) as { name?: string; rules?: string[] };
    return { file, title: `${(data.rules ?? []).join(' ')}: ${data.name ?? file}` };
  });
}

/**
 * Runs one scenario file and throws when it fails, naming the step, the field and every
 * expected-versus-actual difference (for test runners).
 */
export function assertScenario(registry: RulesetRegistry, file: string): void {
  const r = runScenario(registry, readScenarioData(file), file);
  if (!r.passed)
    throw new Error(
      `step ${r.failure?.step} (${r.failure?.field}): ` +
        `${r.failure?.message}\n${formatMismatches(r.failure?.mismatches ?? [])}`,
    );
}
