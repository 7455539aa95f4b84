// `apophis serve`: the options of DESIGN.md, checked, then the service.

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SETUP } from '../../src/games/apophis/setup.ts';
import { serve } from '../main.ts';
import { UsageError, wholeNumber } from './usage.ts';

export async function serveCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '0.0.0.0' },
      serial: { type: 'string', default: 'auto' },
      baud: { type: 'string', default: '115200' },
      data: { type: 'string', default: 'data' },
      minutes: { type: 'string' },
      token: { type: 'string' },
    },
    allowPositionals: false,
  });
  const token = values.token ?? process.env.APOPHIS_TOKEN;
  if (token !== undefined && !/^[\w-]{4,64}$/.test(token)) {
    throw new UsageError('the token takes 4 to 64 letters, digits, - or _');
  }
  const minutes =
    values.minutes === undefined ? undefined : wholeNumber('minutes', values.minutes, 1, 60);
  await serve({
    port: wholeNumber('port', values.port, 0, 65535),
    host: values.host,
    serial: values.serial,
    baud: wholeNumber('baud', values.baud, 300, 2_000_000),
    dataDir: resolve(values.data),
    ...(minutes
      ? { setup: { type: 'newGame' as const, ...DEFAULT_SETUP, timerSeconds: minutes * 60 } }
      : {}),
    ...(token ? { token } : {}),
    pretty: process.env.APOPHIS_LOG !== 'json',
  });
  return 0;
}
