// The table's clock: the time a game runs on. It is the wall clock plus an offset that changes
// only when the wall clock steps: every reading compares how far the wall clock moved with how
// far the monotonic clock did, and a difference over STEP_MS (NTP setting the date of a Raspberry
// Pi without a real-time clock, an operator's `date -s`) goes into the offset, so the step
// neither ends nor lengthens a running game, while small corrections are followed. A step is
// told to the game's log as a clock mark (store/format.ts), so that a service started later
// runs its table clock on from the same time.

import { performance } from 'node:perf_hooks';
import type { ClockMark } from './store/index.ts';

/** A gap between the wall clock's and the monotonic clock's progress that counts as a step. */
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
  /** Table time minus wall time: 0 until the wall clock steps. */
  #offset: number;
  #lastWall: number;
  #lastMonotonic: number;
  /** The offset this run of the service began with: the steps since are `steppedMs`. */
  #base: number;
  /** A step noticed and not yet asked for by `step()`. */
  #stepped: ClockMark | null = null;

  /** A table clock at the wall's time plus `offsetMs` (a resumed game's last mark's). */
  constructor(offsetMs = 0, sources: ClockSources = REAL) {
    this.#sources = sources;
    this.#offset = offsetMs;
    this.#base = offsetMs;
    this.#lastWall = sources.wall();
    this.#lastMonotonic = sources.monotonic();
  }

  /** Reads the wall clock, and moves a step of it into the offset. */
  #wall(): number {
    const wall = this.#sources.wall();
    const monotonic = this.#sources.monotonic();
    const jump = wall - this.#lastWall - (monotonic - this.#lastMonotonic);
    this.#lastWall = wall;
    this.#lastMonotonic = monotonic;
    if (Math.abs(jump) > STEP_MS) {
      this.#offset -= jump;
      this.#stepped = { wall, table: wall + this.#offset };
    }
    return wall;
  }

  /** The table's time, epoch ms: the wall's, less every step since the game's clock began. */
  now(): number {
    return this.#wall() + this.#offset;
  }

  /** The wall's time and the table's, read together (a checkpoint's). */
  reading(): { wall: number; table: number } {
    const wall = this.#wall();
    return { wall, table: wall + this.#offset };
  }

  /** How far the wall clock stepped since this run began (the table's clock ran on through it). */
  get steppedMs(): number {
    return this.#offset - this.#base;
  }

  /**
   * A restart's table time (src/table/clock-return.ts): the table's clock reads `table` now and
   * runs on from there; the steps of this run count from here.
   */
  resumeAt(table: number): void {
    const wall = this.#wall();
    this.#stepped = null;
    this.#offset = table - wall;
    this.#base = this.#offset;
  }

  /** Table time minus wall time. */
  get offsetMs(): number {
    return this.#offset;
  }

  /** Runs on from a resumed game's mark: the table's time is the wall's plus the mark's offset. */
  resumeFrom(mark: ClockMark | null): void {
    this.#wall();
    this.#stepped = null;
    this.#offset = mark ? mark.table - mark.wall : 0;
    this.#base = this.#offset;
  }

  /** The step noticed since the last call (the mark to log), or null when the wall kept time. */
  step(): ClockMark | null {
    this.#wall();
    const stepped = this.#stepped;
    this.#stepped = null;
    return stepped;
  }

  /** The mark a new game's log starts with when the table's clock is off the wall's, or null. */
  mark(): ClockMark | null {
    if (this.#offset === 0) return null;
    const wall = this.#wall();
    return { wall, table: wall + this.#offset };
  }
}
