import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Real SQLite, PostgreSQL, Redis and server processes: generous timeouts, never tight ones.
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
