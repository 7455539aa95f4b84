// The games' own commands reach `apophis` through the registry alone: each game's `commandLines`
// answer under their name and stand in the help, and no file in server/ names a game.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.ts';
import { apophis } from './run.ts';

const SERVER = fileURLToPath(new URL('../../server', import.meta.url));
const LINES = Object.values(GAMES).flatMap((game) => game.commandLines ?? []);

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe("the games' commands, from the registry", () => {
  it('each game command is in the help, usage and note, under a name of its own', async () => {
    expect(LINES.map((line) => line.name)).toEqual(['odds', 'resolve', 'apogee', 'apocalyte']);
    const { code, stdout } = await apophis('help');
    expect(code).toBe(0);
    for (const line of LINES) {
      for (const usage of line.usage) expect(stdout).toContain(`  ${usage}\n`);
      if (line.note) expect(stdout).toContain(`\n\n${line.note}`);
    }
  });

  it('answers each under its name, as the game runs it', async () => {
    const odds = LINES.find((line) => line.name === 'odds');
    const ran = await apophis('odds', '--json', 'Y3,R2,B1');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toBe(`${odds?.run(['--json', 'Y3,R2,B1']).text}\n`);
  });

  it('no file in server/ imports a game but through src/games/index.ts', () => {
    const naming = sources(SERVER).filter((file) =>
      /from '[./]*src\/games\/(?!index\.ts')/.test(readFileSync(file, 'utf8')),
    );
    expect(naming).toEqual([]);
  });
});
