// NTP steps the wall clock mid-game (a Raspberry Pi without a real-time clock): the running
// game's time follows the monotonic clock, commands are not refused as "time is up", the step
// is marked in the game's log, and a restart after it resumes with the right time left. The
// wall clock is injected (the monotonic one is the machine's own).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, expect, it } from 'vitest';
import { TableClock } from '../../server/clock.ts';
import type { ApophisState } from '../../src/games/apophis/view.ts';
import { Screen, type Service, startService } from './harness.ts';

const HOUR = 3_600_000;
const dir = mkdtempSync(join(tmpdir(), 'apophis-wall-'));
let skew = 0;
const sources = { wall: () => Date.now() + skew, monotonic: () => performance.now() };
const services: Service[] = [];
afterAll(async () => {
  for (const service of services) await service.close();
  rmSync(dir, { recursive: true, force: true });
});

async function serve(): Promise<Service> {
  const service = await startService({ dir, extra: { clock: new TableClock(0, sources) } });
  services.push(service);
  return service;
}

/** Polls an asynchronous check until it holds (waitUntil takes synchronous ones). */
async function until(what: string, check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The time left as the table's screens are told it. */
function timeLeft(service: Service): number {
  return (service.app.table.publicState() as unknown as ApophisState).timer.remainingMs;
}

it('a step of +1 h, then −2 h, neither ends nor lengthens a 10-minute game; a restart resumes it', async () => {
  const service = await serve();
  const screen = await Screen.open(service.url);
  await screen.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 });
  expect(await screen.command({ type: 'start' })).toMatchObject({ ok: true });
  const started = performance.now();
  const expected = () => 600_000 - (performance.now() - started);
  const gameId = service.app.table.gameId as string;

  skew = HOUR;
  await until('the step marked', async () => (await service.store.read(gameId)).clock !== null);
  expect(Math.abs(timeLeft(service) - expected())).toBeLessThan(1000);
  expect(await screen.command({ type: 'build', section: 'Y3' })).toMatchObject({ ok: true });
  expect(service.app.table.publicState().status).toBe('playing');

  skew = -HOUR;
  // The second mark puts the wall an hour behind the table's clock.
  await until('the second step marked', async () => {
    const mark = (await service.store.read(gameId)).clock;
    return mark !== null && mark.table - mark.wall > HOUR / 2;
  });
  expect(Math.abs(timeLeft(service) - expected())).toBeLessThan(1000);
  expect(await screen.command({ type: 'build', section: 'R2' })).toMatchObject({ ok: true });
  screen.close();
  await service.close();
  services.pop();

  // Restarted a moment later, the wall clock still an hour behind the real time: the game
  // resumes by its last mark, with the right time left, not an hour more.
  const again = await serve();
  expect(again.app.table.gameId).toBe(gameId);
  expect(again.app.table.publicState().status).toBe('playing');
  expect(Math.abs(timeLeft(again) - expected())).toBeLessThan(1000);
  // The replay reads the same: both builds on the rocket.
  expect((again.app.table.publicState() as unknown as ApophisState).rocket).toEqual(['Y3', 'R2']);
}, 30_000);
