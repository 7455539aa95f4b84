// A clock mark in a real game log: written between actions, fsynced like them, numbered by
// none, read back as the game's last mark, and ignored by the replay of the actions.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { GameStore } from '../../server/store/index.ts';
import { runningGame } from './games.ts';

const T0 = Date.UTC(2026, 10, 26, 20, 0, 0);
let dir: string;
let store: GameStore;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'apophis-clock-'));
  store = new GameStore({ dir, logger: { info() {}, warn() {} } });
  await store.open();
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('a mark between actions: numbered by none, read back as the last, the actions unchanged', async () => {
  const [newGame, ...rest] = runningGame(T0).actions;
  if (!newGame) throw new Error('a test game starts with its newGame');
  const log = await store.create(newGame);
  const first = { wall: T0 + 3_600_000, table: T0 + 1000 };
  const last = { wall: T0 + 10_000, table: T0 + 2000 };
  await log.markClock(first);
  for (const [i, action] of rest.entries()) {
    await log.append(action);
    if (i === 0) await log.markClock(last);
  }
  await log.close();
  const lines = (await readFile(log.path, 'utf8')).trim().split('\n');
  expect(JSON.parse(lines[2] ?? '')).toEqual({ kind: 'clock', ...first });
  // Action entries run 1, 2, 3… across the marks.
  const numbers = lines.map((line) => JSON.parse(line)).filter((e) => e.kind === 'action');
  expect(numbers.map((e) => e.n)).toEqual(numbers.map((_, i) => i + 1));

  const record = await store.read(log.id);
  expect(record.clock).toEqual(last);
  expect(record.actions).toEqual(runningGame(T0).actions);
  expect(record.warnings).toEqual([]);
  // A game resumed for appending keeps counting after its marks.
  const resumed = await store.resume(log.id);
  expect(resumed.lastN).toBe(rest.length + 1);
  await resumed.close();
});
