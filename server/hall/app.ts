// `apophis hall`'s process: its connection to the broker (the hall's subscriptions, renewed on
// every reconnection), the roster it fills, the page and routes, and the embedded broker when
// no `--mqtt` is given. No box and no table of its own.

import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { BusConnection, shownUrl } from '../hall-bus/connection.ts';
import { TokenGuesses } from '../routes/guesses.ts';
import { displayPages } from '../routes/http.ts';
import { HallRoster } from './roster.ts';
import { hallRoutes } from './routes.ts';

export type HallAppOptions = {
  url: string;
  hall: string;
  token: string;
  caFile?: string;
  displayDir: string;
  version: string;
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyInstance {
    roster: HallRoster;
  }
}

export async function buildHall(options: HallAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 16 * 1024,
    logController: new LogController({ disableRequestLogging: true }),
  });
  const roster = new HallRoster(options.hall);
  const connection = new BusConnection({
    url: options.url,
    clientId: `apophis-hall-${options.hall}-${process.pid}`,
    ...(options.caFile ? { caFile: options.caFile } : {}),
    log: app.log,
    onConnect: (client) => client.subscribe(roster.filters, { qos: 1 }),
  });
  connection.client.on('message', (topic, payload) => roster.heard(topic, payload));
  app.decorate('roster', roster);
  app.addHook('onClose', async () => connection.close());
  const page = await displayPages(app, options.displayDir);
  app.get('/hall', page);
  app.get('/', (_, reply) => reply.redirect('/hall'));
  await app.register(hallRoutes, {
    roster,
    token: options.token,
    guesses: new TokenGuesses(),
    version: options.version,
    brokerUrl: shownUrl(options.url),
    connected: () => connection.connected,
    publish: (topic, payload) => {
      if (!connection.connected) return false;
      connection.client.publish(topic, payload, { qos: 1 });
      return true;
    },
  });
  return app;
}
