// Builds the service (`npm run build:server`, run by `npm install`, `npm start` and before the
// integration tests) into one ES module, dist/server/cli.js, that server/apophis.js runs. Our
// sources and TypeBox (hundreds of small files, the slowest part of a start when loaded one by
// one) go inside it; every other package, and Node's own modules, stay imports from
// node_modules, native bindings with them. The games the service loads when a table first
// needs them (`GAME_CATALOG`, src/games/index.ts) are chunks of their own, dist/server/assets/<game>-<hash>.js.
// No type check here: `npm run typecheck` does that.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  // Nothing of the screens' build: no public/ to copy, no .env files to read.
  publicDir: false,
  envDir: false,
  logLevel: 'warn',
  ssr: { target: 'node', noExternal: ['typebox'] },
  build: {
    rolldownOptions: {
      // src/games/loaded.ts, every game loaded at once for the tests, has no side effect but
      // loading them: the service never reads it, so its build leaves it out, and the games it
      // loads on demand (`GAME_CATALOG`) stay chunks of their own.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]src[\\/]games[\\/]loaded\.ts$/.test(id),
      },
    },
    ssr: 'server/cli.ts',
    outDir: 'dist/server',
    // Written over in place, never emptied first: an `apophis` starting while a build runs
    // (the integration tests build before they start) still finds cli.js, and does not
    // fall back to the sources. The build writes cli.js and its map, and the games' chunks
    // under names of their contents' hash: a service still running an older build loads its
    // own, which stay.
    emptyOutDir: false,
    target: 'node20',
    sourcemap: true,
    minify: false,
    reportCompressedSize: false,
  },
});
