// Protocol v2's server commands that must arrive: each takes a seq and waits for
// the box's `ACK`, and the oldest is resent every 250 ms until it comes (the box
// obeys a seq once, so a resent ROLL never rolls twice). A newer LAMPS, DICE,
// CLOCK or SHOW makes a waiting one of the same verb moot, so it is dropped
// rather than resent after the newer one. Pure: time comes in as an argument.
import type { BoxCommand } from '../../src/protocol.ts';

/** Verbs whose newest value is all that matters. */
const SUPERSEDED = new Set<BoxCommand['verb']>(['LAMPS', 'DICE', 'CLOCK', 'SHOW']);

type Waiting = { seq: number; message: BoxCommand; line: string; sentAt: number };

/** A command that waited for its ACK, with the number it went under. */
export type Unanswered = { seq: number; message: BoxCommand };

export class CommandOutbox {
  #waiting: Waiting[] = [];

  constructor(
    readonly resendMs = 250,
    readonly capacity = 8,
  ) {}

  get size(): number {
    return this.#waiting.length;
  }

  /**
   * Keeps a command just sent. Returns the verb of a command dropped to keep within
   * `capacity` (the oldest), or null.
   */
  add(seq: number, message: BoxCommand, line: string, now: number): BoxCommand['verb'] | null {
    if (SUPERSEDED.has(message.verb)) {
      this.#waiting = this.#waiting.filter((waiting) => waiting.message.verb !== message.verb);
    }
    this.#waiting.push({ seq, message, line, sentAt: now });
    if (this.#waiting.length <= this.capacity) return null;
    return this.#waiting.shift()?.message.verb ?? null;
  }

  /**
   * The box took `seq`. When an older command still waits, it was evidently lost
   * (the box ACKs each as it comes): it falls due at once instead of after its 250 ms.
   */
  acknowledge(seq: number, now: number): boolean {
    const index = this.#waiting.findIndex((waiting) => waiting.seq === seq);
    if (index < 0) return false;
    this.#waiting.splice(index, 1);
    const oldest = this.#waiting[0];
    if (index > 0 && oldest) oldest.sentAt = Math.min(oldest.sentAt, now - this.resendMs);
    return true;
  }

  /** When the oldest falls due, or null when nothing waits. */
  get dueAt(): number | null {
    const oldest = this.#waiting[0];
    return oldest ? oldest.sentAt + this.resendMs : null;
  }

  /** The oldest command's line when it is due (its clock restarts), else null. */
  due(now: number): string | null {
    const oldest = this.#waiting[0];
    if (!oldest || now - oldest.sentAt < this.resendMs) return null;
    oldest.sentAt = now;
    return oldest.line;
  }

  /** Nothing waits any more; what waited is returned, oldest first. */
  clear(): Unanswered[] {
    const waited = this.#waiting.map(({ seq, message }) => ({ seq, message }));
    this.#waiting = [];
    return waited;
  }
}
