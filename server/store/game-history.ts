// The games read back: one game's record (the state its log leads to, replayed with the
// module its header names), every game newest first (each replayed once per change of its
// file), the game to resume on start, and the newest games whose box seed is awaited.

import { stat } from 'node:fs/promises';
import {
  type AnyGameModule,
  type Ending,
  type GameAction,
  type GameRegistry,
  type Replayed,
  replayWith,
  type Status,
} from '../../src/game.ts';
import { type ProofEntry, type Unrevealed, unrevealedOf } from '../../src/proof.ts';
import type { Checkpoint } from '../../src/table/clock-return.ts';
import { StoreError } from './errors.ts';
import { type ClockMark, type EndedMark, type GameHeader, readGameLog } from './format.ts';
import { type GameFiles, isCode, type StoreLogger } from './game-files.ts';

export type GameRecord = {
  id: string;
  header: GameHeader;
  /** The game module the log names: it replayed the log. */
  module: AnyGameModule;
  actions: GameAction[];
  /** Lines dropped or skipped on reading, and other oddities, one sentence each. */
  warnings: string[];
  /** Where the log leads: a fold of the module's reducer over `actions`. */
  state: unknown;
  /** Entries the reducer refused (a hand-edited log); a log this service wrote has none. */
  refused: Replayed<unknown, GameAction>['refused'];
  /** The table's clock against the wall's when last marked, null if never (format.ts). */
  clock: ClockMark | null;
  /** The last checkpoint of a running timer, or null (src/table/clock-return.ts). */
  checkpoint: Checkpoint | null;
  /** The box's proof lines (src/proof.ts), in the log's order. */
  proof: ProofEntry[];
  /** Ended before its end (format.ts), or null. */
  ended: EndedMark | null;
};

export type GameSummary = {
  id: string;
  createdAt: number;
  /** The `at` of the last action. */
  updatedAt: number;
  actions: number;
  /** The game module, and where the game stands in the shell's words. */
  game: string;
  status: Status;
  ending: Ending | null;
  /** The game's own phase and outcome, as its public view names them. */
  phase: string;
  outcome: unknown;
  /** Ended before its end, from a screen (`by`), or null. */
  ended: EndedMark | null;
  warnings: number;
};

/** Files read at once by list(): enough to overlap the disk, few enough for any fd limit. */
const READ_CONCURRENCY = 8;

