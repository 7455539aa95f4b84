// Garbled lines from the wire (a bad check, noise while a cable is plugged, the other
// protocol's framing): each is counted, and a burst of them is logged as one line when it
// begins and one when it ends, so a noisy link does not flood the log.
import { Alarm, type Clock } from './clock.ts';
import type { LinkCounters, LinkLogger } from './types.ts';

export type GarbleOptions = {
  path: string;
  clock: Clock;
  log: LinkLogger;
  counters: LinkCounters;
  /** Garbled lines closer together than this are one burst. */
  burstMs: number;
};

export class GarbleBursts {
  readonly #o: GarbleOptions;
  /** Garbled lines of this burst; its alarm ends the burst. */
  #burst = 0;
  readonly #end: Alarm;

  constructor(options: GarbleOptions) {
    this.#o = options;
    this.#end = new Alarm(options.clock);
  }

  /** One garbled line, and why. */
  garbled(reason: string): void {
    this.#o.counters.garbled++;
    if (this.#burst > 0) {
      this.#burst++;
    } else {
      this.#o.log.warn(`${this.#o.path}: dropped a garbled line (${reason})`);
      this.#burst = 1;
    }
    this.#end.after(this.#o.burstMs, () => this.end());
  }

  /** The burst is over (its quiet time passed, or the connection closed): summed up. */
  end(): void {
    this.#end.clear();
    const count = this.#burst;
    this.#burst = 0;
    if (count > 1)
      this.#o.log.warn(`${this.#o.path}: ${count} garbled lines dropped in that burst`);
  }
}
