// The proof of a table's box rolls in its game logs (DESIGN.md, "Dice anyone can audit"): a
// proof box's commitment, each box roll with the word index it started at (a roll the game
// refused too), the revealed seed, and where a proof stops (the box restarted and lost its
// seed). Each line is fsynced before the box's event is acknowledged, like every box event.
// A commitment's lines go to the log of the game they belong to: a commitment made before a
// game's log exists is written at its top, and a log let go while its seed is awaited (the
// game just ended, the next one set up) stays open until the seed is in it. Game-neutral:
// the table says when a game starts or ends, and whether the game used a roll.
// A service stopped (kill -9, a pulled plug) between a game's `REVEAL` and the box's `SEED`
// leaves that game's log waiting for its seed. A box that kept its seed (a Bluetooth box: its
// port opening does not reset it) resends the unacknowledged `SEED` to the next service, before
// its next `COMMIT`: the seed goes into the log that holds its commitment. A box that restarted
// (a USB Uno) lost it: its first `COMMIT` is another one, and that log says so (`lost`).

import { randomBytes } from 'node:crypto';
import type { ProofEntry, StopReason, Unrevealed, UnsaltedReason } from '../src/proof.ts';
import { commitmentOf, isSeed, sealOf } from '../src/proof-dice.ts';
import { nodeSha256 } from './sha256.ts';

/**
 * How many commitments one game's log takes (issue 31): a box that commits again and again
 * mid-game (restarts, or a firmware gone wrong) would grow the log without end. Past it, its
 * commitments are not logged (its rolls are then under no commitment: not provable), said once
 * per burst.
 */
export const MAX_COMMITMENTS_PER_LOG = 32;

/** A box roll as the proof sees it against the one before under the same commitment. */
export type RollNews = 'new' | 'resend' | 'reused' | 'stale';

/** A game log as the proof writes to it (a TableLog of the store). */
export interface ProofSink {
  readonly id: string;
  markProof?(entry: ProofEntry): Promise<void>;
  close(): Promise<void>;
}

/** A commitment whose seed is not revealed yet: its lines so far, and the log they are in. */
type Open = {
  commitment: string;
  lines: ProofEntry[];
  /** The word index of its last roll, so a roll taken again (a resend) is written once. */
  lastIndex: number | null;
  /** Its last roll's values: the same index with other values is an index used twice. */
  lastValues?: readonly number[];
  /** The table's salt sent for it (firmware 2.2). */
  salt?: string;
  /** The log its lines are written in (null: no log yet, kept here until there is one). */
  sink: ProofSink | null;
};

async function write(sink: ProofSink, entry: ProofEntry): Promise<void> {
  await sink.markProof?.(entry);
}

/** A game log, not the table's, whose commitment waits for its seed (after a restart). */
export type Waiting = Unrevealed & { id: string };

/** Where the proof finds, and reopens, logs left waiting for a seed by the service before. */
export type BoxProofOptions = {
  /** The newest logs whose commitment waits for its seed. */
  waiting?: () => Promise<Waiting[]>;
  /** Reopens a game's log to append to it. */
  reopen?: (id: string) => Promise<ProofSink>;
  /** Asks the box for its seed (false: it cannot). */
  reveal?: () => boolean;
  /**
   * Sends the table's salt (32 hex) for the commitment just logged (firmware 2.2, DESIGN.md
   * "The table's salt"); false when the box does not take one (it has no `salt`).
   */
  salt?: (salt: string, answered: (why: UnsaltedReason) => void) => boolean;
  /**
   * The box on the link proves its dice (its HELLO lists `proof`): a roll of its without `@n` is
   * logged as it came (`"index":null`, which the verdict names FAILED), not a proof that stops.
   */
  proves?: () => boolean;
  /** Says a refusal (the cap on commitments), once per burst. */
  warn?: (message: string) => void;
};

