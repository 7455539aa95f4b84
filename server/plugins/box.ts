// The box plugin: picks the box (`--serial auto|virtual|none|PATH`), keeps its
// link open for the life of the service, and stops it on close.

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BoxScreen, BoxStatus } from '../../src/messages.ts';
import type { Button, Gesture } from '../../src/protocol.ts';
import { BoxLink, type BoxLinkOptions, findBox, serialTransport } from '../serial/index.ts';
import { COLON_DIGIT, type DisplayState, glyphOf } from '../virtual-box/tm1637.ts';
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
  /** The virtual box's display as it shows now (null without one); absent for a real box. */
  screen?: () => BoxScreen | null;
  /** Calls `listener` after each change of the virtual box's display; returns the unsubscribe. */
  onScreen?: (listener: () => void) => () => void;
};

/** The emulated TM1637's digits, as the screens draw them. */
export function screenOf(display: DisplayState | null): BoxScreen | null {
  if (!display) return null;
  return {
    digits: display.segments.map((segments) => glyphOf(segments)).join(''),
    colon: ((display.segments[COLON_DIGIT] ?? 0) & 0x80) !== 0,
    on: display.on,
  };
}

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
    const screenListeners = new Set<() => void>();
    const link = new BoxLink({
      ...options.link,
      path: 'virtual',
      logger,
      transport: () => {
        current = new VirtualBoxTransport(options.hexPath ? { hexPath: options.hexPath } : {});
        current.onDisplay(() => {
          for (const listener of screenListeners) listener();
        });
        return current;
      },
    });
    return {
      link,
      source: 'virtual',
      press: (button, gesture) => current?.press(button, gesture),
      screen: () => screenOf(current?.display ?? null),
      onScreen: (listener) => {
        screenListeners.add(listener);
        return () => screenListeners.delete(listener);
      },
    };
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
