// A table's recorder: the life of its game logs and of the box's proof in them. It opens a
// game's log (a set-up, or a START straight from the lobby), marks a game replaced before its
// end as ended, throws away a lobby's log replaced by another, keeps a game that just ended
// open while the box's seed for it is awaited (box-proof.ts), appends each accepted action
// and each proof line (fsynced: the store's), and the table clock's marks (clock.ts). The
// runner (table.ts) calls it for the core's `log` and `proof` effects; it knows no game.

import { type AnyGameModule, type GameAction, replayWith } from '../src/game.ts';
import type { BoxStatus } from '../src/messages.ts';
import type { ProofEntry, Unrevealed } from '../src/proof.ts';
import { type Checkpoint, lastActionAt } from '../src/table/clock-return.ts';
import { type Effect, type ProofLine, resumedLine, type TableCore } from '../src/table/core.ts';
import { BoxProof } from './box-proof.ts';
import type { ClockMark, EndedMark } from './store/index.ts';

/** What the session needs from the game store (server/store). */
export interface TableStore {
  create(newGame: GameAction, box?: BoxStatus): Promise<TableLog>;
  /** Close a log, and remove it when it holds its set-up alone (a lobby replaced by another). */
  discard(log: TableLog): Promise<void>;
  resume(id: string): Promise<TableLog>;
  latestUnfinished(): Promise<{
    id: string;
    module: AnyGameModule;
    actions: GameAction[];
    warnings: string[];
    /** The table's clock against the wall's when the game last marked it (server/clock.ts). */
    clock?: ClockMark | null;
    /** The last checkpoint of its running timer (src/table/clock-return.ts). */
    checkpoint?: Checkpoint | null;
    /** The box's proof lines in the log (server/box-proof.ts). */
    proof?: ProofEntry[];
  } | null>;
  /** The newest games whose box commitment waits for its seed (server/box-proof.ts). */
  unrevealed?(): Promise<(Unrevealed & { id: string })[]>;
}

export interface TableLog {
  readonly id: string;
  /** How many entries the log holds (1: its newGame alone). */
  readonly lastN: number;
  append(action: GameAction): Promise<void>;
  /** Keep the table's clock against the wall's (after a step), fsynced like an action. */
  markClock?(mark: ClockMark): Promise<void>;
  /** Keep a checkpoint of the running timer, fsynced like an action. */
  markCheckpoint?(checkpoint: Checkpoint): Promise<void>;
  /** Keep a line of the box's proof (a commitment, a box roll, a seed), fsynced like an action. */
  markProof?(entry: ProofEntry): Promise<void>;
  /** Mark the game as ended before its end (its last line), fsynced like an action. */
  markEnded?(mark: EndedMark): Promise<void>;
  close(): Promise<void>;
}

export type SessionLogger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

/** What a resumed game's log says of its clock, for the table to set its own from. */
export type ResumedClock = {
  mark: ClockMark | null;
  checkpoint: Checkpoint | null;
  /** The game as replayed. */
  table: TableCore;
  /** The table's time of its last action, or null. */
  lastAt: number | null;
};

export type RecorderOptions = {
  store: TableStore;
  /** The box as the log's header keeps it. */
  box: () => BoxStatus;
  /** Asks a proof box for its seed (false: it cannot). */
  reveal: () => boolean;
  /**
   * Sends the table's salt after a commitment (false: the box takes none); `answered` is told
   * when the box refuses it or never answers it.
   */
  salt?: (salt: string, answered: (why: 'refused' | 'silent') => void) => boolean;
  /** The box on the link proves its dice: its roll without `@n` is a fault, not a box without proof. */
  proves?: () => boolean;
  /** The mark a new game's log starts with when the table's clock is off the wall's, or null. */
  clockMark: () => ClockMark | null;
  logger: SessionLogger;
};

const under = (status: string) => status === 'playing' || status === 'paused';

export class Recorder {
  readonly #options: RecorderOptions;
  #log: TableLog | null = null;
  #gameId: string | null = null;
  /** The proof of the box's rolls in the game logs. */
  readonly #proof: BoxProof;

