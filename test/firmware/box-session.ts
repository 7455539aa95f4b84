// Helpers for the avr8js tests: an Uno running the committed .hex, every line it
// prints decoded with src/protocol.ts in the protocol its HELLO names (a bad frame
// fails the test), and lines from a pretend server encoded the same way.
import { join } from 'node:path';
import { Uno, type UnoOptions } from '../../server/virtual-box/uno.ts';
import {
  type BoxCommand,
  type BoxMessage,
  type Codec,
  codecFor,
  decodeAnyBoxLine,
  type Frame,
  nextSeq,
  PROOF_CAPABILITY,
  type ProtocolVersion,
} from '../../src/protocol.ts';

export const HEX = join(import.meta.dirname, '..', '..', 'firmware', 'build', 'apophis-box.hex');

export type Received = Frame<BoxMessage> & {
  atMs: number;
  line: string;
  /** The protocol of the line's check (2 or 4 hex digits). */
  version: ProtocolVersion;
};

export class BoxSession {
  readonly uno: Uno;
  /** Every frame the box sent, in order. */
  readonly received: Received[] = [];
  /** Lines the codec refused: a test checks it stays empty. */
  readonly badLines: string[] = [];
  /** The protocol the box's last HELLO announced (1 until one came). */
  version: ProtocolVersion = 1;
  private serverSeq = 0;

  constructor(options: UnoOptions = {}, hexPath = HEX) {
    this.uno = Uno.fromHexFile(hexPath, options);
    this.uno.onLine((line, atMs) => {
      const decoded = decodeAnyBoxLine(line);
      if (!decoded.ok) {
        this.badLines.push(`${line} (${decoded.error.reason})`);
        return;
      }
      const { message, seq } = decoded.frame;
      if (message.verb === 'HELLO') {
        if (message.protocol === 1 || message.protocol === 2) this.version = message.protocol;
        // A v2 HELLO resets both counters.
        if (decoded.version === 2 && seq === 0) this.serverSeq = 0;
      }
      // Once a box has said which protocol it speaks, a line in the other is a bad line.
      if (decoded.version !== this.version) {
        this.badLines.push(
          `${line} (a protocol ${decoded.version} line from a v${this.version} box)`,
        );
        return;
      }
      this.received.push({ ...decoded.frame, atMs, line, version: decoded.version });
    });
  }

  /** The codec of the protocol the box speaks. */
  get codec(): Codec {
    return codecFor(this.version);
  }

  /**
   * Sends a server message; returns its seq. v1: every message takes the server's next
   * seq. v2: only commands do; ACK carries 0, and HELLO carries 0 and resets the count.
   */
  send(message: BoxCommand): number {
    let seq: number;
    if (this.version === 1 || this.codec.counted(message)) {
      seq = this.serverSeq = nextSeq(this.serverSeq);
    } else {
      seq = 0;
      if (message.verb === 'HELLO') this.serverSeq = 0;
    }
    this.uno.write(this.codec.encode(seq, message));
    return seq;
  }

  /** The check of a line's body in the box's protocol (v1 XOR, v2 CRC-16). */
  frame(body: string): string {
    return `${body}*${this.codec.check(body)}`;
  }

  /**
   * Runs until the boot HELLO (firmware 2 says it after about 400 ms: 24 watchdog
   * ticks of entropy first); from then on `send` speaks the box's protocol. A proof box
   * (2.1) follows its HELLO with `COMMIT` as its event 1, which is ACKed here as a server
   * would: the box's next event is then 2. `ackCommit: false` leaves it unanswered (no
   * server speaks, so the link LED keeps blinking).
   */
  boot(withinMs = 1500, { ackCommit = true } = {}): Received {
    const hello = this.next((frame) => frame.message.verb === 'HELLO', 0, withinMs);
    const proof =
      hello.message.verb === 'HELLO' && hello.message.capabilities?.includes(PROOF_CAPABILITY);
    if (proof && ackCommit) {
      const commit = this.next((frame) => frame.message.verb === 'COMMIT', 0, 50);
      this.send({ verb: 'ACK', seq: commit.seq });
      this.uno.run(2);
    }
    return hello;
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

  /** ACKs every box event (BTN, ROLLING, ROLL, COMMIT, SEED) received so far. */
  ackAll(from = 0): void {
    for (const frame of this.received.slice(from)) {
      if (['BTN', 'ROLLING', 'ROLL', 'COMMIT', 'SEED'].includes(frame.message.verb))
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
