// `npm run test:durations`: after a full `npm test`, writes each file's seconds from Vitest's own
// record of that run into test/durations.json, the order test/sequencer.ts starts files in.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(ROOT, 'node_modules/.vite/vitest');
const TARGET = join(ROOT, 'test/durations.json');

type Record = { version: string; results: [string, { duration: number }][] };
const records = readdirSync(CACHE).map(
  (folder) => JSON.parse(readFileSync(join(CACHE, folder, 'results.json'), 'utf8')) as Record,
);
const kept = JSON.parse(readFileSync(TARGET, 'utf8')) as { note: string; seconds: object };
const seconds = new Map<string, number>(Object.entries(kept.seconds));
const ran = new Map<string, string>(); // path → the project it ran in
for (const record of records)
  for (const [file, { duration }] of record.results) {
    seconds.set(file, Math.round(duration / 100) / 10);
    ran.set(file.slice(file.indexOf(':') + 1), file);
  }
// A file that moved to another project, or is gone, leaves its old figure behind.
for (const file of seconds.keys()) {
  const path = file.slice(file.indexOf(':') + 1);
  const now = ran.get(path);
  if (!existsSync(join(ROOT, path)) || (now !== undefined && now !== file)) seconds.delete(file);
}
const sorted = Object.fromEntries([...seconds].sort((a, b) => b[1] - a[1]));
writeFileSync(TARGET, `${JSON.stringify({ note: kept.note, seconds: sorted }, null, 2)}\n`);
console.log(`${seconds.size} files' seconds written to test/durations.json`);
