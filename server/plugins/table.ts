// The table plugin: one TableSession for the service, fed by the box's events
// and by the screens' commands, resumed from the latest unfinished game.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type TableBox,
  TableSession,
  type TableSessionOptions,
  type TableStore,
} from '../table.ts';

export type TableOptions = {
  store: TableStore;
  /** The lobby's set-up before anyone sends one (a `newGame` command). */
  setup?: TableSessionOptions['setup'];
  games?: TableSessionOptions['games'];
  now?: () => number;
};

declare module 'fastify' {
  interface FastifyInstance {
    table: TableSession;
  }
}

export const tablePlugin = fp(
  async (app: FastifyInstance, options: TableOptions) => {
    const log = app.log;
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
      boxSource: app.box.source,
    });
    const { link, press, screen, onScreen } = app.box;
    if (link) {
      const box: TableBox = {
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
      session.attachBox(box);
      onScreen?.(() => session.boxScreenChanged());
      link.on('event', (event) => void session.boxEvent(event.message));
      link.on('status', () => session.boxChanged());
    }
    await session.open();
    app.decorate('table', session);
    app.addHook('onClose', async () => {
      await session.close();
    });
  },
  { name: 'table', dependencies: ['box'] },
);
