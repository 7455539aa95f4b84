// Builds the screens into dist/display: one entry (main.tsx), then a chunk per page and per game
// loaded on demand; bench/display.ts weighs what each page downloads (40 kB gzipped at most).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Rolldown } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.APOPHIS_BACKEND ?? 'http://localhost:8080';

type Graph = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

/** The id of the game whose folder a file is in (display/games/<id>/, src/games/<id>/), if any. */
function gameOf(file: string): string | null {
  const game = /[\\/](?:display|src)[\\/]games[\\/]([^\\/]+)[\\/].+\.tsx?$/.exec(file)?.[1];
  // A folder of display/games/ with an index.tsx is a game; src/games/kit/ is shared by them all.
  return game && existsSync(join(root, 'games', game, 'index.tsx')) ? game : null;
}

/** The files `from` imports, directly or not, by static imports only (what loads with it). */
function loadsWith(graph: Graph, from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  for (const imported of graph.getModuleInfo(from)?.importedIds ?? [])
    loadsWith(graph, imported, seen);
  return seen;
}

/**
 * A game's files that its big screen and its phone both load: its object (index.tsx) with what
 * it imports, and what the body (big-screen.tsx) and the panels (control.tsx) have in common.
 */
function sharedFiles(graph: Graph, game: string): Set<string> {
  const folder = join(root, 'games', game);
  const body = loadsWith(graph, join(folder, 'big-screen.tsx'));
  const panels = loadsWith(graph, join(folder, 'control.tsx'));
  const both = [...body].filter((file) => panels.has(file));
  const shared = [...loadsWith(graph, join(folder, 'index.tsx')), ...both];
  return new Set(shared.filter((file) => gameOf(file) === game));
}
const sharedByGraph = new WeakMap<Graph, Map<string, Set<string>>>();

/** The chunk a file joins when its game's big screen and phone share it: one per game, by its id. */
function gameChunk(file: string, graph: Graph): string | null {
  const game = gameOf(file);
  if (!game) return null;
  const known = sharedByGraph.get(graph) ?? new Map<string, Set<string>>();
  sharedByGraph.set(graph, known);
  const shared = known.get(game) ?? sharedFiles(graph, game);
  known.set(game, shared);
  return shared.has(file) ? game : null;
}

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
        // A game's chunks carry its id (`<id>-fold-….js`), so a page's requests say whose they are.
        // A game's rules (src/games/<id>/rules.ts), fetched by a page only to fold a log (the
        // history's scrubber), are its fold: `<id>-fold-….js`.
        chunkFileNames: (chunk) => {
          const game = chunk.facadeModuleId ? gameOf(chunk.facadeModuleId) : null;
          const rules =
            game &&
            /[\\/]src[\\/]games[\\/][^\\/]+[\\/]rules\.ts$/.test(chunk.facadeModuleId ?? '');
          const name = rules ? 'fold' : chunk.name;
          const named = game && !name.startsWith(game) ? `${game}-${name}` : '[name]';
          return `assets/${named}-[hash].js`;
        },
        codeSplitting: {
          // The listed modules only: with their imports (Preact, the shell's words) the group would
          // pull the shell itself out of the entry.
          includeDependenciesRecursively: false,
          groups: [
            // What every table screen (big screen, control page, spectators) shares, in one chunk:
            // a dozen tiny chunks gzip worse than one. Not the sound (display/sound.ts and its
            // controls: the big screens play it, no phone or spectator does), the QR code (drawn in the lobby only) nor
            // the phone kit (act, table-buttons, seats, stepper, start-with, list-of, roll-buttons,
            // end-game and its confirm, keep-awake, the virtual box's digits: no big screen draws them).
            {
              name: 'table',
              test: /display\/(connection|model|clock|frame|components\/(?!qr|seats|stepper|start-with|act|table-buttons|list-of|roll-buttons|end-game|confirm|keep-awake|sound-controls|box-digits)[^/]+|games\/(index|registry|seam|[^/]+\/meta)|voice\/cue-lines|voice\/texts)\.tsx?$/,
            },
            // What a game's big screen and phone panels share (its view, pieces, clock, English
            // words and rules' pure parts), in one chunk per game rather than a handful; not the
            // games' kit (src/games/kit), which other games share. After the table's group, which
            // keeps each game's meta.ts (its index imports it) with the registry.
            { name: gameChunk },
            // The mission report (its charts, its words), drawn by the end screen and the history:
            // one chunk rather than three (a small chunk gzips worse); not the numbers page's parts.
            {
              name: 'report',
              test: /display\/after\/(api|phrases|numbers|charts|report|report-i18n|end)\.tsx?$/,
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
