// `apophis serve`: the options of DESIGN.md, checked, then the service. `--serial` may
// be given several times (a table each, `auto` one per box found); `--tables N` adds
// virtual tables after those.

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_GAME, findGame } from '../../src/game.ts';
import { GAME_CATALOG } from '../../src/games/index.ts';
import { defaultName, isBrokerUrl, NAME_PATTERN } from '../hall-bus/contract.ts';
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
      mqtt: { type: 'string' },
      name: { type: 'string' },
      hall: { type: 'string', default: 'hall' },
      'mqtt-ca': { type: 'string' },
      'mqtt-discovery': { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  const token = values.token ?? process.env.APOPHIS_TOKEN;
  if (token !== undefined && !TOKEN_PATTERN.test(token)) {
    throw new UsageError(
      `the token (--token or APOPHIS_TOKEN) takes ${MIN_TOKEN_LENGTH} to 64 letters, digits, - or _: a shorter one can be guessed`,
    );
  }
  const hallBus = hallBusOptions(values);
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
    hallBus,
    pretty: process.env.APOPHIS_LOG !== 'json',
  });
  return 0;
}

/** `--mqtt URL` (or APOPHIS_MQTT) and its companions, checked; undefined without a broker. */
function hallBusOptions(values: {
  mqtt?: string | undefined;
  name?: string | undefined;
  hall: string;
  'mqtt-ca'?: string | undefined;
  'mqtt-discovery': boolean;
}) {
  const url = values.mqtt ?? process.env.APOPHIS_MQTT;
  if (url === undefined || url === '') {
    if (values.name !== undefined || values['mqtt-ca'] !== undefined || values['mqtt-discovery']) {
      throw new UsageError(
        "--name, --mqtt-ca and --mqtt-discovery go with --mqtt URL (a hall's broker)",
      );
    }
    return undefined;
  }
  const name = values.name ?? defaultName();
  return {
    url: brokerUrl(url),
    name: hallName('name', name),
    hall: hallName('hall', values.hall),
    ...caFile(values['mqtt-ca']),
    discovery: values['mqtt-discovery'],
  };
}

/** `--mqtt-ca FILE`: a readable file, or a sentence. */
export function caFile(path: string | undefined): { caFile?: string } {
  if (path === undefined) return {};
  const full = resolve(path);
  if (!existsSync(full))
    throw new UsageError(`--mqtt-ca ${path}: no such file (the broker's CA certificate, PEM)`);
  return { caFile: full };
}

/** A broker's URL MQTT.js can reach, or a sentence. */
export function brokerUrl(url: string): string {
  if (!isBrokerUrl(url)) {
    throw new UsageError(
      `--mqtt takes mqtt://[user:password@]host:port or mqtts://…, not "${url.slice(0, 60)}"`,
    );
  }
  return url;
}

/** `--name` or `--hall`: what a topic level holds here. */
export function hallName(option: string, value: string): string {
  if (!NAME_PATTERN.test(value)) {
    throw new UsageError(
      `--${option} takes 1 to 32 lower-case letters, digits or -, not "${value.slice(0, 40)}"`,
    );
  }
  return value;
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
