// The game store: one JSON-lines file per game under `<data>/games/` (format in
// README.md here). It writes, reads, lists and resumes games; the rules stay in
// src/, which replays each log to learn where a game stands. The folder's files are
// game-files.ts's, reading them back game-history.ts's, one log open for appending game-log.ts's.

import { join } from 'node:path';
import type { GameAction, GameRegistry } from '../../src/game.ts';
import { GAME_CATALOG } from '../../src/games/index.ts';
import type { Unrevealed } from '../../src/proof.ts';
import type { boxIdentity } from './format.ts';
import { GAME_ID, GameFiles, type StoreLogger } from './game-files.ts';
import { GameHistory, type GameRecord, type GameSummary } from './game-history.ts';
import type { GameLog } from './game-log.ts';

export { StoreError, type StoreErrorCode } from './errors.ts';
export {
  type BoxIdentity,
  boxIdentity,
  type ClockMark,
  type EndedMark,
  type GameHeader,
  parseGameLog,
} from './format.ts';
export { GAME_ID, newGameId, type StoreLogger } from './game-files.ts';
export type { GameRecord, GameSummary } from './game-history.ts';
export { GameLog } from './game-log.ts';

const STDERR_LOGGER: StoreLogger = {
  info() {},
  warn(o, msg) {
    console.warn(msg ?? o);
  },
};

export class GameStore {
  readonly dir: string;
  readonly gamesDir: string;
  readonly games: GameRegistry;
  readonly #files: GameFiles;
  readonly #history: GameHistory;

  constructor(options: { dir: string; logger?: StoreLogger; games?: GameRegistry }) {
    this.dir = options.dir;
    this.games = options.games ?? GAME_CATALOG;
    this.gamesDir = join(options.dir, 'games');
    const logger = options.logger ?? STDERR_LOGGER;
    this.#files = new GameFiles({ gamesDir: this.gamesDir, logger, games: this.games });
    this.#history = new GameHistory(this.#files, logger);
  }

  /** Makes `<dir>/games` and clears creations a crash left half done (never acknowledged). */
  open(): Promise<void> {
    return this.#files.open();
  }

  /** A new game file holding the header and `newGame` (entry 1), never seen without it. */
  create(newGame: GameAction, box?: Parameters<typeof boxIdentity>[0] | null): Promise<GameLog> {
    return this.#files.create(newGame, box);
  }

  /** Forget a set-up never started (its `newGame` alone); any other log is closed instead. */
  async discard(log: GameLog): Promise<void> {
    if (await this.#files.discard(log)) this.#history.forget(log.id);
  }

  /** Re-open a game for appending after a restart, its torn or garbled tail cut off first. */
  resume(id: string): Promise<GameLog> {
    return this.#files.resume(id);
  }

  /** One game: its header, actions, warnings, and the state its log leads to. */
  read(id: string): Promise<GameRecord> {
    return this.#history.read(id);
  }

  /** For the HTTP routes: null when there is no such game (or the file is not a game). */
  readOrNull(id: string): Promise<GameRecord | null> {
    return this.#history.readOrNull(id);
  }

  /** Whether `id` is shaped like a game id (the routes answer 400 before asking for it). */
  isGameId(id: string): boolean {
    return typeof id === 'string' && GAME_ID.test(id);
  }

  /** Every game, newest first. A file that is not a game is left out with a warning. */
  list(): Promise<GameSummary[]> {
    return this.#history.list();
  }

  /** The game to resume on start: the newest game, if it is neither over nor ended. */
  latestUnfinished(): Promise<GameRecord | null> {
    return this.#history.latestUnfinished();
  }

  /** The newest `count` games whose box commitment still waits for its seed. */
  unrevealed(count = 3): Promise<(Unrevealed & { id: string })[]> {
    return this.#history.unrevealed(count);
  }
}
