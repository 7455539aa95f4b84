// The box's events delivered once each and in the box's order, across reconnections:
// the seqs already taken (seen-events.ts), the events held behind a missing line
// (event-order.ts) and the timer that gives up the wait. It outlives every connection,
// as the box keeps its numbering when a cable comes back; a HELLO at seq 0 restarts it.
// An event is ACKed only once the game has handled it (saved, or refused by the rules):
// until then the box keeps it, so an event the game could not save is sent again.
import { Alarm, type Clock } from './clock.ts';
import { EventOrder } from './event-order.ts';
import { SeenEvents } from './seen-events.ts';
import type { BoxEvent, BoxEventMessage, LinkCounters, LinkLogger } from './types.ts';

export type DeliveryOptions = {
  path: string;
  clock: Clock;
  log: LinkLogger;
  counters: LinkCounters;
  /** How long an event behind a missing line waits for it. */
  waitMs: number;
  /** After an event the game could not save, its resends are let in this often (the log stays readable). */
  retryMs: number;
  /**
   * Hands one event to the game (each seq once, in order, one at a time): true once it is
   * handled (saved, or refused by the rules), false when it could not be saved.
   */
  deliver(event: BoxEvent): boolean | Promise<boolean>;
  /** Tells the box its event `seq` is taken (an ACK, on the connection of the moment). */
  ack(seq: number): void;
};

export class EventDelivery {
  readonly #seen = new SeenEvents();
  readonly #order: EventOrder<BoxEvent>;
  readonly #wake: Alarm;
  readonly #options: DeliveryOptions;
  /** Seqs taken but not yet handled (held, or waiting their turn): their resends wait too. */
  readonly #unhandled = new Set<number>();
  /** Events due to the game, in order, one handled at a time. */
  readonly #queue: { event: BoxEvent; epoch: number }[] = [];
  /** The handling under way, when the game's answer is awaited. */
  #running: Promise<void> | null = null;
  /** The box's numbering since its last restart: an event from before one is never ACKed. */
  #epoch = 0;
  /** An event the game could not save: only its resend is let in, not before `#retryAt`. */
  #blocked: number | null = null;
  #retryAt = 0;
  /** Failed saves of the blocked event. */
  #failures = 0;

  constructor(options: DeliveryOptions) {
    this.#options = options;
    this.#order = new EventOrder(options.waitMs);
    this.#wake = new Alarm(options.clock);
  }

  /** Box seqs given up on so far. */
  get skipped(): number {
    return this.#order.skipped;
  }

