// The committed firmware in avr8js, part 2: bouncing buttons, long presses and
// the dice (ROLLING, ROLL <sides> <values…>, the pips, DICE, and rolls that follow
// the ADC noise).
import { describe, expect, it } from 'vitest';
import { BOX_PINS, seededRandom } from '../../server/virtual-box/uno.ts';
import type { Button } from '../../src/protocol.ts';
import { BoxSession, bouncyPress, type Received } from './box-session.ts';

const LONG_MS = 800;

function buttonEvents(frames: Received[], button: Button) {
  return frames.filter((frame) => frame.message.verb === 'BTN' && frame.message.button === button);
}

/** Distinct seqs: a resend repeats its seq, a new event has its own. */
function distinct(frames: Received[]): number {
  return new Set(frames.map((frame) => frame.seq)).size;
}

describe('buttons (avr8js)', () => {
  it('give one BTN PRESS per bouncy press, and nothing for a 3 ms glitch', () => {
    const box = new BoxSession();
    const random = seededRandom(7);
    box.boot();
    const buttons: Button[] = ['START', 'SCRAP', 'SHUFFLE', 'OK'];
    for (const button of buttons) {
      for (let press = 0; press < 3; press++) {
        const from = box.received.length;
        bouncyPress(box, button, 60 + Math.floor(random() * 100), random);
        box.ackAll(from);
      }
    }
    box.uno.run(50);
    expect(box.badLines).toEqual([]);
    for (const button of buttons) {
      const presses = buttonEvents(box.received, button);
      expect(distinct(presses)).toBe(3);
      expect(
        presses.every((frame) => frame.message.verb === 'BTN' && frame.message.gesture === 'PRESS'),
      ).toBe(true);
    }
    // A glitch shorter than 5 ms: no event at all.
    const from = box.received.length;
    box.uno.press('SCRAP');
    box.uno.run(3);
    box.uno.release('SCRAP');
    box.uno.run(100);
    expect(box.eventsSince(from)).toEqual([]);
  }, 30_000);

  it('sends LONG once at 800 ms held, and nothing at its release', () => {
    const box = new BoxSession();
    box.boot();
    const random = seededRandom(11);
    const pressedAt = box.uno.nowMs;
    box.uno.bounce('OK', true, { bounceMs: 10, random });
    const long = box.next((frame) => frame.message.verb === 'BTN', 0, 1200);
    expect(long.message).toEqual({ verb: 'BTN', button: 'OK', gesture: 'LONG' });
    // Held since the first contact; counted once the bounce settled (at most 10 + 5 ms later).
    expect(long.atMs - pressedAt).toBeGreaterThanOrEqual(LONG_MS);
    expect(long.atMs - pressedAt).toBeLessThan(LONG_MS + 25);
    box.send({ verb: 'ACK', seq: long.seq });
    box.uno.run(500);
    box.uno.bounce('OK', false, { bounceMs: 10, random });
    box.uno.run(300);
    expect(distinct(buttonEvents(box.received, 'OK'))).toBe(1);
  }, 30_000);
});

