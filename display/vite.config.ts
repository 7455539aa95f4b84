// Builds the screens into dist/display: one entry (main.tsx), then a chunk per page and per game
// loaded on demand; bench/display.ts weighs what each page downloads (40 kB gzipped at most).
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
    target: 'es2022',
    // Every browser the screens target preloads modules natively (Chromium, Firefox 115, Safari 17).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The listed modules only: with their imports (Preact, the shell's words) the group would
          // pull the shell itself out of the entry.
          includeDependenciesRecursively: false,
          groups: [
            // What every table screen (big screen, control page, spectators) shares, in one chunk:
            // a dozen tiny chunks gzip worse than one. Not the QR code (drawn in the lobby only) nor
            // the phone kit (act, table-buttons, seats, stepper, start-with, list-of: no big screen draws them).
            {
              name: 'table',
              test: /display\/(connection|model|clock|sound|frame|components\/(?!qr|seats|stepper|start-with|act|table-buttons|list-of)[^/]+|games\/index|voice\/cue-lines|voice\/texts)\.tsx?$/,
            },
            // What a game's big screen and phone panels share (its view, pieces, clock, English
            // words and rules' pure parts), in one chunk per game rather than a handful; not the
            // games' kit (src/games/kit), which other games share.
            {
              name: 'apophis',
              test: /(display\/games\/apophis\/(index|voice|pieces|timer|model|events|i18n\/index|i18n\/en)|src\/games\/apophis\/(cues|sections|launch|setup|state|odds))\.tsx?$/,
            },
            {
              name: 'apocalyte',
              test: /(display\/games\/apocalyte\/(index|voice|voice-lines|model|i18n\/index|i18n\/en)|src\/games\/apocalyte\/(cues|setup|map|words))\.tsx?$/,
            },
            {
              name: 'apogee',
              test: /(display\/games\/apogee\/(index|voice|voice-lines|pieces|model|i18n\/index|i18n\/en|i18n\/names)|src\/games\/apogee\/(cues|launch|rocket|setup|state|view|guards|missions))\.tsx?$/,
            },
          ],
        },
      },
    },
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
