// The committed firmware in avr8js, part 3: delivery (resend, ACK, at most 8
// pending), NAKs for bad server lines, and SHOW, LAMPS and BEEP on the pins.
import { describe, expect, it } from 'vitest';
import { BOX_PINS } from '../../server/virtual-box/uno.ts';
import { BUTTONS, checksum, decodeServerLine, LAMP_BIT } from '../../src/protocol.ts';
import { BoxSession, type Received } from './box-session.ts';

const isButton = (frame: Received) => frame.message.verb === 'BTN';

function cleanPress(box: BoxSession, button: (typeof BUTTONS)[number]): void {
  box.uno.press(button);
  box.uno.run(40);
  box.uno.release(button);
  box.uno.run(30);
}

describe('delivery of events (avr8js)', () => {
  it('resends an unacked event every 250 ms with its seq, and stops at its ACK', () => {
    const box = new BoxSession();
    box.uno.run(20);
    cleanPress(box, 'START');
    const first = box.next(isButton, 0);
    box.uno.run(560);
    const sends = box.received.filter((frame) => frame.line === first.line);
    expect(sends.length).toBe(3);
    const gaps = sends.slice(1).map((frame, i) => frame.atMs - (sends[i]?.atMs ?? 0));
    for (const gap of gaps) expect(Math.abs(gap - 250)).toBeLessThan(10);
    box.send({ verb: 'ACK', seq: first.seq });
    box.uno.run(5);
    const acked = box.received.length;
    box.uno.run(800);
    expect(box.received.slice(acked).filter((frame) => frame.line === first.line)).toEqual([]);
  }, 30_000);

  it('keeps at most 8 pending: the oldest is dropped with NAK 0 OVERFLOW', () => {
    const box = new BoxSession();
    box.uno.run(20);
    for (let press = 0; press < 9; press++) cleanPress(box, 'SHUFFLE');
    const seqs = [...new Set(box.received.filter(isButton).map((frame) => frame.seq))];
    expect(seqs).toHaveLength(9);
    const overflows = box.received.filter(
      (frame) => frame.message.verb === 'NAK' && frame.message.reason === 'OVERFLOW',
    );
    expect(overflows).toHaveLength(1);
    expect(overflows[0]?.message).toEqual({ verb: 'NAK', seq: 0, reason: 'OVERFLOW' });
    // The dropped first event is never sent again; the second is now the oldest.
    const after = box.received.length;
    box.uno.run(600);
    const resent = box.received.slice(after).filter(isButton);
    expect(resent.length).toBeGreaterThan(0);
    expect(resent.every((frame) => frame.seq === seqs[1])).toBe(true);
    // ACK the eight kept: silence.
    for (const seq of seqs.slice(1)) box.send({ verb: 'ACK', seq });
    box.uno.run(20);
    const acked = box.received.length;
    box.uno.run(600);
    expect(box.received.slice(acked).filter(isButton)).toEqual([]);
  }, 30_000);
});

describe('bad lines from the server (avr8js)', () => {
  it('get a NAK with the reason the codec gives; good lines after them still work', () => {
    const box = new BoxSession();
    box.uno.run(20);
    const frame = (body: string) => `${body}*${checksum(body)}`;
    const cases = [
      { line: '5 SHOW 3*00', nak: { seq: 5, reason: 'BADCS' } },
      { line: frame('6 LAUNCH'), nak: { seq: 6, reason: 'UNKNOWN' } },
      { line: frame('7 BEEP 6000 440'), nak: { seq: 7, reason: 'BADARG' } },
      { line: frame('8 SHOW 9'), nak: { seq: 8, reason: 'BADARG' } },
      { line: frame(`9 LAMPS ${'1'.repeat(70)}`), nak: { seq: 0, reason: 'TOOLONG' } },
    ];
    for (const { line, nak } of cases) {
      const codec = decodeServerLine(line);
      expect(codec.ok ? 'ok' : codec.error.code).toBe(nak.reason);
      const from = box.received.length;
      box.uno.write(`${line}\r\n`);
      const answer = box.next((f) => f.message.verb === 'NAK' || f.message.verb === 'ACK', from);
      expect(answer.message).toEqual({ verb: 'NAK', ...nak });
    }
    const from = box.received.length;
    box.uno.write(`${frame('10 LAMPS 1')}\n`);
    const ack = box.next((f) => f.message.verb === 'ACK', from);
    expect(ack.message).toEqual({ verb: 'ACK', seq: 10 });
    expect(box.badLines).toEqual([]);
  }, 30_000);
});

describe('a burst of server lines (avr8js)', () => {
  it('is read whole while the box is answering each line', () => {
    const box = new BoxSession();
    box.uno.run(20);
    const sent = Array.from({ length: 12 }, (_, i) => box.send({ verb: 'LAMPS', mask: i }));
    box.uno.run(40);
    const acks = box.eventsSince(1).map((frame) => frame.message);
    expect(acks).toEqual(sent.map((seq) => ({ verb: 'ACK', seq })));
    expect(box.uno.lamps()).toBe(11);
  }, 30_000);
});

describe('SHOW, LAMPS and BEEP (avr8js)', () => {
  it('SHOW drives the pips and LAMPS the button lamps', () => {
    const box = new BoxSession();
    box.uno.run(20);
    for (const face of [6, 1, 4, 2, 5, 3, 0]) {
      const from = box.received.length;
      box.send({ verb: 'SHOW', face });
      box.next((frame) => frame.message.verb === 'ACK', from);
      expect(box.uno.face()).toBe(face);
    }
    // Three is the centre and one diagonal pair, on D8 and D9.
    box.send({ verb: 'SHOW', face: 3 });
    box.uno.run(5);
    expect(BOX_PINS.pips.map((pin) => box.uno.level(pin))).toEqual([true, true, false, false]);
    for (const button of BUTTONS) {
      box.send({ verb: 'LAMPS', mask: LAMP_BIT[button] });
      box.uno.run(5);
      expect(box.uno.lamps()).toBe(LAMP_BIT[button]);
      expect(BOX_PINS.lamps.filter((pin) => box.uno.level(pin))).toHaveLength(1);
    }
    box.send({ verb: 'LAMPS', mask: LAMP_BIT.START | LAMP_BIT.OK });
    box.uno.run(5);
    expect(BOX_PINS.lamps.map((pin) => box.uno.level(pin))).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
    box.send({ verb: 'LAMPS', mask: 0 });
    box.uno.run(5);
    expect(box.uno.lamps()).toBe(0);
  }, 30_000);

  it('BEEP sounds the buzzer at its pitch for its length', () => {
    const box = new BoxSession();
    box.uno.run(20);
    const edges: number[] = [];
    box.uno.onPinChange((pin, _high, atMs) => {
      if (pin === BOX_PINS.buzzer) edges.push(atMs);
    });
    box.send({ verb: 'BEEP', ms: 200, hz: 1000 });
    box.uno.run(400);
    expect(edges.length).toBeGreaterThan(0);
    const start = edges[0] ?? 0;
    const span = (edges.at(-1) ?? 0) - start;
    expect(span).toBeGreaterThan(190);
    expect(span).toBeLessThan(210);
    // 1000 Hz: two edges a millisecond.
    const inFirst100 = edges.filter((at) => at - start < 100).length;
    expect(Math.abs(inFirst100 - 200)).toBeLessThan(6);
    // A refused BEEP makes no sound.
    edges.length = 0;
    box.uno.write(`${'2 BEEP 100 20'}*${checksum('2 BEEP 100 20')}\n`);
    box.uno.run(200);
    expect(edges).toEqual([]);
  }, 30_000);
});
