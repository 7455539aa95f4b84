// The server's end of protocols v1 and v2: handshake (it speaks whichever the box's
// HELLO says), ACKs, events exactly once and in the box's order, the lamps, and for
// a v2 box its dice, its clock and commands resent until ACKed; the heartbeat
// watchdog and reconnection. It runs over any line transport (a real serial port or
// the virtual box) and never stops the game when the box goes away.
import { EventEmitter } from 'node:events';
import type { Dice } from '../../src/game.ts';
import {
  type BoxCommand,
  type BoxMessage,
  type Codec,
  codecFor,
  DISPLAY_CAPABILITY,
  decodeAnyBoxLine,
  type Frame,
  isProtocolVersion,
  LATEST_PROTOCOL,
  MAX_CLOCK_SECONDS,
  nextSeq,
  type ProtocolVersion,
  protocolV2,
} from '../../src/protocol.ts';
import { EventOrder } from './event-order.ts';
import { CommandOutbox } from './outbox.ts';
import { SeenEvents } from './seen-events.ts';
import type { LineTransport, TransportFactory } from './transport.ts';

export const BOX_DEVICE = 'apophis-box';

/** Pino-like: the Fastify logger fits, and tests pass a capturing one. */
export type LinkLogger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
};

/** The box messages that change the game, each delivered once. */
export type BoxEventMessage = Extract<BoxMessage, { verb: 'BTN' | 'ROLLING' | 'ROLL' }>;
export type BoxEvent = Frame<BoxEventMessage>;
type Hello = Extract<BoxMessage, { verb: 'HELLO' }>;

/**
 * `opening` the port, `waiting-hello` for the box to introduce itself, `connected`,
 * `retrying` after a loss, `refused` (not our box or protocol), `stopped` (before
 * `start()` and after `stop()`).
 */
export type LinkState =
  | 'opening'
  | 'waiting-hello'
  | 'connected'
  | 'retrying'
  | 'refused'
  | 'stopped';

/** For /api/health and the screens. `error` is a sentence a player can act on. */
export type BoxStatus = {
  connected: boolean;
  path: string;
  firmware: string | null;
  protocol: number | null;
  /** What the box said it has beyond buttons and pips (`display`); empty for a v1 box. */
  capabilities: string[];
  state: LinkState;
  error?: string;
};

/**
 * The game's clock for the box's display: `remainingMs` as measured at `at`
 * (epoch ms), counting down when `running`.
 */
export type BoxClock = { remainingMs: number; running: boolean; at: number };

export type LinkCounters = {
  /** Events delivered (each box seq once). */
  events: number;
  /** Resent events ACKed again but not delivered again. */
  duplicates: number;
  /** Events that came after a missing line and waited for it before delivery. */
  held: number;
  /** Events that came after their wait was given up: delivered out of order. */
  late: number;
  /** Box seqs never seen and given up on (lost heartbeats, mostly). */
  skipped: number;
  /** Lines dropped by the codec. */
  garbled: number;
  /** Connections that reached the box's HELLO. */
  handshakes: number;
  /** Attempts to open the port that failed. */
  failedOpens: number;
};

export type BoxLinkOptions = {
  /** What the status and the log call the port (`/dev/ttyACM0`, `virtual`). */
  path: string;
  transport: TransportFactory;
  logger?: LinkLogger;
  /** Ask for HELLO when the box has not said it this long after opening. */
  helloAfterMs?: number;
  /** No valid line this long: the link is lost (a dead pty or USB adapter gives no event). */
  silenceMs?: number;
  /** Pause between reconnection attempts. */
  retryMs?: number;
  /** LAMPS is re-sent this often; the box's link LED watches it. */
  lampsEveryMs?: number;
  /** Pause before trying again a device that was refused. */
  refusedRetryMs?: number;
  /** Garbled lines closer together than this are one burst, logged once. */
  garbleBurstMs?: number;
  /**
   * How long an event that came after a missing box line waits for it. The box
   * resends its oldest unACKed event every 250 ms; a lost v1 heartbeat never comes.
   */
  orderWaitMs?: number;
  /** v2: an unACKed server command is resent this often. */
  resendMs?: number;
  /** v2: while the clock runs, CLOCK is sent again this often, so the box's own clock never drifts far. */
  clockResyncMs?: number;
};

const silentLogger: LinkLogger = { info() {}, warn() {}, error() {} };

