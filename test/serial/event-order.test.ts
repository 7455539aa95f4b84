// The box's events in the box's order, without a wire: gaps waited for, gaps given
// up, the 9999 → 1 wrap, a reboot; then a simulated box over a lossy wire (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EventOrder } from '../../server/serial/event-order.ts';
import { SeenEvents } from '../../server/serial/seen-events.ts';
import { seededRandom } from '../../server/virtual-box/uno.ts';
import { MAX_SEQ, nextSeq } from '../../src/protocol.ts';

const WAIT = 1000;

describe('event order', () => {
  it('with no gap an event is delivered at once, whatever came before', () => {
    const order = new EventOrder<string>(WAIT);
    expect(order.line(5, 0)).toEqual([]);
    expect(order.event(6, 'START', 0)).toEqual({ events: ['START'], late: false });
    expect(order.line(7, 10)).toEqual([]);
    expect(order.event(8, 'ROLL', 10).events).toEqual(['ROLL']);
    expect(order.held).toBe(0);
    expect(order.dueAt).toBeNull();
  });

  it('an event after a lost one waits for its resend, then both go in seq order', () => {
    const order = new EventOrder<string>(WAIT);
    order.line(1, 0);
    expect(order.event(3, 'SCRAP', 100).events).toEqual([]);
    expect(order.held).toBe(1);
    expect(order.dueAt).toBe(100 + WAIT);
    expect(order.line(4, 200)).toEqual([]);
    // The box resends its oldest unACKed event: 2.
    expect(order.event(2, 'START', 350).events).toEqual(['START', 'SCRAP']);
    expect(order.held).toBe(0);
    expect(order.skipped).toBe(0);
  });

  it('a gap that never fills (a lost heartbeat) is given up after the wait, no sooner', () => {
    const order = new EventOrder<string>(WAIT);
    order.line(1, 0);
    expect(order.event(3, 'OK', 100).events).toEqual([]);
    expect(order.expire(100 + WAIT - 1)).toEqual([]);
    expect(order.expire(100 + WAIT)).toEqual(['OK']);
    expect(order.skipped).toBe(1);
    expect(order.dueAt).toBeNull();
  });

  it('after a gap fills, the next gap waits afresh: the box resends the next lost event only then', () => {
    const order = new EventOrder<string>(WAIT);
    order.line(1, 0);
    order.event(4, 'OK', 10); // 2 and 3 lost
    expect(order.dueAt).toBe(10 + WAIT);
    expect(order.event(2, 'START', 900).events).toEqual(['START']);
    expect(order.dueAt).toBe(900 + WAIT);
    expect(order.expire(10 + WAIT)).toEqual([]);
    expect(order.event(3, 'SCRAP', 1200).events).toEqual(['SCRAP', 'OK']);
  });

  it('an old gap does not hold back an event that comes long after it', () => {
    const order = new EventOrder<string>(WAIT);
    order.line(1, 0);
    order.line(3, 100); // heartbeat 2 lost
    order.line(4, 1100);
    expect(order.event(5, 'START', 5000).events).toEqual(['START']);
  });

  it('a line the wire swapped with the next one fills its gap at once', () => {
    const order = new EventOrder<string>(WAIT);
    order.line(1, 0);
    expect(order.event(3, 'ROLL', 10).events).toEqual([]);
    expect(order.event(2, 'START', 11).events).toEqual(['START', 'ROLL']);
  });

  it('an event that comes after its wait was given up is delivered, flagged late', () => {
    const order = new EventOrder<string>(WAIT);
    order.line(1, 0);
    order.event(3, 'OK', 0);
    expect(order.expire(WAIT)).toEqual(['OK']);
    expect(order.event(2, 'START', WAIT + 5)).toEqual({ events: ['START'], late: true });
  });

  it('keeps the order across the 9999 → 1 wrap', () => {
    const order = new EventOrder<string>(WAIT);
    order.line(9998, 0);
    expect(order.event(1, 'SCRAP', 10).events).toEqual([]);
    expect(order.event(9999, 'START', 20).events).toEqual(['START', 'SCRAP']);
    expect(order.event(2, 'OK', 30).events).toEqual(['OK']);
  });

  it('a reboot hands out what was held, in order, and counts again from 1', () => {
    const order = new EventOrder<string>(WAIT);
    order.line(40, 0);
    order.event(44, 'OK', 1);
    order.event(42, 'SCRAP', 2);
    expect(order.restart()).toEqual(['SCRAP', 'OK']);
    expect(order.event(2, 'ROLL', 3).events).toEqual([]);
    expect(order.event(1, 'START', 4).events).toEqual(['START', 'ROLL']);
  });

  it('a box far behind the frontier counted on while nobody listened: it starts over there', () => {
    const order = new EventOrder<string>(WAIT);
    order.line(6000, 0);
    order.event(6002, 'OK', 1);
    // 1,000 behind is no resend nor a swapped line: the box counted 9,000 on meanwhile.
    expect(order.event(5000, 'START', 2)).toEqual({ events: ['OK', 'START'], late: false });
    expect(order.event(5001, 'ROLL', 3).events).toEqual(['ROLL']);
  });
});

/**
 * A box and a server on a simulated wire, in simulated ms. The box speaks as the
 * firmware does: every line takes the next seq, heartbeats are never resent, events
 * wait for their ACK, the oldest is resent every 250 ms, at most 8 are kept.
 */
type Wire = {
  /** Chance that a line (either way) is lost, duplicated, or slowed past its successors. */
  loss: number;
  duplicate: number;
  slow: number;
  /** Losses the wire may inflict on one event (its sends and their ACKs); then it gets through. */
  lossesPerEvent: number;
};

