// Integration tests run `apophis` as a child process, the way a user runs it: compiled
// (dist/server/cli.js, what `npm install` builds). Build it once before they start, by the
// same script `npm install` runs, so no test runs a build older than the sources it checks,
// and no child falls back to tsx.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export default function setup(): void {
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
}
