// The Uno's serial line as its USB bridge sees it (uno.ts): text queued for the USART's
// receiver one byte at a time, each once the receiver is free (the 115200 baud pacing is
// avr8js's), and the bytes it transmits, heard one by one and as lines.
import type { AVRUSART } from 'avr8js';

export type LineListener = (line: string, atMs: number) => void;
export type ByteListener = (byte: number, atMs: number) => void;

export class UnoSerial {
  private readonly rxQueue: number[] = [];
  private txLine = '';
  private readonly lineListeners = new Set<LineListener>();
  private readonly byteListeners = new Set<ByteListener>();

  /** `usart`: the running chip's (a new one after each watchdog reset); `nowMs`: the board's time. */
  constructor(
    private readonly usart: () => AVRUSART,
    private readonly nowMs: () => number,
  ) {}

  /** A watchdog reset: the line the chip was sending is cut off. */
  reset(): void {
    this.txLine = '';
  }

  transmitted(byte: number): void {
    const at = this.nowMs();
    for (const listener of this.byteListeners) listener(byte, at);
    if (byte === 0x0a) {
      const line = this.txLine;
      this.txLine = '';
      for (const listener of this.lineListeners) listener(line, at);
    } else {
      this.txLine += String.fromCharCode(byte);
    }
  }

  /** Hands the next queued byte to the USART once its receiver is free (115200 baud pacing comes from avr8js). */
  feedRx(): void {
    const usart = this.usart();
    if (this.rxQueue.length === 0 || usart.rxBusy || !usart.rxEnable) return;
    const byte = this.rxQueue[0] ?? 0;
    if (usart.writeByte(byte) !== false) this.rxQueue.shift();
  }

  /** Queues text for the box's serial input; bytes go in one at a time, as a line at 115200 baud would. */
  write(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code > 0xff)
        throw new Error(`the serial line carries bytes; ${JSON.stringify(text[i])} is not one`);
      this.rxQueue.push(code);
    }
    this.feedRx();
  }

  /** Bytes written but not yet taken by the USART. */
  get rxPending(): number {
    return this.rxQueue.length;
  }

  onLine(listener: LineListener): () => void {
    this.lineListeners.add(listener);
    return () => this.lineListeners.delete(listener);
  }

  onByte(listener: ByteListener): () => void {
    this.byteListeners.add(listener);
    return () => this.byteListeners.delete(listener);
  }
}
