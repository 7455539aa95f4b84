// `apophis hall`: the hall of many machines (DESIGN.md), with no box and no table of its own.
// It reads every table from an MQTT broker (`--mqtt URL`), or runs one itself (aedes, on
// `--broker-port`) and prints the `--mqtt` URL the tables' machines are to use.

import { networkInterfaces } from 'node:os';
import { parseArgs } from 'node:util';
import closeWithGrace from 'close-with-grace';
import { DISPLAY_DIR, VERSION } from '../app.ts';
import { buildHall } from '../hall/app.ts';
import { type EmbeddedBroker, startBroker } from '../hall/broker.ts';
import { MIN_TOKEN_LENGTH, TOKEN_PATTERN } from '../routes/guesses.ts';
import { randomToken } from '../token.ts';
import { brokerUrl, caFile, hallName } from './serve.ts';
import { UsageError, wholeNumber } from './usage.ts';

function lanAddress(): string | null {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal);
  return found?.address ?? null;
}

export async function hallCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      mqtt: { type: 'string' },
      hall: { type: 'string', default: 'hall' },
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '0.0.0.0' },
      token: { type: 'string' },
      'broker-port': { type: 'string', default: '1883' },
      'mqtt-ca': { type: 'string' },
    },
    allowPositionals: false,
  });
  const token = values.token ?? process.env.APOPHIS_TOKEN ?? randomToken();
  if (!TOKEN_PATTERN.test(token)) {
    throw new UsageError(
      `the token (--token or APOPHIS_TOKEN) takes ${MIN_TOKEN_LENGTH} to 64 letters, digits, - or _: a shorter one can be guessed`,
    );
  }
  const hall = hallName('hall', values.hall);
  const port = wholeNumber('port', values.port, 0, 65535);
  const given = values.mqtt ?? process.env.APOPHIS_MQTT;
  let broker: EmbeddedBroker | null = null;
  let url: string;
  if (given) {
    url = brokerUrl(given);
  } else {
    const brokerPort = wholeNumber('broker-port', values['broker-port'], 0, 65535);
    broker = await startBroker(brokerPort, values.host).catch((error: Error) => {
      throw new UsageError(
        `cannot run the hall's broker on port ${brokerPort} (${error.message}): choose another --broker-port, or give a broker's --mqtt URL`,
      );
    });
    url = `mqtt://127.0.0.1:${broker.port}`;
  }
  const app = await buildHall({
    url,
    hall,
    token,
    displayDir: DISPLAY_DIR,
    version: VERSION,
    ...caFile(values['mqtt-ca']),
    logger:
      process.env.APOPHIS_LOG === 'json'
        ? { level: 'info' }
        : {
            level: 'info',
            transport: {
              target: 'pino-pretty',
              options: { singleLine: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
            },
          },
  });
  closeWithGrace({ delay: 5000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info(`${signal}: stopping`);
    await app.close();
    await broker?.close();
  });
  await app.listen({ port, host: values.host });
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  const host = values.host === '0.0.0.0' ? (lanAddress() ?? 'localhost') : values.host;
  app.log.info(`hall: http://${host}:${listening}/hall?token=${token}`);
  if (broker) {
    const brokerHost = values.host === '0.0.0.0' ? (lanAddress() ?? '127.0.0.1') : values.host;
    const tables = `mqtt://${brokerHost}:${broker.port}`;
    app.log.info(`the hall's broker: ${tables}`);
    app.log.info(
      `each table's machine: apophis serve --mqtt ${tables} --hall ${hall} --token ${token}`,
    );
  }
  return 0;
}
