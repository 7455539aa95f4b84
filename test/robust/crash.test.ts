// Crash: `apophis serve` in a child process SIGKILLed at 50 seeded random moments of a
// game, some while a burst of commands has appends and fsyncs under way, and restarted
// each time on the same data folder. The table must come back as the disk has it: every
// acknowledged command, the same state and deadline, and a torn last line dropped with
// a warning (torn by a kill, or by hand: a few bytes cut off between kill and restart).
import { readFile, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApophisState } from '../../src/games/apophis/view.ts';
import { serviceFleet } from '../server/fleet.ts';
import { Screen } from '../server/harness.ts';
import {
  played,
  playedCount,
  seededRandom,
  seedFromEnv,
  still,
  timerFromHistory,
} from './crash-oracle.ts';
import { playUntilKilled, type RoundPlan } from './crash-play.ts';

const ROUNDS = 50;
/** Every tenth round, a few bytes are cut off the log's last line before the restart. */
const TEAR_EVERY = 10;

const fleet = serviceFleet('apophis-crash-');

/** The moments and shapes of the 50 kills, all drawn from the seed before the game starts. */
function planRounds(seed: number): (RoundPlan & { tearBytes: number })[] {
  const random = seededRandom(seed);
  return Array.from({ length: ROUNDS }, (_, i) => {
    const burst = random.next() < 0.5;
    return {
      mode: burst ? 'burst' : 'stream',
      killAfterMs: burst ? random.between(0, 25) : random.between(20, 300),
      burstSize: random.between(4, 12),
      tearBytes: i % TEAR_EVERY === TEAR_EVERY / 2 ? random.between(1, 8) : 0,
    };
  });
}

describe('apophis serve SIGKILLed at random moments of a game', () => {
  it(`comes back ${ROUNDS} times with every acknowledged command, the same state and deadline; torn lines dropped with a warning`, async () => {
    const seed = seedFromEnv();
    console.log(`crash seed: ${seed} (APOPHIS_SEED=${seed} plays these kills again)`);
    const plan = planRounds(seed);
    const moves = seededRandom(seed ^ 0x5bd1e995).next;

    const dir = fleet.folder('game');
    let service = await fleet.start(dir);
    const setUp = await Screen.open(service.url);
    for (const command of [
      { type: 'newGame', players: 4, variant: 'basic', timerSeconds: 3600 },
      { type: 'start' },
    ] as const) {
      expect(await setUp.command(command)).toMatchObject({ ok: true });
    }
    const gameId = setUp.state()?.gameId;
    setUp.close();
    if (!gameId) throw new Error('the new game has no id');
    const file = join(dir, 'games', `${gameId}.jsonl`);
    /** Entries before the first played one: newGame and start. */
    const setUpEntries = 2;
    /** An action's line (the log also holds the running timer's checkpoints). */
    const isEntry = (line: string | undefined) => line?.startsWith('{"kind":"action"') === true;

    let entries: string[] = [];
    // The screens' states by the number of entries played: what a restart must bring back.
    const seen = new Map<number, ApophisState>();
    const tally = { appendsUnderWay: 0, diskAheadOfResults: 0, tornByKill: 0, tornByHand: 0 };
    let wholeStatesCompared = 0;

    for (const [i, round] of plan.entries()) {
      const why = `round ${i + 1} (${round.mode}, kill after ${round.killAfterMs} ms, seed ${seed})`;
      const round_ = await playUntilKilled(service, round, moves);
      // Every move is legal and within the socket's budget: a refusal means the test is wrong.
      expect(round_.refused, why).toEqual([]);
      for (const state of round_.states) seen.set(playedCount(state), state);
      if (round_.sent.length > round_.acknowledged) tally.appendsUnderWay++;

      // What the kill left on disk.
      const text = await readFile(file, 'utf8');
      const complete = text.split('\n').slice(0, -1);
      const tornByKill = !text.endsWith('\n');
      const onDisk = complete.filter(isEntry).length - setUpEntries;
      const offered = [...entries, ...round_.sent];
      // fsync before the result: every acknowledged entry is there, and nothing we did not send.
      expect(onDisk, why).toBeGreaterThanOrEqual(entries.length + round_.acknowledged);
      expect(onDisk, why).toBeLessThanOrEqual(offered.length);
      if (onDisk > entries.length + round_.acknowledged) tally.diskAheadOfResults++;
      let expected = offered.slice(0, onDisk);
      let tornLine: number | null = null;
      if (tornByKill) {
        tally.tornByKill++;
        tornLine = complete.length + 1;
      } else if (round.tearBytes > 0 && onDisk > 0) {
        // The last entry loses its newline and a few bytes of its JSON, as a write cut short would.
        await truncate(file, Buffer.byteLength(text) - round.tearBytes);
        tally.tornByHand++;
        tornLine = complete.length;
        if (isEntry(complete.at(-1))) expected = expected.slice(0, -1);
      }

      // States past what the disk kept are gone with their entries: a later round may play the
      // same moves again at other moments, which such a state would not show.
      for (const count of seen.keys()) if (count > expected.length) seen.delete(count);

      service = await fleet.start(dir);
      const askedAt = Date.now();
      const state = await service.state();
      const answeredAt = Date.now();
      const history = await service.history();
      expect(state.gameId, why).toBe(gameId);
      expect(played(history), why).toEqual(expected);
      expect(service.warnings(), why).toEqual(
        tornLine === null
          ? []
          : [expect.stringMatching(new RegExp(`game ${gameId}: line ${tornLine} is cut short`))],
      );
      const before = seen.get(expected.length);
      // A screen's state with as many entries, whose latest entries are the disk's latest too.
      const window = before ? played(before.history) : [];
      const sameEntries =
        before !== undefined &&
        playedCount(before) === expected.length &&
        JSON.stringify(window) === JSON.stringify(expected.slice(expected.length - window.length));
      if (before && sameEntries) {
        expect(still(state), why).toEqual(still(before));
        wholeStatesCompared++;
      }
      // The timer, from the history's own moments: the same deadline, the time left within 1 s.
      const timer = timerFromHistory(history, state.timerSeconds);
      expect(state.timer.deadline, why).toBe(timer.deadline);
      expect(state.timer.paused, why).toBe(timer.paused);
      if (timer.paused) {
        expect(state.timer.remainingMs, why).toBe(timer.remainingMs);
      } else {
        const deadline = timer.deadline ?? 0;
        expect(state.timer.remainingMs, why).toBeGreaterThanOrEqual(deadline - answeredAt - 1000);
        expect(state.timer.remainingMs, why).toBeLessThanOrEqual(deadline - askedAt + 1000);
      }
      seen.set(expected.length, state);
      entries = expected;
    }
    await service.kill();

    console.log(
      `crash_rounds: ${ROUNDS} (appends under way at ${tally.appendsUnderWay} kills, disk ahead of the results ` +
        `${tally.diskAheadOfResults} times, lines torn by a kill ${tally.tornByKill}, by hand ${tally.tornByHand}), ` +
        `${entries.length} entries played, ${wholeStatesCompared} whole states compared`,
    );
    // The game did go on, kills did land among queued appends, and the hand-torn lines were tried.
    expect(entries.length).toBeGreaterThan(ROUNDS);
    expect(tally.appendsUnderWay).toBeGreaterThan(0);
    expect(tally.tornByHand + tally.tornByKill).toBeGreaterThanOrEqual(ROUNDS / TEAR_EVERY - 1);
    expect(wholeStatesCompared).toBeGreaterThan(ROUNDS / 2);
  }, 300_000);
});
