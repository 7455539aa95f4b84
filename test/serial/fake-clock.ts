// A clock for the link's tests: time stands still until the test moves it, and each
// timer runs at its own moment, in order, as a real one would.
import type { Clock, Timer } from '../../server/serial/clock.ts';

type Waiting = { at: number; order: number; run: () => void; cancelled: boolean };

export class FakeClock implements Clock {
  #now: number;
  #order = 0;
  #timers: Waiting[] = [];

  constructor(start = 1_000_000) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  after(ms: number, run: () => void): Timer {
    const waiting = {
      at: this.#now + Math.max(0, ms),
      order: this.#order++,
      run,
      cancelled: false,
    };
    this.#timers.push(waiting);
    return { cancel: () => (waiting.cancelled = true) };
  }

  /** Timers still waiting. */
  get pending(): number {
    return this.#timers.filter((timer) => !timer.cancelled).length;
  }

  /** Moves time on by `ms`, running every timer that falls due on the way at its moment. */
  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      this.#timers = this.#timers.filter((timer) => !timer.cancelled);
      const next = this.#timers
        .filter((timer) => timer.at <= end)
        .sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!next) break;
      this.#timers.splice(this.#timers.indexOf(next), 1);
      this.#now = next.at;
      next.run();
    }
    this.#now = end;
  }
}