/** Why a HELLO is refused, as a sentence, or null when it is our box and a protocol we speak. */
export function refuseHello(hello: Hello, path: string): string | null {
  if (hello.device !== BOX_DEVICE) {
    return `${path}: the device there calls itself "${hello.device}", not ${BOX_DEVICE}`;
  }
  if (!isProtocolVersion(hello.protocol)) {
    return (
      `${path}: the box (firmware ${hello.firmware}) speaks protocol ${hello.protocol}, ` +
      `this server speaks protocols 1 and ${LATEST_PROTOCOL}: flash the matching firmware or update the server`
    );
  }
  return null;
}

/**
 * When to send CLOCK for `clock`, and what: a running clock is sent on a whole
 * second of its time left, so the box's own second ticks fall with the server's.
 */
export function clockSending(
  clock: BoxClock,
  now: number,
): { at: number; secondsLeft: number; running: boolean } {
  const left = Math.max(
    0,
    clock.running ? clock.remainingMs - (now - clock.at) : clock.remainingMs,
  );
  if (!clock.running || left === 0) {
    return {
      at: now,
      secondsLeft: Math.min(MAX_CLOCK_SECONDS, Math.ceil(left / 1000)),
      running: clock.running,
    };
  }
  const wait = left % 1000;
  const secondsLeft = Math.min(MAX_CLOCK_SECONDS, Math.round((left - wait) / 1000));
  return { at: now + wait, secondsLeft, running: true };
}

function ignore(): void {}

/** Why `codec`'s box would refuse `message`, or null when it would take it. */
function refusedBy(codec: Codec, message: BoxCommand): string | null {
  const decoded = codec.decodeServerLine(codec.encode(codec.counted(message) ? 1 : 0, message));
  return decoded.ok ? null : decoded.error.reason;
}

