// The table's salt awaiting the box's answer (DESIGN.md, "The table's salt"): a 2.2 box ACKs
// the `SALT` it takes, or says `NAK <seq> salt-late` when a salt or a roll came first under its
// commitment. A refusal is final: the box obeys a seq once, so a resend would be ACKed as a
// command already seen, not taken; it leaves the outbox at once. A box that says neither within
// `answerMs` (the outbox resending meanwhile), or whose `SEED` comes first, never answered.
// Either way the proof is told, so the game's log names the box (`unsalted`). Pure: time comes
// in as an argument.

/** Why a commitment's rolls went without the table's salt (src/proof.ts's `UnsaltedReason`). */
export type SaltRefusal = 'refused' | 'silent';

/** Told once when the box refused the salt or never answered it. */
export type SaltAnswered = (why: SaltRefusal) => void;

type Waiting = { seq: number; since: number; answered: SaltAnswered };

export class SaltWait {
  /** Oldest first: a box may commit again (a game ends) before the last salt's answer is due. */
  #waiting: Waiting[] = [];

  constructor(readonly answerMs = 5000) {}

  /** How many salts await the box's answer. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** The `SALT` just sent with our `seq`, at `now`. */
  sent(seq: number, now: number, answered: SaltAnswered): void {
    this.#waiting.push({ seq, since: now, answered });
  }

  /** The box ACKed `seq`: when it is a salt, the box took it. */
  acked(seq: number): void {
    this.#waiting = this.#waiting.filter((waiting) => waiting.seq !== seq);
  }

  /** The box NAKed `seq`: true when it refused a salt (`salt-late`), which is then told. */
  naked(seq: number, reason: string): boolean {
    const waiting = this.#waiting.find((w) => w.seq === seq);
    if (reason !== 'salt-late' || !waiting) return false;
    this.acked(seq);
    waiting.answered('refused');
    return true;
  }

  /**
   * The seqs of the salts that waited `answerMs` without an answer at `now` (each then told);
   * `now` infinite: every salt waiting.
   */
  overdue(now: number): number[] {
    const late = this.#waiting.filter((waiting) => now - waiting.since >= this.answerMs);
    if (late.length === 0) return [];
    this.#waiting = this.#waiting.filter((waiting) => !late.includes(waiting));
    for (const waiting of late) waiting.answered('silent');
    return late.map((waiting) => waiting.seq);
  }

  /**
   * The box forgot our numbers (a HELLO at seq 0): nothing of ours waits any more. `again` gives
   * a salt's new number when it goes again; every other salt waiting is told the box never
   * answered it.
   */
  clear(again: (seq: number) => number | null): void {
    const waited = this.#waiting;
    this.#waiting = [];
    for (const waiting of waited) {
      const seq = again(waiting.seq);
      if (seq === null) waiting.answered('silent');
      else this.#waiting.push({ ...waiting, seq });
    }
  }
}
