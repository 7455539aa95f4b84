// A box for the link tests, scripted in TypeScript on the far end of a pty: it speaks
// protocol v1 (firmware 1.x, the default) or v2 (firmware 2.x) through the shared
// codec the way the firmware does (HELLO at boot, heartbeats, events kept until
// ACKed, the oldest resent every 250 ms, at most 8 kept; in v2, server commands
// ACKed and obeyed once, DICE kept for the next roll, HELLO resetting both counters).
// With `proof` (firmware 2.1), it speaks DESIGN.md's "Dice anyone can audit" as written
// there, derived here with node:crypto apart from src/proof.ts: a 16-byte seed drawn at boot,
// `COMMIT` after every HELLO and every `SEED`, `ROLL … @n`, `REVEAL` answered by `SEED <S> <n>`.
import { createHash, randomBytes } from 'node:crypto';
import { ReadlineParser } from '@serialport/parser-readline';
import { SerialPort } from 'serialport';
import {
  type BoxCommand,
  type BoxMessage,
  type Button,
  type Codec,
  codecFor,
  type Frame,
  type Gesture,
  nextSeq,
} from '../../src/protocol.ts';

export type ScriptedBoxOptions = {
  device?: string;
  firmware?: string;
  /** 1 (the default) or 2; a HELLO naming another number is sent framed as v1. */
  protocol?: number;
  /** v2 HELLO capabilities (`display`). */
  capabilities?: string[];
  heartbeatMs?: number;
  resendMs?: number;
  keep?: number;
  /** False: a box that never answers the server's `HELLO`. */
  answersHello?: boolean;
  /**
   * With the capability `salt` (firmware 2.2): `take` the table's salt as the firmware does (NAK
   * `salt-late` after a salt or a roll under the commitment), `refuse` every one (`NAK salt-late`),
   * stay `silent` (neither ACK nor NAK), or take it with every ACK of it lost on the cable
   * (`take-unheard`).
   */
  saltAnswer?: 'take' | 'refuse' | 'silent' | 'take-unheard';
};

/** A proof box's secret: its seed, the next word index, and the table's salt once taken. */
export type ProofSecret = { seed: Buffer; next: number; salt?: Buffer };

/** C: the first 16 bytes of SHA-256(S), upper-case hex (DESIGN.md). */
export function commitmentFor(seed: Buffer): string {
  return createHash('sha256').update(seed).digest('hex').slice(0, 32).toUpperCase();
}

