// Where the project's own files are, found the same way from the sources (server/…)
// and from the compiled service (dist/server/…): from the folder that holds package.json.

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function projectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json in ${from} or above it`);
  }
}

/** The project's folder: the one that holds package.json. */
export const PROJECT_ROOT = projectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, e.g. `projectPath('dist', 'display')`. */
export function projectPath(...parts: string[]): string {
  return join(PROJECT_ROOT, ...parts);
}