function sentence(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class BoxLink extends EventEmitter<{ event: [BoxEvent]; status: [BoxStatus] }> {
  readonly #path: string;
  readonly #openTransport: TransportFactory;
  readonly #log: LinkLogger;
  readonly #helloAfterMs: number;
  readonly #silenceMs: number;
  readonly #retryMs: number;
  readonly #lampsEveryMs: number;
  readonly #refusedRetryMs: number;
  readonly #garbleBurstMs: number;

  #transport: LineTransport | null = null;
  /** Takes this link's listeners off the transport (a factory may hand out the same one again). */
  #unlisten: () => void = () => {};
  #closing = false;
  #status: BoxStatus;
  #serverSeq = 1;
  /** The protocol of the box on this link, from its HELLO (null before the first). */
  #version: ProtocolVersion | null = null;
  /** Which HELLO asks went out since the port opened: they alternate v2 and v1 framings. */
  #helloAsks = 0;
  #lamps = 0;
  /** What the next roll rolls (a v2 box keeps it until told otherwise). */
  #dice: Dice = { count: 1, sides: 6 };
  #clock: BoxClock | null = null;
  /** The CLOCK last sent, so an unchanged clock is not sent again. */
  #clockSent: string | null = null;
  #clockSentAt = Number.NEGATIVE_INFINITY;
  #clockTimer: NodeJS.Timeout | null = null;
  readonly #outbox: CommandOutbox;
  #outboxTimer: NodeJS.Timeout | null = null;
  readonly #clockResyncMs: number;
  readonly #seen = new SeenEvents();
  readonly #order: EventOrder<BoxEvent>;
  /** Wakes the link when a held event's wait for its gap is over. */
  #orderTimer: NodeJS.Timeout | null = null;
  /** What we sent lately, by our seq, so a NAK can say what was refused. */
  readonly #sent = new Map<number, string>();
  readonly #counters: LinkCounters = {
    events: 0,
    duplicates: 0,
    held: 0,
    late: 0,
    skipped: 0,
    garbled: 0,
    handshakes: 0,
    failedOpens: 0,
  };
  /** The last HELLO on this link was our box: a reconnection may resume on its numbering. */
  #knownBox = false;
  /** The failure last logged: the same one again is only counted. */
  #lastFailure: string | null = null;
  /** Failures of any kind since the last good HELLO. */
  #failures = 0;
  #burst: { count: number; timer: NodeJS.Timeout } | null = null;
  #watchdog: NodeJS.Timeout | null = null;
  #helloTimer: NodeJS.Timeout | null = null;
  #lampsTimer: NodeJS.Timeout | null = null;
  #retryTimer: NodeJS.Timeout | null = null;

  constructor(options: BoxLinkOptions) {
    super();
    this.#path = options.path;
    this.#openTransport = options.transport;
    this.#log = options.logger ?? silentLogger;
    this.#helloAfterMs = options.helloAfterMs ?? 2000;
    this.#silenceMs = options.silenceMs ?? 3000;
    this.#retryMs = options.retryMs ?? 1000;
    this.#lampsEveryMs = options.lampsEveryMs ?? 1000;
    this.#refusedRetryMs = options.refusedRetryMs ?? 10_000;
    this.#garbleBurstMs = options.garbleBurstMs ?? 1000;
    this.#order = new EventOrder(options.orderWaitMs ?? 1000);
    this.#outbox = new CommandOutbox(options.resendMs ?? 250);
    this.#clockResyncMs = options.clockResyncMs ?? 10_000;
    this.#status = {
      connected: false,
      path: this.#path,
      firmware: null,
      protocol: null,
      capabilities: [],
      state: 'stopped',
    };
  }

  get status(): BoxStatus {
    return { ...this.#status };
  }

  get counters(): LinkCounters {
    return { ...this.#counters, skipped: this.#order.skipped };
  }

  get lamps(): number {
    return this.#lamps;
  }

  /** Opens the port and keeps it open until `stop()`. */
  start(): void {
    if (this.#transport || this.#retryTimer) return;
    this.#closing = false;
    void this.#connect();
  }

  /** Closes for good: no reconnection after this. */
  async stop(): Promise<void> {
    this.#closing = true;
    this.#clearTimers();
    this.#endBurst();
    // Held events were ACKed: the box forgot them, so they are delivered, not lost.
    if (this.#orderTimer) clearTimeout(this.#orderTimer);
    this.#orderTimer = null;
    this.#deliver(this.#order.flush());
    await this.#release()?.close();
    this.#setStatus({ connected: false, state: 'stopped', error: undefined });
  }

  /**
   * Sends one message to the box; false when no box is connected or this box's
   * protocol has no such message (a v1 box has no DICE, no CLOCK, no SHOW above 6):
   * the message is dropped (the lamps, dice and clock are kept and re-sent, the rest
   * only make sense now). Throws RangeError for a message no box would take (a
   * programmer error).
   */
  send(message: BoxCommand): boolean {
    const refusal = refusedBy(protocolV2, message);
    if (refusal) throw new RangeError(`cannot send ${message.verb}: ${refusal}`);
    if (this.#status.state !== 'connected') return false;
    if (refusedBy(this.#codec, message)) return false;
    this.#send(message);
    return true;
  }

  /** The codec of the box on the link (v1 until a HELLO says otherwise). */
  get #codec(): Codec {
    return codecFor(this.#version ?? 1);
  }

  /** Whether the connected box has a display for CLOCK and SHOW. */
  get #hasDisplay(): boolean {
    return this.#version === 2 && this.#status.capabilities.includes(DISPLAY_CAPABILITY);
  }

  /**
   * What the box's next roll rolls. Kept and sent again after every reconnect, and
   * with `again` (the box rolled other dice); a v1 box rolls one d6 whatever is set
   * (the table checks before asking it).
   */
  setDice(dice: Dice, again = false): void {
    const changed = dice.count !== this.#dice.count || dice.sides !== this.#dice.sides;
    this.#dice = { ...dice };
    if (changed || again) this.#sendDice();
  }

  get dice(): Dice {
    return { ...this.#dice };
  }

  /** The game's time left for the box's display (null: no clock to show). */
  setClock(clock: BoxClock | null): void {
    this.#clock = clock ? { ...clock } : null;
    this.#sendClock();
  }

  /** The buttons that do something now (LAMP_BIT); kept, and re-sent after every reconnect. */
  setLamps(mask: number): void {
    if (!Number.isInteger(mask) || mask < 0 || mask > 31) {
      throw new RangeError(`lamp mask ${mask} is not a whole number from 0 to 31`);
    }
    const changed = mask !== this.#lamps;
    this.#lamps = mask;
    if (changed) this.#sendLamps();
  }

  /** Roll the box's die, as if its ROLL button was pressed. */
  requestRoll(): boolean {
    return this.send({ verb: 'ROLL' });
  }

  /** Show a face on the die's pips (0 = dark); a v2 box shows a number up to 99 on its display. */
  show(face: number): boolean {
    return this.send({ verb: 'SHOW', face });
  }

  beep(ms: number, hz: number): boolean {
    return this.send({ verb: 'BEEP', ms, hz });
  }

  async #connect(): Promise<void> {
    if (this.#closing) return;
    const transport = this.#openTransport();
    this.#transport = transport;
    let opened = false;
    // Until open() settles, its rejection is the one report of a failure.
    const current = () => opened && this.#transport === transport && !this.#closing;
    const onLine = (line: string) => current() && this.#onLine(line);
    const onClose = (reason?: Error) => {
      if (current())
        void this.#lose(`${this.#path} closed${reason ? `: ${sentence(reason)}` : ''}`);
    };
    const onError = (error: Error) => {
      if (current()) void this.#lose(`${this.#path} failed: ${sentence(error)}`);
    };
    transport.on('line', onLine).on('close', onClose).on('error', onError);
    this.#unlisten = () => {
      transport.off('line', onLine).off('close', onClose).off('error', onError);
      // An error emitted with no listener would throw: a late one (a write after close) is moot.
      if (transport.listenerCount('error') === 0) transport.on('error', ignore);
    };
    this.#setStatus({ connected: false, state: 'opening' });
    try {
      await transport.open();
    } catch (error) {
      if (this.#transport !== transport || this.#closing) return;
      this.#counters.failedOpens++;
      this.#release();
      this.#fail(`cannot open ${this.#path}: ${sentence(error)}`, 'retrying', this.#retryMs);
      return;
    }
    if (this.#transport !== transport || this.#closing) {
      await transport.close();
      return;
    }
    opened = true;
    // Every (re)connection may be a box reset: the box must say HELLO. A v1 box
    // numbers nothing of ours, so we start over; a v2 box remembers the numbers it
    // obeyed until a HELLO resets both counters, so ours go on until one does.
    if (this.#version !== 2) this.#serverSeq = 1;
    this.#helloAsks = 0;
    this.#setStatus({ connected: false, state: 'waiting-hello' });
    if (this.#failures === 0) this.#log.info(`${this.#path} open, waiting for the box's HELLO`);
    this.#watchdog = setTimeout(() => {
      void this.#lose(`${this.#path}: no line from the box for ${this.#silenceMs} ms`);
    }, this.#silenceMs);
    this.#helloTimer = setInterval(() => this.#askHello(), this.#helloAfterMs);
  }

  #askHello(): void {
    // `0 HELLO`: "forget my numbers, tell me who you are". Before we know the box's
    // protocol the asks alternate between the two framings (the box we knew first);
    // a box NAKs the one it does not speak as a bad check, and answers the other.
    const first = this.#version ?? LATEST_PROTOCOL;
    const version = this.#helloAsks++ % 2 === 0 ? first : first === 1 ? 2 : 1;
    this.#transport?.write(codecFor(version).encode(0, { verb: 'HELLO' }));
  }

  #onLine(line: string): void {
    const decoded = decodeAnyBoxLine(line);
    if (!decoded.ok) {
      this.#garbled(decoded.error.reason);
      return;
    }
    const { seq, message } = decoded.frame;
    // A box that said it speaks one protocol does not send lines of the other but
    // its HELLO (reflashed, or another box on the port): anything else is noise.
    if (message.verb !== 'HELLO' && this.#version !== null && decoded.version !== this.#version) {
      this.#garbled(`a protocol ${decoded.version} line from a protocol ${this.#version} box`);
      return;
    }
    this.#watchdog?.refresh();
    if (message.verb === 'HELLO') {
      this.#onHello(seq, message, decoded.version);
      return;
    }
    const v2 = decoded.version === 2;
    // The box we knew, still counting where it was (it did not reset: a pty or a
    // Bluetooth link came back): take it back at once. A v1 box's HELLO ask goes on
    // to confirm it; a v2 box is not asked, as its HELLO would reset both counters.
    if (this.#status.state === 'waiting-hello' && this.#knownBox && (v2 || seq !== 0)) {
      this.#resume(seq, v2);
    }
    // Before HELLO we do not know who speaks: events stay unACKed and the box resends them.
    if (this.#status.state !== 'connected') return;
    this.#seen.observe(seq);
    switch (message.verb) {
      case 'BTN':
      case 'ROLLING':
      case 'ROLL':
        // ACKed at once, held or not: the box resends only its oldest unACKed event, so
        // an unACKed later one would only fill its queue of 8 while the gap is awaited.
        this.#send({ verb: 'ACK', seq });
        if (this.#seen.firstTime(seq)) this.#ordered(seq, message);
        else this.#counters.duplicates++;
        return;
      case 'NAK':
        // v2's NAK, HB and ACK carry no number: a gap there is always a lost event.
        if (!v2) this.#deliver(this.#order.line(seq, Date.now()));
        this.#onNak(message.seq, message.reason);
        return;
      case 'ACK':
        if (v2) this.#onAck(message.seq);
        else this.#deliver(this.#order.line(seq, Date.now()));
        return;
      case 'HB':
        if (!v2) this.#deliver(this.#order.line(seq, Date.now()));
        return;
    }
  }

  /** v2: the box took one of our commands; an older one still waiting falls due at once. */
  #onAck(seq: number): void {
    this.#outbox.acknowledge(seq, Date.now());
    this.#resendDue();
  }

  /** Resends the oldest unACKed command if its time has come, and sets the timer for the next. */
  #resendDue(): void {
    if (this.#outboxTimer) clearTimeout(this.#outboxTimer);
    this.#outboxTimer = null;
    const now = Date.now();
    const line = this.#outbox.due(now);
    if (line) this.#transport?.write(line);
    const dueAt = this.#outbox.dueAt;
    if (dueAt === null) return;
    this.#outboxTimer = setTimeout(() => this.#resendDue(), Math.max(0, dueAt - now));
  }

  /** A new event, delivered now when no earlier box line is missing, else held for it. */
  #ordered(seq: number, message: BoxEventMessage): void {
    const { events, late } = this.#order.event(seq, { seq, message }, Date.now());
    if (late) {
      this.#counters.late++;
      this.#log.warn(
        `${this.#path}: box event ${seq} (${message.verb}) came after later ones were applied; applied now, out of order`,
      );
    } else if (!events.some((event) => event.seq === seq)) {
      this.#counters.held++;
    }
    this.#deliver(events);
  }

  #deliver(events: BoxEvent[]): void {
    for (const event of events) {
      this.#counters.events++;
      this.#tell(() => this.emit('event', event), `${event.message.verb} ${event.seq}`);
    }
    this.#wakeForOrder();
  }

  /** Sets the timer for the held events' wait, or clears it when none wait. */
  #wakeForOrder(): void {
    if (this.#orderTimer) clearTimeout(this.#orderTimer);
    this.#orderTimer = null;
    const dueAt = this.#order.dueAt;
    if (dueAt === null) return;
    this.#orderTimer = setTimeout(
      () => {
        this.#orderTimer = null;
        this.#deliver(this.#order.expire(Date.now()));
      },
      Math.max(0, dueAt - Date.now()),
    );
  }

  #backAfter(): string {
    const n = this.#failures;
    return n ? ` (back after ${n} failed attempt${n > 1 ? 's' : ''})` : '';
  }

  #resume(seq: number, v2: boolean): void {
    this.#counters.handshakes++;
    const where = v2 ? 'still counting where it was' : `still counting from line ${seq}`;
    this.#log.info(`${this.#path}: the box is back, ${where}${this.#backAfter()}`);
    this.#lastFailure = null;
    this.#failures = 0;
    if (v2 && this.#helloTimer) clearInterval(this.#helloTimer);
    if (v2) this.#helloTimer = null;
    this.#setStatus({ connected: true, state: 'connected', error: undefined });
    this.#sendState();
  }

  #onHello(seq: number, hello: Hello, version: ProtocolVersion): void {
    const refusal = refuseHello(hello, this.#path);
    this.#knownBox = refusal === null;
    if (refusal) {
      void this.#drop(refusal, 'refused', this.#refusedRetryMs, 'error');
      return;
    }
    // The HELLO's framing and the protocol it names must agree; a box says what it speaks.
    const speaks = hello.protocol as ProtocolVersion;
    if (speaks !== version) {
      this.#garbled(`a HELLO for protocol ${speaks} framed as protocol ${version}`);
      return;
    }
    const restarted = this.#version !== null && this.#version !== speaks;
    this.#version = speaks;
    if (seq === 0) {
      // The box (re)booted, or (v2) answered our HELLO: its event numbers start over,
      // the gaps it left will never fill, and a v2 box forgot which of ours it obeyed.
      if (this.#status.state === 'connected' && (speaks === 1 || restarted)) {
        this.#log.warn(`${this.#path}: the box restarted`);
      }
      this.#deliver(this.#order.restart());
      this.#seen.forget();
      this.#serverSeq = 1;
      this.#outbox.clear();
    } else {
      this.#seen.observe(seq);
      this.#deliver(this.#order.line(seq, Date.now()));
    }
    if (this.#helloTimer) clearInterval(this.#helloTimer);
    this.#helloTimer = null;
    const capabilities = hello.capabilities ?? [];
    if (this.#status.state !== 'connected') {
      this.#counters.handshakes++;
      const has = capabilities.length > 0 ? ` with ${capabilities.join(', ')}` : '';
      this.#log.info(
        `${this.#path}: ${hello.device} firmware ${hello.firmware}, protocol ${hello.protocol}${has}${this.#backAfter()}`,
      );
      this.#lastFailure = null;
      this.#failures = 0;
    }
    this.#setStatus({
      connected: true,
      state: 'connected',
      firmware: hello.firmware,
      protocol: hello.protocol,
      capabilities,
      error: undefined,
    });
    this.#sendState();
  }

  /** After a HELLO or a resumed link: the lamps, and for a v2 box its dice and clock. */
  #sendState(): void {
    this.#sendLamps();
    this.#clockSent = null;
    this.#sendDice(true);
    this.#sendClock();
  }

  #sendDice(always = false): void {
    if (this.#status.state !== 'connected' || this.#version !== 2) return;
    // After a HELLO a v2 box rolls one d6: that needs no DICE.
    const plain = this.#dice.count === 1 && this.#dice.sides === 6;
    if (always && plain) return;
    this.#send({ verb: 'DICE', count: this.#dice.count, sides: this.#dice.sides });
  }

  /** Sends the clock on its next whole second (and again every resync while it runs). */
  #sendClock(): void {
    if (this.#clockTimer) clearTimeout(this.#clockTimer);
    this.#clockTimer = null;
    const clock = this.#clock;
    if (!clock || this.#status.state !== 'connected' || !this.#hasDisplay) return;
    const now = Date.now();
    const sending = clockSending(clock, now);
    const send = () => {
      this.#clockTimer = null;
      if (this.#status.state !== 'connected' || this.#clock !== clock) return;
      // The same moment on the same course needs no new CLOCK (every action asks again).
      const course = clock.running
        ? `run ${Math.round((clock.at + clock.remainingMs) / 100)}`
        : `stop ${sending.secondsLeft}`;
      const running = clock.running && sending.secondsLeft > 0;
      const stale = Date.now() - this.#clockSentAt >= this.#clockResyncMs - 1000;
      if (course !== this.#clockSent || (running && stale)) {
        this.#clockSent = course;
        this.#clockSentAt = Date.now();
        this.#send({ verb: 'CLOCK', secondsLeft: sending.secondsLeft, running: sending.running });
      }
      // A running clock is sent again now and then: the box's resonator drifts (±0.5%).
      if (running) this.#clockTimer = setTimeout(() => this.#sendClock(), this.#clockResyncMs);
    };
    if (sending.at <= now) send();
    else this.#clockTimer = setTimeout(send, sending.at - now);
  }

  #onNak(seq: number, reason: string): void {
    if (reason === 'OVERFLOW') {
      this.#log.warn(
        `${this.#path}: the box's queue of unacknowledged events overflowed; it dropped the oldest`,
      );
      // v2: the dropped event is the gap the held ones wait for, and it will never come.
      if (this.#version === 2) this.#deliver(this.#order.expire(Number.POSITIVE_INFINITY));
      return;
    }
    const what = this.#sent.get(seq);
    this.#log.warn(
      `${this.#path}: the box refused our message ${seq}${what ? ` (${what})` : ''}: ${reason}`,
    );
  }

  #sendLamps(): void {
    if (this.#status.state !== 'connected') return;
    this.#send({ verb: 'LAMPS', mask: this.#lamps });
    // The keepalive counts from the last LAMPS, whatever sent it.
    if (this.#lampsTimer) this.#lampsTimer.refresh();
    else this.#lampsTimer = setInterval(() => this.#sendLamps(), this.#lampsEveryMs);
  }

  #send(message: BoxCommand): void {
    const transport = this.#transport;
    if (!transport) return;
    const codec = this.#codec;
    // v2 numbers only what must arrive; v1 numbers every line but HELLO.
    const counted = codec.counted(message);
    const seq = counted ? this.#serverSeq : 0;
    if (counted) this.#serverSeq = nextSeq(seq);
    const line = codec.encode(seq, message);
    if (counted) {
      // Remember the last few by number, so a NAK can name what it refused.
      this.#sent.delete(seq);
      this.#sent.set(seq, line.slice(line.indexOf(' ') + 1, line.lastIndexOf('*')));
      if (this.#sent.size > 32) this.#sent.delete(this.#sent.keys().next().value ?? seq);
    }
    // v2: kept until ACKed and resent; a beep only makes sense now, so it is sent once.
    if (counted && codec.version === 2 && message.verb !== 'BEEP') {
      const dropped = this.#outbox.add(seq, message, line, Date.now());
      if (dropped) {
        this.#log.warn(
          `${this.#path}: the box has not ACKed 8 commands; gave up resending ${dropped}`,
        );
      }
      if (!this.#outboxTimer) this.#resendDue();
    }
    transport.write(line);
  }

  /** A throwing listener is the listener's bug: log it, keep the link alive. */
  #tell(emit: () => void, what: string): void {
    try {
      emit();
    } catch (error) {
      this.#log.error(`${this.#path}: a listener failed on ${what}: ${sentence(error)}`);
    }
  }

  #garbled(reason: string): void {
    this.#counters.garbled++;
    if (this.#burst) {
      this.#burst.count++;
      this.#burst.timer.refresh();
      return;
    }
    this.#log.warn(`${this.#path}: dropped a garbled line (${reason})`);
    this.#burst = { count: 1, timer: setTimeout(() => this.#endBurst(), this.#garbleBurstMs) };
  }

  #endBurst(): void {
    const burst = this.#burst;
    if (!burst) return;
    clearTimeout(burst.timer);
    this.#burst = null;
    if (burst.count > 1) {
      this.#log.warn(`${this.#path}: ${burst.count} garbled lines dropped in that burst`);
    }
  }

  /** The link died under us (close, error, silence): close, then come back. */
  #lose(why: string): Promise<void> {
    return this.#drop(why, 'retrying', this.#retryMs, 'warn');
  }

  async #drop(
    why: string,
    state: 'retrying' | 'refused',
    retryMs: number,
    level: 'warn' | 'error',
  ): Promise<void> {
    const transport = this.#release();
    this.#clearTimers();
    this.#endBurst();
    this.#fail(why, state, retryMs, level);
    await transport?.close();
  }

  /** Lets go of the current transport (not closing it yet) and returns it. */
  #release(): LineTransport | null {
    const transport = this.#transport;
    this.#transport = null;
    this.#unlisten();
    this.#unlisten = () => {};
    return transport;
  }

  /** Logs a failure the first time it happens, counts its repeats, and schedules the next try. */
  #fail(
    text: string,
    state: 'retrying' | 'refused',
    retryMs: number,
    level: 'warn' | 'error' = 'warn',
  ): void {
    this.#failures++;
    if (this.#lastFailure !== text) {
      this.#lastFailure = text;
      this.#log[level](`${text}; the game goes on, trying again every ${retryMs / 1000} s`);
    }
    this.#setStatus({ connected: false, state, error: text });
    if (this.#closing) return;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      void this.#connect();
    }, retryMs);
  }

  #clearTimers(): void {
    for (const timer of [this.#watchdog, this.#retryTimer, this.#clockTimer, this.#outboxTimer])
      if (timer) clearTimeout(timer);
    for (const timer of [this.#helloTimer, this.#lampsTimer]) if (timer) clearInterval(timer);
    this.#watchdog = this.#helloTimer = this.#lampsTimer = this.#retryTimer = null;
    this.#clockTimer = this.#outboxTimer = null;
  }

  #setStatus(change: Partial<BoxStatus>): void {
    const next: BoxStatus = { ...this.#status, ...change };
    if (next.error === undefined) delete next.error;
    const before = JSON.stringify(this.#status);
    this.#status = next;
    if (JSON.stringify(next) !== before)
      this.#tell(() => this.emit('status', this.status), 'status');
  }
}
