// A line transport: the one thing the box link needs from a wire. A real serial
// port implements it here; the virtual box (the firmware in avr8js) implements
// the same interface, so the link logic above it never knows which one it talks to.
import { EventEmitter } from 'node:events';
import { ReadlineParser } from '@serialport/parser-readline';
import { SerialPort } from 'serialport';

export const DEFAULT_BAUD = 115200;

export type LineTransportEvents = {
  /** One received line, without its `\n` (a trailing `\r` may remain: the codec drops it). */
  line: [line: string];
  /** The wire went away (unplugged, pty gone) or was closed. */
  close: [reason?: Error];
  error: [error: Error];
};

/**
 * A fresh transport is made for every connection attempt, opened once and closed
 * once. `write` never throws: a failed write surfaces as an `error` event.
 */
export interface LineTransport extends EventEmitter<LineTransportEvents> {
  readonly path: string;
  open(): Promise<void>;
  write(line: string): void;
  close(): Promise<void>;
}

export type TransportFactory = () => LineTransport;

/** `serialport` + `@serialport/parser-readline` behind the line interface. */
export class SerialLineTransport
  extends EventEmitter<LineTransportEvents>
  implements LineTransport
{
  readonly path: string;
  readonly #port: SerialPort;

  constructor(path: string, baudRate = DEFAULT_BAUD) {
    super();
    this.path = path;
    this.#port = new SerialPort({ path, baudRate, autoOpen: false });
    // latin1 keeps one character per byte, so the codec's 64-byte limit counts bytes
    // and a garbled byte stays one character instead of a 3-byte replacement sign.
    const lines = this.#port.pipe(new ReadlineParser({ delimiter: '\n', encoding: 'latin1' }));
    lines.on('data', (line: string) => this.emit('line', line));
    this.#port.on('close', (reason?: Error) => this.emit('close', reason ?? undefined));
    this.#port.on('error', (error: Error) => this.emit('error', error));
  }

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#port.open((error) => (error ? reject(error) : resolve()));
    });
  }

  write(line: string): void {
    if (!this.#port.isOpen) return;
    this.#port.write(Buffer.from(line, 'latin1'), (error) => {
      if (error) this.emit('error', error);
    });
  }

  /** Resolves once the port is closed, or at once when it already was (a dead pty). */
  close(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.#port.isOpen) return resolve();
      this.#port.close(() => resolve());
    });
  }
}

/** A factory that opens `path` at `baudRate` each time the link (re)connects. */
export function serialTransport(path: string, baudRate = DEFAULT_BAUD): TransportFactory {
  return () => new SerialLineTransport(path, baudRate);
}