export class BoxProof {
  #open: Open | null = null;
  /** The table's log now. */
  #current: ProofSink | null = null;
  /** A REVEAL went out for the open commitment and its SEED has not come back. */
  #revealing = false;
  /** Logs the table let go while their seed was awaited: closed once it is written. */
  readonly #retired = new Set<ProofSink>();
  /** The last seed written, so a seed taken again is written once. */
  #lastSeed: string | null = null;
  /** The index of the last roll logged under no known commitment (a resend is written once). */
  #looseIndex: number | null = null;
  /**
   * The table's log is a game that ended: the box's next commitment belongs to the next game,
   * so it waits here for that game's log.
   */
  #ended = false;
  readonly #options: BoxProofOptions;
  /**
   * Logs left waiting for a seed by the service before, looked for at the box's first proof
   * event (null: not yet), each settled by that box's first `SEED` or `COMMIT`.
   */
  #waiting: Waiting[] | null = null;
  /** Commitments written per log (issue 31's cap), and whether the cap's refusal was said. */
  readonly #commitments = new WeakMap<ProofSink, number>();
  #refusing = false;
  /** Commitments the cap kept out of a log. */
  refused = 0;
  /** The commitment the table's game rolled under first, and the log it is in. */
  #seal: { sink: ProofSink; commitment: string } | null = null;

  /** The seal of the table's game: its first box roll's commitment, `93CF 604D`; null before. */
  get sealed(): string | null {
    const seal = this.#seal;
    return seal && seal.sink === this.#current ? sealOf(seal.commitment) : null;
  }

  constructor(options: BoxProofOptions = {}) {
    this.#options = options;
  }

  /** The commitment the box's rolls go under now, or null. */
  get commitment(): string | null {
    return this.#open?.commitment ?? null;
  }

  /**
   * Taken back from a game's log after a restart: a commitment it holds without a seed or a
   * stop is still open (the box may still have its seed: its next COMMIT says so).
   */
  resume(entries: readonly ProofEntry[], log: ProofSink | null): void {
    this.#current = log;
    this.#open = null;
    this.#revealing = false;
    for (const entry of entries) {
      if (entry.line === 'commit') {
        this.#open = { commitment: entry.commitment, lines: [entry], lastIndex: null, sink: log };
      } else if (entry.line === 'roll' && this.#open) {
        this.#open.lines.push(entry);
        this.#open.lastIndex = entry.index;
      } else if (entry.line === 'seed' || entry.line === 'stop') {
        this.#open = null;
      }
    }
  }

