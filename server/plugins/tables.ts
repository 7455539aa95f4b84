// The tables plugin: makes every table the options name (server/tables.ts), each with
// its own box link (table-box.ts), session and store, and frees them all on close. Every
// session plays with `app.play` (play-options.ts, set once by `buildApp`). `app.tables` lists
// them; `app.box` and `app.table` stay the first table's, as one-table code reads them.

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PlayOptions } from '../play-options.ts';
import { TableSession, type TableStore } from '../table.ts';
import { type BoxOptions, openBox, type TableBoxPlugin } from '../table-box.ts';
import { type GamesReader, planTables, type Table, tableToken } from '../tables.ts';

export type TablesOptions = {
  /** Table 1's box; `box.serial` is the only `--serial` value unless `serials` is given. */
  box: BoxOptions;
  /** Each `--serial` value in order (DESIGN.md: one table each, `auto` one per box found). */
  serials?: string[] | undefined;
  /** Virtual tables after those (`--tables N`). */
  virtualTables?: number | undefined;
  /** Table 1's store. */
  store: TableStore & GamesReader;
  /** The store of table `id` beyond the first (opened), when there may be several tables. */
  storeOf?: ((id: string) => Promise<TableStore & GamesReader>) | undefined;
  /** The service's token (the hall's): the only table's, or the key every table's is derived from. */
  token: string;
  /**
   * Table `id`'s token when the service is one machine of a hall (`--mqtt`: derived from its
   * name too, server/hall-bus/contract.ts); else `tableToken`'s.
   */
  tokenOf?: (id: string) => string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every table, in order; the first one also answers at the root paths. */
    tables: readonly Table[];
    /** The first table's box (`app.tables` has every table's). */
    box: TableBoxPlugin;
    /** The first table's session (`app.tables` has every table's). */
    table: TableSession;
  }
}

/** The session of a table with `box`, opened (its unfinished game resumed); `close()` frees it. */
async function openSession(
  box: TableBoxPlugin,
  store: TableStore,
  play: PlayOptions,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Promise<TableSession> {
  const logger = {
    info: (m: string) => log.info(m),
    warn: (m: string) => log.warn(m),
    error: (m: string) => log.error(m),
  };
  const session = new TableSession({ ...play, store, logger, boxSource: box.source });
  box.attach(session);
  await session.open();
  return session;
}

async function closeTable(table: Pick<Table, 'box' | 'session'>): Promise<void> {
  // The session first: its queue finishes and its log is closed before the link stops.
  await table.session.close();
  await table.box.link?.stop();
}

export const tablesPlugin = fp(
  async (app: FastifyInstance, options: TablesOptions) => {
    const serials = await planTables({
      serials: options.serials ?? [options.box.serial],
      virtualTables: options.virtualTables ?? 0,
      baud: options.box.baud,
      find: options.box.find,
      log: app.log,
    });
    const { storeOf } = options;
    if (serials.length > 1 && !storeOf) {
      throw new Error(`${serials.length} tables need a store each: buildApp needs storeOf`);
    }
    const several = serials.length > 1;
    const tables: Table[] = [];
    try {
      for (const [index, serial] of serials.entries()) {
        const id = String(index + 1);
        // One table logs as it always did; several say whose line each is.
        const log = several ? app.log.child({ table: id }) : app.log;
        const store = index === 0 || !storeOf ? options.store : await storeOf(id);
        const box = openBox(serial, options.box, log);
        const session = await openSession(box, store, app.play, log).catch(
          async (error: unknown) => {
            await box.link?.stop();
            throw error;
          },
        );
        tables.push({
          id,
          base: `/t/${id}`,
          token: options.tokenOf?.(id) ?? tableToken(options.token, id, serials.length),
          box,
          session,
          store,
        });
      }
    } catch (error) {
      // A table that cannot open stops the service's start: the ones opened are freed first.
      await Promise.all(tables.map(closeTable));
      throw error;
    }
    const [first] = tables as [Table, ...Table[]];
    app.decorate('tables', tables);
    app.decorate('box', first.box);
    app.decorate('table', first.session);
    app.addHook('onClose', async () => {
      await Promise.all(tables.map(closeTable));
    });
  },
  { name: 'tables', decorators: { fastify: ['play'] } },
);
