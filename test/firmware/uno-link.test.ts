// The committed firmware in avr8js, part 1: boot, heartbeats, HELLO (protocol 2, with
// the display's capability when one answers) and the link LED.
import { describe, expect, it } from 'vitest';
import { BOX_PINS } from '../../server/virtual-box/uno.ts';
import {
  crcCheck,
  DISPLAY_CAPABILITY,
  PROOF_CAPABILITY,
  SALT_CAPABILITY,
} from '../../src/protocol.ts';
import { BoxSession } from './box-session.ts';

describe('the box at boot (avr8js)', () => {
  it('says HELLO with seq 0 in protocol 2, then a heartbeat each second, every line CRC-checked', () => {
    const box = new BoxSession();
    box.uno.run(450);
    // A server ACKs the COMMIT that follows the HELLO (else it is resent every 250 ms, and a
    // heartbeat can wait behind it on the wire).
    const commit = box.received.find((frame) => frame.message.verb === 'COMMIT');
    expect(commit?.seq).toBe(1);
    box.send({ verb: 'ACK', seq: commit?.seq ?? 0 });
    box.uno.run(3150);
    expect(box.badLines).toEqual([]);
    const [hello, ...rest] = box.received;
    expect(hello?.seq).toBe(0);
    expect(hello?.version).toBe(2);
    expect(hello?.message).toEqual({
      verb: 'HELLO',
      device: 'apophis-box',
      firmware: '2.2.0',
      protocol: 2,
      capabilities: [DISPLAY_CAPABILITY, PROOF_CAPABILITY, SALT_CAPABILITY],
    });
    // After 24 watchdog ticks of entropy (16 ms each) and the display's probe.
    expect(hello?.atMs).toBeGreaterThan(380);
    expect(hello?.atMs).toBeLessThan(450);
    // Its commitment at once, the first event.
    expect(rest[0]?.message.verb).toBe('COMMIT');
    const beats = rest.filter((frame) => frame.message.verb === 'HB');
    expect(beats.length).toBe(3);
    // Heartbeats carry seq 0 in protocol 2: only what must arrive is counted.
    expect(beats.map((frame) => frame.seq)).toEqual([0, 0, 0]);
    const uptimes = beats.map((frame) =>
      frame.message.verb === 'HB' ? frame.message.uptimeMs : -1,
    );
    expect(Math.abs((uptimes[0] ?? 0) - ((hello?.atMs ?? 0) + 1000))).toBeLessThan(15);
    expect(uptimes.slice(1).map((uptime, i) => uptime - (uptimes[i] ?? 0))).toEqual([1000, 1000]);
    // The uptime it reports is the simulated clock's.
    beats.forEach((beat, i) => {
      expect(Math.abs(beat.atMs - (uptimes[i] ?? 0))).toBeLessThan(5);
    });
    // Each line's CRC, recomputed here from the raw text.
    for (const line of box.lines()) {
      const star = line.lastIndexOf('*');
      expect(line.slice(star + 1)).toBe(crcCheck(line.slice(0, star)));
    }
  }, 30_000);

  it('says no display when no module answers', () => {
    const box = new BoxSession({ display: false });
    const hello = box.boot();
    expect(hello.message).toEqual({
      verb: 'HELLO',
      device: 'apophis-box',
      firmware: '2.2.0',
      protocol: 2,
      capabilities: [PROOF_CAPABILITY, SALT_CAPABILITY],
    });
    expect(hello.line).toMatch(/^0 HELLO apophis-box 2\.2\.0 2 proof,salt\*[0-9A-F]{4}$/);
    // Nothing is written to the display's lines after the probe found nothing.
    const { clk, dio } = BOX_PINS.display;
    let touched = 0;
    box.uno.onPinChange((pin) => {
      if (pin === clk || pin === dio) touched++;
    });
    box.send({ verb: 'CLOCK', secondsLeft: 90, running: true });
    box.send({ verb: 'SHOW', face: 42 });
    box.uno.run(1500);
    expect(touched).toBe(0);
    expect(box.badLines).toEqual([]);
  }, 30_000);

  it('answers a server HELLO with its HELLO (no ACK), and counts its events from 1 again', () => {
    const box = new BoxSession();
    box.boot();
    // Events before the HELLO: seq 2 and 3 (the boot's COMMIT was 1), left unacknowledged.
    box.send({ verb: 'ROLL' });
    const rolled = box.next((frame) => frame.message.verb === 'ROLL', 0);
    expect(box.eventsSince(0).filter((frame) => frame.message.verb === 'ROLLING')[0]?.seq).toBe(2);
    expect(rolled.seq).toBe(3);
    const from = box.received.length;
    expect(box.send({ verb: 'HELLO' })).toBe(0);
    const hello = box.next((frame) => frame.message.verb === 'HELLO', from);
    expect(hello.seq).toBe(0);
    box.uno.run(20);
    const answers = box.eventsSince(from);
    expect(answers[0]).toBe(hello);
    expect(answers.some((frame) => frame.message.verb === 'ACK')).toBe(false);
    // The two unacknowledged events come again at once, renumbered 1 and 2, then the
    // commitment again (COMMIT after every HELLO).
    expect(answers.slice(1).map((frame) => [frame.seq, frame.message.verb])).toEqual([
      [1, 'ROLLING'],
      [2, 'ROLL'],
      [3, 'COMMIT'],
    ]);
    // The server's counter starts again too: its next command is 1.
    const next = box.send({ verb: 'LAMPS', mask: 1 });
    expect(next).toBe(1);
    const ack = box.next((frame) => frame.message.verb === 'ACK', from);
    expect(ack.message).toEqual({ verb: 'ACK', seq: 1 });
    expect(ack.seq).toBe(0);
    expect(box.badLines).toEqual([]);
  }, 30_000);
});

describe('the link LED (avr8js)', () => {
  it('blinks slowly with no server and stays lit while the server speaks', () => {
    const box = new BoxSession();
    box.boot(1500, { ackCommit: false });
    const changes: number[] = [];
    box.uno.onPinChange((pin, _high, atMs) => {
      if (pin === BOX_PINS.link) changes.push(atMs);
    });
    box.uno.run(2100);
    // A 1 s period: a change every 500 ms.
    expect(changes.length).toBeGreaterThanOrEqual(4);
    expect(changes.length).toBeLessThanOrEqual(5);
    const gaps = changes.slice(1).map((at, i) => at - (changes[i] ?? 0));
    for (const gap of gaps) expect(Math.abs(gap - 500)).toBeLessThan(20);

    // The server's keepalive: LAMPS every second. The LED holds steady.
    changes.length = 0;
    for (let second = 0; second < 2; second++) {
      box.send({ verb: 'LAMPS', mask: 0 });
      box.uno.run(1000);
      expect(box.uno.link()).toBe(true);
    }
    expect(changes.length).toBeLessThanOrEqual(1); // at most the switch to lit

    // Silence for more than 3 s: blinking again.
    box.uno.run(3000);
    changes.length = 0;
    box.uno.run(1100);
    expect(changes.length).toBeGreaterThanOrEqual(2);
  }, 30_000);
});
