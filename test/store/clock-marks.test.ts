// A clock mark in a real game log: written between actions, fsynced like them, numbered by
// none, read back as the game's last mark, and ignored by the replay of the actions; the same for
// the checkpoints of a running timer (src/table/clock-return.ts).
import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
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

it('checkpoints of a running timer: numbered by none, the last read back; a garbled one skipped with a sentence; a log without any reads null', async () => {
  const [newGame, ...rest] = runningGame(T0).actions;
  if (!newGame) throw new Error('a test game starts with its newGame');
  const log = await store.create(newGame);
  const checkpoint = (i: number) => ({
    wall: T0 + i * 5000,
    table: T0 + i * 5000,
    leftMs: 600_000 - i * 5000,
    boot: 'b00t',
    steppedMs: 0,
  });
  for (const [i, action] of rest.entries()) {
    await log.append(action);
    await log.markCheckpoint(checkpoint(i));
  }
  await log.close();
  const text = await readFile(log.path, 'utf8');
  const lines = text.trim().split('\n');
  expect(JSON.parse(lines.at(-1) ?? '')).toEqual({
    kind: 'checkpoint',
    ...checkpoint(rest.length - 1),
  });
  const record = await store.read(log.id);
  expect(record.checkpoint).toEqual(checkpoint(rest.length - 1));
  expect(record.actions).toEqual(runningGame(T0).actions);
  expect(record.warnings).toEqual([]);
  const resumed = await store.resume(log.id);
  expect(resumed.lastN).toBe(rest.length + 1);
  await resumed.close();

  // A checkpoint a hand garbled is skipped, the one before it kept.
  await appendFile(log.path, '{"kind":"checkpoint","wall":"soon"}\n');
  const garbled = await store.read(log.id);
  expect(garbled.checkpoint).toEqual(checkpoint(rest.length - 1));
  expect(garbled.warnings).toEqual([
    `line ${lines.length + 1} is not a checkpoint this version reads: skipped`,
  ]);

  const old = await store.create(newGame);
  await old.close();
  expect((await store.read(old.id)).checkpoint).toBeNull();
});
