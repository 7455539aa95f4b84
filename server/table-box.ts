// A table's box: the link `--serial virtual|none|PATH` names (`auto` is resolved into
// those first, a table per box found: server/tables.ts), opened for the life of the service,
// and the one adapter between it and the table's session (the link is the table's box).
// A plain module: the tables plugin (plugins/tables.ts) opens one per table.

import type { FastifyBaseLogger } from 'fastify';
import type { BoxScreen, BoxStatus } from '../src/messages.ts';
import type { Button, Gesture } from '../src/protocol.ts';
import { BoxLink, type BoxLinkOptions, type LinkLogger, serialTransport } from './serial/index.ts';
import type { FindOptions } from './serial/ports.ts';
import type { TableSession } from './table.ts';
import { COLON_DIGIT, type DisplayState, glyphOf } from './virtual-box/tm1637.ts';
import { VirtualBoxTransport, virtualBoxAvailable } from './virtual-box/virtual-box.ts';

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

/** What a table's session hears from its box. */
export type BoxListener = Pick<
  TableSession,
  'attachBox' | 'boxEvent' | 'boxChanged' | 'boxScreenChanged'
>;

export type TableBoxPlugin = {
  link: BoxLink | null;
  source: BoxStatus['source'];
  /** Hands `table` this box: the link to drive, its events, its status and (virtual) its display. */
  attach(table: BoxListener): void;
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

/**
 * The virtual box's link: a BoxLink that also presses the emulated board's buttons and
 * reads its display, so the table drives it as it drives a real one.
 */
class VirtualBoxLink extends BoxLink {
  readonly #board: { current: VirtualBoxTransport | null };
  readonly #screenListeners: Set<() => void>;

  constructor(options: BoxOptions, logger: LinkLogger) {
    // Each (re)connection boots a new board: the link presses and reads the current one.
    const board: { current: VirtualBoxTransport | null } = { current: null };
    const listeners = new Set<() => void>();
    super({
      ...options.link,
      path: 'virtual',
      logger,
      transport: () => {
        const made = new VirtualBoxTransport(options.hexPath ? { hexPath: options.hexPath } : {});
        made.onDisplay(() => {
          for (const listener of listeners) listener();
        });
        board.current = made;
        return made;
      },
    });
    this.#board = board;
    this.#screenListeners = listeners;
  }

  press(button: Button, gesture: Gesture): void {
    this.#board.current?.press(button, gesture);
  }

  /** The display as it shows now (null without one). */
  get screen(): BoxScreen | null {
    return screenOf(this.#board.current?.display ?? null);
  }

  /** Calls `listener` after each change of the display. */
  onScreen(listener: () => void): void {
    this.#screenListeners.add(listener);
  }
}

/** The box for a table: the link is its box; its events and status go to the table. */
function linked(link: BoxLink, source: BoxStatus['source']): TableBoxPlugin {
  return {
    link,
    source,
    attach: (table) => {
      table.attachBox(link);
      if (link instanceof VirtualBoxLink) link.onScreen(() => table.boxScreenChanged());
      // The box's ACK waits for this: a press the log could not take stays in the box.
      link.handleEvents(async (event) => {
        const result = await table.boxEvent(event.message);
        return result.ok || result.code !== 'log/write';
      });
      link.on('status', () => table.boxChanged());
    },
  };
}

const NO_BOX: TableBoxPlugin = { link: null, source: 'none', attach: () => {} };

function choose(serial: string, options: BoxOptions, logger: LinkLogger): TableBoxPlugin {
  if (serial === 'none') {
    logger.info('no box: the control page runs the table and dice are typed in');
    return NO_BOX;
  }
  if (serial === 'virtual') {
    if (!virtualBoxAvailable(options.hexPath)) {
      logger.error(
        'the virtual box needs firmware/build/apophis-box.hex (npm run firmware:build): running without a box',
      );
      return NO_BOX;
    }
    return linked(new VirtualBoxLink(options, logger), 'virtual');
  }
  const link = new BoxLink({
    ...options.link,
    path: serial,
    logger,
    transport: serialTransport(serial, options.baud),
  });
  return linked(link, 'serial');
}
