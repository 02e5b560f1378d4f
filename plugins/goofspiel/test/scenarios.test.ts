import { describe, it, expect } from 'vitest';
import { findScenarioFiles, readScenarioData, runScenario, formatMismatches } from '@tcgkit/testing';
import { registry } from './support.js';

const files = findScenarioFiles([new URL('../scenarios', import.meta.url).pathname]);

describe('scenario files (plugins/goofspiel/scenarios)', () => {
  it('there are scenario files', () => expect(files.length).toBeGreaterThanOrEqual(30));
  for (const file of files) {
    const data = readScenarioData(file) as { name: string; rules?: string[] };
    it(`${(data.rules ?? []).join(' ')}: ${data.name}`, () => {
      const r = runScenario(registry, data, file);
      if (!r.passed) throw new Error(`step ${r.failure?.step} (${r.failure?.field}): ${r.failure?.message}\n${formatMismatches(r.failure?.mismatches ?? [])}`);
    });
  }
});
