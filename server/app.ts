// The Fastify app as a function tests can build without listening: the box,
// the game store, the table, and the routes, each freed on close.

import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { projectPath } from './paths.ts';
import { type BoxOptions, boxPlugin } from './plugins/box.ts';
import { tablePlugin } from './plugins/table.ts';
import { type GamesReader, httpRoutes } from './routes/http.ts';
import { WS_MAX_PAYLOAD, type WsOptions, wsRoutes } from './routes/ws.ts';
import type { TableSessionOptions, TableStore } from './table.ts';

export const VERSION = '0.1.0';
export const DISPLAY_DIR = projectPath('dist', 'display');

export type AppOptions = {
  box: BoxOptions;
  store: TableStore & GamesReader;
  token: string;
  /** The lobby's set-up before anyone sends one (a `newGame` command). */
  setup?: TableSessionOptions['setup'];
  /** The games the table can play (a test may bring its own). */
  games?: TableSessionOptions['games'];
  logger?: FastifyServerOptions['logger'];
  displayDir?: string;
  now?: () => number;
  rate?: WsOptions['rate'];
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
  await app.register(boxPlugin, options.box);
  await app.register(tablePlugin, {
    store: options.store,
    ...(options.setup ? { setup: options.setup } : {}),
    ...(options.games ? { games: options.games } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.register(wsRoutes, {
    token: options.token,
    ...(options.rate ? { rate: options.rate } : {}),
  });
  await app.register(httpRoutes, {
    games: options.store,
    displayDir: options.displayDir ?? DISPLAY_DIR,
    version: VERSION,
    startedAt: Date.now(),
  });
  return app;
}
