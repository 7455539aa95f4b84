// `apophis serve`: the options of DESIGN.md, checked, then the service. `--serial` may
// be given several times (a table each, `auto` one per box found); `--tables N` adds
// virtual tables after those.

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_GAME, findGame } from '../../src/game.ts';
import { GAME_CATALOG } from '../../src/games/index.ts';
import { serve } from '../main.ts';
import { MIN_TOKEN_LENGTH, TOKEN_PATTERN } from '../routes/guesses.ts';
import { UsageError, wholeNumber } from './usage.ts';

export async function serveCommand(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string', default: '8080' },
      host: { type: 'string', default: '0.0.0.0' },
      serial: { type: 'string', multiple: true, default: ['auto'] },
      tables: { type: 'string', default: '0' },
      baud: { type: 'string', default: '115200' },
      data: { type: 'string', default: 'data' },
      minutes: { type: 'string' },
      token: { type: 'string' },
    },
    allowPositionals: false,
  });
  const token = values.token ?? process.env.APOPHIS_TOKEN;
  if (token !== undefined && !TOKEN_PATTERN.test(token)) {
    throw new UsageError(
      `the token (--token or APOPHIS_TOKEN) takes ${MIN_TOKEN_LENGTH} to 64 letters, digits, - or _: a shorter one can be guessed`,
    );
  }
  const serials = values.serial;
  checkSerials(serials);
  const minutes =
    values.minutes === undefined ? undefined : wholeNumber('minutes', values.minutes, 1, 60);
  await serve({
    port: wholeNumber('port', values.port, 0, 65535),
    host: values.host,
    serials,
    virtualTables: wholeNumber('tables', values.tables, 0, MAX_TABLES - serials.length),
    baud: wholeNumber('baud', values.baud, 300, 2_000_000),
    dataDir: resolve(values.data),
    setup: minutes ? timedSetup(minutes) : undefined,
    token: token || undefined,
    pretty: process.env.APOPHIS_LOG !== 'json',
  });
  return 0;
}

/** `--minutes`: the default game's set-up as its lobby has it, its timer set to `minutes`. */
function timedSetup(minutes: number) {
  const module = findGame(GAME_CATALOG, DEFAULT_GAME);
  if (!module) throw new Error(`the default game ${DEFAULT_GAME} is not loaded with the service`);
  const { at: _at, ...setup } = module.newGameOf(module.lobby(), 0);
  return { ...setup, type: 'newGame', timerSeconds: minutes * 60 };
}

/** More tables than a convention hall's laptop serves well: a mistyped number, most likely. */
const MAX_TABLES = 32;

/** Each port once, and `auto` once (it already makes a table of every box that answers). */
function checkSerials(serials: string[]): void {
  if (serials.length > MAX_TABLES) {
    throw new UsageError(`--serial is given ${serials.length} times: at most ${MAX_TABLES} tables`);
  }
  const seen = new Set<string>();
  for (const serial of serials) {
    if (serial === '') throw new UsageError('--serial takes auto, virtual, none or a port path');
    const repeatable = serial === 'virtual' || serial === 'none';
    if (seen.has(serial) && !repeatable) {
      throw new UsageError(
        serial === 'auto'
          ? '--serial auto makes a table of every box that answers: give it once'
          : `--serial ${serial} is given twice: one table per port`,
      );
    }
    seen.add(serial);
  }
}
