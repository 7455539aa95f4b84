// A table's box: the link `--serial virtual|none|PATH` names (`auto` is resolved into
// those first, a table per box found: server/tables.ts), opened for the life of the service.

import type { FastifyBaseLogger } from 'fastify';
import type { BoxScreen, BoxStatus } from '../../src/messages.ts';
import type { Button, Gesture } from '../../src/protocol.ts';
import { BoxLink, type BoxLinkOptions, type LinkLogger, serialTransport } from '../serial/index.ts';
import type { FindOptions } from '../serial/ports.ts';
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
  /** How `auto` looks for boxes (the system's port list and DESIGN.md's probe timings by default). */
  find?: Omit<FindOptions, 'skip' | 'baudRate'>;
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
    /** The first table's box (`app.tables` has every table's). */
    box: TableBoxPlugin;
  }
}

/**
 * Opens the box `serial` names: `none`, `virtual` (the firmware in avr8js), or a port's
 * path; its link starts at once and reconnects on its own until `link.stop()`.
 */
export function openBox(
  serial: string,
  options: BoxOptions,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): TableBoxPlugin {
  const logger = {
    info: (m: string) => log.info(m),
    warn: (m: string) => log.warn(m),
    error: (m: string) => log.error(m),
  };
  const box = choose(serial, options, logger);
  box.link?.start();
  return box;
}

function choose(serial: string, options: BoxOptions, logger: LinkLogger): TableBoxPlugin {
  if (serial === 'none') {
    logger.info('no box: the control page runs the table and dice are typed in');
    return { link: null, source: 'none' };
  }
  if (serial === 'virtual') {
    if (!virtualBoxAvailable(options.hexPath)) {
      logger.error(
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
