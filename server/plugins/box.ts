// The box plugin: picks the box (`--serial auto|virtual|none|PATH`), keeps its
// link open for the life of the service, and stops it on close.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BoxStatus } from '../../src/messages.ts';
import type { Button, Gesture } from '../../src/protocol.ts';
import { BoxLink, type BoxLinkOptions, findBox, serialTransport } from '../serial/index.ts';
import { VirtualBoxTransport, virtualBoxAvailable } from '../virtual-box/virtual-box.ts';

export type BoxOptions = {
  /** `auto` (a box that answers HELLO, else the virtual box), `virtual`, `none`, or a port path. */
  serial: string;
  baud: number;
  /** Shorter link timings for tests; the defaults are DESIGN.md's. */
  link?: Partial<Omit<BoxLinkOptions, 'path' | 'transport' | 'logger'>>;
  /** Where the virtual box's firmware is (the committed .hex by default). */
  hexPath?: string;
};

export type TableBoxPlugin = {
  link: BoxLink | null;
  source: BoxStatus['source'];
  /** Presses a virtual box button; absent for a real box. */
  press?: (button: Button, gesture: Gesture) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    box: TableBoxPlugin;
  }
}

async function choose(app: FastifyInstance, options: BoxOptions): Promise<TableBoxPlugin> {
  const log = app.log;
  const logger = {
    info: (m: string) => log.info(m),
    warn: (m: string) => log.warn(m),
    error: (m: string) => log.error(m),
  };
  let serial = options.serial;
  if (serial === 'auto') {
    const found = await findBox({ baudRate: options.baud });
    if (found.box) {
      log.info(`box found on ${found.box.path} (firmware ${found.box.firmware})`);
      serial = found.box.path;
    } else {
      if (found.listing.error) log.warn(found.listing.error);
      for (const probe of found.probes) if (!probe.ok) log.info(`${probe.path}: ${probe.reason}`);
      const ports = found.listing.ports.length;
      log.info(
        `no box answered on ${ports} serial port${ports === 1 ? '' : 's'} (${found.probes.length} probed): using the virtual box`,
      );
      serial = 'virtual';
    }
  }
  if (serial === 'none') {
    log.info('no box: the control page runs the table and dice are typed in');
    return { link: null, source: 'none' };
  }
  if (serial === 'virtual') {
    if (!virtualBoxAvailable(options.hexPath)) {
      log.error(
        'the virtual box needs firmware/build/apophis-box.hex (npm run firmware:build): running without a box',
      );
      return { link: null, source: 'none' };
    }
    let current: VirtualBoxTransport | null = null;
    const link = new BoxLink({
      ...options.link,
      path: 'virtual',
      logger,
      transport: () => {
        current = new VirtualBoxTransport(options.hexPath ? { hexPath: options.hexPath } : {});
        return current;
      },
    });
    return { link, source: 'virtual', press: (button, gesture) => current?.press(button, gesture) };
  }
  const link = new BoxLink({
    ...options.link,
    path: serial,
    logger,
    transport: serialTransport(serial, options.baud),
  });
  return { link, source: 'serial' };
}

export const boxPlugin = fp(
  async (app: FastifyInstance, options: BoxOptions) => {
    const box = await choose(app, options);
    app.decorate('box', box);
    box.link?.start();
    app.addHook('onClose', async () => {
      await box.link?.stop();
    });
  },
  { name: 'box' },
);
