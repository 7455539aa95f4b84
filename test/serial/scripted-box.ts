// A box for the link tests, scripted in TypeScript on the far end of a pty: it speaks
// protocol v1 through the shared codec the way the firmware does (HELLO at boot,
// heartbeats, events kept until ACKed, the oldest resent every 250 ms, at most 8 kept).
import { ReadlineParser } from '@serialport/parser-readline';
import { SerialPort } from 'serialport';
import {
  type BoxCommand,
  type BoxMessage,
  type Button,
  decodeServerLine,
  encode,
  type Frame,
  type Gesture,
  nextSeq,
} from '../../src/protocol.ts';

export type ScriptedBoxOptions = {
  device?: string;
  firmware?: string;
  protocol?: number;
  heartbeatMs?: number;
  resendMs?: number;
  keep?: number;
  /** False: a box that never answers the server's `HELLO`. */
  answersHello?: boolean;
};

type Pending = { seq: number; line: string };

export class ScriptedBox {
  readonly options: Required<ScriptedBoxOptions>;
  /** Every server frame taken, in order. */
  readonly received: Frame<BoxCommand>[] = [];
  /** Server lines the box could not decode. */
  readonly refused: string[] = [];
  /** Event frames sent, first sends and resends alike, and the ACKs that came back. */
  eventLinesSent = 0;
  acksReceived = 0;
  /** Pretend the next N ACKs were lost on the way, so the box resends. */
  loseAcks = 0;
  #seq = 0;
  #pending: Pending[] = [];
  #port: SerialPort | null = null;
  #timers: NodeJS.Timeout[] = [];
  readonly #bootedAt = Date.now();

  constructor(options: ScriptedBoxOptions = {}) {
    this.options = {
      device: 'apophis-box',
      firmware: '1.0.0',
      protocol: 1,
      heartbeatMs: 1000,
      resendMs: 250,
      keep: 8,
      answersHello: true,
      ...options,
    };
  }

  get pending(): number[] {
    return this.#pending.map((event) => event.seq);
  }

  /** LAMPS masks taken, oldest first. */
  get lamps(): number[] {
    return this.received.flatMap(({ message }) => (message.verb === 'LAMPS' ? [message.mask] : []));
  }

  async attach(path: string): Promise<void> {
    const port = new SerialPort({ path, baudRate: 115200, autoOpen: false });
    await new Promise<void>((resolve, reject) => port.open((e) => (e ? reject(e) : resolve())));
    // The wire dying under the box is part of the tests: nothing to do but stay quiet.
    port.on('error', () => {});
    port
      .pipe(new ReadlineParser({ delimiter: '\n', encoding: 'latin1' }))
      .on('data', (line: string) => this.#onLine(line));
    this.#port = port;
    this.#timers = [
      setInterval(
        () => this.#say({ verb: 'HB', uptimeMs: Date.now() - this.#bootedAt }),
        this.options.heartbeatMs,
      ),
      setInterval(() => this.#resendOldest(), this.options.resendMs),
    ];
  }

  /** Let go of the port, keeping everything the box remembers (its seq, its pending events). */
  async detach(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    this.#timers = [];
    const port = this.#port;
    this.#port = null;
    if (port?.isOpen) await new Promise<void>((resolve) => port.close(() => resolve()));
  }

  /** What the firmware does at power-up: forget everything, say HELLO at seq 0. */
  boot(): void {
    this.#seq = 0;
    this.#pending = [];
    this.write(encode(0, this.#hello()));
  }

  press(button: Button, gesture: Gesture = 'PRESS'): number {
    return this.#event({ verb: 'BTN', button, gesture });
  }

  roll(value: number): number {
    this.#event({ verb: 'ROLLING' });
    return this.#event({ verb: 'ROLL', value });
  }

  /** Sends a line as it is (garbage included). Lines written while detached are lost. */
  write(line: string): void {
    if (this.#port?.isOpen) this.#port.write(Buffer.from(line, 'latin1'), () => {});
  }

  /** Sends a frame with the box's next seq; returns that seq. */
  say(message: BoxMessage): number {
    return this.#say(message);
  }

  #say(message: BoxMessage): number {
    this.#seq = nextSeq(this.#seq);
    this.write(encode(this.#seq, message));
    return this.#seq;
  }

  #event(message: BoxMessage): number {
    const seq = nextSeq(this.#seq);
    this.#seq = seq;
    const line = encode(seq, message);
    this.#pending.push({ seq, line });
    this.#sendEvent(line);
    if (this.#pending.length > this.options.keep) {
      this.#pending.shift();
      this.#say({ verb: 'NAK', seq: 0, reason: 'OVERFLOW' });
    }
    return seq;
  }

  #sendEvent(line: string): void {
    if (!this.#port?.isOpen) return;
    this.eventLinesSent++;
    this.write(line);
  }

  #resendOldest(): void {
    const oldest = this.#pending[0];
    if (oldest) this.#sendEvent(oldest.line);
  }

  #hello(): BoxMessage {
    const { device, firmware, protocol } = this.options;
    return { verb: 'HELLO', device, firmware, protocol };
  }

  #onLine(line: string): void {
    const decoded = decodeServerLine(line);
    if (!decoded.ok) {
      this.refused.push(line);
      return;
    }
    this.received.push(decoded.frame);
    const { message } = decoded.frame;
    if (message.verb === 'ACK') {
      this.acksReceived++;
      if (this.loseAcks > 0) {
        this.loseAcks--;
        return;
      }
      this.#pending = this.#pending.filter((event) => event.seq !== message.seq);
    } else if (message.verb === 'HELLO' && this.options.answersHello) {
      // Asked, the box keeps counting: the server keeps its de-duplication.
      this.#say(this.#hello());
    }
  }
}
