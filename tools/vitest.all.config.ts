import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/** One vitest run over every project of the workspace, ending with CI's closing line. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    // Vitest's default leaves one core idle (cores − 1 workers); CI machines have 2 cores and the
    // long game runs are split into files so that both work.
    maxWorkers: 2,
    // Config files, not folders: plugins/ also holds the plugin author's guide (README.md).
    projects: [
      'packages/*/vitest.config.ts',
      'plugins/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'tools/vitest.config.ts',
    ],
    reporters: ['default', fileURLToPath(new URL('./vitest/closing-line-reporter.ts', import.meta.url))],
  },
});
