import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'tools', include: ['test/**/*.test.ts'], environment: 'node', passWithNoTests: true },
});