  /**
   * The table's log from now on. The open commitment's lines so far are written at its top
   * (a game's first roll comes under a commitment the box made before the game's log existed),
   * unless they wait in another log for the seed the table asked for.
   */
  async adopt(log: ProofSink | null): Promise<void> {
    this.#current = log;
    this.#ended = false;
    const open = this.#open;
    if (!open || !log || open.sink === log) return;
    if (this.#revealing && open.sink !== null) return;
    for (const line of open.lines) await write(log, line);
    open.sink = log;
  }

  /** The table lets go of `log`: closed now, or once the seed it awaits is written in it. */
  async retire(log: ProofSink | null): Promise<void> {
    if (!log) return;
    if (this.#revealing && this.#open?.sink === log) {
      this.#retired.add(log);
      return;
    }
    await log.close();
  }

  /**
   * A REVEAL went out: the SEED that answers it belongs with the open commitment's lines;
   * `ended`: the game ended, so the commitment that follows waits for the next game's log.
   */
  revealSent(ended: boolean): void {
    if (this.#open) this.#revealing = true;
    if (ended) this.#ended = true;
  }

  /**
   * The box's `COMMIT`. The same commitment again (the box answered a HELLO, its seed kept) is
   * not news; another while one is open means the box restarted and lost that one's seed.
   */
  async commit(commitment: string, at: number): Promise<void> {
    if (this.#open?.commitment === commitment) return;
    if (await this.#settleWaiting(commitment, at)) return;
    const open = this.#open;
    // A restart after the REVEAL: the seed asked for is lost, not merely the rest of a game's.
    if (open) await this.#stop(open, this.#revealing ? 'lost' : 'restart', at);
    const entry: ProofEntry = { line: 'commit', commitment, at };
    const sink = this.#ended ? null : this.#current;
    if (sink && !this.#room(sink)) {
      this.#open = null;
      this.#revealing = false;
      return;
    }
    if (sink) await write(sink, entry);
    this.#open = { commitment, lines: [entry], lastIndex: null, sink };
    this.#revealing = false;
    this.#looseIndex = null;
    await this.#salt(at);
  }

  /**
   * The table's salt for the commitment just opened: 16 bytes from the machine's CSPRNG, sent
   * before any roll under it and logged after its commit line (firmware 2.2).
   */
  async #salt(at: number): Promise<void> {
    const open = this.#open;
    const salt = randomBytes(16).toString('hex').toUpperCase();
    const answered = (why: UnsaltedReason) => {
      this.unsalted(salt, why, Date.now()).catch((error: unknown) =>
        this.#options.warn?.(
          `the box went without the table's salt (${why}), and the game log could not say so: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    };
    if (!open || !this.#options.salt?.(salt, answered)) return;
    open.salt = salt;
    const entry: ProofEntry = { line: 'salt', salt, at };
    open.lines.push(entry);
    if (open.sink) await write(open.sink, entry);
  }

  /**
   * The box refused `salt` (`NAK salt-late`) or never answered it: said in the log of its
   * commitment, when that commitment is still open (a salt of one gone by is no news).
   */
  async unsalted(salt: string, why: UnsaltedReason, at: number): Promise<void> {
    const open = this.#open;
    if (!open || open.salt !== salt) return;
    const entry: ProofEntry = { line: 'unsalted', commitment: open.commitment, why, at };
    open.lines.push(entry);
    if (open.sink) await write(open.sink, entry);
  }

  /** Whether `sink` takes one more commitment (issue 31's cap); the refusal said once per burst. */
  #room(sink: ProofSink): boolean {
    const count = this.#commitments.get(sink) ?? 0;
    if (count >= MAX_COMMITMENTS_PER_LOG) {
      this.refused += 1;
      if (!this.#refusing)
        this.#options.warn?.(
          `the box committed ${count} times in game ${sink.id}: further commitments are not logged (at most ${MAX_COMMITMENTS_PER_LOG} a game), so its rolls under them are not provable`,
        );
      this.#refusing = true;
      return false;
    }
    this.#refusing = false;
    this.#commitments.set(sink, count + 1);
    return true;
  }

  /**
   * What a box roll is against the proof so far: `resend` (the same index and values again,
   * after a failed save), `reused` (an index used before, with other values, or behind the
   * last), `stale` (under the commitment of a game that ended, whose seed is still awaited,
   * while the next game runs), else `new`. The table applies only `new` and `resend`.
   */
  news(roll: { values: readonly number[]; index?: number | undefined }): RollNews {
    const open = this.#open;
    const { index } = roll;
    if (index === undefined) return 'new';
    if (open && this.#revealing && open.sink !== null && open.sink !== this.#current)
      return 'stale';
    const last = open ? open.lastIndex : this.#looseIndex;
    if (last === null || index > last) return 'new';
    const same =
      index === last &&
      open?.lastValues !== undefined &&
      open.lastValues.length === roll.values.length &&
      open.lastValues.every((v, i) => v === roll.values[i]);
    return same || !open ? 'resend' : 'reused';
  }

  /**
   * A box roll: with its word index (a proof box), written under the open commitment whether
   * the game used it or not; without one from a box without proof, the open proof stops there;
   * without one from a box that proves its dice, written with `"index":null` (a fault the
   * verdict names).
   */
  async roll(
    roll: { sides: number; values: number[]; index?: number | undefined },
    used: boolean,
    at: number,
  ): Promise<void> {
    const open = this.#open;
    if (roll.index === undefined && !this.#options.proves?.()) {
      if (open) await this.#stop(open, 'no-proof', at);
      return;
    }
    const index = roll.index ?? null;
    // Written already: a resend after a failed save. An index used again with other dice is
    // written (the verdict names it), and the table does not apply it.
    if (this.news(roll) === 'resend') return;
    const entry: ProofEntry = {
      line: 'roll',
      sides: roll.sides,
      values: [...roll.values],
      index,
      used,
      at,
    };
    const sink = open ? open.sink : this.#ended ? null : this.#current;
    if (sink) await write(sink, entry);
    if (open && used && sink && sink === this.#current && this.#seal?.sink !== sink)
      this.#seal = { sink, commitment: open.commitment };
    if (open) open.lines.push(entry);
    // A roll without its @n moves no index: what follows is judged against the rolls before it.
    if (index === null) return;
    if (open) {
      open.lastIndex = Math.max(index, open.lastIndex ?? index);
      open.lastValues = [...roll.values];
    } else {
      this.#looseIndex = index;
    }
  }

  /** The box's `SEED`: written with the commitment it reveals, which it closes. */
  async seed(seed: string, next: number, at: number): Promise<void> {
    const open = this.#open;
    if (!open && seed === this.#lastSeed) return;
    const entry: ProofEntry = { line: 'seed', seed, next, at };
    // Not the open commitment's seed: one a log left by the service before still waits for?
    const hashed = isSeed(seed) ? commitmentOf(nodeSha256, seed) : null;
    if (hashed !== null && open?.commitment.toUpperCase() !== hashed) {
      const waiting = (await this.#waitingLogs()).find(
        (log) => log.commitment.toUpperCase() === hashed,
      );
      if (waiting) {
        await this.#writeTo(waiting, entry);
        this.#lastSeed = seed;
        return;
      }
    }
    const sink = open?.sink ?? this.#current;
    if (sink) await write(sink, entry);
    this.#lastSeed = seed;
    this.#open = null;
    this.#revealing = false;
    await this.#release(sink);
  }

  /** The table closes: logs kept open for a seed are closed (the seed, if it comes, is lost). */
  async close(): Promise<void> {
    const retired = [...this.#retired];
    this.#retired.clear();
    for (const log of retired) await log.close();
  }

  /** The logs the service before left waiting for a seed, looked for once. */
  async #waitingLogs(): Promise<Waiting[]> {
    if (this.#waiting === null) {
      const found = (await this.#options.waiting?.()) ?? [];
      // The table's own log came back with `resume`: its open commitment is handled as usual.
      this.#waiting = found.filter(
        (log) => log.id !== this.#current?.id && log.commitment !== this.#open?.commitment,
      );
    }
    return this.#waiting;
  }

  /** Appends one line to a waiting log, which then waits no more. */
  async #writeTo(log: Waiting, entry: ProofEntry): Promise<void> {
    const reopen = this.#options.reopen;
    if (!reopen) return;
    const sink = await reopen(log.id);
    try {
      await write(sink, entry);
    } finally {
      await sink.close();
    }
    this.#waiting = (this.#waiting ?? []).filter((other) => other !== log);
  }

  /**
   * The box's first `COMMIT` since the service started settles the logs left waiting for a seed
   * (a resent `SEED` comes before it, so any seed the box kept has landed): the one it commits
   * to still has its seed (the `REVEAL` never reached the box), so it is asked for again and
   * goes there (true); the others' seeds died with a box restarted in the meantime.
   */
  async #settleWaiting(commitment: string, at: number): Promise<boolean> {
    const waiting = [...(await this.#waitingLogs())];
    let kept = false;
    for (const log of waiting) {
      if (log.commitment === commitment && !this.#open && this.#options.reopen) {
        const sink = await this.#options.reopen(log.id);
        this.#waiting = (this.#waiting ?? []).filter((other) => other !== log);
        this.#open = { commitment, lines: [], lastIndex: log.lastIndex, sink };
        this.#retired.add(sink);
        this.#revealing = this.#options.reveal?.() ?? false;
        kept = true;
      } else {
        await this.#writeTo(log, { line: 'stop', commitment: log.commitment, why: 'lost', at });
      }
    }
    return kept;
  }

  async #stop(open: Open, why: StopReason, at: number): Promise<void> {
    const sink = open.sink ?? this.#current;
    if (sink) await write(sink, { line: 'stop', commitment: open.commitment, why, at });
    this.#open = null;
    this.#revealing = false;
    await this.#release(sink);
  }

  async #release(sink: ProofSink | null): Promise<void> {
    if (!sink || !this.#retired.delete(sink)) return;
    await sink.close();
  }
}