type Step = 'event' | 'heartbeat' | 'idle';

function simulate(seed: number, firstSeq: number, script: Step[], wire: Wire) {
  const random = seededRandom(seed);
  const seen = new SeenEvents();
  const order = new EventOrder<number>(WAIT);
  const delivered: number[] = [];
  const emitted: number[] = [];
  const overflowed: number[] = [];
  let late = 0;
  type Pending = { seq: number; sentAt: number; losses: number };
  let pending: Pending[] = [];
  let boxSeq = firstSeq;
  // Arrivals on either side, kept sorted by time.
  type Arrival = { at: number; run: (at: number) => void };
  const queue: Arrival[] = [];
  const schedule = (at: number, run: (at: number) => void) => {
    const i = queue.findIndex((item) => item.at > at);
    queue.splice(i < 0 ? queue.length : i, 0, { at, run });
  };
  const transit = () => 1 + random() * (random() < wire.slow ? 120 : 10);
  /** Puts a line on the wire; false when the wire lost it. */
  const send = (now: number, run: (at: number) => void, lose: boolean) => {
    if (lose) return false;
    schedule(now + transit(), run);
    if (random() < wire.duplicate) schedule(now + transit(), run);
    return true;
  };
  const loses = (event?: Pending) => {
    const lost = random() < wire.loss && (!event || event.losses < wire.lossesPerEvent);
    if (lost && event) event.losses++;
    return lost;
  };
  const serverTakes = (at: number, seq: number, event?: Pending) => {
    if (event) {
      send(
        at,
        () => {
          pending = pending.filter((p) => p.seq !== seq);
        },
        loses(event),
      );
      if (seen.firstTime(seq)) {
        const result = order.event(seq, seq, at);
        if (result.late) late++;
        delivered.push(...result.events);
      }
    } else {
      seen.observe(seq);
      delivered.push(...order.line(seq, at));
    }
    wake();
  };
  // The server's timer for the held events' wait, as BoxLink sets it.
  const wake = () => {
    const due = order.dueAt;
    if (due === null) return;
    schedule(due, (now) => {
      delivered.push(...order.expire(now));
      wake();
    });
  };
  const sendEvent = (now: number, event: Pending) => {
    send(now, (at) => serverTakes(at, event.seq, event), loses(event));
  };
  const boxStep = (now: number, step: Step) => {
    if (step === 'idle') return;
    boxSeq = nextSeq(boxSeq);
    const seq = boxSeq;
    if (step === 'heartbeat') {
      send(now, (at) => serverTakes(at, seq), loses());
      return;
    }
    emitted.push(seq);
    const event = { seq, sentAt: now, losses: 0 };
    pending.push(event);
    if (pending.length > 8) overflowed.push(pending.shift()?.seq ?? 0);
    sendEvent(now, event);
  };
  // The handshake: the server knows where the box's count stands.
  order.line(firstSeq, 0);
  // The box acts every 40 ms and checks its resend every 10 ms, until the script ends
  // and its queue is empty; the server's timers run as scheduled.
  const end = script.length * 40;
  for (let clock = 0; clock < end || pending.length > 0 || order.held > 0; clock += 10) {
    if (clock > end + 600_000) throw new Error('the simulated box never emptied its queue');
    while (queue[0] && queue[0].at <= clock) {
      const arrival = queue.shift() as Arrival;
      arrival.run(arrival.at);
    }
    if (clock % 40 === 0 && clock < end) boxStep(clock, script[clock / 40] ?? 'idle');
    const oldest = pending[0];
    if (oldest && clock - oldest.sentAt >= 250) {
      oldest.sentAt = clock;
      sendEvent(clock, oldest);
    }
  }
  const kept = emitted.filter((seq) => !overflowed.includes(seq));
  return { delivered, kept, late };
}

const scriptOf = fc.array(fc.constantFrom<Step>('event', 'event', 'heartbeat', 'idle', 'idle'), {
  maxLength: 300,
});
const firstSeqOf = fc.oneof(fc.integer({ min: 1, max: MAX_SEQ }), fc.constant(MAX_SEQ - 20));

describe('event order on a simulated lossy wire (property)', () => {
  it('a wire that loses each event or its ACK at most once (heartbeats at will), duplicates and reorders: every event once, in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        firstSeqOf,
        scriptOf,
        fc.record({
          loss: fc.double({ min: 0, max: 0.5, noNaN: true }),
          duplicate: fc.double({ min: 0, max: 0.3, noNaN: true }),
          slow: fc.double({ min: 0, max: 0.3, noNaN: true }),
          lossesPerEvent: fc.constant(1),
        }),
        (seed, firstSeq, script, wire) => {
          const run = simulate(seed, firstSeq, script, wire);
          expect(run.delivered).toEqual(run.kept);
          expect(run.late).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('whatever the wire loses, no event is lost or doubled; order may suffer only where flagged late', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        firstSeqOf,
        scriptOf,
        fc.double({ min: 0, max: 0.8, noNaN: true }),
        (seed, firstSeq, script, loss) => {
          const run = simulate(seed, firstSeq, script, {
            loss,
            duplicate: 0.2,
            slow: 0.2,
            lossesPerEvent: Number.POSITIVE_INFINITY,
          });
          const byEmission = (a: number, b: number) => run.kept.indexOf(a) - run.kept.indexOf(b);
          expect([...run.delivered].sort(byEmission)).toEqual(run.kept);
          if (run.late === 0) expect(run.delivered).toEqual(run.kept);
        },
      ),
      { numRuns: 200 },
    );
  });
});
