// The link's time: `now()` and one-shot timers, passed in so the supervisor and the
// session run on a fake clock in tests, as the table session takes its `now`.

/** A timer that was set; `cancel()` is safe to call more than once. */
export type Timer = { cancel(): void };

export type Clock = {
  /** Wall clock, epoch ms. */
  now(): number;
  /**
   * A clock no step of the wall clock moves (ms, any origin), for lengths of time that
   * decide something (a fake clock in a test may leave it out: `now()` stands in).
   */
  monotonic?(): number;
  /** Runs `run` once after `ms`. */
  after(ms: number, run: () => void): Timer;
};

/** The process's own clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return { cancel: () => clearTimeout(timer) };
  },
};

/** One timer slot: setting it again replaces what waited; `clear()` cancels it. */
export class Alarm {
  #timer: Timer | null = null;

  constructor(readonly clock: Clock) {}

  get set(): boolean {
    return this.#timer !== null;
  }

  /** Runs `run` after `ms`, in place of whatever this alarm was waiting for. */
  after(ms: number, run: () => void): void {
    this.clear();
    const timer = this.clock.after(Math.max(0, ms), () => {
      if (this.#timer === timer) this.#timer = null;
      run();
    });
    this.#timer = timer;
  }

  /** Runs `run` every `ms` until cleared (a keepalive, an ask repeated). */
  every(ms: number, run: () => void): void {
    this.after(ms, () => {
      this.every(ms, run);
      run();
    });
  }

  clear(): void {
    this.#timer?.cancel();
    this.#timer = null;
  }
}
