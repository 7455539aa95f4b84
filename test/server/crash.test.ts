// kill -9 the real service: `apophis serve` as a child process, SIGKILLed with a game
// under way, restarted on the same data folder. Every acknowledged command must come
// back (it was fsynced before its result was sent), and the timer runs on from the
// same wall-clock deadline, or the loss is recorded at the deadline if it ran out.

import { mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGameId } from '../../server/store/index.ts';
import type { Command, PublicState, ServerMessage } from '../../src/messages.ts';
import { stackingProblem } from '../../src/sections.ts';
import type { HistoryEntry } from '../../src/state.ts';
import { ServiceProcess } from './child.ts';
import { Screen, TOKEN, waitUntil } from './harness.ts';

let root: string;
const running = new Set<ServiceProcess>();

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'apophis-kill9-'));
});
afterAll(async () => {
  for (const service of running) await service.kill();
  await rm(root, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<ServiceProcess> {
  const service = await ServiceProcess.start(dataDir, TOKEN);
  running.add(service);
  return service;
}

async function kill(service: ServiceProcess): Promise<void> {
  await service.kill();
  running.delete(service);
}

function scratch(name: string): string {
  const dir = join(root, name);
  mkdirSync(dir);
  return dir;
}

/** The state without what moves with the clock by itself. */
function still(state: PublicState) {
  const { timer, ...rest } = state;
  const { remainingMs: _moving, ...fixed } = timer;
  return { ...rest, timer: fixed };
}

/** The table's history since the start, one short line per entry: what a replay must bring back. */
function played(history: readonly HistoryEntry[]): string[] {
  const from = history.findIndex((entry) => entry.event === 'start');
  return history.slice(from + 1).map((entry) => {
    switch (entry.event) {
      case 'build':
        return `build ${entry.section}`;
      case 'undo':
        return `undo ${entry.undid}`;
      default:
        return entry.event;
    }
  });
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
    mkdirSync(join(dir, 'games'));
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

  it('keeps every acknowledged command through 10 kills at random moments of a command stream', async () => {
    const dir = scratch('stream');
    let service = await start(dir);
    const setUp = await Screen.open(service.url);
    const setUpCommands: Command[] = [
      { type: 'newGame', players: 4, variant: 'basic', timerSeconds: 3600 },
      { type: 'start' },
    ];
    for (const command of setUpCommands) {
      expect(await setUp.command(command)).toMatchObject({ ok: true });
    }
    const gameId = setUp.state()?.gameId;
    expect(gameId).toEqual(expect.any(String));
    setUp.close();

    // What the table must show after each restart: every entry whose result said ok.
    const acknowledged: string[] = [];
    const rounds: string[] = [];
    for (let round = 1; round <= 10; round++) {
      const killAfterMs = 50 + Math.floor(Math.random() * 350);
      const { inFlight, sent, refused } = await streamUntilKilled(
        service,
        killAfterMs,
        acknowledged,
      );
      // Every move is legal and paced within the budget: a refusal means the stream is wrong.
      expect(refused).toEqual([]);
      running.delete(service);
      rounds.push(`round ${round}: killed after ${killAfterMs} ms, ${sent} commands sent`);
      const why = rounds.join('; ');

      service = await start(dir);
      const state = await service.state();
      expect(state.gameId, why).toBe(gameId);
      const replayed = played(await service.history());
      // The command under way at the kill may have reached the disk without its result reaching us.
      if (inFlight !== null && replayed.length === acknowledged.length + 1) {
        acknowledged.push(inFlight);
      }
      expect(replayed, why).toEqual(acknowledged);
      // A line torn by the kill is the only thing a restart may complain about.
      for (const warning of service.warnings()) expect(warning, why).toMatch(/is cut short/);
    }
    // The stream did play: not every round can have been killed before its first result.
    expect(acknowledged.length).toBeGreaterThan(10);
    await kill(service);
  }, 90_000);
});

/**
 * A screen plays commands one after another, each chosen from the state it holds,
 * until the service is SIGKILLed `killAfterMs` after the first one. Each entry whose
 * `ok: true` result arrived is pushed onto `acknowledged`.
 */
async function streamUntilKilled(
  service: ServiceProcess,
  killAfterMs: number,
  acknowledged: string[],
): Promise<{ inFlight: string | null; sent: number; refused: string[] }> {
  const screen = await Screen.open(service.url);
  let inFlight: string | null = null;
  let sent = 0;
  const refused: string[] = [];
  let killing = false;
  const killed = new Promise<void>((resolve) => {
    setTimeout(() => {
      killing = true;
      void service.kill().then(resolve);
    }, killAfterMs);
  });
  try {
    // Nothing is sent once the kill is under way: only a command sent before it may be in flight.
    while (!killing) {
      const state = screen.state() as PublicState;
      const { command, entry } = nextMove(state, sent);
      const id = `k${sent++}`;
      inFlight = entry;
      const sentAt = Date.now();
      screen.socket.send(JSON.stringify({ type: 'command', id, token: TOKEN, command }));
      const result = await waitUntil(`the result of ${id}`, () => {
        if (screen.closed) throw new ServiceGone();
        return screen.messages.find(
          (m): m is Extract<ServerMessage, { type: 'result' }> =>
            m.type === 'result' && m.id === id,
        );
      });
      inFlight = null;
      if (result.ok) acknowledged.push(entry);
      else refused.push(`${entry}: ${result.error}`);
      // Within the socket's command budget (20 at once, 10 a second).
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 25 - (Date.now() - sentAt))));
    }
  } catch (error) {
    // The kill closed the socket with a command maybe in flight; anything else is a failure.
    if (!(error instanceof ServiceGone)) throw error;
  }
  await killed;
  screen.close();
  return { inFlight, sent, refused };
}

class ServiceGone extends Error {}

/** A legal next move for a running table: build, now and then undo, scrap a tall rocket. */
function nextMove(state: PublicState, turn: number): { command: Command; entry: string } {
  const { rocket, supply, undoable } = state;
  if (undoable && turn % 5 === 4)
    return { command: { type: 'undo' }, entry: `undo ${undoable.type}` };
  const fits = supply.filter((section) => stackingProblem(rocket, section) === null);
  const section = fits[Math.floor(Math.random() * fits.length)];
  if (rocket.length >= 4 || section === undefined)
    return { command: { type: 'scrap' }, entry: 'scrap' };
  return { command: { type: 'build', section }, entry: `build ${section}` };
}