/** Run `work` over `items`, at most `limit` at a time, results in order. */
async function mapLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export class GameHistory {
  readonly #files: GameFiles;
  readonly #games: GameRegistry;
  readonly #logger: StoreLogger;
  /** list() replays each game once per change of the file's size or mtime. */
  #summaries = new Map<string, { size: number; mtimeMs: number; summary: GameSummary }>();

  constructor(files: GameFiles, logger: StoreLogger) {
    this.#files = files;
    this.#games = files.games;
    this.#logger = logger;
  }

  /** A game removed from the folder: list() forgets it. */
  forget(id: string): void {
    this.#summaries.delete(id);
  }

  /** One game: its header, actions, warnings, and the state its log leads to. */
  async read(id: string): Promise<GameRecord> {
    const parsed = await readGameLog(await this.#files.readBytes(id), `game ${id}`, this.#games);
    const warnings = [...parsed.warnings];
    if (parsed.header.id !== id) {
      warnings.push(`the header names the game ${parsed.header.id}, the file ${id}`);
    }
    const { goodBytes: _bytes, lastN: _lastN, warnings: _read, ...kept } = parsed;
    const { state, refused } = replayWith<unknown, GameAction>(kept.module, kept.actions);
    return { ...kept, id, warnings, state, refused };
  }

  /** For the HTTP routes: null when there is no such game (or the file is not a game). */
  async readOrNull(id: string): Promise<GameRecord | null> {
    try {
      return await this.read(id);
    } catch (error) {
      if (
        error instanceof StoreError &&
        (error.code === 'not-found' || error.code === 'not-a-game')
      ) {
        return null;
      }
      throw error;
    }
  }

  /** Every game, newest first. A file that is not a game is left out with a warning. */
  async list(): Promise<GameSummary[]> {
    const ids = await this.#files.ids();
    const found = await mapLimit(ids, READ_CONCURRENCY, (id) => this.#summary(id));
    for (const id of this.#summaries.keys()) if (!ids.includes(id)) this.#summaries.delete(id);
    return found
      .filter((summary): summary is GameSummary => summary !== null)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  }

  async #summary(id: string): Promise<GameSummary | null> {
    try {
      const { size, mtimeMs } = await stat(this.#files.pathOf(id));
      const cached = this.#summaries.get(id);
      if (cached && cached.size === size && cached.mtimeMs === mtimeMs) return cached.summary;
      const record = await this.read(id);
      const last = record.actions[record.actions.length - 1];
      const updatedAt = last?.at ?? record.header.createdAt;
      const { module, state } = record;
      const status = module.status(state);
      const view = module.view(state, updatedAt) as { phase?: unknown; outcome?: unknown };
      const summary: GameSummary = {
        id,
        createdAt: record.header.createdAt,
        updatedAt,
        actions: record.actions.length,
        game: module.id,
        status,
        ending: module.ending(state),
        phase: typeof view.phase === 'string' ? view.phase : status,
        outcome: view.outcome ?? null,
        ended: record.ended,
        warnings: record.warnings.length + record.refused.length,
      };
      this.#summaries.set(id, { size, mtimeMs, summary });
      return summary;
    } catch (error) {
      // Removed since readdir, or not a game: neither stops the list.
      if (!(error instanceof StoreError) && !isCode(error, 'ENOENT')) throw error;
      if (error instanceof StoreError) this.#logger.warn({ game: id }, error.message);
      return null;
    }
  }

  /**
   * The game to resume on start: the newest game, if it is not over. An older
   * unfinished game was abandoned when a newer one was set up, so it is never
   * brought back. A game still in the lobby counts: resuming it keeps the set-up. A game ended
   * before its end (an ended mark) is not resumed either.
   */
  async latestUnfinished(): Promise<GameRecord | null> {
    // Only the newest readable games are read: a start never replays the whole folder. Ids
    // sort by the second of creation; games made within one second are told apart by header.
    const ids = await this.#files.ids();
    for (let from = 0; from < ids.length; ) {
      const second = (ids[from] as string).slice(0, 15);
      let to = from;
      while (to < ids.length && (ids[to] as string).startsWith(second)) to += 1;
      const records: GameRecord[] = [];
      for (const id of ids.slice(from, to)) {
        const record = await this.#readable(id);
        if (record) records.push(record);
      }
      const newest = records.sort(
        (a, b) => b.header.createdAt - a.header.createdAt || (a.id < b.id ? 1 : -1),
      )[0];
      if (newest) {
        const finished = newest.module.status(newest.state) === 'over' || newest.ended !== null;
        return finished ? null : newest;
      }
      from = to;
    }
    return null;
  }

  /**
   * The newest `count` games whose box commitment still waits for its seed (src/proof.ts
   * `unrevealedOf`): a service stopped between a game's `REVEAL` and the box's `SEED` leaves one,
   * and the box resends that `SEED` to the next service (server/box-proof.ts).
   */
  async unrevealed(count = 3): Promise<(Unrevealed & { id: string })[]> {
    const found: (Unrevealed & { id: string })[] = [];
    for (const id of (await this.#files.ids()).slice(0, count)) {
      const waiting = unrevealedOf((await this.#readable(id))?.proof ?? []);
      if (waiting) found.push({ id, ...waiting });
    }
    return found;
  }

  /** A game, or null with a warning when its file is gone or is not a game this version reads. */
  async #readable(id: string): Promise<GameRecord | null> {
    try {
      return await this.read(id);
    } catch (error) {
      if (!(error instanceof StoreError) && !isCode(error, 'ENOENT')) throw error;
      if (error instanceof StoreError) this.#logger.warn({ game: id }, error.message);
      return null;
    }
  }
}
