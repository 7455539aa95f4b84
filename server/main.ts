// The service's process: the logger, the app, `listen`, the links printed for
// the operator, and a clean shutdown on SIGINT/SIGTERM (port closed, log
// flushed, sockets closed).

import { randomBytes } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { GameStore } from './store/index.ts';
import type { TableSessionOptions } from './table.ts';

export type ServeOptions = {
  port: number;
  host: string;
  serial: string;
  baud: number;
  dataDir: string;
  /** The lobby's set-up before anyone sends one (a `newGame` command). */
  setup?: TableSessionOptions['setup'];
  token?: string;
  /** Pretty single-line logs for a person at a terminal; JSON lines otherwise. */
  pretty: boolean;
};

/** A token that is easy to read aloud and long enough not to be guessed. */
export function randomToken(): string {
  return randomBytes(9).toString('base64url');
}

/** The addresses phones on the same network can reach. */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i?.address as string);
}

export async function serve(options: ServeOptions): Promise<void> {
  const token = options.token ?? randomToken();
  const store = new GameStore({ dir: options.dataDir });
  const logger = options.pretty
    ? {
        level: 'info',
        transport: {
          target: 'pino-pretty',
          options: { singleLine: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
        },
      }
    : { level: 'info' };
  await store.open();
  const app = await buildApp({
    box: { serial: options.serial, baud: options.baud },
    store,
    token,
    ...(options.setup ? { setup: options.setup } : {}),
    logger,
  });
  closeWithGrace({ delay: 5000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info(`${signal}: stopping`);
    await app.close();
  });
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const lan = options.host === '0.0.0.0' ? lanAddresses() : [];
  app.table.setAddresses(lan.map((ip) => `http://${ip}:${port}`));
  // The network address first: that is the link to open on the big screen, so its QR code works.
  const hosts = options.host === '0.0.0.0' ? [...lan, 'localhost'] : [options.host];
  for (const host of hosts) {
    const base = `http://${host}:${port}`;
    app.log.info(`big screen: ${base}/?token=${token}   control: ${base}/control?token=${token}`);
  }
}
