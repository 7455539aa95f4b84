// The game store on real files in a temporary folder.

import {
  appendFile,
  type FileHandle,
  mkdtemp,
  open,
  readFile,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_ID, GameStore, StoreError } from '../../server/store/index.ts';
import { actions as a } from '../../src/games/apophis/actions.ts';
import { dueClockActions, replay } from '../../src/games/apophis/reducer.ts';
import type { Outcome, TableState } from '../../src/games/apophis/state.ts';
import { lostGame, runningGame, TestTable, wonGame } from './games.ts';

const T0 = Date.UTC(2026, 10, 21, 19, 40, 0);

let dir: string;
let warnings: string[];
let store: GameStore;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'apophis-store-'));
  warnings = [];
  store = new GameStore({
    dir,
    logger: { info() {}, warn: (_o, msg) => warnings.push(String(msg)) },
  });
  await store.open();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

/** Save a whole test game through the store, as the table would. */
async function save(table: TestTable): Promise<string> {
  const [newGame, ...rest] = table.actions;
  if (!newGame) throw new Error('a test game starts with its newGame');
  const log = await store.create(newGame);
  for (const action of rest) await log.append(action);
  await log.close();
  return log.id;
}

type HandleMethods = {
  write(this: FileHandle, ...args: unknown[]): Promise<unknown>;
  sync(this: FileHandle): Promise<void>;
};

/** The FileHandle class's methods, to spy on the store's writes and fsyncs. */
async function handlePrototype(): Promise<HandleMethods> {
  const probe = await open(join(dir, 'probe'), 'w');
  await probe.close();
  return Object.getPrototypeOf(probe);
}

function fileOf(id: string): string {
  return join(dir, 'games', `${id}.jsonl`);
}

async function lines(id: string): Promise<string[]> {
  return (await readFile(fileOf(id), 'utf8')).split('\n');
}

describe('create, append, read', () => {
  it('round-trips a game: header, numbered lines, the same actions and state', async () => {
    const table = wonGame(T0);
    const id = await save(table);
    expect(id).toMatch(GAME_ID);
    expect(id.startsWith('20261121-194000-')).toBe(true);

    const text = await lines(id);
    expect(JSON.parse(text[0] ?? '')).toEqual({
      kind: 'game',
      v: 2,
      id,
      createdAt: T0,
      app: 'apophis-mission-control',
      game: 'apophis',
      module: 1,
    });
    expect(text.at(-1)).toBe(''); // every line ends in \n
    expect(text.slice(1, -1).map((line) => JSON.parse(line).n)).toEqual(
      table.actions.map((_, i) => i + 1),
    );

    const record = await store.read(id);
    expect(record.actions).toEqual(table.actions);
    expect(record.warnings).toEqual([]);
    expect(record.refused).toEqual([]);
    expect(record.state).toEqual(table.state);
    expect((record.state as TableState).outcome?.result).toBe('destroyed');
  });

  it('runs appends one at a time, in call order, each resolved after its own line', async () => {
    const log = await store.create(a.newGame(T0, { players: 2, variant: 'basic' }));
    const resolved: number[] = [];
    const pending = Array.from({ length: 40 }, (_, i) =>
      log.append(a.pause(T0 + i)).then(() => resolved.push(i)),
    );
    await Promise.all(pending);
    expect(resolved).toEqual([...Array(40).keys()]);
    expect(log.lastN).toBe(41);
    const entries = (await lines(log.id)).slice(1, -1).map((line) => JSON.parse(line));
    expect(entries.map((e) => e.n)).toEqual([...Array(41).keys()].map((i) => i + 1));
    expect(entries.slice(1).map((e) => e.action.at)).toEqual(
      [...Array(40).keys()].map((i) => T0 + i),
    );
    await log.close();
  });

  it('resolves an append only after the fsync of its line has finished', async () => {
    const log = await store.create(a.newGame(T0, { players: 2, variant: 'basic' }));
    const FileHandle = await handlePrototype();
    const events: string[] = [];
    const realSync = FileHandle.sync;
    vi.spyOn(FileHandle, 'write').mockName('write');
    vi.spyOn(FileHandle, 'sync').mockImplementation(async function (this: FileHandle) {
      events.push('sync begins');
      await new Promise((r) => setTimeout(r, 20));
      await realSync.call(this);
      events.push('sync done');
    });
    await log.append(a.start(T0 + 1000)).then(() => events.push('append resolved'));
    expect(events).toEqual(['sync begins', 'sync done', 'append resolved']);
    expect(FileHandle.write).toHaveBeenCalledTimes(1);
    await log.close();
  });

  it('makes the game file whole or not at all, and clears a creation cut short', async () => {
    const table = runningGame(T0);
    const id = await save(table);
    await writeFile(join(dir, 'games', '.20261121-194001-abcd.jsonl.tmp'), '{"kind":"ga');
    await store.open();
    expect(warnings.join('\n')).toContain('a game creation cut short');
    expect((await store.list()).map((g) => g.id)).toEqual([id]);
    await expect(stat(join(dir, 'games', '.20261121-194001-abcd.jsonl.tmp'))).rejects.toThrow();
  });

  it('refuses a create that is not a newGame and an append that is not an action', async () => {
    await expect(store.create(a.start(T0))).rejects.toThrow(/takes a newGame/);
    const log = await store.create(a.newGame(T0, { players: 2, variant: 'basic' }));
    await expect(log.append({ type: 'fly', at: T0 } as never)).rejects.toThrow(
      /not a table action/,
    );
    expect(log.lastN).toBe(1);
    await log.close();
  });
});

