// A table's session: one TableSession fed by its box's events and by its screens'
// commands, resumed from the latest unfinished game of its own store. The box hands
// itself to the session (plugins/box.ts).

import type { FastifyBaseLogger } from 'fastify';
import { TableSession, type TableSessionOptions, type TableStore } from '../table.ts';
import type { TableBoxPlugin } from './box.ts';

export type TableOptions = {
  store: TableStore;
  /** The lobby's set-up before anyone sends one (a `newGame` command). */
  setup?: TableSessionOptions['setup'];
  games?: TableSessionOptions['games'];
  now?: () => number;
  clock?: TableSessionOptions['clock'];
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The first table's session (`app.tables` has every table's). */
    table: TableSession;
  }
}

/** The session of a table with `box`, opened (its unfinished game resumed); `close()` frees it. */
export async function openSession(
  box: TableBoxPlugin,
  options: TableOptions,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Promise<TableSession> {
  const session = new TableSession({
    store: options.store,
    logger: {
      info: (m) => log.info(m),
      warn: (m) => log.warn(m),
      error: (m) => log.error(m),
    },
    ...(options.now ? { now: options.now } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.setup ? { setup: options.setup } : {}),
    ...(options.games ? { games: options.games } : {}),
    boxSource: box.source,
  });
  box.attach(session);
  await session.open();
  return session;
}
