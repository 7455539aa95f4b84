// The hall-bus plugin (`apophis serve --mqtt URL`): a publisher per table (server/hall-bus/
// publisher.ts), fed by the table's own state messages and by the events its log accepts (the
// tapped stores, ./tap.ts), closed with the app. Registered after the tables plugin. The
// publisher, and the MQTT client with it, is loaded only when a service joins a hall.

import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TablePublisher } from './publisher.ts';
import { busSource } from './source.ts';
import type { EventTap } from './tap.ts';

export type HallBusOptions = {
  url: string;
  /** This service's name in the hall (`--name`). */
  name: string;
  hall: string;
  caFile?: string;
  discovery?: boolean;
  /** Where the tables' stores tell what their logs accept (made before the tables open). */
  tap: EventTap;
  version: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Each table's publisher, in table order (only with `--mqtt`). */
    hallBus?: readonly TablePublisher[];
  }
}

/** The service's own address for the links the bus carries: a LAN address, else where it listens. */
function originOf(app: FastifyInstance): string {
  const lan = app.tables[0]?.session.publicState().addresses[0];
  if (lan) return lan;
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) return '';
  const host =
    address.address === '0.0.0.0' || address.address === '::' ? hostname() : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

export const hallBusPlugin = fp(
  async (app: FastifyInstance, options: HallBusOptions) => {
    const { TablePublisher } = await import('./publisher.ts');
    const publishers = app.tables.map((table) => {
      const log = app.log.child({ table: table.id, bus: options.hall });
      const publisher = new TablePublisher(
        // The links are read where the service listens (relative before it does).
        busSource(table, options.name, table.token, () =>
          app.server.listening ? originOf(app) : '',
        ),
        {
          url: options.url,
          hall: options.hall,
          version: options.version,
          log,
          ...(options.caFile ? { caFile: options.caFile } : {}),
          ...(options.discovery ? { discovery: true } : {}),
        },
      );
      options.tap.listen(table.id, (event) => publisher.event(event));
      return publisher;
    });
    app.decorate('hallBus', publishers);
    app.addHook('onClose', async () => {
      await Promise.all(publishers.map((publisher) => publisher.close()));
    });
  },
  { name: 'hall-bus', dependencies: ['tables'] },
);
