import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Real Chromium against a real server on a shared, busy machine: no tight timeouts anywhere.
  test: {
    name: 'web',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 1_200_000,
    hookTimeout: 300_000,
  },
});
