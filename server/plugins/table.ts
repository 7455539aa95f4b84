// A table's session: one TableSession fed by its box's events and by its screens'
// commands, resumed from the latest unfinished game of its own store.

import type { FastifyBaseLogger } from 'fastify';
import {
  type TableBox,
  TableSession,
  type TableSessionOptions,
  type TableStore,
} from '../table.ts';
import type { TableBoxPlugin } from './box.ts';

export type TableOptions = {
  store: TableStore;
  /** The lobby's set-up before anyone sends one (a `newGame` command). */
  setup?: TableSessionOptions['setup'];
  games?: TableSessionOptions['games'];
  now?: () => number;
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
    ...(options.setup ? { setup: options.setup } : {}),
    ...(options.games ? { games: options.games } : {}),
    boxSource: box.source,
  });
  const { link, press, screen, onScreen } = box;
  if (link) {
    const tableBox: TableBox = {
      get status() {
        return link.status;
      },
      get lamps() {
        return link.lamps;
      },
      setLamps: (mask) => link.setLamps(mask),
      setDice: (dice, again) => link.setDice(dice, again),
      setClock: (clock) => link.setClock(clock),
      requestRoll: () => link.requestRoll(),
      show: (face) => link.show(face),
      beep: (ms, hz) => link.beep(ms, hz),
      // A getter, not a spread of one: the display changes after the box is attached.
      get screen() {
        return screen ? screen() : undefined;
      },
      ...(press ? { press } : {}),
    };
    session.attachBox(tableBox);
    onScreen?.(() => session.boxScreenChanged());
    link.on('event', (event) => void session.boxEvent(event.message));
    link.on('status', () => session.boxChanged());
  }
  await session.open();
  return session;
}
