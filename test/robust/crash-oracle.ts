// What a table must look like after a fault, worked out by the test itself: the
// timer from the history's own moments (not from the reducer), the entries played,
// the state minus what moves with the clock, and a seeded PRNG so a failing run
// can be played again (`APOPHIS_SEED=… npx vitest run test/robust`).

import type { HistoryEntry } from '../../src/games/apophis/state.ts';
import type { ApophisState } from '../../src/games/apophis/view.ts';
import { seededRandom as nextFrom } from '../../src/random.ts';

/** The seed from APOPHIS_SEED, else a fresh one; the caller prints it. */
export function seedFromEnv(): number {
  const given = process.env.APOPHIS_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`APOPHIS_SEED=${given} is not a whole number`);
    return seed >>> 0;
  }
  return (Date.now() ^ (process.pid << 16)) >>> 0;
}

/** A seeded PRNG, enough to pick kill moments and replay them from the seed. */
export function seededRandom(seed: number): {
  next(): number;
  between(lo: number, hi: number): number;
} {
  const next = nextFrom(seed);
  return { next, between: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)) };
}

export type ExpectedTimer = { deadline: number | null; paused: boolean; remainingMs: number };

/**
 * The timer the history implies: the deadline set at the start, the time left frozen
 * at each pause, a new deadline at each resume. `remainingMs` is exact only when paused.
 */
export function timerFromHistory(history: HistoryEntry[], timerSeconds: number): ExpectedTimer {
  let deadline: number | null = null;
  let remainingMs = timerSeconds * 1000;
  let paused = false;
  for (const entry of history) {
    if (entry.event === 'start') deadline = entry.at + remainingMs;
    else if (entry.event === 'pause' && deadline !== null) {
      remainingMs = Math.max(0, deadline - entry.at);
      paused = true;
    } else if (entry.event === 'resume') {
      deadline = entry.at + remainingMs;
      paused = false;
    }
  }
  return { deadline, paused, remainingMs };
}

/** How many entries a screen's state has played since the start (its history holds only the latest). */
export function playedCount(state: ApophisState): number {
  return state.historyCount - 1;
}

/** A game's whole history since the start, one short line per entry. */
export function played(history: readonly HistoryEntry[]): string[] {
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

/** The state without what moves with the clock or belongs to the box link. */
export function still(state: ApophisState) {
  const { timer, box: _box, ...rest } = state;
  const { remainingMs: _moving, ...fixed } = timer;
  return { ...rest, timer: fixed };
}

/** p50 and max of some durations, rounded to the millisecond. */
export function spread(durations: number[]): { p50: number; max: number } {
  const sorted = [...durations].sort((x, y) => x - y);
  const p50 = sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
  return { p50: Math.round(p50), max: Math.round(sorted.at(-1) ?? Number.NaN) };
}
