// Integration tests run `apophis` as a child process, the way a user runs it: compiled
// (dist/, what `npm install` builds). Build it once before they start, so no test runs a
// build older than the sources it checks, and no child falls back to tsx.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TSC = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

export default function setup(): void {
  execFileSync(process.execPath, [TSC, '-p', 'tsconfig.build.json', '--noCheck'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}
