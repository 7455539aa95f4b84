// The Fastify app as a function tests can build without listening: the tables (each
// its box, game store and session), the screens, and the routes, each freed on close.
// Each table answers under `/t/<id>/`; the first one also at the root paths.

import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { hallTableToken } from './hall-bus/contract.ts';
import { type HallBusOptions, hallBusPlugin } from './hall-bus/plugin.ts';
import { EventTap } from './hall-bus/tap.ts';
import { projectPath } from './paths.ts';
import type { BoxOptions } from './plugins/box.ts';
import { type TablesOptions, tablesPlugin } from './plugins/tables.ts';
import { type GuessLimits, TokenGuesses } from './routes/guesses.ts';
import { historyRoutes } from './routes/history.ts';
import { displayPages, type GamesReader, httpRoutes, servicePages } from './routes/http.ts';
import { tablesRoutes } from './routes/tables.ts';
import { TableScreens, WS_MAX_PAYLOAD, type WsOptions, wsRoutes } from './routes/ws.ts';
import type { TableSessionOptions, TableStore } from './table.ts';

export const VERSION = '0.1.0';
export const DISPLAY_DIR = projectPath('dist', 'display');

export type AppOptions = {
  /** Table 1's box (and how `auto` finds boxes); `box.serial` alone unless `serials` is given. */
  box: BoxOptions;
  /** Each `--serial` value in order: a table each, `auto` one per box that answers. */
  serials?: string[];
  /** Virtual tables after those (`--tables N`). */
  virtualTables?: number;
  /** Table 1's store. */
  store: TableStore & GamesReader;
  /** Table `id`'s store, opened, for every table after the first. */
  storeOf?: TablesOptions['storeOf'];
  /** The service's token (the hall's): the only table's control token, or the key of every table's. */
  token: string;
  /** How many wrong tokens an address and a socket may try (GUESS_LIMITS otherwise). */
  guesses?: Partial<GuessLimits>;
  /** The lobby's set-up before anyone sends one (a `newGame` command). */
  setup?: TableSessionOptions['setup'];
  /** The games the tables can play (a test may bring its own). */
  games?: TableSessionOptions['games'];
  logger?: FastifyServerOptions['logger'];
  displayDir?: string;
  now?: () => number;
  /** The tables' clock (server/clock.ts), for a test that steps the wall clock. */
  clock?: TableSessionOptions['clock'];
  rate?: WsOptions['rate'];
  /** `--mqtt`: the tables publish on a hall's bus, their tokens derived from the service's name. */
  hallBus?: Omit<HallBusOptions, 'tap' | 'version'>;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // A log line per request is noise at a game table; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 16 * 1024,
  });
  // Added before @fastify/websocket's own preClose, which closes sockets without a reason:
  // each screen hears "going away" (1001) and reconnects once the service is back.
  app.addHook('preClose', async function () {
    for (const client of this.websocketServer?.clients ?? []) {
      client.close(1001, 'the service is stopping');
    }
  });
  await app.register(websocket, { options: { maxPayload: WS_MAX_PAYLOAD } });
  const { hallBus } = options;
  // With a hall's bus, each store tells the bus what its log accepts (the `event`s).
  const tap = hallBus ? new EventTap() : null;
  const storeOf = options.storeOf;
  await app.register(tablesPlugin, {
    box: options.box,
    store: tap ? tap.store('1', options.store) : options.store,
    token: options.token,
    ...(hallBus
      ? { tokenOf: (id: string) => hallTableToken(options.token, `${hallBus.name}/${id}`) }
      : {}),
    ...(options.serials ? { serials: options.serials } : {}),
    ...(options.virtualTables ? { virtualTables: options.virtualTables } : {}),
    ...(storeOf
      ? { storeOf: tap ? async (id: string) => tap.store(id, await storeOf(id)) : storeOf }
      : {}),
    ...(options.setup ? { setup: options.setup } : {}),
    ...(options.games ? { games: options.games } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  if (hallBus && tap) await app.register(hallBusPlugin, { ...hallBus, tap, version: VERSION });
  // The assets at the root, for every screen of every table.
  const page = await displayPages(app, options.displayDir ?? DISPLAY_DIR);
  await app.register(servicePages, { page });
  // One budget of wrong tokens per address, whichever table or route it guesses at.
  const guesses = new TokenGuesses(options.guesses, options.now);
  await app.register(tablesRoutes, {
    tables: () => app.tables,
    token: options.token,
    guesses,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(historyRoutes, {
    folders: () => app.tables.map((t) => ({ table: t.id, store: t.store })),
  });
  const startedAt = Date.now();
  for (const table of app.tables) {
    // One fan-out per table, shared by its sockets at the root and under its prefix.
    const screens = new TableScreens(table.session);
    app.addHook('onClose', async () => screens.close());
    const routes = async (scope: FastifyInstance) => {
      await scope.register(wsRoutes, {
        table,
        screens,
        guesses,
        ...(options.rate ? { rate: options.rate } : {}),
      });
      await scope.register(httpRoutes, { table, page, version: VERSION, startedAt });
    };
    await app.register(routes, { prefix: table.base });
    // The first table at today's paths too: a one-table set-up and its clients stay as they are.
    if (table === app.tables[0]) await app.register(routes);
  }
  return app;
}