  /** Resolves once every event handed to the game is handled (and ACKed when it could be). */
  async settled(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /** Any box line's seq ages the remembered events. */
  observe(seq: number): void {
    this.#seen.observe(seq);
  }

  /** A numbered line that is not an event (a v1 HB, ACK or NAK; a HELLO that resumes). */
  line(seq: number): void {
    this.#hand(this.#order.line(seq, this.#options.clock.now()));
  }

  /**
   * An event line. A resend of one handled already is ACKed again, not delivered again;
   * one still waiting to be handled is ACKed when it is; a new one goes in line.
   */
  event(seq: number, message: BoxEventMessage): void {
    const { counters, clock } = this.#options;
    if (this.#blocked !== null) {
      // The box resends its oldest unACKed event: the one not saved comes back first.
      if (seq !== this.#blocked || clock.now() < this.#retryAt) return;
      this.#blocked = null;
    }
    if (this.#seen.has(seq)) {
      this.#seen.observe(seq);
      counters.duplicates++;
      if (!this.#unhandled.has(seq)) this.#options.ack(seq);
      return;
    }
    this.#seen.firstTime(seq);
    this.#unhandled.add(seq);
    const { events, late } = this.#order.event(seq, { seq, message }, clock.now());
    if (late) {
      counters.late++;
      this.#options.log.warn(
        `${this.#options.path}: box event ${seq} (${message.verb}) came after later ones were applied; applied now, out of order`,
      );
    } else if (!events.some((event) => event.seq === seq)) {
      counters.held++;
    }
    this.#hand(events);
  }

  /**
   * The box's numbers start over. A box that rebooted forgot the events it kept, so those
   * held are handed out (unACKed: they are from before). A v2 box answering our HELLO
   * (`keptByBox`) keeps its unACKed events and sends them again renumbered from 1, so
   * those held are dropped: taking them now would take them twice.
   */
  restart(keptByBox = false): void {
    const held = this.#order.restart();
    const before = this.#epoch++;
    this.#seen.forget();
    this.#unhandled.clear();
    this.#blocked = null;
    if (!keptByBox) this.#hand(held, before);
  }

  /** The gaps will never fill (the box dropped an event): hand out what waits behind them. */
  giveUp(): void {
    this.#hand(this.#order.expire(Number.POSITIVE_INFINITY));
  }

  /**
   * The link stops: events not yet handed to the game were never ACKed, so the box
   * keeps them for whoever listens next; those being handled finish (`settled()`).
   */
  flush(): void {
    this.#wake.clear();
    for (const event of this.#order.flush()) this.#unhandled.delete(event.seq);
  }

  /** Queues `events` for the game; `epoch`: the box's numbering they belong to. */
  #hand(events: BoxEvent[], epoch = this.#epoch): void {
    for (const event of events) this.#queue.push({ event, epoch });
    this.#pump();
    // The timer for the held events' wait, or none when none wait.
    const dueAt = this.#order.dueAt;
    if (dueAt === null) this.#wake.clear();
    else
      this.#wake.after(dueAt - this.#options.clock.now(), () =>
        this.#hand(this.#order.expire(this.#options.clock.now())),
      );
  }

  /** Hands the queued events to the game one at a time; a handler that answers at once is not waited for. */
  #pump(): void {
    if (this.#running) return;
    for (;;) {
      const next = this.#queue.shift();
      if (!next) return;
      const handled = this.#start(next.event, next.epoch);
      if (handled === null) continue;
      if (typeof handled === 'boolean') {
        this.#finish(next.event, next.epoch, handled);
        continue;
      }
      this.#running = handled
        .catch((error: unknown) => this.#threw(next.event, error))
        .then((result) => {
          this.#finish(next.event, next.epoch, result);
          this.#running = null;
          this.#pump();
        });
      return;
    }
  }

  /** The game's answer for `event`, or null for an event dropped after an earlier one failed. */
  #start(event: BoxEvent, epoch: number): boolean | Promise<boolean> | null {
    // Dropped after an earlier event failed: the box still has it and sends it again.
    if (epoch === this.#epoch && !this.#unhandled.has(event.seq)) return null;
    this.#options.counters.events++;
    try {
      return this.#options.deliver(event);
    } catch (error) {
      return this.#threw(event, error);
    }
  }

  /** A throwing handler is a bug, not a full disk: taking the event again would loop. */
  #threw(event: BoxEvent, error: unknown): boolean {
    this.#options.log.error(
      `${this.#options.path}: box event ${event.seq} failed: ${String(error)}`,
    );
    return true;
  }

  #finish(event: BoxEvent, epoch: number, handled: boolean): void {
    const { counters, log, path } = this.#options;
    if (!handled) counters.events--;
    if (epoch !== this.#epoch) {
      if (!handled)
        log.error(`${path}: box event ${event.seq} from before the box restarted was not saved`);
      return;
    }
    if (handled) {
      this.#unhandled.delete(event.seq);
      if (this.#failures > 0) {
        log.info(
          `${path}: box event ${event.seq} saved after ${this.#failures} failed attempt${this.#failures > 1 ? 's' : ''}`,
        );
        this.#failures = 0;
      }
      this.#options.ack(event.seq);
      return;
    }
    // Not saved: unACKed, it stays in the box. It and every event after it are taken
    // again from its resend, in order.
    if (this.#failures++ === 0) {
      log.warn(
        `${path}: box event ${event.seq} (${event.message.verb}) could not be saved; not ACKed, so the box sends it again`,
      );
    }
    for (const seq of this.#unhandled) this.#seen.unsee(seq);
    this.#unhandled.clear();
    this.#order.restart(event.seq);
    this.#wake.clear();
    this.#blocked = event.seq;
    this.#retryAt = this.#options.clock.now() + this.#options.retryMs;
  }
}
