import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// Under mutation testing (Stryker's workers set STRYKER_MUTATOR_WORKER) the seeded random and bot
// games are left out: each covers nearly every line, so every mutant would replay 1,200 games (the
// initial run alone outlasts Stryker's 5-minute limit on two cores), and they check invariants, not
// rules — a mutant they alone kill says no rule test checks that code. Each test file keeps its own
// module graph (vitest's default): with one graph shared between files and runs, a mutant of code that
// runs when a module loads (a procedure's id or step label, a module-level table) was never switched on,
// and Stryker reported it as surviving.
const mutating = process.env.STRYKER_MUTATOR_WORKER !== undefined;

export default defineConfig({
  // Its own folder, whatever the working directory (mutation testing runs from the workspace root).
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'chaos',
    include: ['test/**/*.test.ts'],
    exclude: mutating ? ['test/games-*.test.ts'] : [],
    environment: 'node',
  },
});
