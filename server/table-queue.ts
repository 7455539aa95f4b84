// A table's queue: commands, box events, the end of a game and the clock's ticks go through
// the table one at a time, in the order they came, each seeing the table the one before left.
// A module that throws (a bug in its rules) refuses that one command with a sentence: the
// table keeps its queue, its clock and its screens, and other tables never hear of it.

import type { CommandResult } from '../src/table/core.ts';
import type { SessionLogger } from './recorder.ts';

export class TableQueue {
  #tail: Promise<unknown> = Promise.resolve();
  readonly #logger: SessionLogger;
  /** The title of the game on the table now, for the sentence. */
  readonly #title: () => string;

  constructor(logger: SessionLogger, title: () => string) {
    this.#logger = logger;
    this.#title = title;
  }

  /** `work` once the work before it is done (whether it failed or not). */
  add<T>(work: () => Promise<T> | T): Promise<T> {
    const next = this.#tail.then(work);
    this.#tail = next.catch(() => undefined);
    return next;
  }

  /** Resolves once the work queued so far is done. */
  settled(): Promise<unknown> {
    return this.#tail;
  }

  /** `work`, whose throw becomes a `game/failed` refusal and an error line. */
  async unbroken(work: () => Promise<CommandResult>): Promise<CommandResult> {
    try {
      return await work();
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      const title = this.#title();
      this.#logger.error(`the ${title} rules failed: ${why}`);
      return {
        ok: false,
        error: `the ${title} rules failed on this command (${why}); the table plays on`,
        code: 'game/failed',
      };
    }
  }
}