describe('append failures', () => {
  it('rejects with a sentence when the file was removed, and saves nothing', async () => {
    const log = await store.create(a.newGame(T0, { players: 2, variant: 'basic' }));
    await rm(fileOf(log.id));
    const failure = await log.append(a.start(T0 + 1)).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StoreError);
    expect((failure as StoreError).code).toBe('write-failed');
    expect((failure as StoreError).message).toMatch(/entry 2 \(start\) was not saved.*removed/);
    expect(log.lastN).toBe(1);
    await log.close();
    await expect(log.append(a.start(T0 + 2))).rejects.toMatchObject({ code: 'closed' });
  });

  it('cuts a half-written line off after a failed write, so the next append lands clean', async () => {
    const log = await store.create(a.newGame(T0, { players: 2, variant: 'basic' }));
    const FileHandle = await handlePrototype();
    const realWrite = FileHandle.write;
    // The disk fills up halfway through the line.
    vi.spyOn(FileHandle, 'write').mockImplementationOnce(async function (
      this: FileHandle,
      ...args: unknown[]
    ) {
      const [bytes, offset, length] = args as [Buffer, number, number];
      await realWrite.call(this, bytes, offset, Math.floor(length / 2));
      throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    });
    await expect(log.append(a.start(T0 + 1))).rejects.toThrow(/the disk is full \(ENOSPC\)/);
    await log.append(a.start(T0 + 2));
    await log.close();
    const record = await store.read(log.id);
    expect(record.warnings).toEqual([]);
    expect(record.actions.map((x) => x.at)).toEqual([T0, T0 + 2]);
    expect(JSON.parse((await lines(log.id))[2] ?? '').n).toBe(2);
  });

  it('will not open a game twice for writing', async () => {
    const log = await store.create(a.newGame(T0, { players: 2, variant: 'basic' }));
    await expect(store.resume(log.id)).rejects.toMatchObject({ code: 'busy' });
    await log.close();
    const again = await store.resume(log.id);
    await again.close();
  });
});

