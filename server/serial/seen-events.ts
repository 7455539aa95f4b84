// Exactly-once delivery of the box's events: the box resends every unacknowledged
// BTN/ROLLING/ROLL (an ACK can be lost), so the server remembers which event
// numbers it has applied. Pure: no clock, no I/O.
import { MAX_SEQ } from '../../src/protocol.ts';

/** Half the 1–9999 ring: a number further behind the newest than this is from an earlier lap. */
export const HALF_RING = Math.floor(MAX_SEQ / 2);

/** How many steps `to` is ahead of `from` on the 1–9999 ring (9999 → 1 is one step). */
export function seqAhead(from: number, to: number): number {
  return (((to - from) % MAX_SEQ) + MAX_SEQ) % MAX_SEQ;
}

/**
 * The box's event numbers already taken, for as long as the box has not said HELLO (or
 * rebooted). "Seen" is on the 1–9999 ring: every box message moves the newest number
 * (heartbeats too), and an event number more than half a ring behind it is forgotten,
 * so the same number on the next lap after 9999 counts as new, while any number within
 * the half ring behind the newest (a replay after 100 events, or 4,000) is a resend.
 * Memory is bounded by the ring: at most half of its 9999 numbers are kept.
 */
export class SeenEvents {
  readonly #seen = new Set<number>();
  #newest: number | null = null;

  /** `capacity` bounds memory; half the ring is all that can be remembered anyway. */
  constructor(readonly capacity = HALF_RING) {}

  /** Note the number of any box message (HB, ACK, HELLO…): it ages the remembered events. */
  observe(seq: number): void {
    if (seq === 0) return;
    if (this.#newest !== null) {
      const ahead = seqAhead(this.#newest, seq);
      if (ahead === 0 || ahead >= HALF_RING) return;
    }
    this.#newest = seq;
    for (const old of this.#seen) {
      if (seqAhead(old, seq) >= HALF_RING) this.#seen.delete(old);
    }
  }

  /** True the first time an event number is offered, false for a resend of it. */
  firstTime(seq: number): boolean {
    this.observe(seq);
    if (this.#seen.has(seq)) return false;
    this.#seen.add(seq);
    if (this.#seen.size > this.capacity) {
      const oldest = this.#seen.values().next().value;
      if (oldest !== undefined) this.#seen.delete(oldest);
    }
    return true;
  }

  /** `seq` was not taken after all (its handling failed): the box's resend of it is new. */
  unsee(seq: number): void {
    this.#seen.delete(seq);
  }

  has(seq: number): boolean {
    return this.#seen.has(seq);
  }

  /** The box rebooted (`0 HELLO`): its numbers start over, so the old ones mean nothing. */
  forget(): void {
    this.#seen.clear();
    this.#newest = null;
  }

  get size(): number {
    return this.#seen.size;
  }
}
