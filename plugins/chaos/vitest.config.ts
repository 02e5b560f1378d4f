import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  // Its own folder, whatever the working directory (mutation testing runs from the workspace root).
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { name: 'chaos', include: ['test/**/*.test.ts'], environment: 'node' },
});
