// The box's events delivered once each and in the box's order, across reconnections:
// the seqs already applied (seen-events.ts), the events held behind a missing line
// (event-order.ts) and the timer that gives up the wait. It outlives every connection,
// as the box keeps its numbering when a cable comes back; a HELLO at seq 0 restarts it.
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
  /** Hands one event to the game (each seq once, in order). */
  deliver(event: BoxEvent): void;
};

export class EventDelivery {
  readonly #seen = new SeenEvents();
  readonly #order: EventOrder<BoxEvent>;
  readonly #wake: Alarm;
  readonly #options: DeliveryOptions;

  constructor(options: DeliveryOptions) {
    this.#options = options;
    this.#order = new EventOrder(options.waitMs);
    this.#wake = new Alarm(options.clock);
  }

  /** Box seqs given up on so far. */
  get skipped(): number {
    return this.#order.skipped;
  }

  /** Any box line's seq ages the remembered events. */
  observe(seq: number): void {
    this.#seen.observe(seq);
  }

  /** A numbered line that is not an event (a v1 HB, ACK or NAK; a HELLO that resumes). */
  line(seq: number): void {
    this.#hand(this.#order.line(seq, this.#options.clock.now()));
  }

  /** An event; false for a resend of one already taken (ACKed again, not delivered again). */
  event(seq: number, message: BoxEventMessage): boolean {
    if (!this.#seen.firstTime(seq)) {
      this.#options.counters.duplicates++;
      return false;
    }
    const now = this.#options.clock.now();
    const { events, late } = this.#order.event(seq, { seq, message }, now);
    if (late) {
      this.#options.counters.late++;
      this.#options.log.warn(
        `${this.#options.path}: box event ${seq} (${message.verb}) came after later ones were applied; applied now, out of order`,
      );
    } else if (!events.some((event) => event.seq === seq)) {
      this.#options.counters.held++;
    }
    this.#hand(events);
    return true;
  }

  /** The box rebooted: what was held is handed out, and its numbers start over. */
  restart(): void {
    this.#hand(this.#order.restart());
    this.#seen.forget();
  }

  /** The gaps will never fill (the box dropped an event): hand out what waits behind them. */
  giveUp(): void {
    this.#hand(this.#order.expire(Number.POSITIVE_INFINITY));
  }

  /** The link stops: held events were ACKed (the box forgot them), so they are delivered, not lost. */
  flush(): void {
    this.#wake.clear();
    this.#hand(this.#order.flush());
  }

  #hand(events: BoxEvent[]): void {
    for (const event of events) {
      this.#options.counters.events++;
      this.#options.deliver(event);
    }
    // The timer for the held events' wait, or none when none wait.
    const dueAt = this.#order.dueAt;
    if (dueAt === null) this.#wake.clear();
    else
      this.#wake.after(dueAt - this.#options.clock.now(), () =>
        this.#hand(this.#order.expire(this.#options.clock.now())),
      );
  }
}
