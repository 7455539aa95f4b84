// The service keeps the clock on its own: the loss is recorded at the deadline
// with no screen connected, and the box beeps in the last seconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { GameStore } from '../../server/store/index.ts';
import { TableSession } from '../../server/table.ts';
import { actions as a } from '../../src/games/apophis/actions.ts';
import type { TableState } from '../../src/games/apophis/state.ts';
import { PtyPair, scratchDir } from '../serial/pty.ts';
import { ScriptedBox } from '../serial/scripted-box.ts';
import { type Service, startService, tableState, waitUntil } from './harness.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A game log written as if it had been started `ago` ms before now, with a 60 s timer. */
async function gameStartedAgo(ago: number): Promise<{ dir: string; id: string; deadline: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'apophis-clock-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const store = new GameStore({ dir });
  await store.open();
  const startedAt = Date.now() - ago;
  const log = await store.create(
    a.newGame(startedAt - 1000, { players: 2, variant: 'basic', timerSeconds: 60 }),
  );
  await log.append(a.start(startedAt));
  await log.append(a.build(startedAt + 1000, 'Y3'));
  await log.close();
  return { dir, id: log.id, deadline: startedAt + 60_000 };
}

async function serve(dir: string, serial = 'none'): Promise<Service> {
  const service = await startService({ dir, box: { serial } });
  cleanups.push(() => service.close());
  return service;
}

it('R20: the loss is recorded at the deadline with no screen connected', async () => {
  const game = await gameStartedAgo(59_400);
  const service = await serve(game.dir);
  expect(tableState(service).phase).toBe('running');
  expect(service.app.table.gameId).toBe(game.id);
  await waitUntil('the loss', () => tableState(service).phase === 'lost', 3000);
  expect(tableState(service).outcome).toEqual({ result: 'impact', at: game.deadline });
  const log = await service.store.read(game.id);
  expect(log.actions.at(-1)).toEqual(a.clock(game.deadline));
});

it('a game whose time ran out while the service was down is lost at its deadline on start', async () => {
  const game = await gameStartedAgo(120_000);
  const service = await serve(game.dir);
  expect(tableState(service).phase).toBe('lost');
  expect(tableState(service).outcome?.at).toBe(game.deadline);
});

it('the box beeps at ten seconds left', async () => {
  const scratch = scratchDir();
  const pty = new PtyPair(scratch.dir);
  await pty.start();
  const box = new ScriptedBox();
  await box.attach(pty.box);
  cleanups.push(
    () => scratch.remove(),
    () => pty.kill(),
    () => box.detach(),
  );
  const game = await gameStartedAgo(47_000);
  const service = await serve(game.dir, pty.server);
  box.boot();
  await waitUntil('the box', () => service.app.table.boxStatus().connected, 5000);
  expect(box.received.some(({ message }) => message.verb === 'BEEP')).toBe(false);
  const beep = await waitUntil(
    'a beep',
    () => box.received.find(({ message }) => message.verb === 'BEEP'),
    6000,
  );
  expect(beep.message).toEqual({ verb: 'BEEP', ms: 120, hz: 880 });
}, 15_000);

it('a timer that fires before the clock reaches its moment is set again, not forgotten', async () => {
  const game = await gameStartedAgo(59_700);
  const store = new GameStore({ dir: game.dir });
  await store.open();
  // The clock falls back 40 ms after the timer is set (as when Node fires a timer early, or
  // the system clock is stepped): the timer fires while nothing is due yet.
  let skew = 40;
  const session = new TableSession({
    store,
    logger: { info() {}, warn() {}, error() {} },
    now: () => Date.now() + skew,
  });
  cleanups.push(() => session.close());
  await session.open();
  skew = 0;
  const table = () => session.state as TableState;
  expect(table().phase).toBe('running');
  await waitUntil('the loss', () => table().phase === 'lost', 3000);
  expect(table().outcome).toEqual({ result: 'impact', at: game.deadline });
});
