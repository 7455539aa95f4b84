// The game store: one JSON-lines file per game under `<data>/games/` (format in
// README.md here). It writes, reads, lists and resumes games; the rules stay in
// src/, which replays each log to learn where a game stands.

import { randomInt } from 'node:crypto';
import { link, mkdir, open, readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AnyGameModule,
  DEFAULT_GAME,
  type Ending,
  type GameAction,
  type GameRegistry,
  loadGame,
  type Replayed,
  replayWith,
  type Status,
} from '../../src/game.ts';
import { GAME_CATALOG } from '../../src/games/index.ts';
import { type ProofEntry, type Unrevealed, unrevealedOf } from '../../src/proof.ts';
import type { Checkpoint } from '../../src/table/clock-return.ts';
import { reasonOf, StoreError } from './errors.ts';
import {
  APP,
  actionLine,
  actionProblem,
  type BoxIdentity,
  boxIdentity,
  type ClockMark,
  type EndedMark,
  FORMAT_VERSION,
  type GameHeader,
  headerLine,
  readGameLog,
} from './format.ts';
import { GameLog } from './game-log.ts';

export { StoreError, type StoreErrorCode } from './errors.ts';
export {
  type BoxIdentity,
  boxIdentity,
  type ClockMark,
  type EndedMark,
  type GameHeader,
  parseGameLog,
} from './format.ts';
export { GameLog } from './game-log.ts';

/** `YYYYMMDD-HHMMSS-xxxx`: the UTC creation time and four random characters, so names sort by time. */
export const GAME_ID = /^\d{8}-\d{6}-[a-z0-9]{4}$/;

export type StoreLogger = {
  info(o: unknown, msg?: string): void;
  warn(o: unknown, msg?: string): void;
};

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

type NewGame = GameAction & { type: 'newGame'; game?: string };

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const FILE_SUFFIX = '.jsonl';
const TEMP_SUFFIX = '.jsonl.tmp';
/** Files read at once by list(): enough to overlap the disk, few enough for any fd limit. */
const READ_CONCURRENCY = 8;
const CREATE_ATTEMPTS = 5;

const STDERR_LOGGER: StoreLogger = {
  info() {},
  warn(o, msg) {
    console.warn(msg ?? o);
  },
};

/** A fresh id for a game created at `createdAt` (epoch ms). */
export function newGameId(createdAt: number): string {
  const stamp = new Date(createdAt).toISOString(); // 2026-11-21T19:40:00.000Z
  const digits = stamp.slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  let suffix = '';
  for (let i = 0; i < 4; i += 1) suffix += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  const id = `${digits}-${suffix}`;
  if (!GAME_ID.test(id)) throw new RangeError(`no game id for a game created at ${createdAt}`);
  return id;
}

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

function isCode(error: unknown, code: string): boolean {
  return (error as { code?: unknown })?.code === code;
}

export class GameStore {
  readonly dir: string;
  readonly gamesDir: string;
  readonly games: GameRegistry;
  #logger: StoreLogger;
  /** Games with a GameLog open here: two writers would interleave their `n`. */
  #open = new Set<string>();
  /** list() replays each game once per change of the file's size or mtime. */
  #summaries = new Map<string, { size: number; mtimeMs: number; summary: GameSummary }>();

  constructor(options: { dir: string; logger?: StoreLogger; games?: GameRegistry }) {
    this.dir = options.dir;
    this.games = options.games ?? GAME_CATALOG;
    this.gamesDir = join(options.dir, 'games');
    this.#logger = options.logger ?? STDERR_LOGGER;
  }

  /** Makes `<dir>/games` and clears creations a crash left half done (never acknowledged). */
  async open(): Promise<void> {
    await mkdir(this.gamesDir, { recursive: true });
    for (const name of await readdir(this.gamesDir)) {
      if (name.startsWith('.') && name.endsWith(TEMP_SUFFIX)) {
        await rm(join(this.gamesDir, name), { force: true });
        this.#logger.warn({ file: name }, `game store: removed ${name}, a game creation cut short`);
      }
    }
  }

  /**
   * A new game file holding the header and `newGame` (entry 1). The file is
   * written and fsynced under a temporary name, then linked into place: a game
   * file is never seen without its set-up.
   */
  async create(
    newGame: GameAction,
    box?: Parameters<typeof boxIdentity>[0] | null,
  ): Promise<GameLog> {
    const game = (newGame as NewGame).game ?? DEFAULT_GAME;
    const module = await loadGame(this.games, game);
    const problem = module ? actionProblem(module, newGame) : `no game ${JSON.stringify(game)}`;
    if (!module || newGame.type !== 'newGame' || problem !== null) {
      throw new TypeError(`GameStore.create takes a newGame action (${problem ?? newGame.type})`);
    }
    for (let attempt = 1; attempt <= CREATE_ATTEMPTS; attempt += 1) {
      const log = await this.#tryCreate(module, newGame as NewGame, box ? boxIdentity(box) : null);
      if (log) return log;
    }
    throw new StoreError('write-failed', `no free game id after ${CREATE_ATTEMPTS} tries`);
  }

