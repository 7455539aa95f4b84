// What a table's log accepts, heard as it is written: a table's store wrapped so that each
// action appended (after its fsync) and each ended mark is told to a listener. The bus's
// `event` messages come from here, so the publisher needs no game's rules and no edit of the
// table session: the log is the truth of what was accepted.

import type { TableLog, TableStore } from '../table.ts';

export type LogEvent = { n: number; type: string; at: number } | { type: 'ended'; at: number };

/**
 * `target` with some of its methods replaced: everything else (getters, methods using private
 * fields) reads from and runs on the target itself.
 */
function overriding<T extends object>(target: T, replaced: Partial<T>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(replaced, property)) return replaced[property as keyof T];
      const value = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

function tappedLog(log: TableLog, heard: (event: LogEvent) => void): TableLog {
  const { markEnded } = log;
  return overriding<TableLog>(log, {
    append: async (action) => {
      await log.append(action);
      heard({ n: log.lastN, type: action.type, at: action.at });
    },
    ...(markEnded
      ? {
          markEnded: async (mark: Parameters<typeof markEnded>[0]) => {
            await markEnded.call(log, mark);
            heard({ type: 'ended', at: mark.at });
          },
        }
      : {}),
  });
}

/**
 * `store` with every log it creates or resumes tapped: `heard` gets each accepted action once
 * it is on disk. A new game's first action (its set-up, in `create`) is heard as entry 1.
 */
export function tappedStore<S extends TableStore>(store: S, heard: (event: LogEvent) => void): S {
  return overriding<S>(store, {
    create: async (newGame, box) => {
      const log = await store.create(newGame, box);
      heard({ n: 1, type: newGame.type, at: newGame.at });
      return tappedLog(log, heard);
    },
    resume: async (id: string) => tappedLog(await store.resume(id), heard),
  } as Partial<S>);
}

/** Listeners per table id, filled before the tables open, read once the bus is up. */
export class EventTap {
  readonly #listeners = new Map<string, (event: LogEvent) => void>();

  /** Table `id`'s store, tapped. */
  store<S extends TableStore>(id: string, store: S): S {
    return tappedStore(store, (event) => this.#listeners.get(id)?.(event));
  }

  listen(id: string, listener: (event: LogEvent) => void): () => void {
    this.#listeners.set(id, listener);
    return () => this.#listeners.delete(id);
  }
}
