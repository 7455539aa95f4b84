// The virtual box: the committed firmware running in avr8js at real time,
// behind the same line interface as a serial port. Opening it powers on a new
// board (as opening a real Uno's port resets it); its buttons are pressed from
// the screens, and its TM1637 display (on by default) is shown on them.

import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import type { Button, Gesture } from '../../src/protocol.ts';
import { projectPath } from '../paths.ts';
import type { LineTransport, LineTransportEvents } from '../serial/transport.ts';
import { type DisplayListener, type DisplayState, Uno } from './uno.ts';

export type { DisplayListener, DisplayState } from './uno.ts';

export const FIRMWARE_HEX = projectPath('firmware', 'build', 'apophis-box.hex');

/** How long a screen's press holds the pin: a tap, or past the firmware's 800 ms LONG. */
export const HOLD_MS: Record<Gesture, number> = { PRESS: 120, LONG: 1000 };

export function virtualBoxAvailable(hexPath = FIRMWARE_HEX): boolean {
  return existsSync(hexPath);
}

export type VirtualBoxOptions = {
  hexPath?: string;
  noiseSeed?: number;
  /** A TM1637 4-digit display on the board (default true); firmware 2.x finds it at boot. */
  display?: boolean;
  /** Skip the cycles the firmware sleeps (default: on unless APOPHIS_VIRTUAL_SLEEP=off). */
  skipSleep?: boolean;
};

export class VirtualBoxTransport
  extends EventEmitter<LineTransportEvents>
  implements LineTransport
{
  readonly path = 'virtual';
  #uno: Uno | null = null;
  readonly #hexPath: string;
  readonly #noiseSeed: number;
  readonly #display: boolean;
  readonly #skipSleep: boolean | undefined;
  readonly #displayListeners = new Set<DisplayListener>();

  constructor(options: VirtualBoxOptions = {}) {
    super();
    this.#hexPath = options.hexPath ?? FIRMWARE_HEX;
    // A different die sequence every time the service starts, as a real board's ADC noise gives.
    this.#noiseSeed = options.noiseSeed ?? Math.floor(Math.random() * 2 ** 31);
    this.#display = options.display ?? true;
    this.#skipSleep = options.skipSleep;
  }

  async open(): Promise<void> {
    const uno = Uno.fromHexFile(this.#hexPath, {
      noiseSeed: this.#noiseSeed,
      display: this.#display,
      ...(this.#skipSleep === undefined ? {} : { skipSleep: this.#skipSleep }),
    });
    uno.onLine((line) => this.emit('line', line));
    uno.onDisplayChange((display, atMs) => this.#displayChanged(display, atMs));
    uno.start({ sliceMs: 10 });
    this.#uno = uno;
    // A new board's display starts dark, whatever the last one showed.
    const display = uno.display();
    if (display) this.#displayChanged(display, uno.nowMs);
  }

  #displayChanged(display: DisplayState, atMs: number): void {
    for (const listener of this.#displayListeners) listener(display, atMs);
  }

  /**
   * Calls `listener` with what the display shows after each change (`atMs` in board
   * time), and once at each open (a new board starts dark). Returns the unsubscribe.
   */
  onDisplay(listener: DisplayListener): () => void {
    this.#displayListeners.add(listener);
    return () => this.#displayListeners.delete(listener);
  }

  write(line: string): void {
    this.#uno?.write(line);
  }

  async close(): Promise<void> {
    const uno = this.#uno;
    this.#uno = null;
    uno?.stop();
    if (uno) this.emit('close');
  }

  /** Press a button for a tap or a long press, in the board's own time. */
  press(button: Button, gesture: Gesture): void {
    const uno = this.#uno;
    if (!uno) return;
    uno.press(button);
    uno.after(HOLD_MS[gesture], () => uno.release(button));
  }

  /** The board, for a screen that draws its die and lamps. */
  get uno(): Uno | null {
    return this.#uno;
  }

  /** What the board's display shows now; null without a display or while closed. */
  get display(): DisplayState | null {
    return this.#uno?.display() ?? null;
  }
}
