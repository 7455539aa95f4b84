// The reconnect supervisor on its own: a fake line transport, a stub session and a fake
// clock, so back-off, the watchdog and the once-logged failures are checked to the ms.
import { EventEmitter } from 'node:events';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Connection, Supervisor } from '../../server/serial/supervisor.ts';
import type { LineTransport, LineTransportEvents } from '../../server/serial/transport.ts';
import type { BoxStatus, Wire } from '../../server/serial/types.ts';
import { FakeClock } from './fake-clock.ts';
import { captureLogger } from './pty.ts';

class FakeTransport extends EventEmitter<LineTransportEvents> implements LineTransport {
  readonly path = 'fake';
  readonly written: string[] = [];
  closed = false;
  constructor(readonly failure: Error | null) {
    super();
  }
  open(): Promise<void> {
    return this.failure ? Promise.reject(this.failure) : Promise.resolve();
  }
  write(line: string): void {
    this.written.push(line);
  }
  close(): Promise<void> {
    this.closed = true;
    return Promise.resolve();
  }
}

/** A session that takes every line but `bad` as good, and remembers its wire. */
class StubSession implements Connection {
  readonly lines: string[] = [];
  closed = false;
  constructor(readonly wire: Wire) {}
  line(line: string): boolean {
    this.lines.push(line);
    return line !== 'bad';
  }
  close(): void {
    this.closed = true;
  }
}

const SILENCE = 3000;
const RETRY = 1000;
const REFUSED_RETRY = 10_000;

let clock: FakeClock;
let log: ReturnType<typeof captureLogger>;
let statuses: Partial<BoxStatus>[];
let transports: FakeTransport[];
let sessions: StubSession[];
/** The open failures to come, one per attempt (null: it opens). */
let failures: (Error | null)[];
let counters: { failedOpens: number };

function supervisor(): Supervisor {
  return new Supervisor({
    path: 'fake',
    transport: () => {
      const made = new FakeTransport(failures.shift() ?? null);
      transports.push(made);
      return made;
    },
    clock,
    log,
    counters,
    status: (change) => statuses.push(change),
    silenceMs: SILENCE,
    retryMs: RETRY,
    refusedRetryMs: REFUSED_RETRY,
    session: (wire) => {
      const made = new StubSession(wire);
      sessions.push(made);
      return made;
    },
  });
}

/** Lets the transport's open() settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));
const states = () => statuses.flatMap((status) => (status.state ? [status.state] : []));

beforeEach(() => {
  clock = new FakeClock();
  log = captureLogger();
  statuses = [];
  transports = [];
  sessions = [];
  failures = [];
  counters = { failedOpens: 0 };
});

describe('the reconnect supervisor', () => {
  it('opens, makes a session, and hands it the lines; a write reaches the wire', async () => {
    const link = supervisor();
    link.start();
    await settle();
    expect(states()).toEqual(['opening', 'waiting-hello']);
    expect(sessions).toHaveLength(1);
    transports[0]?.emit('line', '0 HELLO apophis-box 1.0.0 1*00');
    expect(sessions[0]?.lines).toEqual(['0 HELLO apophis-box 1.0.0 1*00']);
    sessions[0]?.wire.write('1 LAMPS 1*00\n');
    expect(transports[0]?.written).toEqual(['1 LAMPS 1*00\n']);
    await link.stop();
  });

  it('after an open failure, tries again after the pause, not before', async () => {
    failures = [new Error('no such file')];
    const link = supervisor();
    link.start();
    await settle();
    expect(states()).toEqual(['opening', 'retrying']);
    expect(counters.failedOpens).toBe(1);
    expect(sessions).toHaveLength(0);
    clock.advance(RETRY - 1);
    await settle();
    expect(transports).toHaveLength(1);
    clock.advance(1);
    await settle();
    expect(transports).toHaveLength(2);
    expect(states().at(-1)).toBe('waiting-hello');
    expect(sessions).toHaveLength(1);
    await link.stop();
  });

  it('after a loss, ends the session, closes the port and opens a new one with a new session', async () => {
    const link = supervisor();
    link.start();
    await settle();
    transports[0]?.emit('close', new Error('bad file descriptor'));
    await settle();
    expect(sessions[0]?.closed).toBe(true);
    expect(transports[0]?.closed).toBe(true);
    expect(statuses.at(-1)).toMatchObject({
      connected: false,
      state: 'retrying',
      error: 'fake closed: bad file descriptor',
    });
    // The dead session's writes go nowhere.
    sessions[0]?.wire.write('late\n');
    expect(transports[0]?.written).toEqual([]);
    clock.advance(RETRY);
    await settle();
    expect(sessions).toHaveLength(2);
    expect(sessions[1]?.closed).toBe(false);
    await link.stop();
  });

  it('the watchdog drops a silent link; a good line puts it off, a bad one does not', async () => {
    const link = supervisor();
    link.start();
    await settle();
    clock.advance(2000);
    transports[0]?.emit('line', 'good');
    clock.advance(2000);
    transports[0]?.emit('line', 'bad');
    clock.advance(SILENCE - 2000 - 1);
    expect(sessions[0]?.closed).toBe(false);
    clock.advance(1);
    await settle();
    expect(sessions[0]?.closed).toBe(true);
    expect(log.matching(/fake: no line from the box for 3000 ms/)).toHaveLength(1);
    expect(states().at(-1)).toBe('retrying');
    await link.stop();
  });

  it('logs a repeated failure once, a new one at once, and the same one again after a handshake', async () => {
    const gone = () => new Error('no such file');
    failures = [gone(), gone(), gone(), new Error('permission denied'), null];
    const link = supervisor();
    link.start();
    for (let i = 0; i < 4; i++) {
      await settle();
      clock.advance(RETRY);
    }
    await settle();
    expect(counters.failedOpens).toBe(4);
    expect(log.matching(/cannot open fake: no such file/)).toHaveLength(1);
    expect(log.matching(/cannot open fake: permission denied/)).toHaveLength(1);
    expect(log.matching(/trying again every 1 s/)).toHaveLength(2);
    // Back on the fifth attempt: the handshake reports the failures and forgets them.
    expect(sessions[0]?.wire.recovered()).toBe(' (back after 4 failed attempts)');
    expect(sessions[0]?.wire.recovered()).toBe('');
    failures = [gone()];
    transports[4]?.emit('error', new Error('unplugged'));
    clock.advance(RETRY);
    await settle();
    expect(log.matching(/cannot open fake: no such file/)).toHaveLength(2);
    await link.stop();
  });

  it('a refused box is tried again after the longer pause, logged as an error', async () => {
    const link = supervisor();
    link.start();
    await settle();
    sessions[0]?.wire.refuse('fake: not our box');
    await settle();
    expect(statuses.at(-1)).toMatchObject({ state: 'refused', error: 'fake: not our box' });
    expect(log.lines.filter((line) => line.level === 'error')).toHaveLength(1);
    clock.advance(RETRY);
    await settle();
    expect(transports).toHaveLength(1);
    clock.advance(REFUSED_RETRY - RETRY);
    await settle();
    expect(transports).toHaveLength(2);
    await link.stop();
  });

  it('stop() sets the closing flag: no reconnection, no timer left', async () => {
    failures = [new Error('no such file')];
    const link = supervisor();
    link.start();
    await settle();
    await link.stop();
    clock.advance(10 * RETRY);
    await settle();
    expect(transports).toHaveLength(1);
    expect(states().at(-1)).toBe('stopped');
    expect(clock.pending).toBe(0);
  });
});
