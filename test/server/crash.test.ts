// kill -9 the real service: `apophis serve` as a child process, SIGKILLed with a game
// under way, restarted on the same data folder. Every acknowledged command must come
// back (it was fsynced before its result was sent), and the timer runs on from the
// same wall-clock deadline, or the loss is recorded at the deadline if it ran out.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGameId } from '../../server/store/index.ts';
import type { ApophisState } from '../../src/games/apophis/view.ts';
import type { Command } from '../../src/messages.ts';
import type { ServiceProcess } from './child.ts';
import { serviceFleet } from './fleet.ts';
import { Screen } from './harness.ts';

const fleet = serviceFleet('apophis-kill9-');
const start = (dir: string) => fleet.start(dir);
const kill = (service: ServiceProcess) => service.kill();
const scratch = (name: string) => fleet.folder(name);

/** The state without what moves with the clock by itself. */
function still(state: ApophisState) {
  const { timer, ...rest } = state;
  const { remainingMs: _moving, ...fixed } = timer;
  return { ...rest, timer: fixed };
}

describe('apophis serve killed with SIGKILL and restarted', () => {
  it('comes back with the same table, the same deadline, and the time that passed while it was down', async () => {
    const dir = scratch('half-game');
    const first = await start(dir);
    const control = await Screen.open(first.url);
    const halfGame: Command[] = [
      { type: 'newGame', players: 3, variant: 'advanced', timerSeconds: 900 },
      { type: 'start' },
      { type: 'build', section: 'Y3' },
      { type: 'build', section: 'R3' },
      { type: 'build', section: 'B2' },
      { type: 'scrap' },
      { type: 'undo' },
      { type: 'build', section: 'G1' },
      { type: 'suits', suits: ['hearts'] },
      { type: 'pause' },
      { type: 'resume' },
      { type: 'suits', suits: ['clubs', 'spades'] },
    ];
    for (const command of halfGame) {
      expect(await control.command(command), command.type).toMatchObject({ ok: true });
    }
    const beforeAskedAt = Date.now();
    const before = await first.state();
    const beforeAnsweredAt = Date.now();
    expect(before).toMatchObject({
      phase: 'running',
      rocket: ['Y3', 'R3', 'B2', 'G1'],
      launchSequence: ['hearts', 'clubs', 'spades'],
    });
    control.close();
    await kill(first);

    const second = await start(dir);
    const askedAt = Date.now();
    const after = await second.state();
    const answeredAt = Date.now();
    expect(still(after)).toEqual(still(before));
    const deadline = before.timer.deadline as number;
    expect(after.timer.deadline).toBe(deadline);
    // The server reads its clock between our two readings of the same wall clock.
    expect(after.timer.remainingMs).toBeGreaterThanOrEqual(deadline - answeredAt - 1000);
    expect(after.timer.remainingMs).toBeLessThanOrEqual(deadline - askedAt + 1000);
    // The clock ran on while the service was dead: by the wall time between the two readings.
    const ran = before.timer.remainingMs - after.timer.remainingMs;
    expect(ran).toBeGreaterThanOrEqual(askedAt - beforeAnsweredAt - 1000);
    expect(ran).toBeLessThanOrEqual(answeredAt - beforeAskedAt + 1000);
    expect(ran).toBeGreaterThan(0);
    expect(second.warnings()).toEqual([]);

    // Killed while paused, the time left stands still to the millisecond.
    const again = await Screen.open(second.url);
    expect(await again.command({ type: 'pause' })).toMatchObject({ ok: true });
    const paused = await second.state();
    again.close();
    await kill(second);
    const third = await start(dir);
    const resumed = await third.state();
    expect(resumed).toEqual(paused);
    expect(resumed.timer).toMatchObject({ paused: true, deadline });
    expect(third.warnings()).toEqual([]);
    await kill(third);
  }, 60_000);

  it('records the loss at the deadline when the time ran out while it was down (a log written by hand, its last line torn)', async () => {
    const dir = scratch('ran-out');
    const createdAt = Date.now() - 150_000;
    const startedAt = createdAt + 5_000;
    const shuffledAt = createdAt + 20_000;
    const deadline = startedAt + 60_000; // 85 s ago
    const id = newGameId(createdAt);
    // The format of server/store/README.md, spelled out here rather than borrowed from the store.
    const entries = [
      { type: 'newGame', at: createdAt, players: 2, variant: 'basic', timerSeconds: 60 },
      { type: 'start', at: startedAt },
      { type: 'build', at: createdAt + 10_000, section: 'Y3' },
      { type: 'shuffle', at: shuffledAt },
    ];
    const lines = [
      { kind: 'game', v: 1, id, createdAt, app: 'apophis-mission-control' },
      ...entries.map((action, i) => ({ kind: 'action', n: i + 1, action })),
    ].map((line) => `${JSON.stringify(line)}\n`);
    const torn = '{"kind":"action","n":5,"action":{"type":"build","at":';
    const file = join(dir, 'games', `${id}.jsonl`);
    await mkdir(join(dir, 'games'));
    await writeFile(file, lines.join('') + torn);

    const service = await start(dir);
    // The missed clock actions are applied one by one: wait for the last of them.
    let state = await service.state();
    for (let tries = 0; state.phase !== 'lost' && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = await service.state();
    }
    expect(state).toMatchObject({
      gameId: id,
      rocket: ['Y3'],
      outcome: { result: 'impact', at: deadline },
      timer: { remainingMs: 0 },
      shuffle: null,
    });
    expect(state.history.slice(-2)).toEqual([
      { at: shuffledAt + 10_000, event: 'shuffleDone' },
      { at: deadline, event: 'lost' },
    ]);
    expect(service.warnings()).toEqual([
      expect.stringMatching(new RegExp(`game ${id}: line 6 is cut short`)),
    ]);

    // On disk: the torn tail cut off, then the two clock actions at the moments they fell due.
    const kept = (await readFile(file, 'utf8')).split('\n');
    expect(kept.pop()).toBe('');
    const tail = kept.slice(-2).map((line) => JSON.parse(line));
    expect(tail).toEqual([
      { kind: 'action', n: 5, action: { type: 'clock', at: shuffledAt + 10_000 } },
      { kind: 'action', n: 6, action: { type: 'clock', at: deadline } },
    ]);
    await kill(service);
  }, 30_000);

  // Kills at random moments of a command stream, 50 of them: test/robust/crash.test.ts.
});
