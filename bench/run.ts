// `npm run bench`: runs every other bench/*.ts in its own tsx child process, one after another.
// Each prints `name: value unit` lines; a bench that fails is named, and the run exits non-zero.

import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const self = basename(fileURLToPath(import.meta.url));
const benches = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && name !== self)
  .sort();

const failed: string[] = [];
for (const name of benches) {
  console.log(`# ${name}`);
  // A fresh process per bench, so one bench's JIT state and heap never colour another's figures.
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(here, name)], {
    stdio: 'inherit',
  });
  if (child.status !== 0)
    failed.push(`${name} (${child.error?.message ?? `exit ${child.status ?? child.signal}`})`);
}
if (failed.length > 0) {
  console.error(`benches that failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