describe('the die (avr8js)', () => {
  it('rolls on ROLL: BTN ROLL PRESS, ROLLING, ticks and tumbling pips, then ROLL 6 n shown on the pips', () => {
    const box = new BoxSession({ noiseSeed: 5 });
    box.boot();
    const faces: number[] = [];
    let buzzerEdges = 0;
    box.uno.onPinChange((pin) => {
      if (BOX_PINS.pips.some((pip) => pip === pin)) {
        const face = box.uno.face();
        if (face !== null && face !== faces.at(-1)) faces.push(face);
      }
      if (pin === BOX_PINS.buzzer) buzzerEdges++;
    });
    bouncyPress(box, 'ROLL', 60, seededRandom(3));
    const rolling = box.next((frame) => frame.message.verb === 'ROLLING', 0);
    // After the boot HELLO and COMMIT (event 1).
    const press = box.eventsSince(0).find((frame) => frame.message.verb === 'BTN');
    expect(press?.message).toEqual({ verb: 'BTN', button: 'ROLL', gesture: 'PRESS' });
    expect(press?.seq).toBe(2);
    expect(rolling.seq).toBe(3);
    box.ackAll();
    // Pressed again while it tumbles: ignored.
    box.uno.run(100);
    bouncyPress(box, 'ROLL', 60, seededRandom(4));
    const rolled = box.next((frame) => frame.message.verb === 'ROLL', 0, 1000);
    expect(rolled.atMs - rolling.atMs).toBeGreaterThan(650);
    expect(rolled.atMs - rolling.atMs).toBeLessThan(760);
    expect(rolled.message).toMatchObject({ verb: 'ROLL', sides: 6 });
    const value = rolled.message.verb === 'ROLL' ? (rolled.message.values[0] ?? 0) : 0;
    expect(value).toBeGreaterThanOrEqual(1);
    expect(value).toBeLessThanOrEqual(6);
    expect(box.uno.face()).toBe(value);
    expect(faces.length).toBeGreaterThanOrEqual(8); // it tumbled
    expect(faces.at(-1)).toBe(value);
    expect(buzzerEdges).toBeGreaterThan(20); // the ticks
    expect(distinct(box.received.filter((frame) => frame.message.verb === 'ROLLING'))).toBe(1);
    expect(distinct(buttonEvents(box.received, 'ROLL'))).toBe(1);
    // The face stays shown.
    box.send({ verb: 'ACK', seq: rolled.seq });
    box.uno.run(1000);
    expect(box.uno.face()).toBe(value);
  }, 30_000);

  it('rolls what DICE says: five d6, then a d12 with the pips dark and its value on the display', () => {
    const box = new BoxSession({ noiseSeed: 9 });
    box.boot();
    const roll = (): number[] => {
      const from = box.received.length;
      box.send({ verb: 'ROLL' });
      const rolled = box.next((frame) => frame.message.verb === 'ROLL', from, 1200);
      box.ackAll(from);
      // The display is written just after the line is sent (bit-banged, about 1 ms).
      box.uno.run(5);
      return rolled.message.verb === 'ROLL' ? rolled.message.values : [];
    };
    box.send({ verb: 'DICE', count: 5, sides: 6 });
    const five = roll();
    expect(five).toHaveLength(5);
    for (const value of five) expect(value).toBeGreaterThanOrEqual(1);
    for (const value of five) expect(value).toBeLessThanOrEqual(6);
    // The pips show the first die.
    expect(box.uno.face()).toBe(five[0]);

    box.send({ verb: 'DICE', count: 1, sides: 12 });
    const seen = new Set<number>();
    let pipsLit = 0;
    const unlisten = box.uno.onPinChange((pin, high) => {
      if (high && BOX_PINS.pips.some((pip) => pip === pin)) pipsLit++;
    });
    for (let i = 0; i < 24; i++) {
      const [value = 0] = roll();
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(12);
      seen.add(value);
      expect(box.uno.face()).toBe(0);
      expect(box.uno.displayText()).toBe(String(value).padStart(4, ' '));
    }
    unlisten();
    // No pip lit all along (the d6's face went dark at the first frame), and not always
    // the same value (24 rolls of a d12).
    expect(pipsLit).toBe(0);
    expect(seen.size).toBeGreaterThan(4);
    expect(box.badLines).toEqual([]);
  }, 60_000);

  it('rolls differently for different ADC noise', () => {
    const sequences = [1, 2].map((noiseSeed) => {
      const box = new BoxSession({ noiseSeed });
      box.boot();
      const values: number[] = [];
      for (let roll = 0; roll < 5; roll++) {
        const from = box.received.length;
        box.send({ verb: 'ROLL' });
        const rolled = box.next((frame) => frame.message.verb === 'ROLL', from, 1000);
        box.ackAll(from);
        if (rolled.message.verb === 'ROLL') values.push(rolled.message.values[0] ?? 0);
        expect(box.uno.face()).toBe(values.at(-1));
      }
      return values.join('');
    });
    expect(sequences[0]).not.toBe(sequences[1]);
  }, 30_000);
});
