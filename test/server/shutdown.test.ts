// `apophis serve` as an operator runs it: its options, and a clean stop on SIGTERM
// and SIGINT (screens told, port closed, exit code 0, the game resumed on the next start).
import { expect, it } from 'vitest';
import { serviceFleet } from './fleet.ts';
import { Screen, waitUntil } from './harness.ts';

const fleet = serviceFleet('apophis-serve-');

it('--minutes sets the timer of a game started from the lobby; APOPHIS_TOKEN sets the token', async () => {
  const service = await fleet.start(fleet.folder('options'), {
    token: null,
    args: ['--minutes', '15'],
    env: { APOPHIS_TOKEN: 'demo-table-1' },
  });
  expect((await service.state()).timerSeconds).toBe(900);
  const screen = await Screen.open(service.url);
  expect(await screen.command({ type: 'start' }, 'demo-table-1')).toMatchObject({ ok: true });
  expect(await screen.command({ type: 'scrap' }, 'some-other-token')).toMatchObject({
    ok: false,
    code: 'auth/token',
  });
  screen.close();
  await service.kill();
}, 30_000);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  it(`${signal}: the screens are told, the port closes, the game resumes on the next start`, async () => {
    const dir = fleet.folder(signal);
    const service = await fleet.start(dir);
    const screen = await Screen.open(service.url);
    await screen.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 900 });
    await screen.command({ type: 'start' });
    await screen.command({ type: 'build', section: 'Y3' });
    const before = screen.state();
    expect(await service.stop(signal)).toBe(0);
    await waitUntil('the screen to be told', () => screen.closed);
    expect(screen.closed?.code).toBe(1001);
    expect(service.log.map((event) => event.msg)).toContain(`${signal}: stopping`);
    await expect(fetch(`${service.url}/api/health`)).rejects.toThrow();

    const again = await fleet.start(dir);
    const state = await again.state();
    expect(state.gameId).toBe(before?.gameId);
    expect(state.rocket).toEqual(['Y3']);
    expect(again.warnings()).toEqual([]);
    await again.kill();
  }, 30_000);
}
