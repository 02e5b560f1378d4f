import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'goofspiel', include: ['test/**/*.test.ts'], environment: 'node' },
});
