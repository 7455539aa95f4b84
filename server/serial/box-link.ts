// The server's end of the link to the box, for the rest of the service: the lamps, dice
// and clock the table wants shown, commands, the box's events (each once, in its order)
// and the link's status and counters. It puts together the reconnect supervisor
// (supervisor.ts), a protocol session per connection (session.ts) and what outlives a
// connection (delivery.ts, outbox.ts). It runs over any line transport (a real serial
// port or the virtual box) and never stops the game when the box goes away.
import { EventEmitter } from 'node:events';
import type { Dice } from '../../src/game.ts';
import { type BoxCommand, protocolV2 } from '../../src/protocol.ts';
import { type Clock, systemClock } from './clock.ts';
import { EventDelivery } from './delivery.ts';
import type { BoxMemory, BoxWants } from './memory.ts';
import { CommandOutbox } from './outbox.ts';
import { policyFor, refusedBy } from './policy.ts';
import { type SaltAnswered, SaltWait } from './salt-wait.ts';
import { ProtocolSession } from './session.ts';
import { Supervisor } from './supervisor.ts';
import type { TransportFactory } from './transport.ts';
import {
  type BoxClock,
  type BoxEvent,
  type BoxStatus,
  type LinkCounters,
  type LinkLogger,
  sentence,
  silentLogger,
  zeroCounters,
} from './types.ts';

export { BOX_DEVICE, refuseHello } from './policy.ts';
export { clockSending } from './session-clock.ts';
export type {
  BoxClock,
  BoxEvent,
  BoxEventMessage,
  BoxStatus,
  LinkCounters,
  LinkLogger,
  LinkState,
} from './types.ts';

export type BoxLinkOptions = {
  /** What the status and the log call the port (`/dev/ttyACM0`, `virtual`). */
  path: string;
  transport: TransportFactory;
  logger?: LinkLogger;
  /** Time and timers; the process's own unless a test brings a fake one. */
  clock?: Clock;
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
  /** After a box event the game could not save, its resends are taken this often. */
  saveRetryMs?: number;
  /** v2: the table's salt unanswered (no ACK, no `NAK salt-late`) this long: the box never answered. */
  saltAnswerMs?: number;
};

/**
 * Handles one box event for the game: true once it is handled (saved, or refused by the
 * rules), false when it could not be saved (the box keeps it and sends it again).
 */
export type BoxEventHandler = (event: BoxEvent) => Promise<boolean> | boolean;

export class BoxLink extends EventEmitter<{ event: [BoxEvent]; status: [BoxStatus] }> {
  readonly #path: string;
  readonly #log: LinkLogger;
  #status: BoxStatus;
  readonly #counters: LinkCounters = zeroCounters();
  readonly #wants: BoxWants = { lamps: 0, dice: { count: 1, sides: 6 }, clock: null };
  readonly #memory: BoxMemory;
  readonly #supervisor: Supervisor;
  /** The session of the open connection, or null between connections. */
  #session: ProtocolSession | null = null;
  #handler: BoxEventHandler | null = null;

