#!/usr/bin/env node
// The `apophis` command. It runs the compiled service, one bundled file, dist/server/cli.js
// (`npm run build:server`, which `npm install` and `npm start` do), and falls back to the
// TypeScript sources through tsx, about a second slower to start, when there is no build or
// a source is newer than it. APOPHIS_FROM_SOURCE=1 always runs the sources, silently.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COMPILED = join(ROOT, 'dist', 'server', 'cli.js');

/** The first .ts file under `dir` changed after `time`, or null. */
function changedSince(dir, time) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const changed = entry.isDirectory()
      ? changedSince(path, time)
      : entry.name.endsWith('.ts') && statSync(path).mtimeMs > time && path;
    if (changed) return changed;
  }
  return null;
}

/** Why the compiled service cannot be run, or null when it can. */
function unbuiltBecause() {
  const built = statSync(COMPILED, { throwIfNoEntry: false });
  if (!built) return 'there is no build';
  for (const dir of ['src', 'server'].map((name) => join(ROOT, name)).filter(existsSync)) {
    const changed = changedSince(dir, built.mtimeMs);
    if (changed) return `${changed.slice(ROOT.length)} changed since the last build`;
  }
  return null;
}

const fromSource = process.env.APOPHIS_FROM_SOURCE === '1';
const why = fromSource ? null : unbuiltBecause();
let main;
if (fromSource || why) {
  if (why) {
    console.error(
      `apophis: running from the sources (${why}): a slower start; \`npm run build:server\` compiles them`,
    );
  }
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('./cli.ts'));
} else {
  ({ main } = await import(pathToFileURL(COMPILED).href));
}
process.exitCode = await main(process.argv.slice(2));
