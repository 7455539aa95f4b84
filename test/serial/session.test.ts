// The protocol session on its own: lines from a box handed in by hand, what it writes
// kept, time on a fake clock. The handshake of v1 and v2, ACKs, duplicates, events
// held for a missing line, and v2 commands resent until ACKed.
import { beforeEach, describe, expect, it } from 'vitest';
import { EventDelivery } from '../../server/serial/delivery.ts';
import type { BoxMemory, BoxWants } from '../../server/serial/memory.ts';
import { CommandOutbox } from '../../server/serial/outbox.ts';
import { V1_POLICY, V2_POLICY } from '../../server/serial/policy.ts';
import { SaltWait } from '../../server/serial/salt-wait.ts';
import { ProtocolSession } from '../../server/serial/session.ts';
import {
  type BoxEvent,
  type BoxStatus,
  type LinkCounters,
  zeroCounters,
} from '../../server/serial/types.ts';
import {
  type BoxCommand,
  type BoxMessage,
  codecFor,
  type Frame,
  type ProtocolVersion,
} from '../../src/protocol.ts';
import { FakeClock } from './fake-clock.ts';
import { captureLogger } from './pty.ts';

const HELLO_AFTER = 2000;
const RESEND = 250;
const ORDER_WAIT = 1000;

let clock: FakeClock;
let log: ReturnType<typeof captureLogger>;
let counters: LinkCounters;
let events: BoxEvent[];
let status: Partial<BoxStatus>;
let written: string[];
let refusals: string[];
let memory: BoxMemory;
let wants: BoxWants;

beforeEach(() => {
  clock = new FakeClock();
  log = captureLogger();
  counters = zeroCounters();
  events = [];
  status = {};
  written = [];
  refusals = [];
  wants = { lamps: 3, dice: { count: 1, sides: 6 }, clock: null };
  memory = {
    version: null,
    knownBox: false,
    capabilities: [],
    serverSeq: 1,
    uptimeMs: null,
    heardAt: null,
    helloAsked: false,
    revealWanted: false,
    outbox: new CommandOutbox(RESEND),
    sent: new Map(),
    salt: new SaltWait(),
    delivery: new EventDelivery({
      path: 'fake',
      clock,
      log,
      counters,
      waitMs: ORDER_WAIT,
      retryMs: ORDER_WAIT,
      deliver: (event) => {
        events.push(event);
        return true;
      },
      ack: (seq) => current?.ackEvent(seq),
    }),
  };
});

/** The session made last: the delivery ACKs the box's events through it. */
let current: ProtocolSession | null = null;

function session(): ProtocolSession {
  current = new ProtocolSession({
    path: 'fake',
    clock,
    log,
    counters,
    memory,
    wants,
    status: (change) => Object.assign(status, change),
    wire: {
      write: (line) => written.push(line),
      refuse: (why) => refusals.push(why),
      recovered: () => '',
      bytesAt: () => Number.NEGATIVE_INFINITY,
    },
    helloAfterMs: HELLO_AFTER,
    lampsEveryMs: 1000,
    clockResyncMs: 10_000,
    garbleBurstMs: 1000,
  });
  return current;
}

/** A box line as the box frames it in `version`. */
const boxLine = (version: ProtocolVersion, seq: number, message: BoxMessage) =>
  codecFor(version).encode(seq, message);
/** What the session wrote, as the box reads it. */
const heard = (version: ProtocolVersion): Frame<BoxCommand>[] =>
  written.flatMap((line) => {
    const decoded = codecFor(version).decodeServerLine(line);
    return decoded.ok ? [decoded.frame] : [];
  });
const verbs = (version: ProtocolVersion) => heard(version).map((frame) => frame.message.verb);
const hello = (protocol: number, capabilities?: string[]): BoxMessage => ({
  verb: 'HELLO',
  device: 'apophis-box',
  firmware: `${protocol}.0.0`,
  protocol,
  ...(capabilities ? { capabilities } : {}),
});
const press = { verb: 'BTN', button: 'START', gesture: 'PRESS' } as const;

