// A table's timers, the session's only clockwork: the tick set for the game's next moment
// (the delay is the core's arithmetic, src/table/core.ts `clockDelay`), the watch for a step
// of the wall clock (clock.ts, every second), the checkpoints of a running timer's time left
// (src/table/clock-return.ts, every 5 s while it runs), and the 100 ms window that gathers the virtual
// box's display changes into one state. Each fires into the session's queue; none after `stop`.

export type TableTimerWork = {
  /** The clock's tick: what falls due now. */
  tick(): void;
  /** Look whether the wall clock stepped. */
  watch(): void;
  /** The virtual box's display changed: one state to the screens. */
  redraw(): void;
  /** A checkpoint of the running timer to the log. */
  checkpoint(): void;
};

export class TableTimers {
  readonly #work: TableTimerWork;
  #tick: NodeJS.Timeout | null = null;
  #watch: NodeJS.Timeout | null = null;
  #redraw: NodeJS.Timeout | null = null;
  #checkpoint: NodeJS.Timeout | null = null;
  #stopped = false;

  constructor(work: TableTimerWork) {
    this.#work = work;
  }

  /** The next tick in `delay` ms (null: the game has no moment coming); replaces the last. */
  tickIn(delay: number | null): void {
    this.clearTick();
    if (this.#stopped || delay === null) return;
    this.#tick = setTimeout(() => this.#work.tick(), delay);
  }

  clearTick(): void {
    if (this.#tick) clearTimeout(this.#tick);
    this.#tick = null;
  }

  /** Looks for a step of the wall clock every second, until `stop`. */
  watchClock(): void {
    if (this.#stopped || this.#watch) return;
    this.#watch = setInterval(() => this.#work.watch(), 1000);
    this.#watch.unref();
  }

  /** Whether checkpoints are being written. */
  get checkpointing(): boolean {
    return this.#checkpoint !== null;
  }

  /** A checkpoint every `every` ms from now on (one already running is kept); null: none. */
  checkpoints(every: number | null): void {
    if (every !== null && !this.#stopped) {
      this.#checkpoint ??= setInterval(() => this.#work.checkpoint(), every);
      this.#checkpoint.unref();
      return;
    }
    if (this.#checkpoint) clearInterval(this.#checkpoint);
    this.#checkpoint = null;
  }

  /** Changes closer together than 100 ms (a blink, a roll's numbers) go out as one state. */
  redrawSoon(): void {
    if (this.#redraw || this.#stopped) return;
    this.#redraw = setTimeout(() => {
      this.#redraw = null;
      if (!this.#stopped) this.#work.redraw();
    }, 100);
    this.#redraw.unref();
  }

  /** No new timer from now on; the step watch stops (the tick is cleared by `clearTick`). */
  stop(): void {
    this.#stopped = true;
    if (this.#watch) clearInterval(this.#watch);
    this.checkpoints(null);
  }
}
