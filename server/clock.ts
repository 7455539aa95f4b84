// The table's clock: the time a game runs on. It reads the wall clock once, then advances by the
// monotonic clock, so NTP stepping the wall clock (a Raspberry Pi without a real-time clock
// learns the date minutes after boot) neither ends nor lengthens a running game. A step is
// noticed by comparing the two, and told to the game's log as a clock mark (store/format.ts),
// so that a service started later runs its table clock on from the same time.

import { performance } from 'node:perf_hooks';
import type { ClockMark } from './store/index.ts';

/** A gap between the wall clock and the table's that counts as a step, not a slow drift. */
export const STEP_MS = 2000;

export type ClockSources = {
  /** The wall clock, epoch ms (`Date.now`). */
  wall: () => number;
  /** A monotonic clock in ms from any origin (`performance.now`). */
  monotonic: () => number;
};

const REAL: ClockSources = { wall: Date.now, monotonic: () => performance.now() };

export class TableClock {
  readonly #sources: ClockSources;
  /** Table time at `#since` on the monotonic clock. */
  #at: number;
  #since: number;
  /** Table time minus wall time: 0 until the wall clock steps. */
  #offset: number;

  /** A table clock at the wall's time plus `offsetMs` (a resumed game's last mark's). */
  constructor(offsetMs = 0, sources: ClockSources = REAL) {
    this.#sources = sources;
    this.#offset = offsetMs;
    this.#since = sources.monotonic();
    this.#at = sources.wall() + offsetMs;
  }

  /** The table's time, epoch ms: the wall's when the clock started, then monotonic. */
  now(): number {
    return this.#at + (this.#sources.monotonic() - this.#since);
  }

  /** Table time minus wall time. */
  get offsetMs(): number {
    return this.#offset;
  }

  /** Runs on from a resumed game's mark: the table's time is the wall's plus the mark's offset. */
  resumeFrom(mark: ClockMark | null): void {
    this.#offset = mark ? mark.table - mark.wall : 0;
    this.#since = this.#sources.monotonic();
    this.#at = this.#sources.wall() + this.#offset;
  }

  /**
   * Compares the wall clock with the table's: after a step of more than STEP_MS the new offset
   * is kept and the mark to log is returned; null when the wall clock kept time.
   */
  step(): ClockMark | null {
    const table = this.now();
    const wall = this.#sources.wall();
    if (Math.abs(table - wall - this.#offset) <= STEP_MS) return null;
    this.#offset = table - wall;
    return { wall, table };
  }

  /** The mark a new game's log starts with when the table's clock is off the wall's, or null. */
  mark(): ClockMark | null {
    if (this.#offset === 0) return null;
    const table = this.now();
    return { wall: table - this.#offset, table };
  }
}
