// A line transport: the one thing the box link needs from a wire. A real serial
// port implements it here; the virtual box (the firmware in avr8js) implements
// the same interface, so the link logic above it never knows which one it talks to.
import { EventEmitter } from 'node:events';
import { Transform, type TransformCallback } from 'node:stream';
import type { SerialPort } from 'serialport';

export const DEFAULT_BAUD = 115200;

/**
 * The most a line may hold while it is buffered. The protocol's lines are 64 bytes; a
 * longer run without a newline is noise (or an attack) and is never kept whole.
 */
export const MAX_BUFFERED_LINE = 4096;

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
  /** When bytes last came in (`performance.now()`), lines or not; absent: not said. */
  readonly bytesAt?: number;
}

export type TransportFactory = () => LineTransport;

/**
 * Bytes into `\n`-ended lines, latin1 (one character per byte, so the codec's 64-byte
 * limit counts bytes and a garbled byte stays one character). A line that passes
 * `maxLength` while it fills is cut there and passed on once (the codec drops it as too
 * long, counted as a garbled line is); the rest of it, up to the next `\n`, is dropped
 * as it comes, so memory and time stay bounded whatever the wire sends.
 */
export class CappedLineSplitter extends Transform {
  #buffered = '';
  /** Inside a line already passed on cut: drop until its `\n`. */
  #dropping = false;
  #longest = 0;
  /** When the last bytes came (`performance.now()`). */
  bytesAt = Number.NEGATIVE_INFINITY;

  constructor(readonly maxLength = MAX_BUFFERED_LINE) {
    super({ readableObjectMode: true });
  }

  /** The most this splitter ever held of an unfinished line (tests read it). */
  get longestBuffered(): number {
    return this.#longest;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytesAt = performance.now();
    let text = chunk.toString('latin1');
    for (;;) {
      const end = text.indexOf('\n');
      if (this.#dropping) {
        if (end < 0) break;
        this.#dropping = false;
        text = text.slice(end + 1);
        continue;
      }
      if (end < 0) {
        this.#buffered += text.slice(0, this.maxLength - this.#buffered.length + 1);
        this.#longest = Math.max(this.#longest, this.#buffered.length);
        if (this.#buffered.length > this.maxLength) {
          this.push(this.#buffered.slice(0, this.maxLength));
          this.#buffered = '';
          this.#dropping = true;
        }
        break;
      }
      const line = this.#buffered + text.slice(0, Math.min(end, this.maxLength + 1));
      this.#buffered = '';
      text = text.slice(end + 1);
      this.push(line.length > this.maxLength ? line.slice(0, this.maxLength) : line);
    }
    done();
  }
}

/** `serialport` (loaded only when a port is opened) behind the line interface. */
export class SerialLineTransport
  extends EventEmitter<LineTransportEvents>
  implements LineTransport
{
  readonly path: string;
  readonly #baudRate: number;
  #port: SerialPort | null = null;
  #lines: CappedLineSplitter | null = null;

  constructor(path: string, baudRate = DEFAULT_BAUD) {
    super();
    this.path = path;
    this.#baudRate = baudRate;
  }

  async open(): Promise<void> {
    // Loaded here, not at the top: a service with `--serial none` or `virtual` never loads
    // serialport and its native binding (a slower start for nothing).
    const { SerialPort } = await import('serialport');
    const port = new SerialPort({ path: this.path, baudRate: this.#baudRate, autoOpen: false });
    this.#port = port;
    const lines = port.pipe(new CappedLineSplitter());
    this.#lines = lines;
    lines.on('data', (line: string) => this.emit('line', line));
    port.on('close', (reason?: Error) => this.emit('close', reason ?? undefined));
    port.on('error', (error: Error) => this.emit('error', error));
    await new Promise<void>((resolve, reject) => {
      port.open((error) => (error ? reject(error) : resolve()));
    });
  }

  get bytesAt(): number {
    return this.#lines?.bytesAt ?? Number.NEGATIVE_INFINITY;
  }

  /** The most this port ever held of an unfinished line, in bytes. */
  get longestBuffered(): number {
    return this.#lines?.longestBuffered ?? 0;
  }

  write(line: string): void {
    const port = this.#port;
    if (!port?.isOpen) return;
    port.write(Buffer.from(line, 'latin1'), (error) => {
      if (error) this.emit('error', error);
    });
  }

  /** Resolves once the port is closed, or at once when it already was (a dead pty). */
  close(): Promise<void> {
    return new Promise((resolve) => {
      const port = this.#port;
      if (!port?.isOpen) return resolve();
      port.close(() => resolve());
    });
  }
}

/** A factory that opens `path` at `baudRate` each time the link (re)connects. */
export function serialTransport(path: string, baudRate = DEFAULT_BAUD): TransportFactory {
  return () => new SerialLineTransport(path, baudRate);
}