  constructor(options: RecorderOptions) {
    this.#options = options;
    this.#proof = new BoxProof({
      waiting: async () => (await options.store.unrevealed?.()) ?? [],
      reopen: (id) => options.store.resume(id),
      reveal: options.reveal,
      ...(options.salt ? { salt: options.salt } : {}),
      ...(options.proves ? { proves: options.proves } : {}),
      warn: (message) => options.logger.warn(message),
    });
  }

  /** The seal of the game's dice, `93CF 604D`, from its first box roll on; null before. */
  get sealed(): string | null {
    return this.#proof.sealed;
  }

  /** The game log's id, or null before the table's first game. */
  get gameId(): string | null {
    return this.#gameId;
  }

  /**
   * The latest unfinished game, replayed from its log, its log reopened for appending (null:
   * none). `clock` sets the table's clock from the game's last mark and checkpoint before
   * `now` is read.
   */
  async resumeLatest(
    now: () => number,
    clock: (found: ResumedClock) => void,
  ): Promise<TableCore | null> {
    const { store, logger } = this.#options;
    const latest = await store.latestUnfinished();
    if (!latest) return null;
    for (const warning of latest.warnings) logger.warn(`game ${latest.id}: ${warning}`);
    const replayed = replayWith<unknown, GameAction>(latest.module, latest.actions);
    for (const r of replayed.refused) {
      logger.warn(
        `game ${latest.id}: entry ${r.index + 1} (${r.action.type}) skipped: ${r.error.message}`,
      );
    }
    const table: TableCore = { module: latest.module, state: replayed.state, logged: true };
    clock({
      mark: latest.clock ?? null,
      checkpoint: latest.checkpoint ?? null,
      table,
      lastAt: lastActionAt(latest.actions),
    });
    const line = resumedLine(table, latest.id, now());
    this.#log = await store.resume(latest.id);
    this.#gameId = latest.id;
    this.#proof.resume(latest.proof ?? [], this.#log);
    logger.info(line);
    return table;
  }

  /** Appends the core's `log` effect: a `newGame` opens the next game's log. */
  async record(effect: Effect & { type: 'log' }): Promise<void> {
    const { action } = effect;
    if (action.type === 'newGame') return this.#open(effect);
    if (!this.#log) {
      // START straight from the lobby: the game's log opens with its set-up.
      const setUp = effect.setUp ?? effect.module.newGameOf(effect.module.lobby(), action.at);
      await this.#adopt(await this.#options.store.create(setUp, this.#options.box()));
    }
    await (this.#log as TableLog | null)?.append(action);
  }

  async #open(effect: Effect & { type: 'log' }): Promise<void> {
    const previous = this.#log;
    const { action, before } = effect;
    // A game under way that a new set-up replaces was ended before its end: its log says so
    // (and by whom), before the new game's log exists.
    if (previous?.markEnded && under(before)) {
      await previous.markEnded({ at: action.at, by: effect.endedBy });
    }
    const log = await this.#options.store.create(action, this.#options.box());
    // A game left unfinished for a new one ends here for the proof: its seed goes in its log.
    if (under(before)) this.reveal(true);
    // A set-up changed in the lobby replaces the one before it; a game that began is kept.
    if (previous && before === 'lobby') {
      await this.#options.store.discard(previous);
    } else {
      // Kept open while the box's seed for it is awaited (the game just ended).
      await this.#proof.retire(previous);
    }
    await this.#adopt(log);
  }

  async #adopt(log: TableLog): Promise<void> {
    this.#log = log;
    this.#gameId = log.id;
    await this.markClock(this.#options.clockMark());
    await this.#proof.adopt(log);
  }

  /**
   * A game started or ended: a proof box reveals its seed, so the game's box rolls run from
   * word @0 of a commitment made before them; `ended`: the commitment that follows is the next game's.
   */
  reveal(ended: boolean): void {
    if (this.#options.reveal()) this.#proof.revealSent(ended);
  }

  /**
   * Why a box roll is not the game's to apply (an index used twice, or a roll under the last
   * game's commitment while its seed is awaited), as the table's refusal `box/proof`, or null.
   */
  rollRefused(roll: {
    values: readonly number[];
    index?: number | undefined;
  }): { ok: false; error: string; code: 'box/proof' } | null {
    const refused = (error: string) => ({ ok: false as const, error, code: 'box/proof' as const });
    switch (this.#proof.news(roll)) {
      case 'reused':
        return refused(
          `the box rolled at word @${roll.index} again with other dice: refused, a word index is used once`,
        );
      case 'stale':
        return refused(
          'the box rolled under the last game’s commitment before revealing its seed: refused, roll again',
        );
      default:
        return null;
    }
  }

  /** A line of the box's proof, in the log of the commitment it belongs to. */
  async proof(entry: ProofLine): Promise<void> {
    switch (entry.line) {
      case 'commit':
        return this.#proof.commit(entry.commitment, entry.at);
      case 'roll':
        return this.#proof.roll(entry.roll, entry.used, entry.at);
      case 'seed':
        return this.#proof.seed(entry.seed, entry.next, entry.at);
    }
  }

  /** Writes a clock mark into the table's log; one that cannot be written is logged. */
  async markClock(mark: ClockMark | null): Promise<void> {
    if (mark) await this.#mark((log) => log.markClock?.(mark), "the clock's step");
  }

  /** Writes a checkpoint of the running timer; one that cannot be written is logged. */
  async markCheckpoint(checkpoint: Checkpoint): Promise<void> {
    await this.#mark((log) => log.markCheckpoint?.(checkpoint), "the timer's checkpoint");
  }

  async #mark(write: (log: TableLog) => Promise<void> | undefined, what: string): Promise<void> {
    const log = this.#log;
    if (!log) return;
    try {
      await write(log);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.#options.logger.error(`${what} could not be written to the game log: ${why}`);
    }
  }

  /** Closes the table's log, and those kept open for a seed (the seed, if it comes, is lost). */
  async close(): Promise<void> {
    await this.#log?.close();
    this.#log = null;
    await this.#proof.close();
  }
}
