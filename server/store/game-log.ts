// One game's log, open for appending. Appends run one at a time in call order;
// each is written, fsynced and checked to still be the file on disk before its
// promise resolves, so "resolved" means "survives a power cut".

import type { FileHandle } from 'node:fs/promises';
import { stat } from 'node:fs/promises';
import type { AnyGameModule, GameAction } from '../../src/game.ts';
import type { ProofEntry } from '../../src/proof.ts';
import type { Checkpoint } from '../../src/table/clock-return.ts';
import { reasonOf, StoreError } from './errors.ts';
import {
  actionLine,
  actionProblem,
  type ClockMark,
  checkpointLine,
  clockLine,
  type EndedMark,
  endedLine,
  proofLine,
} from './format.ts';

export type OpenLog = {
  id: string;
  /** The game the log belongs to: its schemas check every append. */
  module: AnyGameModule;
  path: string;
  /** Opened in append mode ('a' / 'ax'), positioned after the last good line. */
  handle: FileHandle;
  /** The `n` of the last line on disk. */
  lastN: number;
  /** The file's length, every line complete. */
  size: number;
  /** Called once when the log closes, so the store can open the game again. */
  onClose: () => void;
};

export class GameLog {
  readonly id: string;
  readonly path: string;
  readonly module: AnyGameModule;
  #handle: FileHandle | null;
  #inode: Promise<number>;
  #lastN: number;
  #size: number;
  #queue: Promise<void> = Promise.resolve();
  /** Set when a failed append could not be rolled back: the file's end is no longer trusted. */
  #broken: string | null = null;
  #onClose: () => void;

  constructor(open: OpenLog) {
    this.id = open.id;
    this.module = open.module;
    this.path = open.path;
    this.#handle = open.handle;
    this.#lastN = open.lastN;
    this.#size = open.size;
    this.#onClose = open.onClose;
    this.#inode = open.handle.stat().then((s) => s.ino);
    // A failed stat surfaces on the first append instead.
    this.#inode.catch(() => {});
  }

  /** The `n` of the last action on disk (1 after create: the newGame). */
  get lastN(): number {
    return this.#lastN;
  }

  /**
   * Append one accepted action; resolves after its line is fsynced. Rejects with
   * a StoreError ('write-failed' or 'closed') and leaves the file as it was.
   */
  append(action: GameAction): Promise<void> {
    const problem = actionProblem(this.module, action);
    if (problem !== null) {
      return Promise.reject(new TypeError(`GameLog.append: not a table action (${problem})`));
    }
    return this.#enqueue(() => {
      // Numbered when its turn comes: appends queued together take 1, 2, 3.
      const n = this.#lastN + 1;
      return this.#write(actionLine(n, action), `entry ${n} (${action.type})`, 1);
    });
  }

  /**
   * Append a clock mark (the table's clock against the wall's, after a step); resolves once it
   * is fsynced, like an action. A mark takes no entry number.
   */
  markClock(mark: ClockMark): Promise<void> {
    return this.#enqueue(() => this.#write(clockLine(mark), 'a clock mark', 0));
  }

  /** Append a checkpoint of the running timer (format.ts); fsynced like an action, no entry number. */
  markCheckpoint(checkpoint: Checkpoint): Promise<void> {
    return this.#enqueue(() => this.#write(checkpointLine(checkpoint), 'a checkpoint', 0));
  }

  /**
   * Append a proof line (a box's commitment, a box roll with its word index, a revealed seed,
   * where a proof stops); resolves once it is fsynced, like an action. It takes no entry number.
   */
  markProof(entry: ProofEntry): Promise<void> {
    return this.#enqueue(() => this.#write(proofLine(entry), `the proof's ${entry.line}`, 0));
  }

  /** Append the mark that the game was ended before its end (its last line); fsynced like an action. */
  markEnded(mark: EndedMark): Promise<void> {
    return this.#enqueue(() => this.#write(endedLine(mark), 'the end of the game', 0));
  }

  #enqueue(write: () => Promise<void>): Promise<void> {
    const task = this.#queue.then(write);
    this.#queue = task.catch(() => {});
    return task;
  }

  /** Waits for pending appends, then closes the file. Safe to call twice. */
  async close(): Promise<void> {
    await this.#queue;
    const handle = this.#handle;
    if (!handle) return;
    this.#handle = null;
    this.#onClose();
    await handle.close();
  }

  /** Writes one line (`numbered`: 1 for an action, 0 for a mark), fsynced, or rolls it back. */
  async #write(line: string, what: string, numbered: 0 | 1): Promise<void> {
    const handle = this.#handle;
    if (!handle) throw new StoreError('closed', `the game log ${this.id} is closed`);
    const failed = (why: string) =>
      new StoreError('write-failed', `${what} was not saved to the game log ${this.path}: ${why}`);
    if (this.#broken) throw failed(this.#broken);
    const bytes = Buffer.from(line);
    try {
      // One write carries the whole line; the loop only covers a short write.
      for (let offset = 0; offset < bytes.length; ) {
        const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
        offset += bytesWritten;
      }
      await handle.sync();
      await this.#checkStillOnDisk();
    } catch (error) {
      const why = error instanceof StoreError ? error.message : reasonOf(error);
      await this.#rollBack(handle, why);
      throw failed(why);
    }
    this.#lastN += numbered;
    this.#size += bytes.length;
  }

  /** Linux writes happily into a deleted file: check the path still names our file. */
  async #checkStillOnDisk(): Promise<void> {
    const inode = await this.#inode;
    let onDisk: number;
    try {
      onDisk = (await stat(this.path)).ino;
    } catch {
      throw new StoreError('write-failed', 'the file was removed while the game was running');
    }
    if (onDisk !== inode) {
      throw new StoreError('write-failed', 'the file was replaced while the game was running');
    }
  }

  /** Cut a half-written line off, so the next append starts on a clean line. */
  async #rollBack(handle: FileHandle, why: string): Promise<void> {
    try {
      await handle.truncate(this.#size);
      await handle.sync();
    } catch (error) {
      this.#broken = `an earlier write failed (${why}) and could not be undone (${reasonOf(error)})`;
    }
  }
}
