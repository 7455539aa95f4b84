// The games folder: one file per game, `<id>.jsonl` (format in README.md here). A new game's
// file appears whole (written and fsynced under a temporary name, then linked into place, the
// folder fsynced); a game re-opened for appending has its torn tail cut first; a set-up never
// started is removed. One writer per game: a second GameLog on it is refused.

import { randomInt } from 'node:crypto';
import {
  type FileHandle,
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rm,
  unlink,
} from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AnyGameModule,
  DEFAULT_GAME,
  type GameAction,
  type GameRegistry,
  loadGame,
} from '../../src/game.ts';
import { reasonOf, StoreError } from './errors.ts';
import {
  APP,
  actionLine,
  actionProblem,
  type BoxIdentity,
  boxIdentity,
  FORMAT_VERSION,
  type GameHeader,
  headerLine,
  readGameLog,
} from './format.ts';
import { GameLog, type OpenLog } from './game-log.ts';

/** `YYYYMMDD-HHMMSS-xxxx`: the UTC creation time and four random characters, so names sort by time. */
export const GAME_ID = /^\d{8}-\d{6}-[a-z0-9]{4}$/;

export type StoreLogger = {
  info(o: unknown, msg?: string): void;
  warn(o: unknown, msg?: string): void;
};

type NewGame = GameAction & { type: 'newGame'; game?: string };

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const FILE_SUFFIX = '.jsonl';
const TEMP_SUFFIX = '.jsonl.tmp';
const CREATE_ATTEMPTS = 5;

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

/** Whether a failed file call failed with the errno `code` (ENOENT, EEXIST). */
export function isCode(error: unknown, code: string): boolean {
  return (error as { code?: unknown })?.code === code;
}

/** A write to a game log that failed with its file open: the file closed, the failure a sentence. */
async function writeFailed(handle: FileHandle, what: string, error: unknown): Promise<never> {
  await handle.close();
  throw new StoreError('write-failed', `${what}: ${reasonOf(error)}`);
}

export class GameFiles {
  readonly gamesDir: string;
  readonly games: GameRegistry;
  readonly #logger: StoreLogger;
  /** Games with a GameLog open here: two writers would interleave their `n`. */
  #open = new Set<string>();

  constructor(options: { gamesDir: string; logger: StoreLogger; games: GameRegistry }) {
    this.gamesDir = options.gamesDir;
    this.games = options.games;
    this.#logger = options.logger;
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
    const path = this.pathOf(id);
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
      return writeFailed(handle, `could not settle the game log ${path}`, error);
    }
    this.#logger.info({ game: id, path }, `game store: new game ${id}`);
    return this.#opened({ id, module, path, handle, lastN: 1, size: bytes.length });
  }

  /** A game's log open for appending here, until it closes: one writer per game. */
  #opened(log: Omit<OpenLog, 'onClose'>): GameLog {
    this.#open.add(log.id);
    return new GameLog({ ...log, onClose: () => this.#open.delete(log.id) });
  }

  /**
   * Forget a game that never left its set-up: a log holding its `newGame` alone, replaced by a
   * newer set-up before anyone started it (choices tried in the lobby leave no trail). A log
   * with anything more is never removed: it is closed instead. True when the file was removed.
   */
  async discard(log: GameLog): Promise<boolean> {
    if (log.lastN !== 1) {
      await log.close();
      return false;
    }
    await log.close();
    await rm(log.path, { force: true });
    await this.#syncDir();
    this.#logger.info({ game: log.id }, `game store: set-up ${log.id} replaced before it started`);
    return true;
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
    const path = this.pathOf(id);
    if (this.#open.has(id)) {
      throw new StoreError('busy', `the game ${id} is already open for writing`);
    }
    const parsed = await readGameLog(await this.readBytes(id), `game ${id}`, this.games);
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
      return writeFailed(handle, `could not repair the game log ${path}`, error);
    }
    const { module, lastN, goodBytes: size } = parsed;
    return this.#opened({ id, module, path, handle, lastN, size });
  }

  /** The ids of the game files in the folder, newest first (ids sort by creation time). */
  async ids(): Promise<string[]> {
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

  /** The file of a game; the id is checked first, so no name reaches the disk unchecked. */
  pathOf(id: string): string {
    if (typeof id !== 'string' || !GAME_ID.test(id)) {
      const shown = typeof id === 'string' ? JSON.stringify(id.slice(0, 40)) : typeof id;
      throw new StoreError('bad-id', `${shown} is not a game id (like 20261121-194000-k3x9)`);
    }
    return join(this.gamesDir, `${id}${FILE_SUFFIX}`);
  }

  async readBytes(id: string): Promise<Buffer> {
    const path = this.pathOf(id);
    try {
      return await readFile(path);
    } catch (error) {
      if (isCode(error, 'ENOENT')) throw new StoreError('not-found', `no game ${id}`);
      throw error;
    }
  }
}
