// The box link over a real pty pair (socat), with a scripted box on the far end.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BoxEvent,
  BoxLink,
  type BoxLinkOptions,
  type BoxStatus,
} from '../../server/serial/box-link.ts';
import { serialTransport } from '../../server/serial/transport.ts';
import { checksum, encode, LAMP_BIT } from '../../src/protocol.ts';
import { captureLogger, PtyPair, scratchDir, waitFor } from './pty.ts';
import { ScriptedBox, type ScriptedBoxOptions } from './scripted-box.ts';

/** Short figures so the suite stays fast; one test below keeps the defaults. */
const FAST = {
  helloAfterMs: 300,
  silenceMs: 800,
  retryMs: 150,
  lampsEveryMs: 250,
  garbleBurstMs: 300,
};

let scratch: ReturnType<typeof scratchDir>;
let pty: PtyPair;
let link: BoxLink | null;
let box: ScriptedBox | null;
let log: ReturnType<typeof captureLogger>;
let events: BoxEvent[];
let statuses: BoxStatus[];

beforeEach(async () => {
  scratch = scratchDir();
  pty = new PtyPair(scratch.dir);
  await pty.start();
  log = captureLogger();
  events = [];
  statuses = [];
  link = null;
  box = null;
});

afterEach(async () => {
  await link?.stop();
  await box?.detach();
  await pty.kill();
  scratch.remove();
});

function openLink(options: Partial<BoxLinkOptions> = FAST): BoxLink {
  const made = new BoxLink({
    path: pty.server,
    transport: serialTransport(pty.server),
    logger: log,
    ...options,
  });
  made.on('event', (event) => events.push(event));
  made.on('status', (status) => statuses.push(status));
  link = made;
  return made;
}

/** Starts the link, waits until its end is open, then plugs the box in. */
async function plugIn(linkOptions: Partial<BoxLinkOptions>, boxOptions: ScriptedBoxOptions = {}) {
  const started = openLink(linkOptions);
  started.start();
  await waitFor('the link to open its end', () => started.status.state === 'waiting-hello');
  const openedAt = Date.now();
  const scripted = new ScriptedBox({ heartbeatMs: 150, ...boxOptions });
  box = scripted;
  await scripted.attach(pty.box);
  return { link: started, box: scripted, openedAt };
}

const connected = (l: BoxLink) => () => l.status.connected;

describe('box link: handshake', () => {
  it('takes the HELLO at seq 0, reports the box, and sends the current lamps (default figures)', async () => {
    const lamps = LAMP_BIT.START | LAMP_BIT.OK;
    const { link, box } = await plugIn({});
    link.setLamps(lamps);
    box.boot();
    await waitFor('the handshake', connected(link));
    expect(link.status).toEqual({
      connected: true,
      path: pty.server,
      firmware: '1.0.0',
      protocol: 1,
      capabilities: [],
      state: 'connected',
    });
    expect(statuses.map((status) => status.state)).toEqual([
      'opening',
      'waiting-hello',
      'connected',
    ]);
    await waitFor('LAMPS at the box', () => box.lamps.length > 0);
    expect(box.lamps[0]).toBe(lamps);
    // The box spoke first, so the server never had to ask; its numbering starts at 1.
    expect(box.received.some(({ message }) => message.verb === 'HELLO')).toBe(false);
    expect(box.received[0]?.seq).toBe(1);
    expect(log.matching(/apophis-box firmware 1\.0\.0, protocol 1/)).toHaveLength(1);
  }, 10_000);

  it('asks a silent box for HELLO after 2 s with `0 HELLO`, and takes its answer (default figures)', async () => {
    const { link, box, openedAt } = await plugIn({}, { heartbeatMs: 500 });
    // Pressed before the handshake: not ACKed yet, so the box keeps it and resends it.
    const early = box.press('START');
    const ask = await waitFor('the server to ask for HELLO', () =>
      box.received.find(({ message }) => message.verb === 'HELLO'),
    );
    const askedAfter = Date.now() - openedAt;
    expect(ask.seq).toBe(0);
    expect(askedAfter).toBeGreaterThanOrEqual(1900);
    await waitFor('the handshake', connected(link));
    await waitFor('the early press', () => events.length === 1);
    expect(events[0]).toEqual({
      seq: early,
      message: { verb: 'BTN', button: 'START', gesture: 'PRESS' },
    });
    await waitFor('the box to hear the ACK', () => box.pending.length === 0);
  }, 10_000);

  it('refuses a box that speaks another protocol version, with a clear status and one log line', async () => {
    const { link, box } = await plugIn(
      { ...FAST, refusedRetryMs: 200 },
      { protocol: 3, firmware: '3.0.0' },
    );
    box.boot();
    await waitFor('the refusal', () => link.status.state === 'refused');
    expect(link.status).toMatchObject({ connected: false, firmware: null, protocol: null });
    expect(link.status.error).toMatch(/speaks protocol 3, this server speaks protocols 1 and 2/);
    // It tries again later (the box may be reflashed); the same refusal is not logged twice.
    await waitFor('a second try', () => link.status.state === 'waiting-hello');
    box.boot();
    await waitFor('the second refusal', () => link.status.state === 'refused');
    expect(log.lines.filter((line) => line.level === 'error')).toHaveLength(1);
    expect(log.lines.find((line) => line.level === 'error')?.message).toContain('firmware 3.0.0');
    expect(box.lamps).toEqual([]);
  });

  it('refuses a device that is not an apophis-box', async () => {
    const { link, box } = await plugIn(FAST, { device: 'weather-station' });
    box.boot();
    await waitFor('the refusal', () => link.status.state === 'refused');
    expect(link.status.error).toMatch(/calls itself "weather-station", not apophis-box/);
  });
});

