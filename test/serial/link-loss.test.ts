// The wire dies mid-stream (socat SIGKILLed under a real pty) while the box keeps
// pressing: the watchdog notices, the link retries until the path is back, asks the
// box for HELLO, re-sends the lamps, and no press the box kept pending is lost.
import { EventEmitter } from 'node:events';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BoxEvent, BoxLink, type BoxLinkOptions } from '../../server/serial/box-link.ts';
import {
  type LineTransport,
  type LineTransportEvents,
  SerialLineTransport,
  serialTransport,
} from '../../server/serial/transport.ts';
import { type Button, LAMP_BIT } from '../../src/protocol.ts';
import { captureLogger, PtyPair, scratchDir, waitFor } from './pty.ts';
import { ScriptedBox } from './scripted-box.ts';

let scratch: ReturnType<typeof scratchDir>;
let pty: PtyPair;
let link: BoxLink | null = null;
let box: ScriptedBox | null = null;

beforeEach(async () => {
  scratch = scratchDir();
  pty = new PtyPair(scratch.dir);
  await pty.start();
});

afterEach(async () => {
  await link?.stop();
  await box?.detach();
  await pty.kill();
  scratch.remove();
});

const noticed: string[] = [];
const BUTTONS: Button[] = ['START', 'ROLL', 'SCRAP', 'SHUFFLE', 'OK'];

/**
 * A serial port that reports lines but never `close` or `error`, as a dying USB
 * adapter or pty may: only the watchdog can notice that one.
 */
class EventlessPort extends EventEmitter<LineTransportEvents> implements LineTransport {
  readonly #inner: LineTransport;
  constructor(inner: LineTransport) {
    super();
    this.#inner = inner;
    inner.on('line', (line) => this.emit('line', line));
    inner.on('error', () => {});
  }
  get path(): string {
    return this.#inner.path;
  }
  open(): Promise<void> {
    return this.#inner.open();
  }
  write(line: string): void {
    this.#inner.write(line);
  }
  close(): Promise<void> {
    return this.#inner.close();
  }
}

type Figures = {
  name: string;
  options: Partial<BoxLinkOptions>;
  eventless: boolean;
  budgetMs: number;
};
const figures: Figures[] = [
  {
    name: 'default figures (3 s silence, 2 s ask, 1 s retry), no close event: the watchdog notices',
    options: {},
    eventless: true,
    budgetMs: 20_000,
  },
  {
    name: 'short figures, serialport reports the close',
    options: { helloAfterMs: 300, silenceMs: 700, retryMs: 150, lampsEveryMs: 250 },
    eventless: false,
    budgetMs: 10_000,
  },
];