  constructor(options: BoxLinkOptions) {
    super();
    const path = options.path;
    const clock = options.clock ?? systemClock;
    const log = options.logger ?? silentLogger;
    const counters = this.#counters;
    const status = (change: Partial<BoxStatus>) => this.#setStatus(change);
    // What every part of the link shares: the port's name, the time, the log, the counts.
    const common = { path, clock, log, counters };
    this.#path = path;
    this.#log = log;
    this.#status = {
      connected: false,
      path,
      firmware: null,
      protocol: null,
      capabilities: [],
      state: 'stopped',
    };
    this.#memory = {
      version: null,
      knownBox: false,
      capabilities: [],
      serverSeq: 1,
      uptimeMs: null,
      heardAt: null,
      helloAsked: false,
      revealWanted: false,
      outbox: new CommandOutbox(options.resendMs ?? 250),
      sent: new Map(),
      salt: new SaltWait(options.saltAnswerMs ?? 5000),
      delivery: new EventDelivery({
        ...common,
        waitMs: options.orderWaitMs ?? 1000,
        retryMs: options.saveRetryMs ?? 1000,
        deliver: (event) => {
          this.#tell(() => this.emit('event', event), `${event.message.verb} ${event.seq}`);
          return this.#handler ? this.#handler(event) : true;
        },
        ack: (seq) => this.#session?.ackEvent(seq),
      }),
    };
    this.#supervisor = new Supervisor({
      ...common,
      status,
      transport: options.transport,
      silenceMs: options.silenceMs ?? 3000,
      retryMs: options.retryMs ?? 1000,
      refusedRetryMs: options.refusedRetryMs ?? 10_000,
      session: (wire) => {
        const session = new ProtocolSession({
          ...common,
          status,
          wire,
          memory: this.#memory,
          wants: this.#wants,
          helloAfterMs: options.helloAfterMs ?? 2000,
          lampsEveryMs: options.lampsEveryMs ?? 1000,
          clockResyncMs: options.clockResyncMs ?? 10_000,
          garbleBurstMs: options.garbleBurstMs ?? 1000,
        });
        this.#session = session;
        return {
          line: (line) => session.line(line),
          close: () => {
            session.close();
            if (this.#session === session) this.#session = null;
          },
        };
      },
    });
  }

  get status(): BoxStatus {
    return { ...this.#status };
  }

  get counters(): LinkCounters {
    return { ...this.#counters, skipped: this.#memory.delivery.skipped };
  }

  get lamps(): number {
    return this.#wants.lamps;
  }

  /** Opens the port and keeps it open until `stop()`. */
  start(): void {
    this.#supervisor.start();
  }

  /**
   * The game's handling of each box event, whose ACK waits for it (one handler; the
   * `event` listeners hear every event as well, before it).
   */
  handleEvents(handler: BoxEventHandler): void {
    this.#handler = handler;
  }

  /**
   * Closes for good: no reconnection after this. Events being handled finish first
   * (for a while at most), so their ACKs go out; held ones stay in the box.
   */
  async stop(): Promise<void> {
    const { delivery } = this.#memory;
    delivery.flush();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, 2000);
    });
    await Promise.race([delivery.settled(), late]);
    clearTimeout(timer);
    await this.#supervisor.stop();
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
    return this.#session?.send(message) ?? false;
  }

  /**
   * What the box's next roll rolls. Kept and sent again after every reconnect, and
   * with `again` (the box rolled other dice); a v1 box rolls one d6 whatever is set
   * (the table checks before asking it).
   */
  setDice(dice: Dice, again = false): void {
    const was = this.#wants.dice;
    const changed = dice.count !== was.count || dice.sides !== was.sides;
    this.#wants.dice = { ...dice };
    if (changed || again) this.#session?.sendDice();
  }

  get dice(): Dice {
    return { ...this.#wants.dice };
  }

  /** The game's time left for the box's display (null: no clock to show). */
  setClock(clock: BoxClock | null): void {
    this.#wants.clock = clock ? { ...clock } : null;
    this.#session?.sendClock();
  }

  /** The buttons that do something now (LAMP_BIT); kept, and re-sent after every reconnect. */
  setLamps(mask: number): void {
    if (!Number.isInteger(mask) || mask < 0 || mask > 31) {
      throw new RangeError(`lamp mask ${mask} is not a whole number from 0 to 31`);
    }
    const changed = mask !== this.#wants.lamps;
    this.#wants.lamps = mask;
    if (changed) this.#session?.sendLamps();
  }

  /** Roll the box's die, as if its ROLL button was pressed. */
  requestRoll(): boolean {
    return this.send({ verb: 'ROLL' });
  }

  /**
   * A proof box reveals the seed its rolls came from and commits to a fresh one (DESIGN.md,
   * "Dice anyone can audit"); its `SEED` and `COMMIT` come back as events. False when no box
   * is connected or the box does not prove its dice.
   */
  reveal(): boolean {
    if (this.send({ verb: 'REVEAL' })) return true;
    // Between two connections (a cable put back, a link asking for HELLO after a silence), a
    // v2 box that proves its dice keeps its seed: the REVEAL goes at its next HELLO.
    const memory = this.#memory;
    if (this.#session?.connected || !policyFor(memory.version).proves(memory.capabilities))
      return false;
    memory.revealWanted = true;
    return true;
  }

  /**
   * The table's salt for the box's commitment (firmware 2.2); false for a box without `salt`.
   * `answered` is told when the box refuses it (`NAK salt-late`) or never answers it.
   */
  salt(salt: string, answered: SaltAnswered = () => {}): boolean {
    return this.#session?.sendSalt(salt, answered) ?? false;
  }

  /** Whether a salt sent awaits the box's ACK or refusal (until `saltAnswerMs` has gone by). */
  get saltAwaited(): boolean {
    return this.#memory.salt.waiting > 0;
  }

  /** Show a face on the die's pips (0 = dark); a v2 box shows a number up to 99 on its display. */
  show(face: number): boolean {
    return this.send({ verb: 'SHOW', face });
  }

  beep(ms: number, hz: number): boolean {
    return this.send({ verb: 'BEEP', ms, hz });
  }

  /** A throwing listener is the listener's bug: log it, keep the link alive. */
  #tell(emit: () => void, what: string): void {
    try {
      emit();
    } catch (error) {
      this.#log.error(`${this.#path}: a listener failed on ${what}: ${sentence(error)}`);
    }
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