describe('box link: events', () => {
  it('ACKs every event, resends too, and delivers each seq once, in order', async () => {
    const { link, box } = await plugIn(FAST);
    box.boot();
    await waitFor('the handshake', connected(link));
    const sent: number[] = [];
    for (let i = 0; i < 12; i++) {
      // Every third ACK is "lost": the box resends that event until one gets through.
      if (i % 3 === 0) box.loseAcks++;
      sent.push(i % 4 === 0 ? box.roll((i % 6) + 1) : box.press(i % 2 ? 'ROLL' : 'OK'));
      // Paced like hands on buttons, so the box's queue of 8 never overflows here.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // A resend that overtakes nothing: the same line twice in a row.
    const again = box.press('SCRAP', 'LONG');
    sent.push(again);
    box.write(encode(again, { verb: 'BTN', button: 'SCRAP', gesture: 'LONG' }));
    await waitFor('every event taken and every line ACKed', () => {
      return box.pending.length === 0 && box.acksReceived === box.eventLinesSent + 1;
    });
    const delivered = events.map((event) => event.seq);
    expect(new Set(delivered).size).toBe(delivered.length);
    // Each roll is two events (ROLLING, ROLL); `sent` holds the ROLL's seq.
    expect(delivered.filter((seq) => sent.includes(seq))).toEqual(sent);
    expect(delivered).toEqual([...delivered].sort((a, b) => a - b));
    expect(link.counters.duplicates).toBeGreaterThanOrEqual(5);
    expect(link.counters.events).toBe(delivered.length);
    expect(events.at(-1)).toEqual({
      seq: again,
      message: { verb: 'BTN', button: 'SCRAP', gesture: 'LONG' },
    });
  });

  it('drops garbled lines, counts them, logs a burst once, and stays connected', async () => {
    const { link, box } = await plugIn(FAST);
    box.boot();
    await waitFor('the handshake', connected(link));
    const garbage = [
      '1 BTN START PRESS*00\n', // BADCS
      `9 HELLO ${'x'.repeat(70)}\n`, // TOOLONG
      'hello there\n', // FORMAT
      '\xff\xfe\x00\x13\n', // bytes, not text
      `5 DANCE*${checksum('5 DANCE')}\n`, // UNKNOWN
      `6 ROLL 9*${checksum('6 ROLL 9')}\n`, // BADARG
    ];
    const first = box.press('START');
    for (const line of garbage) box.write(line);
    const second = box.press('OK');
    await waitFor('both presses', () => events.length === 2);
    expect(events.map((event) => event.seq)).toEqual([first, second]);
    await waitFor(
      'the burst summary',
      () => log.matching(/garbled lines dropped in that burst/).length > 0,
    );
    expect(link.counters.garbled).toBe(garbage.length);
    expect(log.matching(/garbled/)).toHaveLength(2);
    expect(log.matching(/dropped a garbled line \(checksum 00, expected/)).toHaveLength(1);
    expect(log.matching(/6 garbled lines dropped/)).toHaveLength(1);
    expect(link.status.connected).toBe(true);
  });

  it('a HELLO at seq 0 mid-game means the box rebooted: its numbers start over', async () => {
    // No heartbeats in this test, so the box's numbers are exactly 0, 1 before and after.
    const { link, box } = await plugIn({ ...FAST, silenceMs: 10_000 }, { heartbeatMs: 60_000 });
    box.boot();
    await waitFor('the handshake', connected(link));
    const before = box.press('START');
    await waitFor('the first press', () => events.length === 1);
    const lampsBefore = box.lamps.length;
    box.boot();
    const after = box.press('SHUFFLE');
    expect(after).toBe(before);
    await waitFor('the press after the reboot', () => events.length === 2);
    expect(events[1]).toEqual({
      seq: after,
      message: { verb: 'BTN', button: 'SHUFFLE', gesture: 'PRESS' },
    });
    expect(log.matching(/the box restarted/)).toHaveLength(1);
    // A rebooted box has dark lamps: the server sends them again at once.
    expect(box.lamps.length).toBeGreaterThan(lampsBefore);
  });
  it('a listener that throws is logged and the link goes on', async () => {
    const { link, box } = await plugIn(FAST);
    link.on('event', () => {
      throw new Error('the table tripped');
    });
    box.boot();
    await waitFor('the handshake', connected(link));
    box.press('START');
    box.press('OK');
    await waitFor('both presses', () => events.length === 2);
    await waitFor('both ACKed', () => box.pending.length === 0);
    expect(log.matching(/a listener failed on BTN \d+: the table tripped/)).toHaveLength(2);
    expect(link.status.connected).toBe(true);
  });
});

describe('box link: what the server sends', () => {
  it('keeps the lamps alive, sends ROLL, SHOW and BEEP, and logs what a NAK refused', async () => {
    const { link, box } = await plugIn(FAST);
    box.boot();
    await waitFor('the handshake', connected(link));
    link.setLamps(LAMP_BIT.ROLL);
    await waitFor(
      'LAMPS repeated as a keepalive',
      () => box.lamps.filter((m) => m === LAMP_BIT.ROLL).length >= 3,
    );
    expect(link.requestRoll()).toBe(true);
    expect(link.show(4)).toBe(true);
    expect(link.beep(120, 880)).toBe(true);
    await waitFor('the three messages', () =>
      box.received.some(({ message }) => message.verb === 'BEEP'),
    );
    // A loaded machine may delay the box's boot HELLO past helloAfterMs: the server then asks
    // for it, as it should. Only what follows the handshake is checked here.
    const verbs = box.received
      .map(({ message }) => message.verb)
      .filter((verb) => verb !== 'LAMPS' && verb !== 'HELLO');
    expect(verbs).toEqual(['ROLL', 'SHOW', 'BEEP']);
    const numbers = box.received.map((frame) => frame.seq);
    expect(numbers).toEqual(numbers.map((_, i) => (numbers[0] ?? 0) + i));

    const show = box.received.find(({ message }) => message.verb === 'SHOW');
    box.say({ verb: 'NAK', seq: show?.seq ?? -1, reason: 'BADARG' });
    box.say({ verb: 'NAK', seq: 0, reason: 'OVERFLOW' });
    await waitFor('the NAKs in the log', () => log.matching(/refused|overflowed/).length === 2);
    expect(log.matching(/refused our message \d+ \(SHOW 4\): BADARG/)).toHaveLength(1);
    expect(link.status.connected).toBe(true);
  });

  it('refuses to send what the box would refuse, with a sentence, and sends nothing without a box', async () => {
    const started = openLink(FAST);
    expect(() => started.show(100)).toThrow(/cannot send SHOW: bad arguments/);
    expect(() => started.beep(100, 5)).toThrow(RangeError);
    expect(() => started.setLamps(32)).toThrow(/lamp mask 32 is not a whole number from 0 to 31/);
    expect(started.requestRoll()).toBe(false);
    started.setLamps(LAMP_BIT.SCRAP);
    expect(started.lamps).toBe(LAMP_BIT.SCRAP);
  });

  it('stop() closes for good: no reconnection afterwards', async () => {
    let opened = 0;
    const factory = serialTransport(pty.server);
    const counted = openLink({
      ...FAST,
      transport: () => {
        opened++;
        return factory();
      },
    });
    counted.start();
    await waitFor('the link to open its end', () => counted.status.state === 'waiting-hello');
    await counted.stop();
    expect(counted.status).toMatchObject({ connected: false, state: 'stopped' });
    await new Promise((resolve) => setTimeout(resolve, FAST.silenceMs + 3 * FAST.retryMs));
    expect(opened).toBe(1);
    expect(counted.status.state).toBe('stopped');
  });
});

// Firmware 2.0, and 2.1 with the dice proof: its COMMIT after every HELLO is an event like a
// press (numbered, acknowledged), so the presses are read apart from the proof's lines.
describe.each([
  { firmware: '2.0.0', proof: [] as string[] },
  { firmware: '2.1.0', proof: ['proof'] },
])('box link: protocol v2 (firmware $firmware)', ({ firmware, proof }) => {
  const V2 = { protocol: 2, firmware, capabilities: proof } as const;
  const DISPLAY = ['display', ...proof];
  const presses = () => events.filter((event) => event.message.verb === 'BTN');
  const commands = (verb: string) =>
    box?.received.filter((frame) => frame.message.verb === verb).map((frame) => frame.message) ??
    [];

  it('speaks v2 to a box that says 2: its capabilities, CRC lines, ACKs and HB at seq 0', async () => {
    const { link, box } = await plugIn(FAST, { ...V2, capabilities: DISPLAY });
    box.boot();
    await waitFor('the handshake', connected(link));
    expect(link.status).toMatchObject({
      protocol: 2,
      firmware,
      capabilities: DISPLAY,
    });
    await waitFor('LAMPS at the box', () => box.lamps.length > 0);
    // Every server line the box took is v2-framed; ACKs carry 0, commands count from 1.
    expect(box.refused).toEqual([]);
    const seq = box.press('OK');
    await waitFor('the event', () => presses().length === 1);
    await waitFor('its ACK', () => box.pending.length === 0);
    // A 2.1 box committed to its dice before the press (event 1), and the link delivered it.
    expect(events.map((event) => event.message.verb)).toEqual(
      proof.length > 0 ? ['COMMIT', 'BTN'] : ['BTN'],
    );
    // (A 2.1 box's COMMIT before it was ACKed too: the press's own ACK is looked for.)
    expect(
      box.received.find(
        (f) => f.message.verb === 'ACK' && 'seq' in f.message && f.message.seq === seq,
      ),
    ).toEqual({
      seq: 0,
      message: { verb: 'ACK', seq },
    });
    expect(box.received.filter((f) => f.message.verb === 'LAMPS').every((f) => f.seq > 0)).toBe(
      true,
    );
  });

  it('heartbeats are not numbered, so a lost one holds back no event', async () => {
    const { link, box } = await plugIn(FAST, V2);
    box.boot();
    await waitFor('the handshake', connected(link));
    for (let i = 0; i < 5; i++) {
      box.say({ verb: 'HB', uptimeMs: i });
      box.press('START');
    }
    await waitFor('five events', () => presses().length === 5);
    // Numbered on from the proof's COMMIT (event 1 of a 2.1 box), with no gap.
    const first = proof.length > 0 ? 2 : 1;
    expect(presses().map((event) => event.seq)).toEqual([0, 1, 2, 3, 4].map((i) => first + i));
    expect(link.counters).toMatchObject({ held: 0, skipped: 0, late: 0 });
  });

  it('resends a command until the box ACKs it, and the box obeys it once', async () => {
    const { link, box } = await plugIn({ ...FAST, resendMs: 100 }, V2);
    box.boot();
    await waitFor('the handshake', connected(link));
    await waitFor('LAMPS at the box', () => box.lamps.length > 0);
    box.loseLines = 1;
    expect(link.requestRoll()).toBe(true);
    await waitFor('the resent ROLL', () => commands('ROLL').length === 1, 2000);
    // A lost ACK: the box takes the resend, ACKs again, and does not roll twice.
    const rollLines = () => box.lines.filter((line) => / ROLL\*/.test(line)).length;
    const before = rollLines();
    expect(before).toBeGreaterThanOrEqual(1);
    box.loseOwnAcks = 1;
    expect(link.requestRoll()).toBe(true);
    // At least once more than sent: on a loaded machine an ACK may also come after a second resend.
    await waitFor('the second ROLL, twice', () => rollLines() >= before + 2, 2000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(commands('ROLL')).toHaveLength(2);
  });

  it('sets the dice, and sends them and the clock again after the box restarts', async () => {
    const { link, box } = await plugIn(FAST, { ...V2, capabilities: DISPLAY });
    box.boot();
    await waitFor('the handshake', connected(link));
    link.setDice({ count: 1, sides: 12 });
    link.setClock({ remainingMs: 95_000, running: false, at: Date.now() });
    await waitFor('DICE 1 12', () => box.dice.sides === 12);
    await waitFor('CLOCK', () => commands('CLOCK').length === 1);
    expect(commands('CLOCK')[0]).toEqual({ verb: 'CLOCK', secondsLeft: 95, running: false });
    // The same clock again is not sent again.
    link.setClock({ remainingMs: 95_000, running: false, at: Date.now() });
    box.boot();
    await waitFor('DICE again after the reboot', () => box.dice.sides === 12);
    await waitFor('CLOCK again after the reboot', () => commands('CLOCK').length === 2);
    expect(commands('DICE')).toHaveLength(2);
  });

  it('sends a running clock on a whole second of its time left, and never to a box without a display', async () => {
    const { link, box } = await plugIn(FAST, { ...V2, capabilities: DISPLAY });
    box.boot();
    await waitFor('the handshake', connected(link));
    const at = Date.now();
    link.setClock({ remainingMs: 60_400, running: true, at });
    await waitFor('CLOCK', () => commands('CLOCK').length === 1);
    // Sent 400 ms later, when 60 s were left exactly.
    expect(Date.now() - at).toBeGreaterThanOrEqual(380);
    expect(commands('CLOCK')[0]).toEqual({ verb: 'CLOCK', secondsLeft: 60, running: true });

    await link.stop();
    await box.detach();
    const plain = await plugIn(FAST, V2);
    plain.box.boot();
    await waitFor('the handshake', connected(plain.link));
    plain.link.setClock({ remainingMs: 30_000, running: false, at: Date.now() });
    plain.link.setDice({ count: 5, sides: 6 });
    await waitFor('DICE', () => plain.box.dice.count === 5);
    expect(plain.box.received.some((f) => f.message.verb === 'CLOCK')).toBe(false);
  });

  it('a v2 box that comes back without resetting is taken back without a HELLO ask', async () => {
    const { link, box } = await plugIn(FAST, V2);
    box.boot();
    await waitFor('the handshake', connected(link));
    box.press('OK');
    await waitFor('the first event', () => presses().length === 1);
    await box.detach();
    await waitFor('the loss', () => !link.status.connected, 3000);
    const helloAsks = box.lines.filter((line) => line.startsWith('0 HELLO')).length;
    await box.attach(pty.box);
    box.press('SCRAP');
    await waitFor('the second event', () => presses().length === 2, 4000);
    const first = proof.length > 0 ? 2 : 1;
    expect(presses().map((event) => event.seq)).toEqual([first, first + 1]);
    expect(box.lines.filter((line) => line.startsWith('0 HELLO')).length).toBe(helloAsks);
  });

  it('a box reflashed from 1.x to 2.x on the same port: the link changes protocol', async () => {
    const { link, box } = await plugIn(FAST, { protocol: 1, firmware: '1.0.0' });
    box.boot();
    await waitFor('the v1 handshake', () => link.status.protocol === 1);
    expect(link.setDice({ count: 1, sides: 12 })).toBeUndefined();
    expect(link.send({ verb: 'DICE', count: 1, sides: 12 })).toBe(false);
    await box.detach();
    const reflashed = new ScriptedBox({ heartbeatMs: 150, ...V2 });
    await reflashed.attach(pty.box);
    reflashed.boot();
    await waitFor('the v2 handshake', () => link.status.protocol === 2);
    await waitFor('the dice set before', () => reflashed.dice.sides === 12);
    await reflashed.detach();
  });
});
