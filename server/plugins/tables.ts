// The tables plugin: makes every table the options name (server/tables.ts), each with
// its own box link, session and store, and frees them all on close. `app.tables` lists
// them; `app.box` and `app.table` stay the first table's, as one-table code reads them.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GamesReader } from '../routes/http.ts';
import type { TableStore } from '../table.ts';
import { planTables, type Table, tableToken } from '../tables.ts';
import { type BoxOptions, openBox } from './box.ts';
import { openSession, type TableOptions } from './table.ts';

export type TablesOptions = Omit<TableOptions, 'store'> & {
  /** Table 1's box; `box.serial` is the only `--serial` value unless `serials` is given. */
  box: BoxOptions;
  /** Each `--serial` value in order (DESIGN.md: one table each, `auto` one per box found). */
  serials?: string[];
  /** Virtual tables after those (`--tables N`). */
  virtualTables?: number;
  /** Table 1's store. */
  store: TableStore & GamesReader;
  /** The store of table `id` beyond the first (opened), when there may be several tables. */
  storeOf?: (id: string) => Promise<TableStore & GamesReader>;
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
  }
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
      ...(options.box.find ? { find: options.box.find } : {}),
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
        const session = await openSession(
          box,
          {
            store,
            ...(options.setup ? { setup: options.setup } : {}),
            ...(options.games ? { games: options.games } : {}),
            ...(options.now ? { now: options.now } : {}),
            ...(options.clock ? { clock: options.clock } : {}),
          },
          log,
        ).catch(async (error: unknown) => {
          await box.link?.stop();
          throw error;
        });
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
  { name: 'tables' },
);
