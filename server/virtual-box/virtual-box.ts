// The virtual box: the committed firmware running in avr8js at real time,
// behind the same line interface as a serial port. Opening it powers on a new
// board (as opening a real Uno's port resets it); its buttons are pressed from
// the screens.

import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import type { Button, Gesture } from '../../src/protocol.ts';
import { projectPath } from '../paths.ts';
import type { LineTransport, LineTransportEvents } from '../serial/transport.ts';
import { Uno } from './uno.ts';

export const FIRMWARE_HEX = projectPath('firmware', 'build', 'apophis-box.hex');

/** How long a screen's press holds the pin: a tap, or past the firmware's 800 ms LONG. */
export const HOLD_MS: Record<Gesture, number> = { PRESS: 120, LONG: 1000 };

export function virtualBoxAvailable(hexPath = FIRMWARE_HEX): boolean {
  return existsSync(hexPath);
}

export class VirtualBoxTransport
  extends EventEmitter<LineTransportEvents>
  implements LineTransport
{
  readonly path = 'virtual';
  #uno: Uno | null = null;
  readonly #hexPath: string;
  readonly #noiseSeed: number;

  constructor(options: { hexPath?: string; noiseSeed?: number } = {}) {
    super();
    this.#hexPath = options.hexPath ?? FIRMWARE_HEX;
    // A different die sequence every time the service starts, as a real board's ADC noise gives.
    this.#noiseSeed = options.noiseSeed ?? Math.floor(Math.random() * 2 ** 31);
  }

  async open(): Promise<void> {
    const uno = Uno.fromHexFile(this.#hexPath, { noiseSeed: this.#noiseSeed });
    uno.onLine((line) => this.emit('line', line));
    uno.start();
    this.#uno = uno;
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
}
