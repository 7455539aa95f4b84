// The Fastify app as a function tests can build without listening: the tables (each
// its box, game store and session), the screens, and the routes, each freed on close.
// Each table answers under `/t/<id>/`; the first one also at the root paths.

import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { hallTableToken } from './hall-bus/contract.ts';
import { type HallBusOptions, hallBusPlugin } from './hall-bus/plugin.ts';
import { EventTap } from './hall-bus/tap.ts';
import { projectPath } from './paths.ts';
import { type PlayOptions, playOptions } from './play-options.ts';
import { type TablesOptions, tablesPlugin } from './plugins/tables.ts';
import { openQueue, queueRoutes, type TableQueue } from './queue/index.ts';
import { type GuessLimits, TokenGuesses } from './routes/guesses.ts';
import { historyRoutes } from './routes/history.ts';
import { displayPages, httpRoutes, servicePages } from './routes/http.ts';
import { AddressSockets, Refusals } from './routes/limits.ts';
import { tablesRoutes } from './routes/tables.ts';
import { TableScreens, WS_MAX_PAYLOAD, type WsOptions, wsRoutes } from './routes/ws.ts';
import { GameHistory } from './stats/index.ts';

export const VERSION = '0.1.0';
export const DISPLAY_DIR = projectPath('dist', 'display');

/**
 * The tables (their boxes, stores and token: plugins/tables.ts), what they play with (the
 * games, the time, the lobby's set-up: play-options.ts, kept as `app.play`), and the app's own.
 */
export type AppOptions = TablesOptions &
  PlayOptions & {
    /** How many wrong tokens an address and a socket may try (GUESS_LIMITS otherwise). */
    guesses?: Partial<GuessLimits>;
    /** Open sockets an address may hold (`SOCKETS_PER_ADDRESS` unless a test says). */
    socketsPerAddress?: number;
    logger?: FastifyServerOptions['logger'];
    displayDir?: string;
    rate?: WsOptions['rate'];
    /** `--mqtt`: the tables publish on a hall's bus, their tokens derived from the service's name. */
    hallBus?: Omit<HallBusOptions, 'tap' | 'version'> | undefined;
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
  // What every table plays with, once: the tables plugin and the routes read `app.play`.
  app.decorate('play', playOptions(options));
  const { box, token, serials, virtualTables, hallBus } = options;
  // With a hall's bus, each store tells the bus what its log accepts (the `event`s).
  const tap = hallBus ? new EventTap() : null;
  const storeOf = options.storeOf;
  await app.register(tablesPlugin, {
    box,
    store: tap ? tap.store('1', options.store) : options.store,
    token,
    serials,
    virtualTables,
    storeOf: storeOf && tap ? async (id: string) => tap.store(id, await storeOf(id)) : storeOf,
    ...(hallBus ? { tokenOf: (id: string) => hallTableToken(token, `${hallBus.name}/${id}`) } : {}),
  });
  if (hallBus && tap) await app.register(hallBusPlugin, { ...hallBus, tap, version: VERSION });
  // The assets at the root, for every screen of every table.
  const page = await displayPages(app, options.displayDir ?? DISPLAY_DIR);
  await app.register(servicePages, { page });
  // One budget of wrong tokens per address, whichever table or route it guesses at.
  const guesses = new TokenGuesses(options.guesses, app.play.now);
  // Open sockets per address, and refusals logged once per burst, across every table.
  const sockets = new AddressSockets(options.socketsPerAddress);
  const refusals = new Refusals((message) => app.log.warn(message), app.play.now);
  await app.register(tablesRoutes, { tables: () => app.tables, token: options.token, guesses });
  const folders = () => app.tables.map((t) => ({ table: t.id, store: t.store }));
  const history = new GameHistory(folders);
  const queues: TableQueue[] = [];
  const namesOf = (gameId: string) => {
    for (const queue of queues) {
      const names = queue.namesOf(gameId);
      if (names) return names;
    }
    return undefined;
  };
  await app.register(historyRoutes, { folders, history, namesOf });
  const entries = async () => (await history.all()).map((facts) => facts.entry);
  const startedAt = Date.now();
  for (const table of app.tables) {
    // One fan-out per table, shared by its sockets at the root and under its prefix.
    const screens = new TableScreens(table.session);
    // Its queue of groups (convention mode), read back from its file.
    const queue = await openQueue(table.store, app.play.now);
    queues.push(queue);
    app.addHook('onClose', async () => screens.close());
    const routes = async (scope: FastifyInstance) => {
      await scope.register(wsRoutes, {
        table,
        screens,
        guesses,
        sockets,
        refusals,
        rate: options.rate,
      });
      await scope.register(httpRoutes, { table, page, version: VERSION, startedAt });
      await scope.register(queueRoutes, { table, queue, guesses, history: entries });
    };
    await app.register(routes, { prefix: table.base });
    // The first table at today's paths too: a one-table set-up and its clients stay as they are.
    if (table === app.tables[0]) await app.register(routes);
  }
  return app;
}
