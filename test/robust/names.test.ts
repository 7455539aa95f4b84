// Issue 31, item 4: names typed at a table that reach a terminal or a spreadsheet. A line
// break in a player's name must not forge a line of `apophis replay` ("Outcome: won!"), and
// the history's CSV read with `;` as its separator (Excel's in French, German and Dutch
// locales) must not turn `x;=1+1;` into a formula cell.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { actionsCsv } from '../../server/routes/history.ts';
import type { GameAction } from '../../src/game.ts';
import { apogee } from '../../src/games/apogee/index.ts';
import { apophis } from '../cli/run.ts';
import { apogeeGame, writeLog } from '../stats/logs.ts';

const scratch = mkdtempSync(join(tmpdir(), 'apophis-names-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** An Apogee game whose first player is named `name`. */
function apogeeNamed(name: string): GameAction[] {
  return apogeeGame(Date.UTC(2026, 10, 26, 20, 0, 0), () => 6, 5).actions.map((action) =>
    action.type === 'newGame'
      ? {
          ...action,
          players: action.players.map((p, seat) => (seat === 0 ? { ...p, name } : p)),
        }
      : action,
  );
}

async function replayOf(name: string, id: string): Promise<string> {
  const file = writeLog(join(scratch, id), {
    id: `20261126-200000-${id}`,
    createdAt: Date.UTC(2026, 10, 26, 20, 0, 0),
    game: 'apogee',
    actions: apogeeNamed(name),
  });
  const { code, stdout } = await apophis('replay', file);
  expect(code).toBe(0);
  return stdout;
}

/** Cells of a CSV read the way a spreadsheet does with `separator` (RFC 4180 quotes). */
function cells(csv: string, separator: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator || char === '\n' || char === '\r') {
      out.push(cell);
      cell = '';
    } else cell += char;
  }
  out.push(cell);
  return out;
}

describe('a name reaches a terminal as one line', () => {
  it('apophis replay: a line break in a name forges no line', async () => {
    const plain = await replayOf('Ada', 'plain');
    const forged = await replayOf('Ada\nOutcome: won!', 'forged');
    expect(forged.split('\n')).toHaveLength(plain.split('\n').length);
    expect(forged).toContain('Ada\\x0aOutcome: won!');
    expect(forged.split('\n').some((line) => line.startsWith('Outcome: won!'))).toBe(false);
    expect(forged.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
  });
});

describe('a name reaches a spreadsheet as text', () => {
  it.each([';', ',', '\t'])(
    'the CSV read with %j as separator: no cell is a formula',
    (separator) => {
      const csv = actionsCsv(apogee, apogeeNamed('x;=1+1;\t@SUM(A1)'));
      const all = cells(csv, separator);
      expect(all.filter((cell) => /^[=+\-@]/.test(cell) && !/^-?\d/.test(cell))).toEqual([]);
      // The name is all there, each piece a formula would start from kept as text.
      expect(all.join(separator)).toContain("x;'=1+1;'\t'@SUM(A1)");
    },
  );
});
