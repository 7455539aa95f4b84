// Builds the big screen and the control page (one page, two views by path) into dist/display.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.APOPHIS_BACKEND ?? 'http://localhost:8080';

export default defineConfig({
  root,
  base: '/',
  build: {
    outDir: fileURLToPath(new URL('../dist/display', import.meta.url)),
    emptyOutDir: true,
    // bench/display.ts reads it to weigh what each game's big screen downloads.
    manifest: true,
    target: 'es2022',
  },
  // Vite 8 compiles TSX with Oxc; say Preact's automatic runtime here rather than trust tsconfig lookup.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  server: {
    proxy: {
      '/api': backend,
      '/ws': { target: backend.replace(/^http/, 'ws'), ws: true },
    },
  },
});