describe('torn and garbled lines', () => {
  it('drops a torn last line with a warning and cuts it off on resume', async () => {
    const table = runningGame(T0);
    const id = await save(table);
    const whole = (await stat(fileOf(id))).size;
    await appendFile(fileOf(id), '{"kind":"action","n":5,"action":{"type":"bu');

    const record = await store.read(id);
    expect(record.actions).toEqual(table.actions);
    expect(record.warnings).toEqual(['line 6 is cut short (no end of line): dropped']);

    const log = await store.resume(id);
    expect((await stat(fileOf(id))).size).toBe(whole);
    expect(warnings.some((w) => w.includes('cut') && w.includes('bytes'))).toBe(true);
    await log.append(a.build(table.at + 1000, 'R2'));
    await log.close();
    const after = await store.read(id);
    expect(after.warnings).toEqual([]);
    expect(after.actions.at(-1)).toEqual(a.build(table.at + 1000, 'R2'));
    expect((await lines(id)).slice(1, -1).map((line) => JSON.parse(line).n)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('drops a complete but garbled last line too, and cuts it on resume', async () => {
    const id = await save(runningGame(T0));
    const whole = (await stat(fileOf(id))).size;
    await appendFile(fileOf(id), 'ÿÿ\u0000garbage\n');
    expect((await store.read(id)).warnings).toEqual(['line 6 is not valid JSON: skipped']);
    const log = await store.resume(id);
    expect(log.lastN).toBe(4);
    await log.close();
    expect((await stat(fileOf(id))).size).toBe(whole);
  });

  it('skips a garbled middle line, keeps what follows, and warns about the numbering', async () => {
    const table = runningGame(T0);
    const id = await save(table);
    const text = await lines(id);
    text[2] = '{"kind":"action","n":2,"action":{"type":"start","at":'; // line 3, entry 2
    text.splice(4, 0, '{"kind":"action","n":9,"action":{"type":"fly","at":1}}');
    await writeFile(fileOf(id), text.join('\n'));

    const record = await store.read(id);
    expect(record.warnings).toEqual([
      'line 3 is not valid JSON: skipped',
      'line 4 is entry 3, expected 2',
      'line 5 holds no table action ("fly" is not an action of Apophis): skipped',
    ]);
    // Without its start the builds are refused by the reducer: reported, not fatal.
    expect(record.actions.map((x) => x.type)).toEqual(['newGame', 'build', 'suits']);
    expect(record.refused.map((r) => r.error.code)).toEqual([
      'game/not-started',
      'game/not-started',
    ]);
    expect((record.state as TableState).phase).toBe('lobby');
    const log = await store.resume(id);
    expect(log.lastN).toBe(4);
    await log.close();
  });

  it('refuses a file whose first line is not a game header, with a sentence', async () => {
    await writeFile(fileOf('20261121-194000-abcd'), '{"hello":1}\n');
    await expect(store.read('20261121-194000-abcd')).rejects.toMatchObject({
      code: 'not-a-game',
      message:
        'game 20261121-194000-abcd is not an Apophis game log (its first line is not a game header)',
    });
    expect(await store.readOrNull('20261121-194000-abcd')).toBeNull();
    await expect(store.read('20261121-194000-zzzz')).rejects.toMatchObject({ code: 'not-found' });
    expect(await store.readOrNull('20261121-194000-zzzz')).toBeNull();
  });
});

describe('list and latestUnfinished', () => {
  it('lists games newest first with their phase and outcome, skipping what is not a game', async () => {
    const won = await save(wonGame(T0 + 60_000));
    const lost = await save(lostGame(T0));
    const running = await save(runningGame(T0 + 120_000));
    await writeFile(fileOf('20300101-000000-zzzz'), 'not json\n');
    await writeFile(join(dir, 'games', 'notes.txt'), 'hello');

    const games = await store.list();
    const result = (outcome: unknown) => (outcome as Outcome | null)?.result ?? null;
    expect(games.map((g) => [g.id, g.phase, result(g.outcome)])).toEqual([
      [running, 'running', null],
      [won, 'won', 'destroyed'],
      [lost, 'lost', 'impact'],
    ]);
    expect(games[2]).toMatchObject({
      createdAt: T0,
      updatedAt: T0 + 61_000,
      actions: 3,
      warnings: 0,
    });
    expect(warnings.join('\n')).toContain('20300101-000000-zzzz is not an Apophis game log');

    // The cache follows the file: one more action shows at once.
    const log = await store.resume(running);
    await log.append(a.pause(T0 + 200_000));
    await log.close();
    expect((await store.list())[0]).toMatchObject({ id: running, phase: 'paused', actions: 5 });
  });

  it('reads hundreds of games', async () => {
    const table = wonGame(T0);
    const text = table.actions.map((x, i) =>
      JSON.stringify({ kind: 'action', n: i + 1, action: x }),
    );
    const ids = Array.from({ length: 300 }, (_, i) => `20261121-${String(100000 + i)}-abcd`);
    await Promise.all(
      ids.map((id) =>
        writeFile(
          fileOf(id),
          [
            JSON.stringify({
              kind: 'game',
              v: 1,
              id,
              createdAt: T0 + Number(id.slice(9, 15)),
              app: 'apophis-mission-control',
            }),
            ...text,
            '',
          ].join('\n'),
        ),
      ),
    );
    const games = await store.list();
    expect(games).toHaveLength(300);
    expect(games[0]?.id).toBe(ids.at(-1));
    expect(games.every((g) => g.phase === 'won')).toBe(true);
  });

  it('resumes the newest game when it is unfinished, lobby included', async () => {
    expect(await store.latestUnfinished()).toBeNull();
    await save(lostGame(T0));
    expect(await store.latestUnfinished()).toBeNull();
    const lobby = await save(new TestTable(T0 + 60_000, { players: 4, variant: 'basic' }));
    const paused = await save(runningGame(T0 + 30_000).next((t) => a.pause(t)));
    const latest = await store.latestUnfinished();
    expect(latest?.id).toBe(lobby);
    expect(latest?.state).toMatchObject({ phase: 'lobby', players: 4, cardsEach: 3 });
    expect(paused).not.toBe(lobby);
  });

  it('does not bring back an older game abandoned for a newer one', async () => {
    await save(runningGame(T0));
    await save(wonGame(T0 + 60_000));
    expect(await store.latestUnfinished()).toBeNull();
  });

  it('passes over a newest file that is not a game', async () => {
    const running = await save(runningGame(T0));
    await writeFile(fileOf('20300101-000000-zzzz'), '');
    expect((await store.latestUnfinished())?.id).toBe(running);
  });
});

describe('a start reads only the game it resumes', () => {
  it('older files are never opened: not even a broken one is noticed', async () => {
    for (const id of ['20200101-000000-aaaa', '20200101-000001-bbbb', '20200101-000002-cccc']) {
      await writeFile(fileOf(id), '{"kind":"game","v":1,"id":"broken"');
    }
    const running = await save(runningGame(T0));
    expect((await store.latestUnfinished())?.id).toBe(running);
    expect(warnings).toEqual([]);
    // Listing every game does open them, and says so for each broken one.
    await store.list();
    expect(warnings).toHaveLength(3);
  });

  it('among games made in the same second, the later by its creation time is the newest', async () => {
    const at = T0 + 5_000;
    const first = await save(runningGame(at + 100));
    const last = await save(new TestTable(at + 900, { players: 3, variant: 'basic' }));
    const between = await save(wonGame(at + 500));
    expect([first, last, between].map((id) => id.slice(0, 15))).toEqual(
      Array(3).fill(first.slice(0, 15)),
    );
    expect((await store.latestUnfinished())?.id).toBe(last);
  });
});

describe('dueClockActions', () => {
  it('records the loss at the deadline when the time ran out while the service was down', async () => {
    const table = runningGame(T0);
    const { state } = replay(table.actions);
    const deadline = state.timer.deadline ?? 0;
    const caught = dueClockActions(state, deadline + 3_600_000);
    expect(caught.due).toEqual([a.clock(deadline)]);
    expect(caught.state.phase).toBe('lost');
    expect(caught.state.outcome).toEqual({ result: 'impact', at: deadline });
    expect(dueClockActions(state, deadline - 1).due).toEqual([]);
  });

  it('ends a shuffle at its own moment, then the game at its deadline', () => {
    const table = runningGame(T0).next((t) => a.shuffle(t));
    const endsAt = table.state.shuffle?.endsAt ?? 0;
    expect(dueClockActions(table.state, endsAt + 1).due).toEqual([a.clock(endsAt)]);
    const deadline = table.state.timer.deadline ?? 0;
    expect(dueClockActions(table.state, deadline).due).toEqual([
      a.clock(endsAt),
      a.clock(deadline),
    ]);
  });

  it('leaves a paused game alone', () => {
    const table = runningGame(T0).next((t) => a.pause(t));
    expect(dueClockActions(table.state, T0 + 86_400_000).due).toEqual([]);
  });
});
