// One connection's protocol session, made when the port opens and discarded when it
// is lost: the handshake (it speaks whichever protocol the box's HELLO says), ACKs,
// events handed to the delivery, the lamps kept alive, and for a v2 box its dice, its
// clock and commands resent until ACKed. What outlives a connection (the box's
// numbering, our commands waiting for ACKs) is in `BoxMemory` (memory.ts), which the link
// keeps; the clock on the box's display is session-clock.ts's, the dice proof's SALT and REVEAL
// proof-commands.ts's.
import {
  type BoxCommand,
  codecFor,
  decodeAnyBoxLine,
  LATEST_PROTOCOL,
  nextSeq,
  type ProtocolVersion,
  SALT_CAPABILITY,
} from '../../src/protocol.ts';
import { Alarm, type Clock } from './clock.ts';
import { GarbleBursts } from './garble.ts';
import type { BoxMemory, BoxWants } from './memory.ts';
import { type ProtocolPolicy, policyFor, refusedBy, refuseHello } from './policy.ts';
import { ProofCommands } from './proof-commands.ts';
import { type Heard, HelloAsks, restartSeen } from './restart-signs.ts';
import type { SaltAnswered } from './salt-wait.ts';
import { ClockSender } from './session-clock.ts';
import type {
  BoxEventMessage,
  Hello,
  LinkCounters,
  LinkLogger,
  StatusChange,
  Wire,
} from './types.ts';

export type SessionOptions = {
  path: string;
  clock: Clock;
  log: LinkLogger;
  memory: BoxMemory;
  wants: BoxWants;
  counters: LinkCounters;
  wire: Wire;
  status: StatusChange;
  helloAfterMs: number;
  lampsEveryMs: number;
  clockResyncMs: number;
  garbleBurstMs: number;
};

export class ProtocolSession {
  readonly #o: SessionOptions;
  readonly #memory: BoxMemory;
  #connected = false;
  /** Which HELLO asks went out since the port opened: they alternate v2 and v1 framings. */
  #helloAsks = 0;
  readonly #hello: Alarm;
  readonly #lampsKeepalive: Alarm;
  readonly #resend: Alarm;
  readonly #clock: ClockSender;
  /** Garbled lines, a burst logged as one. */
  readonly #garble: GarbleBursts;
  #closed = false;
  /** v2 taken back without a HELLO: events wait for the first heartbeat (did it reboot?). */
  #awaitingHeartbeat = false;
  /** A v2 box's lines came while our HELLO ask was unanswered (said once a connection). */
  #toldAskUnanswered = false;
  /** Our HELLO asks: when to ask again (restart-signs.ts). */
  readonly #asks: HelloAsks;
  /** The dice proof's SALT and REVEAL (proof-commands.ts). */
  readonly #proof: ProofCommands;

