// The delivery of the box's events without a wire (issue 23): an event is ACKed once the
// game has handled it; one it could not save is taken again from the box's resend, in
// order; a seq is taken once since the box's HELLO; a HELLO answered keeps the box's events.
import { beforeEach, describe, expect, it } from 'vitest';
import { EventDelivery } from '../../server/serial/delivery.ts';
import { type BoxEvent, zeroCounters } from '../../server/serial/types.ts';
import { FakeClock } from './fake-clock.ts';
import { captureLogger } from './pty.ts';

const press = { verb: 'BTN', button: 'START', gesture: 'PRESS' } as const;

let clock: FakeClock;
let acks: number[];
let taken: number[];
/** What the game answers for the next events: true saved, false not saved, or a promise. */
let answers: (boolean | Promise<boolean>)[];
let delivery: EventDelivery;
let log: ReturnType<typeof captureLogger>;

beforeEach(() => {
  clock = new FakeClock();
  acks = [];
  taken = [];
  answers = [];
  log = captureLogger();
  delivery = new EventDelivery({
    path: 'fake',
    clock,
    log,
    counters: zeroCounters(),
    waitMs: 1000,
    retryMs: 1000,
    deliver: (event: BoxEvent) => {
      taken.push(event.seq);
      return answers.shift() ?? true;
    },
    ack: (seq) => acks.push(seq),
  });
});

describe('box event delivery', () => {
  it('ACKs an event once the game has handled it, not before', async () => {
    let save: (saved: boolean) => void = () => {};
    answers.push(new Promise((resolve) => (save = resolve)));
    delivery.event(1, press);
    expect(taken).toEqual([1]);
    // Its resend while it is being saved is neither ACKed nor taken again.
    delivery.event(1, press);
    expect(acks).toEqual([]);
    save(true);
    await delivery.settled();
    expect(acks).toEqual([1]);
    delivery.event(1, press);
    expect(acks).toEqual([1, 1]);
    expect(taken).toEqual([1]);
  });

  it('an event not saved is not ACKed; its resend is taken after the retry wait, then what followed it', async () => {
    answers.push(false);
    delivery.event(1, press);
    delivery.event(2, press);
    await delivery.settled();
    expect(taken).toEqual([1]);
    expect(acks).toEqual([]);
    expect(log.matching(/could not be saved/)).toHaveLength(1);
    // The box resends its oldest every 250 ms: let in once a second.
    delivery.event(1, press);
    expect(taken).toEqual([1]);
    clock.advance(1000);
    delivery.event(1, press);
    await delivery.settled();
    expect(taken).toEqual([1, 1]);
    expect(acks).toEqual([1]);
    delivery.event(2, press);
    await delivery.settled();
    expect(taken).toEqual([1, 1, 2]);
    expect(acks).toEqual([1, 2]);
    expect(log.matching(/saved after 1 failed attempt/)).toHaveLength(1);
  });

  it('takes a seq once for as long as the box has not restarted: a replay after 100 events is ACKed, not taken', () => {
    for (let seq = 1; seq <= 101; seq++) delivery.event(seq, press);
    expect(taken).toHaveLength(101);
    delivery.event(1, press);
    expect(taken).toHaveLength(101);
    expect(acks.at(-1)).toBe(1);
    delivery.restart();
    delivery.event(1, press);
    expect(taken).toHaveLength(102);
  });

  it('a held event is handed out when the box rebooted, and dropped when it answered our HELLO (it resends it)', () => {
    delivery.event(1, press);
    delivery.event(3, press); // held for seq 2
    expect(taken).toEqual([1]);
    delivery.restart(true);
    expect(taken).toEqual([1]);
    delivery.event(3, press); // held again, for 1 and 2 of the new count
    delivery.restart();
    expect(taken).toEqual([1, 3]);
    // Taken from before the restart: not ACKed to a box that numbers anew.
    expect(acks).toEqual([1]);
  });
});
