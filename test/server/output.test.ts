// What the service writes for people and programs (issue "Hardening", output): a name typed
// at the table never runs in the operator's terminal nor in a spreadsheet, and a service that
// cannot write its own output ends with a non-zero code instead of hanging.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { printable, printLines } from '../../server/output.ts';
import { actionsCsv, csvField } from '../../server/routes/history.ts';
import type { GameAction } from '../../src/game.ts';
import { apogee } from '../../src/games/apogee/index.ts';
import { apophis, BIN } from '../cli/run.ts';
import { apogeeGame, writeLog } from '../stats/logs.ts';

const ESC = '\u001b';
const BEL = '\u0007';
/** Retitles the terminal, then clears it: what a hostile name would do if written raw. */
const HOSTILE = `Bo${ESC}]0;owned${BEL}${ESC}[2J`;

const scratch = mkdtempSync(join(tmpdir(), 'apophis-output-'));
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

describe('a terminal shows control characters, never obeys them', () => {
  it('printable: ESC, BEL, C1 and bidi overrides are written as escapes; words stay', () => {
    expect(printable(HOSTILE)).toBe('Bo\\x1b]0;owned\\x07\\x1b[2J');
    expect(printable('Zoé \u009b2J \u202Eevil')).toBe('Zoé \\x9b2J \\u{202e}evil');
    expect(printLines('one\ntwo\tthree')).toBe('one\ntwo\\x09three');
  });

  it('apophis replay: a name with ESC ] 0 ; … BEL ESC [ 2 J reaches the terminal as text', async () => {
    const file = writeLog(join(scratch, 'replay'), {
      id: '20261126-200000-esc1',
      createdAt: Date.UTC(2026, 10, 26, 20, 0, 0),
      game: 'apogee',
      actions: apogeeNamed(HOSTILE),
    });
    const { code, stdout } = await apophis('replay', file);
    expect(code).toBe(0);
    expect(stdout).toContain('Bo\\x1b]0;owned\\x07\\x1b[2J');
    // No control character but the line breaks.
    expect(stdout.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
  });
});

describe('the CSV export runs nothing in a spreadsheet', () => {
  it('a text starting with = + - @ tab or CR is kept as text; numbers stay numbers', () => {
    expect(csvField('=HYPERLINK("http://x.example","click")')).toBe(
      `"'=HYPERLINK(""http://x.example"",""click"")"`,
    );
    expect(csvField('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvField(-5)).toBe('-5');
    expect(csvField('Ada')).toBe('Ada');
  });

  it("a player named with a formula: the export's cell is text", () => {
    const csv = actionsCsv(apogee, apogeeNamed('=HYPERLINK("http://x.example","click")'));
    const newGame = csv.split('\r\n')[1] ?? '';
    expect(newGame).toContain(`,"'=HYPERLINK(""http://x.example"",""click"")",`);
    expect(newGame).not.toMatch(/,=/);
  });
});

describe('a service that cannot write its output', () => {
  it('ends with exit 74 and a sentence on stderr, instead of hanging (stdout on /dev/full)', async () => {
    const dir = join(scratch, 'full');
    const started = Date.now();
    const child = spawn(
      process.execPath,
      [BIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--serial', 'none', '--data', dir],
      {
        env: { ...process.env, APOPHIS_LOG: 'json', APOPHIS_TOKEN: 'output-test-token' },
        stdio: ['ignore', openSync('/dev/full', 'w'), 'pipe'],
      },
    );
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const ended = await new Promise<number | string>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('still running after 15 s');
      }, 15_000);
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        resolve(code ?? String(signal));
      });
    });
    expect(ended).toBe(74);
    expect(stderr).toContain("apophis: cannot write the service's output (ENOSPC");
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 20_000);
});
