// The game's clock on a v2 box's display (DESIGN.md): CLOCK sent on a whole second of its time
// left, so the box's own second ticks fall with the server's; not sent again while its course
// is unchanged, and again every resync while it runs (the box's resonator drifts ±0.5%).
import { MAX_CLOCK_SECONDS } from '../../src/protocol.ts';
import { Alarm, type Clock } from './clock.ts';
import type { BoxClock } from './types.ts';

/**
 * When to send CLOCK for `clock`, and what: a running clock is sent on a whole
 * second of its time left, so the box's own second ticks fall with the server's.
 */
export function clockSending(
  clock: BoxClock,
  now: number,
): { at: number; secondsLeft: number; running: boolean } {
  const left = Math.max(
    0,
    clock.running ? clock.remainingMs - (now - clock.at) : clock.remainingMs,
  );
  if (!clock.running || left === 0) {
    return {
      at: now,
      secondsLeft: Math.min(MAX_CLOCK_SECONDS, Math.ceil(left / 1000)),
      running: clock.running,
    };
  }
  const wait = left % 1000;
  const secondsLeft = Math.min(MAX_CLOCK_SECONDS, Math.round((left - wait) / 1000));
  return { at: now + wait, secondsLeft, running: true };
}

export type ClockSenderOptions = {
  clock: Clock;
  /** The clock the table wants shown now (null: none). */
  wanted: () => BoxClock | null;
  resyncMs: number;
  /** Sends CLOCK to the box. */
  send: (message: { verb: 'CLOCK'; secondsLeft: number; running: boolean }) => void;
  /** Sends the clock again (a resync), through the session's own checks. */
  again: () => void;
};

export class ClockSender {
  readonly #o: ClockSenderOptions;
  readonly #alarm: Alarm;
  /** The CLOCK last sent, so an unchanged clock is not sent again. */
  #sent: string | null = null;
  #sentAt = Number.NEGATIVE_INFINITY;

  constructor(options: ClockSenderOptions) {
    this.#o = options;
    this.#alarm = new Alarm(options.clock);
  }

  /** After a HELLO or a resumed link: the next CLOCK goes out whatever was sent before. */
  forget(): void {
    this.#sent = null;
  }

  clear(): void {
    this.#alarm.clear();
  }

  /**
   * Sends the wanted clock on its next whole second when `may` (a box here that shows it);
   * `still`: whether the box is still here when that second comes.
   */
  send(may: boolean, still: () => boolean): void {
    this.#alarm.clear();
    const clock = this.#o.wanted();
    if (!clock || !may) return;
    const now = this.#o.clock.now();
    const sending = clockSending(clock, now);
    const send = () => {
      if (!still() || this.#o.wanted() !== clock) return;
      // The same moment on the same course needs no new CLOCK (every action asks again).
      const course = clock.running
        ? `run ${Math.round((clock.at + clock.remainingMs) / 100)}`
        : `stop ${sending.secondsLeft}`;
      const running = clock.running && sending.secondsLeft > 0;
      const stale = this.#o.clock.now() - this.#sentAt >= this.#o.resyncMs - 1000;
      if (course !== this.#sent || (running && stale)) {
        this.#sent = course;
        this.#sentAt = this.#o.clock.now();
        this.#o.send({ verb: 'CLOCK', secondsLeft: sending.secondsLeft, running: sending.running });
      }
      // A running clock is sent again now and then: the box's resonator drifts (±0.5%).
      if (running) this.#alarm.after(this.#o.resyncMs, () => this.#o.again());
    };
    if (sending.at <= now) send();
    else this.#alarm.after(sending.at - now, send);
  }
}
