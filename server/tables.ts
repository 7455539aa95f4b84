// The tables of one service (DESIGN.md, "Several tables on one service"): what each
// `--serial` value and `--tables N` make, each table's name, paths and control token.
// A table is its own box link, session, store and screens; table 1 also answers at the
// root paths, so a one-table set-up is what it always was.

import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type FindOptions, findBoxes } from './serial/ports.ts';
import type { TableSession, TableStore } from './table.ts';
import type { TableBoxPlugin } from './table-box.ts';
import { readableToken } from './token.ts';

/** What the routes read from a table's game store. */
export interface GamesReader {
  list(): Promise<unknown[]>;
  /** A game's log; null when there is no such game. */
  readOrNull(id: string): Promise<unknown | null>;
  isGameId(id: string): boolean;
}

export type Table = {
  /** `1`, `2`, … in the order the tables were made. */
  readonly id: string;
  /** Where its screens, API and sockets live: `/t/<id>`. */
  readonly base: string;
  /** Its control token: the service's when it is the only table, else derived from it. */
  readonly token: string;
  readonly box: TableBoxPlugin;
  readonly session: TableSession;
  readonly store: TableStore & GamesReader;
};

/** The `--serial` values that are not a port's path. */
export const SERIAL_KINDS = ['auto', 'virtual', 'none'] as const;

/**
 * Table `id`'s control token among `count` tables: the service's own when it is the only one
 * (a one-table set-up is unchanged: there is no other table to keep apart); else the first 16
 * bytes of HMAC-SHA256(service token, `table:<id>`) as a readable token, for table 1 too, so it
 * survives a restart as the service's token does, and neither the service's token (the
 * hall's) nor another table's can be learnt from it.
 */
export function tableToken(serviceToken: string, id: string, count: number): string {
  if (count === 1) return serviceToken;
  return readableToken(createHmac('sha256', serviceToken).update(`table:${id}`).digest());
}

/**
 * A table's screens, as paths. Given the table's token, the big screen's and the control
 * page's links carry it (a big screen without it shows no control QR code and its keys press
 * nothing); the spectators' never does.
 */
export function tableLinks(
  table: Pick<Table, 'base'>,
  token?: string,
): { big: string; control: string; watch: string } {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  return {
    big: `${table.base}/${query}`,
    control: `${table.base}/control${query}`,
    watch: `${table.base}/watch`,
  };
}

export type PlanOptions = {
  /** Each `--serial` value, in order: one table each, `auto` one per box that answers. */
  serials: string[];
  /** Virtual tables after those (`--tables N`). */
  virtualTables: number;
  baud: number;
  find?: Omit<FindOptions, 'skip' | 'baudRate'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

/**
 * The box of each table, in table order: `virtual`, `none` or a port's path. `auto`
 * probes every likely port (not those named by another `--serial`) and makes a table
 * of each box that answers, or one virtual table when none does and `--tables` adds none.
 */
export async function planTables(options: PlanOptions): Promise<string[]> {
  const { log } = options;
  const taken = options.serials.filter(
    (serial) => !(SERIAL_KINDS as readonly string[]).includes(serial),
  );
  const plan: string[] = [];
  for (const serial of options.serials) {
    if (serial !== 'auto') {
      plan.push(serial);
      continue;
    }
    const found = await findBoxes({ ...options.find, baudRate: options.baud, skip: taken });
    for (const box of found.boxes) {
      log.info(`box found on ${box.path} (firmware ${box.firmware})`);
      plan.push(box.path);
      taken.push(box.path);
    }
    if (found.boxes.length > 0) continue;
    if (found.listing.error) log.warn(found.listing.error);
    for (const probe of found.probes) if (!probe.ok) log.info(`${probe.path}: ${probe.reason}`);
    const ports = found.listing.ports.length;
    const none = `no box answered on ${ports} serial port${ports === 1 ? '' : 's'} (${found.probes.length} probed)`;
    // `--tables N` brings its own virtual boxes: `--tables 3` is three tables, not four.
    if (options.virtualTables > 0) {
      log.info(`${none}: the ${options.virtualTables} virtual tables of --tables play`);
      continue;
    }
    log.info(`${none}: using the virtual box`);
    plan.push('virtual');
  }
  for (let i = 0; i < options.virtualTables; i++) plan.push('virtual');
  // There is always a table, if only one without a box.
  return plan.length > 0 ? plan : ['none'];
}
