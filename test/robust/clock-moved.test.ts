// Issue 31, "a clock that moved while the service was down": the real `apophis serve` under
// libfaketime (the wall clock stepped from a file, the monotonic clock left alone), a 600 s
// game, the wall clock stepped mid-game (the running service keeps time through it and logs
// the step), `kill -9`, and a restart with the clock moved again while it was down:
// - put right after an operator's −1 h: the game must not be lost at once;
// - a Pi with no real-time clock: NTP stepped it +1 h mid-game, the power cut, back 1 h behind:
//   the game must not show 4,195 s left of 600.
// Each comes back paused at its last checkpoint's time left (within 2 s of what the table
// played, less up to one checkpoint's 5 s), the reason on the screens in both languages. A
// restart whose clock kept time takes the downtime off (the time left within 2 s of the
// table's).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { apophis } from '../cli/run.ts';
import { serviceFleet } from '../server/fleet.ts';
import { Screen, waitUntil } from '../server/harness.ts';
import { steppedClock } from './faketime.ts';

const fleet = serviceFleet('apophis-clock-');
const HOUR_S = 3600;
/** A checkpoint goes to the log at least this often while the timer runs (DESIGN.md). */
const CHECKPOINT_MS = 5000;

type ClockState = {
  phase: string;
  timer: { remainingMs: number; paused: boolean };
  pausedWhy?: { code: string; en: string; fr: string } | null;
};

/** A 600 s game started; `step` seconds on the wall clock 2 s in; killed 6 s after the step. */
async function playAndKill(name: string, step: number) {
  const dir = fleet.folder(name);
  const clock = steppedClock(fleet.folder(`${name}-clock`));
  const service = await fleet.start(dir, { env: clock.env });
  const screen = await Screen.open(service.url);
  for (const command of [
    { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 },
    { type: 'start' },
  ] as const) {
    expect(await screen.command(command)).toMatchObject({ ok: true });
  }
  screen.close();
  await sleep(2000);
  if (step !== 0) {
    clock.set(step);
    await waitUntil('the service to log the step', () =>
      service.warnings().find((line) => line.startsWith('the wall clock stepped')),
    );
  }
  // Past a checkpoint written after the step.
  await sleep(CHECKPOINT_MS + 1000);
  const before = (await service.state()) as unknown as ClockState;
  expect(before.phase).toBe('running');
  const killedAt = performance.now();
  await service.kill();
  return { dir, clock, leftMs: before.timer.remainingMs, killedAt };
}

describe('a clock moved while the service was down (issue 31)', () => {
  it.each([
    { story: 'stepped back 1 h (logged), put right while down', step: -HOUR_S, after: 0 },
    { story: 'a Pi: NTP +1 h mid-game, power cut, back 1 h behind', step: HOUR_S, after: 0 },
  ])(
    '$story: paused at the checkpoint, the reason on the screens',
    async ({ story, step, after }) => {
      const played = await playAndKill(story.slice(0, 8).replace(/\W/g, '-'), step);
      played.clock.set(after);
      const service = await fleet.start(played.dir, { env: played.clock.env });
      const state = (await service.state()) as unknown as ClockState;
      const left = state.timer.remainingMs;
      console.log(
        `${story}: killed at ${Math.round(played.leftMs / 1000)} s left of 600; back ${state.phase} at ${Math.round(left / 1000)} s left (${state.pausedWhy?.code ?? 'no reason'})`,
      );
      expect(state.phase).toBe('paused');
      expect(state.timer.paused).toBe(true);
      // Paused at the last checkpoint's time left: what the table played, give or take one
      // checkpoint (at most 5 s before the kill) and 2 s.
      expect(left).toBeGreaterThanOrEqual(played.leftMs - 2000);
      expect(left).toBeLessThanOrEqual(played.leftMs + CHECKPOINT_MS + 2000);
      expect(state.pausedWhy?.en).toMatch(/^Paused: .*clock/);
      expect(state.pausedWhy?.fr).toMatch(/^En pause\u202f: .*horloge/);
      expect(state.pausedWhy?.fr).not.toMatch(/[^\u202f][:;!?]/);
      // Resumed from a screen: the game runs on from there, the reason gone.
      const screen = await Screen.open(service.url);
      expect(await screen.command({ type: 'resume' })).toMatchObject({ ok: true });
      const resumed = await waitUntil('the resumed state', () => {
        const s = screen.state() as unknown as ClockState | undefined;
        return s?.phase === 'running' ? s : undefined;
      });
      expect(resumed.pausedWhy ?? null).toBeNull();
      expect(resumed.timer.remainingMs).toBeLessThanOrEqual(left);
      expect(resumed.timer.remainingMs).toBeGreaterThan(left - 2000);
      screen.close();
      await service.kill();
      expect(service.warnings()).toContainEqual(
        expect.stringMatching(/^the game comes back paused: Paused: /),
      );
      // The log keeps the checkpoints; replay and verify read it as any other (no line skipped).
      const games = join(played.dir, 'games');
      const [log] = (await readdir(games)).filter((name) => name.endsWith('.jsonl'));
      const file = join(games, log as string);
      const lines = (await readFile(file, 'utf8')).trim().split('\n');
      const checkpoints = lines.filter((line) => line.startsWith('{"kind":"checkpoint"'));
      expect(checkpoints.length).toBeGreaterThan(1);
      for (const command of ['replay', 'verify']) {
        const { code, stdout, stderr } = await apophis(command, file);
        expect({ command, code, stderr }).toEqual({ command, code: 0, stderr: '' });
        expect(stdout).not.toMatch(/skipped/);
      }
    },
    60_000,
  );

  it('a clock that kept time: the downtime is taken off, the game runs on', async () => {
    const played = await playAndKill('kept', 0);
    await sleep(1500);
    const service = await fleet.start(played.dir, { env: played.clock.env });
    const state = (await service.state()) as unknown as ClockState;
    const down = performance.now() - played.killedAt;
    const expected = played.leftMs - down;
    console.log(
      `clock kept: killed at ${played.leftMs} ms left; back ${state.phase} at ${state.timer.remainingMs} ms, ${Math.round(down)} ms later (expected ${Math.round(expected)})`,
    );
    expect(state.phase).toBe('running');
    expect(state.pausedWhy ?? null).toBeNull();
    expect(Math.abs(state.timer.remainingMs - expected)).toBeLessThanOrEqual(2000);
    await service.kill();
  }, 60_000);
});
