// A new output listens to the table's effects (`onEffect`) instead of editing the table: it hears
// each effect once carried out, in order, never one that failed; a listener that throws is logged
// and the table plays on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { GameStore } from '../../server/store/index.ts';
import { TableSession } from '../../server/table.ts';
import type { Effect } from '../../src/table/core.ts';

let dir: string;
let session: TableSession;
const errors: string[] = [];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'apophis-effects-'));
  const store = new GameStore({ dir });
  await store.open();
  errors.length = 0;
  const logger = { info() {}, warn() {}, error: (m: string) => errors.push(m) };
  session = new TableSession({ store, logger });
  await session.open();
});

afterEach(async () => {
  await session.close();
  rmSync(dir, { recursive: true, force: true });
});

const setUp = { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 };

it('hears a set-up as it is carried out: logged, adopted, shown', async () => {
  const heard: Effect[] = [];
  const stop = session.onEffect((effect) => heard.push(effect));
  expect(await session.command(setUp)).toEqual({ ok: true });
  expect(heard.map((e) => e.type)).toEqual(['log', 'adopt', 'applied', 'info', 'changed']);
  const adopt = heard.find((e) => e.type === 'adopt');
  expect(adopt?.type === 'adopt' && adopt.table.state).toBe(session.state);
  // A refusal is heard as the answer; after `stop`, nothing more.
  heard.length = 0;
  const refused = await session.command({ type: 'build', section: 'Y3' });
  expect(refused.ok).toBe(false);
  expect(heard.map((e) => e.type)).toEqual(['refuse']);
  stop();
  await session.command(setUp);
  expect(heard).toHaveLength(1);
});

it('a listener that throws is logged, and the table plays on', async () => {
  session.onEffect(() => {
    throw new Error('the overlay fell over');
  });
  expect(await session.command(setUp)).toEqual({ ok: true });
  expect(session.gameId).not.toBeNull();
  expect(errors.some((m) => m.includes('the overlay fell over'))).toBe(true);
});