/** The dice of a roll from the secret's next word on (the secret moves past the words taken). */
export function drawFrom(secret: ProofSecret, sides: number, count: number): number[] {
  const limit = 2 ** 32 - (2 ** 32 % sides);
  const values: number[] = [];
  while (values.length < count) {
    const index = Buffer.alloc(4);
    index.writeUInt32BE(secret.next);
    secret.next += 1;
    const word = createHash('sha256')
      .update(Buffer.concat(secret.salt ? [secret.seed, secret.salt, index] : [secret.seed, index]))
      .digest()
      .readUInt32BE(0);
    if (word < limit) values.push((word % sides) + 1);
  }
  return values;
}

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
  /** Pretend the next N server lines were lost on the way (v2: the server resends). */
  loseLines = 0;
  /** v2: pretend the box's next N ACKs of server commands were lost, so the server resends. */
  loseOwnAcks = 0;
  /**
   * While set, the box's events are lost on the way (each stays pending, and goes out again
   * once this is cleared): a `SEED` the service never hears before it dies.
   */
  muted = false;
  /**
   * While set, every line the box writes is lost on the way, until the server's `HELLO`
   * reaches it (its answer too: issue 31's answer that never arrives). Cleared by that HELLO.
   */
  quietUntilAsked = false;
  /** The next N answers to the server's HELLO arrive with a byte changed (the check fails). */
  damageHelloAnswers = 0;
  /** Bytes of garbage without a newline sent just before the next answer to a HELLO. */
  garbageBeforeHello = 0;
  /** Every server line that reached the box, resends and refused ones too. */
  readonly lines: string[] = [];
  #seq = 0;
  #pending: Pending[] = [];
  /** v2: what the next roll rolls, as the server's DICE last set it. */
  dice = { count: 1, sides: 6 };
  /** v2: server seqs already obeyed (a resent command is ACKed, not obeyed again). */
  readonly #obeyed = new Set<number>();
  #port: SerialPort | null = null;
  #timers: NodeJS.Timeout[] = [];
  #bootedAt = Date.now();
  /** A proof box's seed and next word index (drawn afresh at boot and after each SEED). */
  secret: ProofSecret = { seed: randomBytes(16), next: 0 };
  /** Every seed this box revealed, in order. */
  readonly revealed: string[] = [];

  constructor(options: ScriptedBoxOptions = {}) {
    this.options = {
      device: 'apophis-box',
      firmware: '1.0.0',
      protocol: 1,
      heartbeatMs: 1000,
      resendMs: 250,
      keep: 8,
      answersHello: true,
      capabilities: [],
      saltAnswer: 'take',
      ...options,
    };
  }

  /** The box says `proof` in its HELLO (firmware 2.1). */
  get proves(): boolean {
    return this.#v2 && this.options.capabilities.includes('proof');
  }

  get #codec(): Codec {
    return codecFor(this.options.protocol === 2 ? 2 : 1);
  }

  get #v2(): boolean {
    return this.#codec.version === 2;
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
        () => this.#say({ verb: 'HB', uptimeMs: this.uptimeMs }),
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

  /**
   * What the firmware does at power-up: forget everything, its uptime from 0, say HELLO
   * at seq 0 (`helloLost`: a HELLO the server never hears, as over a Bluetooth link still down).
   */
  boot(options: { helloLost?: boolean } = {}): void {
    this.#bootedAt = Date.now();
    this.#seq = 0;
    this.#pending = [];
    this.#obeyed.clear();
    this.dice = { count: 1, sides: 6 };
    // A restart loses the seed: the box draws another.
    this.secret = { seed: randomBytes(16), next: 0 };
    if (!options.helloLost) this.#sayHello();
  }

  /** HELLO, and a proof box's COMMIT after it. */
  #sayHello(): void {
    this.write(this.#codec.encode(0, this.#hello()));
    if (this.proves) this.#event({ verb: 'COMMIT', commitment: commitmentFor(this.secret.seed) });
  }

  /**
   * A proof box rolls the dice the server last set from its seed, the roll tagged with the
   * word index it started at; `lie`: the values sent instead (a box that cheats).
   */
  rollProven(lie?: number[]): { values: number[]; index: number } {
    const index = this.secret.next;
    const drawn = drawFrom(this.secret, this.dice.sides, this.dice.count);
    const values = lie ?? drawn;
    this.#event({ verb: 'ROLLING' });
    this.#event({ verb: 'ROLL', sides: this.dice.sides, values, index });
    return { values, index };
  }

  /** The box's uptime, as its heartbeats say it. */
  get uptimeMs(): number {
    return Date.now() - this.#bootedAt;
  }

  press(button: Button, gesture: Gesture = 'PRESS'): number {
    return this.#event({ verb: 'BTN', button, gesture });
  }

  /** Rolls the dice the server last set (v1: one d6) with these values. */
  roll(...values: number[]): number {
    this.#event({ verb: 'ROLLING' });
    return this.#event({ verb: 'ROLL', sides: this.#v2 ? this.dice.sides : 6, values });
  }

  /** Sends a line as it is (garbage included). Lines written while detached are lost. */
  write(line: string): void {
    if (this.quietUntilAsked) return;
    if (this.#port?.isOpen) this.#port.write(Buffer.from(line, 'latin1'), () => {});
  }

  /** The answer to the server's HELLO, damaged or after garbage as the test asked. */
  #answerHello(): void {
    this.quietUntilAsked = false;
    if (this.garbageBeforeHello > 0 && this.#port?.isOpen) {
      this.#port.write(Buffer.alloc(this.garbageBeforeHello, 'x'), () => {});
      this.garbageBeforeHello = 0;
    }
    const line = this.#codec.encode(0, this.#hello());
    if (this.damageHelloAnswers > 0) {
      this.damageHelloAnswers--;
      this.write(line.replace('apophis', 'apophiz'));
    } else this.write(line);
  }

  /** Sends a frame with the box's next seq; returns that seq. */
  say(message: BoxMessage): number {
    return this.#say(message);
  }

  #say(message: BoxMessage): number {
    // v2 numbers only events; v1 every line.
    if (this.#v2 && !this.#codec.counted(message)) {
      this.write(this.#codec.encode(0, message));
      return 0;
    }
    this.#seq = nextSeq(this.#seq);
    this.write(this.#codec.encode(this.#seq, message));
    return this.#seq;
  }

  #event(message: BoxMessage): number {
    const seq = nextSeq(this.#seq);
    this.#seq = seq;
    const line = this.#codec.encode(seq, message);
    this.#pending.push({ seq, line });
    this.#sendEvent(line);
    if (this.#pending.length > this.options.keep) {
      this.#pending.shift();
      this.#say({ verb: 'NAK', seq: 0, reason: 'OVERFLOW' });
    }
    return seq;
  }

  #sendEvent(line: string): void {
    if (!this.#port?.isOpen || this.muted) return;
    this.eventLinesSent++;
    this.write(line);
  }

  #resendOldest(): void {
    const oldest = this.#pending[0];
    if (oldest) this.#sendEvent(oldest.line);
  }

  #hello(): BoxMessage {
    const { device, firmware, protocol, capabilities } = this.options;
    return this.#v2
      ? { verb: 'HELLO', device, firmware, protocol, capabilities }
      : { verb: 'HELLO', device, firmware, protocol };
  }

  /** REVEAL: the seed and the next index, then a fresh seed and its COMMIT. */
  #reveal(): void {
    const { seed, next } = this.secret;
    const hex = seed.toString('hex').toUpperCase();
    this.revealed.push(hex);
    this.#event({ verb: 'SEED', seed: hex, next });
    this.secret = { seed: randomBytes(16), next: 0 };
    this.#event({ verb: 'COMMIT', commitment: commitmentFor(this.secret.seed) });
  }

  /**
   * A fresh `SALT`: false when the box answers it with a NAK (`salt-late`) or not at all, as
   * `saltAnswer` says; true when it takes it (ACKed and obeyed as any command).
   */
  #takeSalt(seq: number, salt: string): boolean {
    const answer = this.options.saltAnswer;
    if (answer === 'silent') return false;
    if (answer === 'refuse' || this.secret.salt || this.secret.next > 0) {
      this.#obeyed.add(seq);
      this.write(this.#codec.encode(0, { verb: 'NAK', seq, reason: 'salt-late' }));
      return false;
    }
    this.secret.salt = Buffer.from(salt, 'hex');
    return true;
  }

  #onLine(line: string): void {
    if (this.loseLines > 0) {
      this.loseLines--;
      return;
    }
    this.lines.push(line);
    const decoded = this.#codec.decodeServerLine(line);
    if (!decoded.ok) {
      this.refused.push(line);
      return;
    }
    const { seq, message } = decoded.frame;
    if (this.#v2 && seq !== 0) {
      if (message.verb === 'SALT') {
        if (!this.#obeyed.has(seq) && !this.#takeSalt(seq, message.salt)) return;
        if (this.options.saltAnswer === 'take-unheard') {
          this.#obeyed.add(seq);
          return;
        }
      }
      // v2: every numbered command is ACKed; one already obeyed is not obeyed again.
      if (this.loseOwnAcks > 0) this.loseOwnAcks--;
      else this.write(this.#codec.encode(0, { verb: 'ACK', seq }));
      if (this.#obeyed.has(seq)) return;
      this.#obeyed.add(seq);
      if (message.verb === 'DICE') this.dice = { count: message.count, sides: message.sides };
      if (message.verb === 'REVEAL' && this.proves) this.#reveal();
    }
    this.received.push(decoded.frame);
    if (this.#v2 && message.verb === 'HELLO' && this.options.answersHello) {
      // v2: HELLO resets both counters; waiting events are renumbered from 1 and resent.
      this.#seq = 0;
      this.#obeyed.clear();
      this.dice = { count: 1, sides: 6 };
      this.#answerHello();
      const waiting = this.#pending;
      this.#pending = [];
      for (const event of waiting) {
        const body = event.line.slice(event.line.indexOf(' ') + 1, event.line.lastIndexOf('*'));
        const seq = nextSeq(this.#seq);
        this.#seq = seq;
        const renumbered = `${seq} ${body}`;
        const line = `${renumbered}*${this.#codec.check(renumbered)}\n`;
        this.#pending.push({ seq, line });
        this.#sendEvent(line);
      }
      // "COMMIT after every HELLO": the seed kept, its commitment said again.
      if (this.proves) this.#event({ verb: 'COMMIT', commitment: commitmentFor(this.secret.seed) });
      return;
    }
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
