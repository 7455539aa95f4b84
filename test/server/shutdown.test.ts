// `apophis serve` stops cleanly on SIGTERM and SIGINT: screens told, port closed,
// the game's log complete, exit code 0; the next start resumes the same game.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ServiceProcess } from './child.ts';
import { Screen, TOKEN, waitUntil } from './harness.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'apophis-stop-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  it(`${signal}: the screens are told, the port closes, the game resumes on the next start`, async () => {
    const service = await ServiceProcess.start(dir, TOKEN);
    const screen = await Screen.open(service.url);
    if (signal === 'SIGTERM') {
      await screen.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 900 });
      await screen.command({ type: 'start' });
    }
    await screen.command({ type: 'build', section: signal === 'SIGTERM' ? 'Y3' : 'R2' });
    const before = screen.state();
    expect(await service.stop(signal)).toBe(0);
    await waitUntil('the screen to be told', () => screen.closed);
    expect(screen.closed?.code).toBe(1001);
    expect(service.log.map((event) => event.msg)).toContain(`${signal}: stopping`);
    await expect(fetch(`${service.url}/api/health`)).rejects.toThrow();

    const again = await ServiceProcess.start(dir, TOKEN);
    try {
      const state = await again.state();
      expect(state.gameId).toBe(before?.gameId);
      expect(state.rocket).toEqual(before?.rocket);
      expect(again.warnings()).toEqual([]);
    } finally {
      await again.kill();
    }
  }, 30_000);
}
