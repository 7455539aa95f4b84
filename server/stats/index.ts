// Every game of every table's folder, read for the history and the numbers. Each log's facts
// (its history line, report and dice: src/stats/games.ts) are cached by file path, size and
// mtime, so a second call replays only the logs that changed since.

import { close, fstat, open, read, stat } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { GameRegistry } from '../../src/game.ts';
import type { StatsResponse } from '../../src/report.ts';
import { type GameFacts, gameFacts } from '../../src/stats/games.ts';
import { statsOf } from '../../src/stats/stats.ts';
import { nodeSha256 } from '../sha256.ts';
import { StoreError } from '../store/errors.ts';
import { type GameHeader, type ParsedLog, readGameLog } from '../store/format.ts';
import { GAME_ID } from '../store/index.ts';

/** What the history reads of a table's store: where its logs are and the games it knows (GameStore has both). */
export interface LogFolder {
  readonly gamesDir: string;
  readonly games: GameRegistry;
}

/**
 * A table and its store. Typed `object` because the app's stores are typed by what the table
 * session needs; a store that does not say where its logs are is a programmer's error.
 */
export type Folder = { table: string; store: LogFolder | object };

function logFolder({ table, store }: Folder): LogFolder {
  const folder = store as Partial<LogFolder>;
  if (typeof folder.gamesDir !== 'string' || typeof folder.games !== 'object') {
    throw new TypeError(`the store of table ${table} has no gamesDir and games (a GameStore has)`);
  }
  return folder as LogFolder;
}

/** One game read in full: its facts and its log as parsed. */
export type GameRead = { facts: GameFacts; log: ParsedLog; path: string };

const SUFFIX = '.jsonl';
/** Files read at once: enough to keep the disk busy while logs replay, few enough for any fd limit. */
const READ_CONCURRENCY = 32;

// fs's callback forms, one open per log: in a cold pass's CPU profile on a busy machine,
// fs/promises' stat and readFile held the event loop for a third of the pass.
const statOf = promisify(stat);
const openOf = promisify(open);
const fstatOf = promisify(fstat);
const readOf = promisify(read);
const closeOf = promisify(close);

type Stamp = { size: number; mtimeMs: number };

/**
 * A log's bytes and its size and mtime, from one open: the file's own fstat gives both the cache
 * key and how much to read. A file that grows meanwhile is read up to the size it had.
 */
async function readLog(path: string): Promise<Stamp & { bytes: Buffer }> {
  const fd = await openOf(path, 'r');
  try {
    const { size, mtimeMs } = await fstatOf(fd);
    const bytes = Buffer.allocUnsafe(size);
    let got = 0;
    while (got < size) {
      const { bytesRead } = await readOf(fd, bytes, got, size - got, got);
      if (bytesRead === 0) break; // cut short since the fstat
      got += bytesRead;
    }
    return { size, mtimeMs, bytes: got < size ? bytes.subarray(0, got) : bytes };
  } finally {
    await closeOf(fd);
  }
}

type Cached = { size: number; mtimeMs: number; facts: GameFacts | null };

/** The header's box, when it has the shape the store writes; else the game counts as box `unknown`. */
function headerBox(header: GameHeader): { id: string; firmware: string | null } | undefined {
  const box = (header as { box?: unknown }).box;
  if (typeof box !== 'object' || box === null) return undefined;
  const { id, firmware } = box as { id?: unknown; firmware?: unknown };
  if (typeof id !== 'string' || id === '') return undefined;
  return { id, firmware: typeof firmware === 'string' ? firmware : null };
}

function isCode(error: unknown, code: string): boolean {
  return (error as { code?: unknown })?.code === code;
}

