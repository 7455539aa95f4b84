// Integration tests run `apophis` as a child process, the way a user runs it: compiled
// (dist/server/cli.js, what `npm install` builds). Build it once before they start, by the
// same script `npm install` runs, so no test runs a build older than the sources it checks,
// and no child falls back to tsx. The screens are built once too, into a scratch folder that
// every end-to-end file serves (`buildScreens()` in e2e/browser.ts finds it through
// APOPHIS_SCREENS_DIR): one Vite build for the run instead of one per file.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export default function setup(): (() => void) | undefined {
  // Both projects that start with this file share one build: the second finds the first's.
  if (process.env.APOPHIS_SCREENS_DIR) return undefined;
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'apophis-screens-run-'));
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      join(ROOT, 'display/vite.config.ts'),
      '--outDir',
      dir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  process.env.APOPHIS_SCREENS_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