describe('the protocol session: handshake', () => {
  it('v1: takes the HELLO at seq 0, says who the box is, and sends the lamps from 1', () => {
    const s = session();
    expect(s.line(boxLine(1, 0, hello(1)))).toBe(true);
    expect(s.connected).toBe(true);
    expect(status).toMatchObject({ connected: true, state: 'connected', protocol: 1 });
    expect(heard(1)).toEqual([{ seq: 1, message: { verb: 'LAMPS', mask: 3 } }]);
    // v1 has no DICE: the dice wanted stay at the server.
    wants.dice = { count: 1, sides: 12 };
    s.sendDice();
    expect(verbs(1)).toEqual(['LAMPS']);
    s.close();
  });

  it('v2: speaks v2 to a box that says 2, sends its dice and its clock', () => {
    wants.dice = { count: 2, sides: 6 };
    wants.clock = { remainingMs: 90_000, running: false, at: clock.now() };
    const s = session();
    s.line(boxLine(2, 0, hello(2, ['display'])));
    expect(status).toMatchObject({ protocol: 2, capabilities: ['display'] });
    expect(heard(2)).toEqual([
      { seq: 1, message: { verb: 'LAMPS', mask: 3 } },
      { seq: 2, message: { verb: 'DICE', count: 2, sides: 6 } },
      { seq: 3, message: { verb: 'CLOCK', secondsLeft: 90, running: false } },
    ]);
    s.close();
  });

  it('asks a silent box for HELLO after 2 s, alternating the two framings', () => {
    const s = session();
    clock.advance(HELLO_AFTER - 1);
    expect(written).toEqual([]);
    clock.advance(1);
    expect(heard(2)).toEqual([{ seq: 0, message: { verb: 'HELLO' } }]);
    clock.advance(HELLO_AFTER);
    expect(heard(1)).toEqual([{ seq: 0, message: { verb: 'HELLO' } }]);
    // Answered: no more asks.
    s.line(boxLine(1, 0, hello(1)));
    clock.advance(5 * HELLO_AFTER);
    expect(written.filter((line) => line.includes('HELLO'))).toHaveLength(2);
    s.close();
  });

  it('refuses a box of another protocol through its wire', () => {
    const s = session();
    s.line(boxLine(1, 0, hello(3)));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(/speaks protocol 3/);
    expect(s.connected).toBe(false);
    s.close();
  });
});

