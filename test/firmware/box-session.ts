// Helpers for the avr8js tests: an Uno running the committed .hex, every line it
// prints decoded with src/protocol.ts (a bad frame fails the test), and lines
// from a pretend server encoded the same way.
import { join } from 'node:path';
import { Uno, type UnoOptions } from '../../server/virtual-box/uno.ts';
import {
  type BoxCommand,
  type BoxMessage,
  decodeBoxLine,
  encode,
  type Frame,
  nextSeq,
} from '../../src/protocol.ts';

export const HEX = join(import.meta.dirname, '..', '..', 'firmware', 'build', 'apophis-box.hex');

export type Received = Frame<BoxMessage> & { atMs: number; line: string };

export class BoxSession {
  readonly uno: Uno;
  /** Every frame the box sent, in order. */
  readonly received: Received[] = [];
  /** Lines the codec refused: a test checks it stays empty. */
  readonly badLines: string[] = [];
  private serverSeq = 0;

  constructor(options: UnoOptions = {}) {
    this.uno = Uno.fromHexFile(HEX, options);
    this.uno.onLine((line, atMs) => {
      const decoded = decodeBoxLine(line);
      if (decoded.ok) this.received.push({ ...decoded.frame, atMs, line });
      else this.badLines.push(`${line} (${decoded.error.reason})`);
    });
  }

  /** Sends a server message with the server's next seq; returns that seq. */
  send(message: BoxCommand): number {
    this.serverSeq = nextSeq(this.serverSeq);
    this.uno.write(encode(this.serverSeq, message));
    return this.serverSeq;
  }

  /** Runs until `found` returns something (checked every `stepMs`), or throws after `withinMs`. */
  runUntil<T>(found: () => T | undefined | false, withinMs: number, stepMs = 2): T {
    const deadline = this.uno.nowMs + withinMs;
    for (;;) {
      const result = found();
      if (result !== undefined && result !== false) return result;
      if (this.uno.nowMs >= deadline) {
        throw new Error(
          `nothing after ${withinMs} ms; last lines: ${this.lines().slice(-5).join(' | ')}`,
        );
      }
      this.uno.run(stepMs);
    }
  }

  /** The next frame after index `from` that matches, running the board as needed. */
  next(match: (frame: Received) => boolean, from: number, withinMs = 1500): Received {
    return this.runUntil(() => this.received.slice(from).find(match), withinMs);
  }

  /** Frames other than heartbeats from index `from`. */
  eventsSince(from: number): Received[] {
    return this.received.slice(from).filter((frame) => frame.message.verb !== 'HB');
  }

  lines(): string[] {
    return this.received.map((frame) => frame.line);
  }

  /** ACKs every box event (BTN, ROLLING, ROLL) received so far. */
  ackAll(from = 0): void {
    for (const frame of this.received.slice(from)) {
      if (['BTN', 'ROLLING', 'ROLL'].includes(frame.message.verb))
        this.send({ verb: 'ACK', seq: frame.seq });
    }
  }
}

/** A clean press: held `holdMs`, with bounce on both edges. */
export function bouncyPress(
  session: BoxSession,
  button: Parameters<Uno['press']>[0],
  holdMs: number,
  random: () => number,
): void {
  const { uno } = session;
  uno.bounce(button, true, { bounceMs: 10, random });
  uno.run(holdMs);
  uno.bounce(button, false, { bounceMs: 10, random });
  uno.run(40);
}
