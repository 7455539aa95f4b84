// The committed firmware in avr8js, part 1: boot, heartbeats, HELLO and the link LED.
import { describe, expect, it } from 'vitest';
import { BOX_PINS } from '../../server/virtual-box/uno.ts';
import { checksum } from '../../src/protocol.ts';
import { BoxSession } from './box-session.ts';

describe('the box at boot (avr8js)', () => {
  it('says HELLO with seq 0, then a heartbeat each second, every line checksummed', () => {
    const box = new BoxSession();
    box.uno.run(3200);
    expect(box.badLines).toEqual([]);
    const [hello, ...rest] = box.received;
    expect(hello?.seq).toBe(0);
    expect(hello?.message).toEqual({
      verb: 'HELLO',
      device: 'apophis-box',
      firmware: '1.0.0',
      protocol: 1,
    });
    expect(hello?.atMs).toBeLessThan(50);
    const beats = rest.filter((frame) => frame.message.verb === 'HB');
    expect(beats.map((frame) => frame.seq)).toEqual([1, 2, 3]);
    const uptimes = beats.map((frame) =>
      frame.message.verb === 'HB' ? frame.message.uptimeMs : -1,
    );
    expect(uptimes).toEqual([1000, 2000, 3000]);
    // The uptime it reports is the simulated clock's.
    for (const beat of beats) {
      const uptime = beat.message.verb === 'HB' ? beat.message.uptimeMs : 0;
      expect(Math.abs(beat.atMs - uptime)).toBeLessThan(5);
    }
    // Each line's checksum, recomputed here from the raw text.
    for (const line of box.lines()) {
      const star = line.lastIndexOf('*');
      expect(line.slice(star + 1)).toBe(checksum(line.slice(0, star)));
    }
  }, 30_000);

  it('answers a server HELLO with ACK and a HELLO carrying its next seq', () => {
    const box = new BoxSession();
    box.uno.run(1100); // HELLO 0, HB 1
    const from = box.received.length;
    const asked = box.send({ verb: 'HELLO' });
    const hello = box.next((frame) => frame.message.verb === 'HELLO', from);
    const ack = box.eventsSince(from)[0];
    expect(ack?.message).toEqual({ verb: 'ACK', seq: asked });
    expect(ack?.seq).toBe(2);
    expect(hello.seq).toBe(3);
  }, 30_000);
});

describe('the link LED (avr8js)', () => {
  it('blinks slowly with no server and stays lit while the server speaks', () => {
    const box = new BoxSession();
    const changes: number[] = [];
    box.uno.onPinChange((pin, _high, atMs) => {
      if (pin === BOX_PINS.link) changes.push(atMs);
    });
    box.uno.run(2100);
    // A 1 s period: a change every 500 ms.
    expect(changes.length).toBeGreaterThanOrEqual(4);
    expect(changes.length).toBeLessThanOrEqual(5);
    const gaps = changes.slice(2).map((at, i) => at - (changes[i + 1] ?? 0));
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