describe('the protocol session: events', () => {
  it('ACKs an event and delivers it; a resend is ACKed again but not delivered again', () => {
    const s = session();
    s.line(boxLine(1, 0, hello(1)));
    written = [];
    s.line(boxLine(1, 1, press));
    expect(events).toEqual([{ seq: 1, message: press }]);
    expect(heard(1).map((frame) => frame.message)).toEqual([{ verb: 'ACK', seq: 1 }]);
    s.line(boxLine(1, 1, press));
    expect(events).toHaveLength(1);
    expect(heard(1).map((frame) => frame.message)).toEqual([
      { verb: 'ACK', seq: 1 },
      { verb: 'ACK', seq: 1 },
    ]);
    expect(counters).toMatchObject({ events: 1, duplicates: 1 });
    s.close();
  });

  it("v2: a heartbeat's uptime going back is a reboot (its seqs are new); its 32-bit wrap is not", () => {
    const s = session();
    s.line(boxLine(2, 0, hello(2)));
    const beat = (uptimeMs: number) => s.line(boxLine(2, 0, { verb: 'HB', uptimeMs }));
    beat(2 ** 32 - 700);
    s.line(boxLine(2, 1, press));
    // millis() wrapped after 49.7 days: the box did not restart, so seq 1 is a resend.
    beat(300);
    s.line(boxLine(2, 1, press));
    expect(events.map((event) => event.seq)).toEqual([1]);
    expect(log.matching(/restarted/)).toEqual([]);
    beat(1300);
    // Back to 200 ms: the box restarted without a HELLO we heard; its seq 1 is a new press.
    written = [];
    beat(200);
    expect(log.matching(/restarted without a HELLO/)).toHaveLength(1);
    expect(verbs(2)).toContain('LAMPS');
    s.line(boxLine(2, 1, press));
    expect(events.map((event) => event.seq)).toEqual([1, 1]);
    s.close();
  });

  it('holds an event that came before a missing one, and delivers both in order when it comes', () => {
    const s = session();
    s.line(boxLine(2, 0, hello(2)));
    written = [];
    const ok = { verb: 'BTN', button: 'OK', gesture: 'PRESS' } as const;
    s.line(boxLine(2, 2, ok));
    // Held for seq 1, and not ACKed before the game has it (issue 23: ACKed once saved);
    // the box keeps it meanwhile, as it keeps seq 1, which it resends first.
    expect(heard(2)).toEqual([]);
    expect(events).toEqual([]);
    expect(counters.held).toBe(1);
    s.line(boxLine(2, 1, press));
    expect(events.map((event) => event.seq)).toEqual([1, 2]);
    expect(heard(2).map((frame) => frame.message)).toEqual([
      { verb: 'ACK', seq: 1 },
      { verb: 'ACK', seq: 2 },
    ]);
    s.close();
  });

  it('gives up a missing line after its wait and delivers what waited behind it', () => {
    const s = session();
    s.line(boxLine(2, 0, hello(2)));
    s.line(boxLine(2, 2, press));
    clock.advance(ORDER_WAIT - 1);
    expect(events).toEqual([]);
    clock.advance(1);
    expect(events.map((event) => event.seq)).toEqual([2]);
    expect(memory.delivery.skipped).toBe(1);
    s.close();
  });

  it('before the HELLO an event is neither ACKed nor delivered (the box resends it)', () => {
    const s = session();
    s.line(boxLine(1, 1, press));
    expect(written).toEqual([]);
    expect(events).toEqual([]);
    s.close();
  });
});