describe.each(figures)(
  'box link: link killed mid-stream, $name',
  ({ name, options, eventless, budgetMs }) => {
    it('notices, retries until the path is back, re-handshakes, re-sends LAMPS, loses no press', async () => {
      const log = captureLogger();
      const events: BoxEvent[] = [];
      const port = serialTransport(pty.server);
      const transport = eventless ? () => new EventlessPort(port()) : port;
      link = new BoxLink({ path: pty.server, transport, logger: log, ...options });
      link.on('event', (event) => events.push(event));
      const lamps = LAMP_BIT.ROLL | LAMP_BIT.SCRAP;
      link.setLamps(lamps);
      link.start();
      await waitFor('the link to open its end', () => link?.status.state === 'waiting-hello');
      // A box that does not reset when the port closes (Bluetooth, the virtual box): it keeps its queue.
      box = new ScriptedBox({ heartbeatMs: 200 });
      await box.attach(pty.box);
      box.boot();
      await waitFor('the handshake', () => link?.status.connected);

      // The box streams presses; the last two are taken by the server but their ACKs are lost.
      const pressed: number[] = [];
      for (let i = 0; i < 6; i++) {
        pressed.push(box.press(BUTTONS[i % 5] ?? 'OK'));
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      box.loseAcks = 2;
      pressed.push(box.press('START'), box.press('OK'));
      await waitFor('the server to take all eight', () => events.length === 8);

      await pty.kill();
      await box.detach();
      const killedAt = Date.now();
      // Pressed while the wire is dead: the box can only keep them (at most 8 in all).
      for (let i = 0; i < 4; i++) pressed.push(box.press(BUTTONS[i] ?? 'OK'));
      expect(box.pending.length).toBeLessThanOrEqual(8);

      await waitFor('the link to notice', () => link?.status.connected === false, budgetMs);
      noticed.push(
        `${name}: loss noticed after ${Date.now() - killedAt} ms (${link.status.error})`,
      );
      // Let it fail to reopen a few times (the path is gone), then bring the wire back.
      await waitFor(
        'several failed reopenings',
        () => (link?.counters.failedOpens ?? 0) >= 3,
        budgetMs,
      );
      await pty.start();
      const backAt = Date.now();
      await box.attach(pty.box);
      const reattachedAt = box.received.length;

      await waitFor('the new handshake', () => link?.status.connected, budgetMs);
      noticed.push(`${name}: handshake ${Date.now() - backAt} ms after the path came back`);
      await waitFor('every press taken', () => box?.pending.length === 0, budgetMs);

      const delivered = events.map((event) => event.seq);
      expect(delivered).toEqual(pressed);
      // The two whose ACKs were lost came again (before or after the loss) and were not applied twice.
      expect(link.counters.duplicates).toBeGreaterThanOrEqual(2);
      // The box kept counting: its first line brings it back before the HELLO ask is due,
      // and the link's numbers start over with the lamps.
      const after = box.received.slice(reattachedAt);
      expect(after[0]).toEqual({ seq: 1, message: { verb: 'LAMPS', mask: lamps } });
      expect(log.matching(/the box is back, still counting/)).toHaveLength(1);

      // One line for the loss, one for the first failed reopening; the repeats are only counted.
      expect(log.matching(/no line from the box|closed|failed:/)).toHaveLength(1);
      expect(log.matching(/cannot open/)).toHaveLength(1);
      if (eventless) expect(log.matching(/no line from the box for 3000 ms/)).toHaveLength(1);
      expect(log.matching(/back after \d+ failed attempts/)).toHaveLength(1);
    }, 40_000);
  },
);

it('a box that falls silent on a live wire is dropped by the watchdog, then found again', async () => {
  const log = captureLogger();
  const losses: string[] = [];
  // One transport object handed out again on every reconnection, as the virtual box's may be.
  const shared = new SerialLineTransport(pty.server);
  link = new BoxLink({
    path: pty.server,
    transport: () => shared,
    logger: log,
    ...{ helloAfterMs: 300, silenceMs: 600, retryMs: 150 },
  });
  link.on('status', (status) => status.state === 'retrying' && losses.push(status.error ?? ''));
  const events: BoxEvent[] = [];
  link.on('event', (event) => events.push(event));
  link.start();
  await waitFor('the link to open its end', () => link?.status.state === 'waiting-hello');
  box = new ScriptedBox({ heartbeatMs: 150 });
  await box.attach(pty.box);
  box.boot();
  await waitFor('the handshake', () => link?.status.connected);
  // The wire stays up (socat lives), the box just stops talking: no close, no error.
  await box.detach();
  await waitFor('the watchdog, twice', () => losses.length >= 2);
  expect(losses[0]).toBe(`${pty.server}: no line from the box for 600 ms`);
  await box.attach(pty.box);
  await waitFor('the handshake again', () => link?.status.connected);
  expect(link.counters.handshakes).toBe(2);
  // Logged once, however many times the silent reopenings repeated it.
  expect(log.matching(/no line from the box/)).toHaveLength(1);
  // Each line is handled once: the old connections' listeners are gone from the shared transport.
  const acksBefore = box.acksReceived;
  const seq = box.press('OK');
  await waitFor('the press', () => events.length === 1);
  await waitFor('its ACK', () => box?.pending.length === 0);
  expect(events[0]?.seq).toBe(seq);
  expect(box.acksReceived - acksBefore).toBe(1);
  expect(link.counters.duplicates).toBe(0);
});

afterAll(() => {
  // How long each loss took to notice, for the record (not asserted: the machine is shared).
  console.info(noticed.join('\n'));
});
