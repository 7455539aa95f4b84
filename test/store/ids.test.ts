// Game ids are checked before any file-system call: every fs/promises function
// the store uses is wrapped in a spy, and a bad id must leave them all untouched.

import * as realFs from 'node:fs/promises';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GAME_ID, GameStore } from '../../server/store/index.ts';

vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>();
  const spied = Object.fromEntries(
    Object.entries(original).map(([name, value]) => [
      name,
      typeof value === 'function' ? vi.fn(value) : value,
    ]),
  );
  return { ...spied, default: spied };
});

const BAD_IDS = [
  '../x',
  'a/b',
  '20261121-194000-ABCD',
  '',
  '2026112-194000-abcd',
  '20261121-194000-abcd\n',
  '20261121-194000-abcd/../../etc/passwd',
  '/etc/passwd',
  `20261121-194000-${'a'.repeat(10_000)}`,
];

let dir: string;
let store: GameStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'apophis-ids-'));
  store = new GameStore({ dir, logger: { info() {}, warn() {} } });
  await store.open();
  // A real game one folder up: `../x` must not reach it.
  await writeFile(
    join(dir, 'x.jsonl'),
    '{"kind":"game","v":1,"id":"x","createdAt":0,"app":"apophis-mission-control"}\n',
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function fsCalls(): number {
  return Object.values(realFs).reduce(
    (sum, value) => sum + (vi.isMockFunction(value) ? value.mock.calls.length : 0),
    0,
  );
}

describe('game ids', () => {
  it('match the format the store makes', () => {
    expect(GAME_ID.test('20261121-194000-k3x9')).toBe(true);
    for (const id of BAD_IDS) expect(GAME_ID.test(id), JSON.stringify(id)).toBe(false);
  });

  it.each(BAD_IDS.map((id) => [JSON.stringify(id).slice(0, 40), id]))(
    'refuses %s without touching the disk',
    async (_, id) => {
      vi.clearAllMocks();
      await expect(store.read(id)).rejects.toMatchObject({ code: 'bad-id' });
      await expect(store.resume(id)).rejects.toMatchObject({ code: 'bad-id' });
      await expect(store.readOrNull(id)).rejects.toMatchObject({ code: 'bad-id' });
      expect(store.isGameId(id)).toBe(false);
      expect(fsCalls()).toBe(0);
    },
  );

  it('says what an id looks like, and keeps a long one short', async () => {
    const error = (await store.read('x'.repeat(10_000)).catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/is not a game id \(like 20261121-194000-k3x9\)$/);
    expect(error.message.length).toBeLessThan(120);
  });

  it('does reach the disk for a well-formed id (the spies do see calls)', async () => {
    vi.clearAllMocks();
    await expect(store.read('20261121-194000-abcd')).rejects.toMatchObject({ code: 'not-found' });
    expect(fsCalls()).toBeGreaterThan(0);
  });
});