describe('the protocol session: v2 commands', () => {
  it('resends a command every 250 ms until the box ACKs it, then never again', () => {
    const s = session();
    s.line(boxLine(2, 0, hello(2)));
    // The LAMPS of the handshake is ACKed at once.
    s.line(boxLine(2, 0, { verb: 'ACK', seq: 1 }));
    written = [];
    expect(s.send({ verb: 'ROLL' })).toBe(true);
    expect(verbs(2)).toEqual(['ROLL']);
    clock.advance(RESEND - 1);
    expect(verbs(2)).toEqual(['ROLL']);
    clock.advance(1);
    clock.advance(RESEND);
    expect(verbs(2)).toEqual(['ROLL', 'ROLL', 'ROLL']);
    expect(new Set(heard(2).map((frame) => frame.seq)).size).toBe(1);
    s.line(boxLine(2, 0, { verb: 'ACK', seq: heard(2)[0]?.seq ?? -1 }));
    clock.advance(10 * RESEND);
    expect(verbs(2).filter((verb) => verb === 'ROLL')).toHaveLength(3);
    s.close();
  });

  it("the proof's REVEAL and SALT the box never ACKed go again after the HELLO it answered; a ROLL does not", () => {
    const told: string[] = [];
    const first = session();
    first.line(boxLine(2, 0, hello(2, ['proof', 'salt'])));
    first.line(boxLine(2, 0, { verb: 'ACK', seq: 1 }));
    expect(first.send({ verb: 'REVEAL' })).toBe(true);
    expect(first.sendSalt('AB'.repeat(16), (why) => told.push(why))).toBe(true);
    expect(first.send({ verb: 'ROLL' })).toBe(true);
    // The cable is lost before any ACK; the next connection asks the box for HELLO, and the box
    // (which kept its seed and commitment) answers at seq 0.
    first.close();
    written = [];
    const second = session();
    clock.advance(HELLO_AFTER);
    second.line(boxLine(2, 0, hello(2, ['proof', 'salt'])));
    const again = heard(2).filter((frame) => frame.message.verb !== 'HELLO');
    expect(again.map((frame) => frame.message.verb)).toEqual(['LAMPS', 'REVEAL', 'SALT']);
    // Numbered a window (32) past the last used (4): a line still on the cable under an old
    // number cannot make the box take a new command for a resend.
    expect(again.map((frame) => frame.seq)).toEqual([37, 38, 39]);
    // The salt waits for its answer under its new number: ACKed, it is never told unanswered.
    second.line(boxLine(2, 0, { verb: 'ACK', seq: 39 }));
    clock.advance(10_000);
    expect(told).toEqual([]);
    second.close();
  });

  it('our numbering after a HELLO at seq 0: a window past the last for v2, within 1..9999; from 1 for v1', () => {
    // DESIGN.md: seqs run 1..9999 and wrap; 0 is the HELLO's alone.
    expect(V2_POLICY.firstSeqAfterHello(1)).toBe(1);
    expect(V2_POLICY.firstSeqAfterHello(5)).toBe(37);
    expect(V2_POLICY.firstSeqAfterHello(9990)).toBe(23);
    expect(V2_POLICY.firstSeqAfterHello(9967)).toBe(9999);
    expect(V2_POLICY.firstSeqAfterHello(9968)).toBe(1);
    expect(V1_POLICY.firstSeqAfterHello(500)).toBe(1);
  });

  it('a REVEAL the table asked for between connections goes at the next HELLO, once', () => {
    // box-link.ts: with no connection up, a proof box's REVEAL is wanted, not lost.
    memory.version = 2;
    memory.capabilities = ['proof', 'salt'];
    memory.revealWanted = true;
    const s = session();
    clock.advance(HELLO_AFTER);
    s.line(boxLine(2, 0, hello(2, ['proof', 'salt'])));
    expect(verbs(2).filter((verb) => verb === 'REVEAL')).toHaveLength(1);
    expect(memory.revealWanted).toBe(false);
    const reveal = heard(2).find((frame) => frame.message.verb === 'REVEAL');
    s.line(boxLine(2, 0, { verb: 'ACK', seq: reveal?.seq ?? -1 }));
    s.line(boxLine(2, 0, hello(2, ['proof', 'salt'])));
    expect(verbs(2).filter((verb) => verb === 'REVEAL')).toHaveLength(1);
    s.close();
  });

  it('a salt waiting when the box rebooted (an unasked HELLO at seq 0) is told the box never answered it', () => {
    const told: string[] = [];
    const s = session();
    s.line(boxLine(2, 0, hello(2, ['proof', 'salt'])));
    expect(s.sendSalt('CD'.repeat(16), (why) => told.push(why))).toBe(true);
    written = [];
    s.line(boxLine(2, 0, hello(2, ['proof', 'salt'])));
    expect(told).toEqual(['silent']);
    expect(verbs(2)).not.toContain('SALT');
    s.close();
  });

  it('a v1 box is sent a command once (v1 has no command ACKs)', () => {
    const s = session();
    s.line(boxLine(1, 0, hello(1)));
    written = [];
    expect(s.send({ verb: 'ROLL' })).toBe(true);
    clock.advance(10 * RESEND);
    expect(verbs(1).filter((verb) => verb === 'ROLL')).toHaveLength(1);
    s.close();
  });

  it('close() stops every timer of the session', () => {
    const s = session();
    s.line(boxLine(2, 0, hello(2)));
    s.send({ verb: 'ROLL' });
    s.close();
    const before = written.length;
    clock.advance(60_000);
    expect(written.length).toBe(before);
    expect(clock.pending).toBe(0);
  });
});
