import { describe, it, expect } from 'vitest';
import { scenarioCases, assertScenario } from '@tcgkit/testing';
import { registry } from './support.js';

const cases = scenarioCases(new URL('../scenarios', import.meta.url).pathname);

describe('scenario files (plugins/goofspiel/scenarios)', () => {
  it('there are at least 30 scenario files', () => expect(cases.length).toBeGreaterThanOrEqual(30));
  for (const c of cases) it(c.title, () => assertScenario(registry, c.file));
});