  constructor(options: SessionOptions) {
    this.#o = options;
    this.#memory = options.memory;
    const alarm = () => new Alarm(options.clock);
    this.#hello = alarm();
    this.#lampsKeepalive = alarm();
    this.#resend = alarm();
    this.#clock = new ClockSender({
      clock: options.clock,
      wanted: () => options.wants.clock,
      resyncMs: options.clockResyncMs,
      send: (message) => this.#send(message),
      again: () => this.sendClock(),
    });
    this.#garble = new GarbleBursts({ ...options, burstMs: options.garbleBurstMs });
    this.#proof = new ProofCommands({
      ...options,
      warn: (text) => options.log.warn(text),
      send: (message) => this.#send(message),
      resendDue: () => this.#resendDue(),
      proves: () => this.#policy.proves(this.#memory.capabilities),
    });
    // Every (re)connection may be a box reset: the box must say HELLO. A v1 box numbers
    // nothing of ours, so we start over; a v2 box remembers the numbers it obeyed.
    if (!this.#policy.keepsOurNumbers) this.#memory.serverSeq = 1;
    this.#asks = new HelloAsks(options.helloAfterMs);
    this.#hello.every(options.helloAfterMs, () => this.#askTick());
  }

  get connected(): boolean {
    return this.#connected;
  }

  /** The policy of the box on the link (v1 until a HELLO says otherwise). */
  get #policy(): ProtocolPolicy {
    return policyFor(this.#memory.version);
  }

  /**
   * Sends `message` when the box is here and its protocol has it (`REVEAL`: only a box that
   * proves its dice, firmware 2.1 on; its `SEED` and a fresh `COMMIT` come back as events).
   */
  send(message: BoxCommand): boolean {
    if (!this.#connected || refusedBy(this.#policy.codec, message)) return false;
    if (message.verb === 'REVEAL' && !this.#policy.proves(this.#memory.capabilities)) return false;
    if (message.verb === 'SALT' && !this.#memory.capabilities.includes(SALT_CAPABILITY))
      return false;
    this.#send(message);
    return true;
  }

  /**
   * The table's salt for the box's commitment (a box with `salt`); `answered` is told when the
   * box refuses it (`NAK salt-late`) or never answers it. False when it cannot be sent.
   */
  sendSalt(salt: string, answered: SaltAnswered): boolean {
    const seq = this.#memory.serverSeq;
    if (!this.send({ verb: 'SALT', salt })) return false;
    this.#proof.saltSent(seq, answered);
    return true;
  }

  /** The connection is over: every timer stops, a burst of garble is summed up. */
  close(): void {
    this.#closed = true;
    this.#connected = false;
    for (const alarm of [this.#hello, this.#lampsKeepalive, this.#resend]) alarm.clear();
    this.#clock.clear();
    this.#garble.end();
  }

  /** One line from the wire; true when it was a good line from this box (the watchdog heard it). */
  line(line: string): boolean {
    if (this.#closed) return false;
    const decoded = decodeAnyBoxLine(line);
    if (!decoded.ok) {
      this.#garble.garbled(decoded.error.reason);
      return false;
    }
    const { seq, message } = decoded.frame;
    const known = this.#memory.version;
    // A box that said it speaks one protocol does not send lines of the other but
    // its HELLO (reflashed, or another box on the port): anything else is noise.
    if (message.verb !== 'HELLO' && known !== null && decoded.version !== known) {
      this.#garble.garbled(`a protocol ${decoded.version} line from a protocol ${known} box`);
      return false;
    }
    if (message.verb === 'HELLO') {
      this.#onHello(seq, message, decoded.version);
      return true;
    }
    const policy = policyFor(decoded.version);
    this.#asks.line(this.#monotonic());
    // The box we knew, still counting where it was (it did not reset: a pty or a
    // Bluetooth link came back): take it back at once. Not a v2 box we asked for a HELLO
    // that never came back whole: it may have numbered its events afresh (issue 31).
    if (!this.#connected && this.#memory.knownBox) {
      if (policy.askRenumbers && this.#memory.helloAsked) this.#askUnanswered(message);
      else this.#resume(seq, policy);
    }
    // Before HELLO we do not know who speaks: events stay unACKed and the box resends them.
    if (!this.#connected) return true;
    const { delivery } = this.#memory;
    switch (message.verb) {
      case 'BTN':
      case 'ROLLING':
      case 'ROLL':
      case 'COMMIT':
      case 'SEED':
        // A seed revealed with the salt unanswered: the box never took it (a 2.2 box ACKs the
        // salt as it comes, before any event of its own after it).
        if (message.verb === 'SEED')
          this.#proof.unansweredSalts(Number.POSITIVE_INFINITY, this.#o.clock.now());
        // ACKed by the delivery once the game has handled it (saved, or refused).
        if (!this.#awaitingHeartbeat) delivery.event(seq, message as BoxEventMessage);
        return true;
      case 'NAK':
        delivery.observe(seq);
        if (policy.numbersEveryLine) delivery.line(seq);
        this.#onNak(message.seq, message.reason, policy);
        return true;
      case 'ACK':
        delivery.observe(seq);
        if (policy.numbersEveryLine) delivery.line(seq);
        if (policy.resendsCommands) this.#onAck(message.seq);
        return true;
      case 'HB':
        delivery.observe(seq);
        if (policy.numbersEveryLine) delivery.line(seq);
        this.#heartbeat(message.uptimeMs, policy);
        return true;
    }
  }

  /** The box took its event `seq`; sent when a box is here (else it resends it, and hears it then). */
  ackEvent(seq: number): void {
    if (this.#connected) this.#send({ verb: 'ACK', seq });
  }

  /** A reboot whose HELLO was lost, seen in the box's uptime (restart-signs.ts). */
  #heartbeat(uptimeMs: number, policy: ProtocolPolicy): void {
    const memory = this.#memory;
    const last = this.#lastHeard();
    const now = { uptimeMs, at: this.#monotonic() };
    memory.uptimeMs = uptimeMs;
    memory.heardAt = now.at;
    const resumed = this.#awaitingHeartbeat;
    this.#awaitingHeartbeat = false;
    if (!policy.uptimeTellsReboot || last === null) return;
    const why = restartSeen(last, now, resumed);
    if (why === null) return;
    this.#o.log.warn(
      `${this.#o.path}: the box restarted without a HELLO we heard (${why}): its events are numbered afresh`,
    );
    memory.delivery.restart();
    memory.serverSeq = 1;
    memory.outbox.clear();
    this.#sendState();
  }

  #monotonic(): number {
    return this.#o.clock.monotonic?.() ?? this.#o.clock.now();
  }

  /** The box's last heartbeat, or null. */
  #lastHeard(): Heard | null {
    const { uptimeMs, heardAt } = this.#memory;
    return uptimeMs !== null && heardAt !== null ? { uptimeMs, at: heardAt } : null;
  }

  /** The HELLO ask's timer: a v2 box that talks is asked again only as `HelloAsks` says. */
  #askTick(): void {
    const now = this.#monotonic();
    if (this.#asks.due(now, this.#o.wire.bytesAt(), this.#memory.version === 2)) this.#askHello();
  }

  #askHello(framing?: ProtocolVersion): void {
    // `0 HELLO`: "forget my numbers, tell me who you are". Before we know the box's
    // protocol the asks alternate between the two framings (the box we knew first);
    // a box NAKs the one it does not speak as a bad check, and answers the other.
    const first = this.#memory.version ?? LATEST_PROTOCOL;
    const version = framing ?? (this.#helloAsks++ % 2 === 0 ? first : first === 1 ? 2 : 1);
    this.#memory.helloAsked = true;
    this.#asks.asked(this.#monotonic(), this.#lastHeard());
    this.#o.wire.write(codecFor(version).encode(0, { verb: 'HELLO' }));
  }

  /**
   * A line of a v2 box whose answer to our HELLO was lost: nothing taken until it says
   * HELLO. A heartbeat showing the answer lost has it asked again at once.
   */
  #askUnanswered(message: { verb: string; uptimeMs?: number }): void {
    if (!this.#toldAskUnanswered) {
      this.#toldAskUnanswered = true;
      this.#o.log.warn(
        `${this.#o.path}: the box is back, but its answer to our HELLO never came whole: it may have numbered its events afresh, so they wait (the box keeps them) until it says HELLO`,
      );
    }
    if (message.verb !== 'HB' || message.uptimeMs === undefined) return;
    const memory = this.#memory;
    memory.uptimeMs = message.uptimeMs;
    memory.heardAt = this.#monotonic();
    if (this.#asks.lost(message.uptimeMs)) this.#askHello(2);
  }

  #resume(seq: number, policy: ProtocolPolicy): void {
    this.#o.counters.handshakes++;
    this.#o.log.info(
      `${this.#o.path}: the box is back, ${policy.resumedAt(seq)}${this.#o.wire.recovered()}`,
    );
    // A v1 box's HELLO ask goes on to confirm it; a v2 box's HELLO would reset both counters.
    if (!policy.confirmsResume) this.#hello.clear();
    this.#awaitingHeartbeat = policy.uptimeTellsReboot;
    this.#connected = true;
    this.#o.status({ connected: true, state: 'connected', error: undefined });
    this.#sendState();
  }

  #onHello(seq: number, hello: Hello, version: ProtocolVersion): void {
    const memory = this.#memory;
    const refusal = refuseHello(hello, this.#o.path);
    memory.knownBox = refusal === null;
    if (refusal) {
      this.#o.wire.refuse(refusal);
      return;
    }
    // The HELLO's framing and the protocol it names must agree; a box says what it speaks.
    const speaks = hello.protocol as ProtocolVersion;
    if (speaks !== version) {
      this.#garble.garbled(`a HELLO for protocol ${speaks} framed as protocol ${version}`);
      return;
    }
    const restarted = memory.version !== null && memory.version !== speaks;
    memory.version = speaks;
    memory.helloAsked = false;
    /** At a HELLO at seq 0: sends the proof's commands again once the box is ours. */
    let proofAgain: (() => void) | null = null;
    if (seq === 0) {
      // The box (re)booted, or (v2) answered our HELLO: its event numbers start over,
      // the gaps it left will never fill, and a v2 box forgot which of ours it obeyed.
      if (this.#connected && (this.#policy.helloIsReboot || restarted)) {
        this.#o.log.warn(`${this.#o.path}: the box restarted`);
      }
      // Asked (v2), the box answers with its unACKed events renumbered: it kept them.
      const kept = !this.#connected && this.#helloAsks > 0 && !this.#policy.helloIsReboot;
      memory.delivery.restart(kept);
      memory.serverSeq = this.#policy.firstSeqAfterHello(memory.serverSeq);
      const unanswered = memory.outbox.clear();
      proofAgain = () => this.#proof.afterHello(unanswered, kept);
      memory.uptimeMs = null;
      memory.heardAt = null;
    } else {
      memory.delivery.observe(seq);
      memory.delivery.line(seq);
    }
    this.#hello.clear();
    this.#awaitingHeartbeat = false;
    const capabilities = hello.capabilities ?? [];
    memory.capabilities = capabilities;
    if (!this.#connected) {
      this.#o.counters.handshakes++;
      const has = capabilities.length > 0 ? ` with ${capabilities.join(', ')}` : '';
      this.#o.log.info(
        `${this.#o.path}: ${hello.device} firmware ${hello.firmware}, protocol ${hello.protocol}${has}${this.#o.wire.recovered()}`,
      );
    }
    this.#connected = true;
    this.#o.status({
      connected: true,
      state: 'connected',
      firmware: hello.firmware,
      protocol: hello.protocol,
      capabilities,
      error: undefined,
    });
    this.#sendState();
    proofAgain?.();
  }

  /** v2: the box took one of our commands; an older one still waiting falls due at once. */
  #onAck(seq: number): void {
    this.#memory.salt.acked(seq);
    this.#memory.outbox.acknowledge(seq, this.#o.clock.now());
    this.#resendDue();
  }

  /** Resends the oldest unACKed command if its time has come, and sets the alarm for the next. */
  #resendDue(): void {
    const { outbox } = this.#memory;
    const now = this.#o.clock.now();
    this.#proof.unansweredSalts(now, now);
    const line = outbox.due(now);
    if (line) this.#o.wire.write(line);
    const dueAt = outbox.dueAt;
    if (dueAt === null) this.#resend.clear();
    else this.#resend.after(dueAt - now, () => this.#resendDue());
  }

  #onNak(seq: number, reason: string, policy: ProtocolPolicy): void {
    const { path, log } = this.#o;
    if (reason === 'OVERFLOW') {
      log.warn(
        `${path}: the box's queue of unacknowledged events overflowed; it dropped the oldest`,
      );
      // v2: the dropped event is the gap the held ones wait for, and it will never come.
      if (!policy.numbersEveryLine) this.#memory.delivery.giveUp();
      return;
    }
    if (this.#proof.naked(seq, reason)) return;
    const what = this.#memory.sent.get(seq);
    log.warn(`${path}: the box refused our message ${seq}${what ? ` (${what})` : ''}: ${reason}`);
  }

  /** After a HELLO or a resumed link: the lamps, and for a v2 box its dice and clock. */
  #sendState(): void {
    this.sendLamps();
    this.#clock.forget();
    this.sendDice(true);
    this.sendClock();
  }

  sendLamps(): void {
    if (!this.#connected) return;
    this.#send({ verb: 'LAMPS', mask: this.#o.wants.lamps });
    // The keepalive counts from the last LAMPS, whatever sent it; the box's link LED watches it.
    this.#lampsKeepalive.every(this.#o.lampsEveryMs, () => this.sendLamps());
  }

  /** The dice the next roll rolls; `afterHello`: only when they are not the d6 a v2 box starts with. */
  sendDice(afterHello = false): void {
    if (!this.#connected || !this.#policy.setsDice) return;
    const { dice } = this.#o.wants;
    if (afterHello && dice.count === 1 && dice.sides === 6) return;
    this.#send({ verb: 'DICE', count: dice.count, sides: dice.sides });
  }

  /** Sends the clock on its next whole second (and again every resync while it runs). */
  sendClock(): void {
    const shows = this.#policy.showsClock(this.#memory.capabilities);
    this.#clock.send(this.#connected && shows, () => this.#connected);
  }

  #send(message: BoxCommand): void {
    const memory = this.#memory;
    const policy = this.#policy;
    const codec = policy.codec;
    // v2 numbers only what must arrive; v1 numbers every line but HELLO.
    const counted = codec.counted(message);
    const seq = counted ? memory.serverSeq : 0;
    if (counted) memory.serverSeq = nextSeq(seq);
    const line = codec.encode(seq, message);
    if (counted) {
      // Remember the last few by number, so a NAK can name what it refused.
      memory.sent.delete(seq);
      memory.sent.set(seq, line.slice(line.indexOf(' ') + 1, line.lastIndexOf('*')));
      if (memory.sent.size > 32) memory.sent.delete(memory.sent.keys().next().value ?? seq);
    }
    // v2: kept until ACKed and resent; a beep only makes sense now, so it is sent once.
    if (counted && policy.resendsCommands && message.verb !== 'BEEP') {
      const dropped = memory.outbox.add(seq, message, line, this.#o.clock.now());
      if (dropped) {
        this.#o.log.warn(
          `${this.#o.path}: the box has not ACKed 8 commands; gave up resending ${dropped}`,
        );
      }
      if (!this.#resend.set) this.#resendDue();
    }
    this.#o.wire.write(line);
  }
}
