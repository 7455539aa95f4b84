// The service's process: the logger, the app, `listen`, the links printed for
// the operator, and a clean shutdown on SIGINT/SIGTERM (port closed, log
// flushed, sockets closed).

import { writeSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { prettyFactory } from 'pino-pretty';
import { type AppOptions, buildApp } from './app.ts';
import { logOutput } from './log-output.ts';
import { printable } from './output.ts';
import { TOKEN_PATTERN } from './routes/guesses.ts';
import { GameStore } from './store/index.ts';
import type { TableSessionOptions } from './table.ts';
import { keptToken } from './token.ts';

export type ServeOptions = {
  port: number;
  host: string;
  /** Each `--serial` value, in order: a table each (`auto`: one per box that answers). */
  serials: string[];
  /** Virtual tables after those (`--tables N`). */
  virtualTables: number;
  baud: number;
  /** Table 1's games in `<dataDir>/games/`, table k's in `<dataDir>/tables/<k>/games/`. */
  dataDir: string;
  /** The lobby's set-up before anyone sends one (a `newGame` command). */
  setup?: TableSessionOptions['setup'];
  token?: string;
  /** Pretty single-line logs for a person at a terminal; JSON lines otherwise. */
  pretty: boolean;
  /** `--mqtt`: publish the tables on a hall's bus (server/hall-bus/). */
  hallBus?: AppOptions['hallBus'];
};

/** The addresses phones on the same network can reach. */
function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && i.family === 'IPv4' && !i.internal)
    .map((i) => i?.address as string);
}

/** A table's game store, opened: table 1's is the data folder's own, so an old one resumes. */
async function openStore(dataDir: string, id: string): Promise<GameStore> {
  const store = new GameStore({ dir: id === '1' ? dataDir : join(dataDir, 'tables', id) });
  await store.open();
  return store;
}

/** Exit code when the service's own output cannot be written (sysexits' EX_IOERR). */
export const OUTPUT_FAILED_EXIT = 74;

/**
 * The service's output cannot be written (a full disk under its log, a closed pipe): said on
 * stderr if it can be, the tables closed, and the process ended with a non-zero code within
 * a few seconds, so that systemd restarts it rather than leave a service that hangs.
 */
function outputFailed(error: Error, stop: (() => Promise<void>) | null): void {
  try {
    writeSync(
      2,
      `apophis: cannot write the service's output (${error.message}): stopping, so that the service manager can restart it\n`,
    );
  } catch {
    // stderr is gone too: the exit code says it.
  }
  process.exitCode = OUTPUT_FAILED_EXIT;
  setTimeout(() => process.exit(OUTPUT_FAILED_EXIT), 3000).unref();
  void (stop?.() ?? Promise.resolve()).finally(() => process.exit(OUTPUT_FAILED_EXIT));
}

/** pino's hook: every string argument of a log call made printable for a terminal. */
function printableArgs(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  method.apply(
    this,
    args.map((arg) => (typeof arg === 'string' ? printable(arg) : arg)),
  );
}

export async function serve(options: ServeOptions): Promise<void> {
  const token = options.token ?? (await keptToken(options.dataDir, TOKEN_PATTERN));
  // Set once the app is built: a failed write of the service's own output stops it.
  let stop: (() => Promise<void>) | null = null;
  // Written here, never waited for: a stdout nobody reads drops lines, not the table (issue 31).
  // Pretty lines are made in this thread (no worker whose full buffer would block us).
  const failed = (error: Error) => outputFailed(error, stop);
  const logger = options.pretty
    ? {
        level: 'info',
        // Names typed at a table reach the operator's terminal shown, never obeyed.
        hooks: { logMethod: printableArgs },
        stream: logOutput(
          failed,
          prettyFactory({ singleLine: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' }),
        ),
      }
    : {
        level: 'info',
        // JSON escapes control characters itself; what it needs is to notice a failed write.
        stream: logOutput(failed),
      };
  const app = await buildApp({
    box: { serial: options.serials[0] ?? 'auto', baud: options.baud },
    serials: options.serials,
    virtualTables: options.virtualTables,
    store: await openStore(options.dataDir, '1'),
    storeOf: (id) => openStore(options.dataDir, id),
    token,
    setup: options.setup,
    hallBus: options.hallBus,
    logger,
  });
  stop = () => app.close();
  closeWithGrace({ delay: 5000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info(`${signal}: stopping`);
    await app.close();
  });
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const lan = options.host === '0.0.0.0' ? lanAddresses() : [];
  const addresses = lan.map((ip) => `http://${ip}:${port}`);
  for (const table of app.tables) table.session.setAddresses(addresses);
  // The network address first: that is the link to open on the big screen, so its QR code works.
  const hosts = options.host === '0.0.0.0' ? [...lan, 'localhost'] : [options.host];
  const several = app.tables.length > 1;
  for (const host of hosts) {
    const base = `http://${host}:${port}`;
    if (several) app.log.info(`hall: ${base}/hall?token=${token}`);
    for (const table of app.tables) {
      // One table prints today's root links; several, each table's own.
      const root = several ? `${base}${table.base}` : base;
      app.log.info(
        `${several ? `table ${table.id}: ` : ''}big screen: ${root}/?token=${table.token}   control: ${root}/control?token=${table.token}`,
      );
    }
  }
}