  /** null when the random id was taken (the same second, the same four characters). */
  async #tryCreate(
    module: AnyGameModule,
    newGame: NewGame,
    box: BoxIdentity | null,
  ): Promise<GameLog | null> {
    const id = newGameId(newGame.at);
    const path = this.#pathOf(id);
    const temp = join(this.gamesDir, `.${id}${TEMP_SUFFIX}`);
    const header: GameHeader = {
      kind: 'game',
      v: FORMAT_VERSION,
      id,
      createdAt: newGame.at,
      app: APP,
      game: module.id,
      module: module.version,
      ...(box ? { box } : {}),
    };
    const bytes = Buffer.from(headerLine(header) + actionLine(1, newGame));
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(temp, 'ax');
    } catch (error) {
      if (isCode(error, 'EEXIST')) return null;
      throw new StoreError('write-failed', `could not create a game log: ${reasonOf(error)}`);
    }
    try {
      await handle.write(bytes);
      await handle.sync();
      // link, unlike rename, refuses to replace a game that already has this id.
      await link(temp, path);
    } catch (error) {
      await handle.close();
      await rm(temp, { force: true });
      if (isCode(error, 'EEXIST')) return null;
      throw new StoreError(
        'write-failed',
        `could not create the game log ${path}: ${reasonOf(error)}`,
      );
    }
    try {
      await unlink(temp);
      await this.#syncDir();
    } catch (error) {
      await handle.close();
      throw new StoreError(
        'write-failed',
        `could not settle the game log ${path}: ${reasonOf(error)}`,
      );
    }
    this.#open.add(id);
    this.#logger.info({ game: id, path }, `game store: new game ${id}`);
    return new GameLog({
      id,
      module,
      path,
      handle,
      lastN: 1,
      size: bytes.length,
      onClose: () => this.#open.delete(id),
    });
  }

  /**
   * Forget a game that never left its set-up: a log holding its `newGame` alone, replaced by a
   * newer set-up before anyone started it (choices tried in the lobby leave no trail). A log
   * with anything more is never removed: it is closed instead.
   */
  async discard(log: GameLog): Promise<void> {
    if (log.lastN !== 1) {
      await log.close();
      return;
    }
    await log.close();
    await rm(log.path, { force: true });
    this.#summaries.delete(log.id);
    await this.#syncDir();
    this.#logger.info({ game: log.id }, `game store: set-up ${log.id} replaced before it started`);
  }

  /** A new name is durable only once its folder is fsynced. */
  async #syncDir(): Promise<void> {
    const dir = await open(this.gamesDir, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  /**
   * Re-open a game for appending after a restart. A torn or garbled tail is cut
   * off first (with a warning), so the next line does not glue onto it.
   */
  async resume(id: string): Promise<GameLog> {
    const path = this.#pathOf(id);
    if (this.#open.has(id)) {
      throw new StoreError('busy', `the game ${id} is already open for writing`);
    }
    const parsed = await readGameLog(await this.#readBytes(id), `game ${id}`, this.games);
    // The line-by-line warnings are the reader's (read, latestUnfinished); here only the repair is told.
    const handle = await open(path, 'a');
    try {
      const { size } = await handle.stat();
      if (size > parsed.goodBytes) {
        await handle.truncate(parsed.goodBytes);
        await handle.sync();
        this.#logger.warn(
          { game: id, dropped: size - parsed.goodBytes },
          `game ${id}: cut ${size - parsed.goodBytes} bytes of torn or garbled tail before resuming`,
        );
      }
    } catch (error) {
      await handle.close();
      throw new StoreError(
        'write-failed',
        `could not repair the game log ${path}: ${reasonOf(error)}`,
      );
    }
    this.#open.add(id);
    return new GameLog({
      id,
      module: parsed.module,
      path,
      handle,
      lastN: parsed.lastN,
      size: parsed.goodBytes,
      onClose: () => this.#open.delete(id),
    });
  }

  /** One game: its header, actions, warnings, and the state its log leads to. */
  async read(id: string): Promise<GameRecord> {
    const parsed = await readGameLog(await this.#readBytes(id), `game ${id}`, this.games);
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

  /** Whether `id` is shaped like a game id (the routes answer 400 before asking for it). */
  isGameId(id: string): boolean {
    return typeof id === 'string' && GAME_ID.test(id);
  }

  /** Every game, newest first. A file that is not a game is left out with a warning. */
  async list(): Promise<GameSummary[]> {
    const ids = await this.#ids();
    const found = await mapLimit(ids, READ_CONCURRENCY, (id) => this.#summary(id));
    for (const id of this.#summaries.keys()) if (!ids.includes(id)) this.#summaries.delete(id);
    return found
      .filter((summary): summary is GameSummary => summary !== null)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  }

  /** The ids of the game files in the folder, newest first (ids sort by creation time). */
  async #ids(): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.gamesDir);
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      throw error;
    }
    return names
      .filter((name) => name.endsWith(FILE_SUFFIX))
      .map((name) => name.slice(0, -FILE_SUFFIX.length))
      .filter((id) => GAME_ID.test(id))
      .sort()
      .reverse();
  }

  async #summary(id: string): Promise<GameSummary | null> {
    try {
      const { size, mtimeMs } = await stat(this.#pathOf(id));
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
    const ids = await this.#ids();
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
    for (const id of (await this.#ids()).slice(0, count)) {
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

  /** The file of a game; the id is checked first, so no name reaches the disk unchecked. */
  #pathOf(id: string): string {
    if (!this.isGameId(id)) {
      const shown = typeof id === 'string' ? JSON.stringify(id.slice(0, 40)) : typeof id;
      throw new StoreError('bad-id', `${shown} is not a game id (like 20261121-194000-k3x9)`);
    }
    return join(this.gamesDir, `${id}${FILE_SUFFIX}`);
  }

  async #readBytes(id: string): Promise<Buffer> {
    const path = this.#pathOf(id);
    try {
      return await readFile(path);
    } catch (error) {
      if (isCode(error, 'ENOENT')) throw new StoreError('not-found', `no game ${id}`);
      throw error;
    }
  }
}