async function eachLimit<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export class GameHistory {
  readonly #folders: () => Folder[];
  readonly #cache = new Map<string, Cached>();
  #pending: Promise<GameFacts[]> | null = null;
  /** How many logs were parsed and replayed (tests check the cache with it). */
  replays = 0;

  constructor(folders: () => Folder[]) {
    this.#folders = folders;
  }

  /** Every readable game of every folder, newest first. A file that is not a game is left out. */
  all(): Promise<GameFacts[]> {
    // Calls that meet share one pass: a request during the start-up warm-up waits for it.
    this.#pending ??= this.#all().finally(() => {
      this.#pending = null;
    });
    return this.#pending;
  }

  async #all(): Promise<GameFacts[]> {
    const files: { path: string; id: string; table: string; store: LogFolder }[] = [];
    for (const folder of this.#folders()) {
      const { table } = folder;
      const store = logFolder(folder);
      for (const id of await this.#ids(store.gamesDir)) {
        files.push({ path: join(store.gamesDir, `${id}${SUFFIX}`), id, table, store });
      }
    }
    const found: GameFacts[] = [];
    const seen = new Set<string>();
    await eachLimit(files, READ_CONCURRENCY, async (file) => {
      seen.add(file.path);
      const facts = await this.#facts(file.path, file.id, file.table, file.store.games);
      if (facts) found.push(facts);
    });
    for (const path of this.#cache.keys()) if (!seen.has(path)) this.#cache.delete(path);
    return found.sort(
      (a, b) =>
        b.entry.createdAt - a.entry.createdAt ||
        (a.entry.id < b.entry.id ? 1 : a.entry.id > b.entry.id ? -1 : 0),
    );
  }

  async stats(): Promise<StatsResponse> {
    return statsOf(await this.all());
  }

  /** One game by id, read afresh (its actions are not cached); null when no folder has it. */
  async read(id: string): Promise<GameRead | null> {
    if (!GAME_ID.test(id)) throw new StoreError('bad-id', `"${id.slice(0, 40)}" is not a game id`);
    for (const folder of this.#folders()) {
      const { table } = folder;
      const store = logFolder(folder);
      const path = join(store.gamesDir, `${id}${SUFFIX}`);
      let bytes: Buffer;
      try {
        ({ bytes } = await readLog(path));
      } catch (error) {
        if (isCode(error, 'ENOENT')) continue;
        throw error;
      }
      try {
        const log = await readGameLog(bytes, `game ${id}`, store.games);
        this.replays += 1;
        return { facts: this.#factsOf(log, id, table), log, path };
      } catch (error) {
        if (error instanceof StoreError) return null;
        throw error;
      }
    }
    return null;
  }

  async #ids(dir: string): Promise<string[]> {
    try {
      return (await readdir(dir))
        .filter((name) => name.endsWith(SUFFIX))
        .map((name) => name.slice(0, -SUFFIX.length))
        .filter((id) => GAME_ID.test(id));
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      throw error;
    }
  }

  async #facts(
    path: string,
    id: string,
    table: string,
    games: GameRegistry,
  ): Promise<GameFacts | null> {
    const cached = this.#cache.get(path);
    let read: Stamp & { bytes: Buffer };
    try {
      // A log met before is read again only when its size or mtime changed.
      if (cached) {
        const { size, mtimeMs } = await statOf(path);
        if (cached.size === size && cached.mtimeMs === mtimeMs) return cached.facts;
      }
      read = await readLog(path);
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null; // removed since readdir
      throw error;
    }
    let facts: GameFacts | null = null;
    try {
      const log = await readGameLog(read.bytes, `game ${id}`, games);
      this.replays += 1;
      facts = this.#factsOf(log, id, table);
    } catch (error) {
      // Not a game this version reads: remembered as such until the file changes.
      if (!(error instanceof StoreError)) throw error;
    }
    this.#cache.set(path, { size: read.size, mtimeMs: read.mtimeMs, facts });
    return facts;
  }

  #factsOf(log: ParsedLog, id: string, table: string): GameFacts {
    return gameFacts(log.module, {
      id,
      table,
      createdAt: log.header.createdAt,
      box: headerBox(log.header),
      actions: log.actions,
      proof: { entries: log.proof, sha256: nodeSha256 },
      ended: log.ended,
    });
  }
}
