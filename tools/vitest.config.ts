import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tools',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
    // These tests run the built tools as processes (coverage, fuzz, generator): slow by nature on a
    // busy machine, so no 5-second default; a hung process still ends the run.
    testTimeout: 600_000,
  },
});
