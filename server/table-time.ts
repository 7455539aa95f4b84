// A table's time kept across a restart (DESIGN.md, the clock's checkpoints): the latest
// unfinished game resumed from its log, the table's clock set for it from its last mark and
// checkpoint, or held at the checkpoint with the reason when the wall clock cannot be trusted;
// a checkpoint of the running timer every 5 s; a step of the wall clock marked in the log. The
// arithmetic is the core's (src/table/clock-return.ts); this is the session's part that reads
// clocks and writes lines.

import type { Command } from '../src/messages.ts';
import {
  CHECKPOINT_EVERY_MS,
  clockReturn,
  type PausedWhy,
  timerRuns,
} from '../src/table/clock-return.ts';
import { type CommandResult, clockDelay, steppedLine, type TableCore } from '../src/table/core.ts';
import type { TableClock } from './clock.ts';
import { machineNow, readBootId } from './clock-trust.ts';
import type { Recorder, ResumedClock, SessionLogger } from './recorder.ts';
import type { ClockMark } from './store/index.ts';
import type { TableQueue } from './table-queue.ts';
import type { TableTimers } from './table-timers.ts';

export type TableTimeParts = {
  /** Null when a test drives time with a bare `now`: nothing is kept then. */
  clock: TableClock | null;
  recorder: Recorder;
  logger: SessionLogger;
  queue: TableQueue;
  timers: () => TableTimers;
  table: () => TableCore;
};

export class TableTime {
  readonly #parts: TableTimeParts;
  /** This boot's id, for the checkpoints (null without a table clock). */
  readonly #boot: string | null;
  /** Why the resumed game came back paused (the screens show it while it stays paused), or null. */
  #held: PausedWhy | null = null;
  /** The table's clock as a restart set it, to mark in the log when it moved off the last mark. */
  #returned: ClockMark | null = null;

  constructor(parts: TableTimeParts) {
    this.#parts = parts;
    this.#boot = parts.clock ? readBootId() : null;
  }

  /** Why the game came back paused, while it stays paused; null otherwise. */
  get held(): PausedWhy | null {
    const { module, state } = this.#parts.table();
    return module.status(state) === 'paused' ? this.#held : null;
  }

  /**
   * A resumed game whose clock cannot be trusted paused through its own pause (`pause` runs the
   * command through the table), the reason logged and shown while it stays paused.
   */
  async holdOnReturn(pause: (command: Command) => Promise<CommandResult>): Promise<void> {
    const why = this.#held;
    if (!why) return;
    const result = await pause({ type: 'pause' } as Command);
    if (result.ok) {
      this.#parts.logger.warn(`the game comes back paused: ${why.en}`);
    } else {
      this.#held = null;
      this.#parts.logger.warn(
        `the game could not be paused on its return (${result.error}): ${why.en}`,
      );
    }
  }

  /**
   * The latest unfinished game replayed from its log (null: none), its clock set from its last
   * mark and checkpoint (`returnClock`) and marked in the log when it moved off the last mark.
   */
  async resume(now: () => number): Promise<TableCore | null> {
    const { recorder, logger } = this.#parts;
    let resumed: TableCore | null = null;
    try {
      resumed = await recorder.resumeLatest(now, (found) => this.returnClock(found));
      await recorder.markClock(this.#returned);
    } catch (error) {
      // A game whose rules throw on its own log cannot come back: the table opens on its
      // lobby (the log stays on disk), and the service's other tables start as usual.
      const why = error instanceof Error ? error.message : String(error);
      logger.error(
        `the latest game could not be resumed (${why}): the table starts from its lobby`,
      );
    }
    return resumed;
  }

  /** The clock a restart set, when it moved off the log's last mark (the recorder marks it). */
  get returned(): ClockMark | null {
    return this.#returned;
  }

  /**
   * Sets the table's clock for a resumed game (DESIGN.md): from its last mark, then, for a game
   * whose timer ran, from its last checkpoint plus the downtime the wall clock claims; where
   * that claim cannot be trusted, at the checkpoint, the game to be paused there with the reason.
   */
  returnClock({ mark, checkpoint, table, lastAt }: ResumedClock): void {
    const clock = this.#parts.clock;
    if (!clock) return;
    clock.resumeFrom(mark);
    if (!checkpoint || !timerRuns(table.module, table.state, clock.now())) return;
    const wall = clock.reading().wall;
    const decision = clockReturn(checkpoint, machineNow(wall, checkpoint.boot), lastAt);
    clock.resumeAt(decision.tableNow);
    const reading = clock.reading();
    const marked = mark ? mark.table - mark.wall : 0;
    if (reading.table - reading.wall !== marked) this.#returned = reading;
    if (decision.kind === 'untrusted') this.#held = decision.why;
  }

  /** After a change of the table: the clock's next tick, and its checkpoints. */
  schedule(now: number): void {
    this.#parts.timers().tickIn(clockDelay(this.#parts.table(), now));
    this.checkpointing(now);
  }

  /** While the game's timer runs: a checkpoint now and every 5 s (DESIGN.md); none otherwise. */
  checkpointing(now: number): void {
    const { module, state } = this.#parts.table();
    if (module.status(state) !== 'paused') this.#held = null;
    const timers = this.#parts.timers();
    const runs = this.#parts.clock !== null && timerRuns(module, state, now);
    if (runs && !timers.checkpointing) void this.#parts.queue.add(() => this.checkpoint());
    timers.checkpoints(runs ? CHECKPOINT_EVERY_MS : null);
  }

  async checkpoint(): Promise<void> {
    const clock = this.#parts.clock;
    const { module, state } = this.#parts.table();
    if (!clock) return;
    const { wall, table } = clock.reading();
    if (!timerRuns(module, state, table)) return;
    const leftMs = module.timeLeftMs?.(state, table) ?? 0;
    const steppedMs = clock.steppedMs;
    await this.#parts.recorder.markCheckpoint({
      wall,
      table,
      leftMs,
      boot: this.#boot,
      steppedMs,
    });
  }

  /**
   * The wall clock stepped (NTP on a Pi without a clock): the game runs on by the table's
   * clock, and its log keeps the step so that a later start runs on from the same time.
   */
  async watchClock(): Promise<void> {
    const mark = this.#parts.clock?.step();
    if (!mark) return;
    this.#parts.logger.warn(steppedLine(mark));
    await this.#parts.recorder.markClock(mark);
    // The checkpoints say how far the wall stepped: a restart reads the latest.
    await this.checkpoint();
  }
}
