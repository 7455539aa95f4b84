// kill -9 in the middle of appending: a child appends and reports each entry
// once its append has resolved; the parent kills it at a random moment and
// checks that every reported entry is on disk, whole, and that the game resumes.

import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../server/store/index.ts';
import { actions as a } from '../../src/games/apophis/actions.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const APPENDER = fileURLToPath(new URL('./appender.ts', import.meta.url));
const ROUNDS = 4;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'apophis-crash-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Run the appender, SIGKILL it `delayMs` after its game exists; what it reported by then. */
function appendUntilKilled(
  gameDir: string,
  delayMs: number,
): Promise<{ id: string; reported: number[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', APPENDER, gameDir, '1000000'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | undefined;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (!timer && out.includes('\n')) timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL') {
        reject(new Error(`the appender ended by itself (${code}): ${err}`));
        return;
      }
      // A last line without \n was cut by the kill before it was fully read: not reported.
      const lines = out.split('\n').slice(0, -1);
      const id = lines[0]?.replace(/^game /, '') ?? '';
      resolve({ id, reported: lines.slice(1).map(Number) });
    });
  });
}

describe('SIGKILL while appending', () => {
  it('keeps every fsynced entry, whole, at most one torn line, and resumes the numbering', async () => {
    let appended = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const gameDir = join(dir, `round-${round}`);
      const { id, reported } = await appendUntilKilled(gameDir, 30 + Math.random() * 300);
      const last = reported.at(-1) ?? 0;
      expect(reported).toEqual([...Array(last).keys()].map((i) => i + 1));

      const raw = (await readFile(join(gameDir, 'games', `${id}.jsonl`), 'utf8')).split('\n');
      const tail = raw.pop(); // '' when the file ends on a whole line
      const entries = raw.slice(1).map((line) => JSON.parse(line));
      expect(entries.map((e) => e.n)).toEqual([...Array(entries.length).keys()].map((i) => i + 1));
      expect(entries.length).toBeGreaterThanOrEqual(last);
      const store = new GameStore({ dir: gameDir, logger: { info() {}, warn() {} } });
      const record = await store.read(id);
      expect(record.actions.length).toBe(entries.length);
      // A write is one syscall, so a kill leaves no torn line; a power cut could leave one.
      expect(record.warnings).toEqual(
        tail ? [`line ${raw.length + 1} is cut short (no end of line): dropped`] : [],
      );
      appended += last;

      const log = await store.resume(id);
      expect(log.lastN).toBe(entries.length);
      await log.append(a.pause(Date.UTC(2026, 10, 21, 20)));
      await log.close();
      const after = await store.read(id);
      expect(after.warnings).toEqual([]);
      expect(after.actions).toHaveLength(entries.length + 1);
    }
    // The kills landed while appends were under way, not before the first one.
    expect(appended).toBeGreaterThan(ROUNDS);
  }, 60_000);
});
