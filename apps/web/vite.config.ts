import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

/** The browser client: Preact's JSX compiled by Vite's own transform (no framework plugin needed). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: true },
});
