import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'pokemon', include: ['test/**/*.test.ts'], environment: 'node' },
});
