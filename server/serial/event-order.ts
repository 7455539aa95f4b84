// The box's events in the order the box made them. Every box line takes the next
// seq, so a seq never seen below a newer one is a line lost (or late) on the wire:
// an event behind such a gap waits for it, because the box resends its oldest
// unACKed event every 250 ms. Heartbeats are never resent, so a gap that stays
// open is given up after a bounded wait. Pure: time comes in as an argument.
import { nextSeq } from '../../src/protocol.ts';
import { HALF_RING, seqAhead } from './seen-events.ts';

/** What a line's seq changes for the events waiting on the wire. */
export type Ordered<E> = {
  /** Events now due, oldest first (empty while the line's event waits for a gap). */
  events: E[];
  /** The line's event came after its wait for it was given up: delivered out of order. */
  late: boolean;
};

/**
 * A line further behind the frontier than this is not a reordered or resent line
 * but a box that counted on while nobody listened (a long outage): start over there.
 */
const REBASE_BEHIND = 64;

/** Seqs `[from, to)` missing since `at`: the first line after them came then. */
type Missing = { from: number; to: number; at: number };

export class EventOrder<E> {
  /** The next seq to pass: every seq before it is delivered, seen or given up. */
  #next: number | null = null;
  /** The seq after the newest line placed (equal to #next when nothing waits). */
  #end: number | null = null;
  /** Seqs at or after the frontier seen as lines other than events (HB, ACK, NAK, HELLO). */
  readonly #seen = new Set<number>();
  /** Events at or after the frontier, waiting for an earlier seq. */
  readonly #held = new Map<number, E>();
  /** The gaps in seq order, each with when it was noticed; pruned as the frontier passes. */
  #missing: Missing[] = [];
  /**
   * When a late line last unblocked the frontier. The box resends only its oldest
   * unACKed event, so the next lost one is resent only after that: its wait starts then.
   */
  #filledAt = Number.NEGATIVE_INFINITY;
  #skipped = 0;

  /** `waitMs`: how long a gap may hold back the events after it (≥ 2 box resends of 250 ms). */
  constructor(readonly waitMs: number) {}

  /** Seqs given up on so far (lines never seen: lost heartbeats, mostly). */
  get skipped(): number {
    return this.#skipped;
  }

  /** Events waiting for an earlier seq. */
  get held(): number {
    return this.#held.size;
  }

  /** When the wait for the gap in front of the held events ends, or null when none wait. */
  get dueAt(): number | null {
    const gap = this.#missing[0];
    return this.#held.size > 0 && gap ? this.#deadline(gap) : null;
  }

  #deadline(gap: Missing): number {
    return Math.max(gap.at, this.#filledAt) + this.waitMs;
  }

  /** A line that is not an event (HB, ACK, NAK, a HELLO the server asked for). */
  line(seq: number, now: number): E[] {
    const released = this.#rebaseIfFarBehind(seq);
    if (this.#behind(seq)) return released;
    this.#place(seq, now);
    this.#seen.add(seq);
    return released.concat(this.#advance(now));
  }

  /** An event seen for the first time (the caller drops resends of delivered ones). */
  event(seq: number, event: E, now: number): Ordered<E> {
    const released = this.#rebaseIfFarBehind(seq);
    if (this.#behind(seq)) return { events: [...released, event], late: true };
    this.#place(seq, now);
    this.#held.set(seq, event);
    return { events: released.concat(this.#advance(now)), late: false };
  }

  /** Gives up the gaps whose wait is over; returns the events that were behind them. */
  expire(now: number): E[] {
    return this.#advance(now);
  }

  /** Every held event, in seq order, gaps or not; the next line starts a new count. */
  flush(): E[] {
    const events = [...this.#held.entries()]
      .sort(([a], [b]) => this.#offset(a) - this.#offset(b))
      .map(([, event]) => event);
    this.#held.clear();
    this.#seen.clear();
    this.#missing = [];
    this.#filledAt = Number.NEGATIVE_INFINITY;
    this.#next = this.#end = null;
    return events;
  }

  /**
   * The box rebooted (`0 HELLO`): it forgot its pending events and counts again from 1.
   * Or (`from`) an event could not be saved: the count goes on again from its resend.
   */
  restart(from = 1): E[] {
    const events = this.flush();
    this.#next = this.#end = from;
    return events;
  }

  /** Steps from the frontier to `seq`. */
  #offset(seq: number): number {
    return this.#next === null ? 0 : seqAhead(this.#next, seq);
  }

  #behind(seq: number): boolean {
    return this.#next !== null && this.#offset(seq) >= HALF_RING;
  }

  /**
   * Lines are never resent but events are, and only a few lines are reordered: a seq
   * far behind the frontier means the box counted on a long way while nobody
   * listened. Start over at it, handing out what was held, in order.
   */
  #rebaseIfFarBehind(seq: number): E[] {
    if (this.#next === null || !this.#behind(seq)) return [];
    if (seqAhead(seq, this.#next) <= REBASE_BEHIND) return [];
    return this.flush();
  }

  /** Moves the newest seq forward, noting the seqs it jumped over as a gap seen now. */
  #place(seq: number, now: number): void {
    if (this.#next === null || this.#end === null) this.#next = this.#end = seq;
    const offset = this.#offset(seq);
    const endOffset = this.#offset(this.#end);
    if (offset < endOffset) return;
    if (offset > endOffset) this.#missing.push({ from: this.#end, to: seq, at: now });
    this.#end = nextSeq(seq);
  }

  /** Moves the frontier over every seen or expired seq; returns the events it passes. */
  #advance(now: number): E[] {
    const out: E[] = [];
    const stuckAt = this.#next;
    while (this.#next !== null && this.#next !== this.#end) {
      const seq: number = this.#next;
      const event = this.#held.get(seq);
      const seen = this.#seen.delete(seq);
      const gap = this.#gapAt(seq);
      if (event !== undefined || seen) {
        if (seq === stuckAt && gap) this.#filledAt = now;
      } else {
        if (gap && now < this.#deadline(gap)) break;
        this.#skipped++;
      }
      if (event !== undefined) {
        this.#held.delete(seq);
        out.push(event);
      }
      this.#next = nextSeq(seq);
    }
    if (this.#next !== null) this.#gapAt(this.#next);
    return out;
  }

  /** The gap holding `seq` (the frontier), after dropping the gaps it has passed. */
  #gapAt(seq: number): Missing | undefined {
    while (this.#missing.length > 0) {
      const gap = this.#missing[0] as Missing;
      const into = seqAhead(gap.from, seq);
      if (into < seqAhead(gap.from, gap.to)) return gap;
      if (into >= HALF_RING) return undefined; // the first gap is still ahead
      this.#missing.shift();
    }
    return undefined;
  }
}
