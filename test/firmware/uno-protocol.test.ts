// The committed firmware in avr8js, part 3: protocol 2's verbs each answered, delivery
// (resend, ACK, at most 8 pending), NAKs for bad server lines, and SHOW, LAMPS and
// BEEP on the pins.
import { describe, expect, it } from 'vitest';
import { BOX_PINS } from '../../server/virtual-box/uno.ts';
import { type BoxCommand, BUTTONS, checksum, LAMP_BIT, protocolV2 } from '../../src/protocol.ts';
import { BoxSession, type Received } from './box-session.ts';

const isButton = (frame: Received) => frame.message.verb === 'BTN';

function cleanPress(box: BoxSession, button: (typeof BUTTONS)[number]): void {
  box.uno.press(button);
  box.uno.run(40);
  box.uno.release(button);
  box.uno.run(30);
}

describe('protocol 2 (avr8js)', () => {
  it('answers every verb: HELLO with HELLO, commands with ACK, ROLL also with ROLLING and ROLL', () => {
    const box = new BoxSession();
    box.boot();
    const commands: BoxCommand[] = [
      { verb: 'LAMPS', mask: 3 },
      { verb: 'SHOW', face: 4 },
      { verb: 'BEEP', ms: 20, hz: 880 },
      { verb: 'DICE', count: 2, sides: 6 },
      { verb: 'CLOCK', secondsLeft: 600, running: true },
      { verb: 'ROLL' },
    ];
    for (const command of commands) {
      const from = box.received.length;
      const seq = box.send(command);
      expect(seq).toBeGreaterThan(0);
      const ack = box.next((frame) => frame.message.verb === 'ACK', from);
      expect(ack.message, command.verb).toEqual({ verb: 'ACK', seq });
      expect(ack.seq).toBe(0);
    }
    const rolling = box.next((frame) => frame.message.verb === 'ROLLING', 0);
    const rolled = box.next((frame) => frame.message.verb === 'ROLL', 0, 1200);
    // Event 1 was the boot's COMMIT (ACKed by boot()).
    expect(rolling.seq).toBe(2);
    expect(rolled.seq).toBe(3);
    expect(rolled.message).toMatchObject({ verb: 'ROLL', sides: 6 });
    // The server's ACK (seq 0) settles them: no resend after it.
    box.send({ verb: 'ACK', seq: rolling.seq });
    box.send({ verb: 'ACK', seq: rolled.seq });
    box.uno.run(20);
    const acked = box.received.length;
    box.uno.run(600);
    expect(box.eventsSince(acked)).toEqual([]);
    // HELLO (seq 0) is answered with the box's HELLO, not an ACK.
    const from = box.received.length;
    expect(box.send({ verb: 'HELLO' })).toBe(0);
    const hello = box.next((frame) => frame.message.verb !== 'HB', from);
    expect(hello.message.verb).toBe('HELLO');
    expect(box.badLines).toEqual([]);
  }, 30_000);
});

describe('delivery of events (avr8js)', () => {
  it('resends an unacked event every 250 ms with its seq, and stops at its ACK', () => {
    const box = new BoxSession();
    box.boot();
    cleanPress(box, 'START');
    const first = box.next(isButton, 0);
    expect(first.seq).toBe(2); // after the boot's COMMIT
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
    box.boot();
    for (let press = 0; press < 9; press++) cleanPress(box, 'SHUFFLE');
    const seqs = [...new Set(box.received.filter(isButton).map((frame) => frame.seq))];
    expect(seqs).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]); // the boot's COMMIT was 1
    const overflows = box.received.filter(
      (frame) => frame.message.verb === 'NAK' && frame.message.reason === 'OVERFLOW',
    );
    expect(overflows).toHaveLength(1);
    expect(overflows[0]?.message).toEqual({ verb: 'NAK', seq: 0, reason: 'OVERFLOW' });
    expect(overflows[0]?.seq).toBe(0);
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
    box.boot();
    const frame = (body: string) => box.frame(body);
    const cases = [
      { line: '5 SHOW 3*0000', nak: { seq: 5, reason: 'BADCS' } },
      // A v1 line (two hex digits of XOR) is not a v2 frame.
      { line: `5 SHOW 3*${checksum('5 SHOW 3')}`, nak: { seq: 5, reason: 'BADCS' } },
      { line: frame('6 LAUNCH'), nak: { seq: 6, reason: 'UNKNOWN' } },
      { line: frame('7 BEEP 6000 440'), nak: { seq: 7, reason: 'BADARG' } },
      { line: frame('8 SHOW 100'), nak: { seq: 8, reason: 'BADARG' } },
      { line: frame('9 DICE 0 6'), nak: { seq: 9, reason: 'BADARG' } },
      { line: frame('10 DICE 1 100'), nak: { seq: 10, reason: 'BADARG' } },
      { line: frame('11 CLOCK 6000 1'), nak: { seq: 11, reason: 'BADARG' } },
      { line: frame('12 CLOCK 60 2'), nak: { seq: 12, reason: 'BADARG' } },
      // Seq rules: commands from 1, HELLO and ACK at 0.
      { line: frame('0 ROLL'), nak: { seq: 0, reason: 'BADARG' } },
      { line: frame('13 HELLO'), nak: { seq: 13, reason: 'BADARG' } },
      { line: frame(`14 LAMPS ${'1'.repeat(70)}`), nak: { seq: 0, reason: 'TOOLONG' } },
    ];
    for (const { line, nak } of cases) {
      const codec = protocolV2.decodeServerLine(line);
      // The codec refuses each too (its FORMAT is a seq rule broken, BADARG to the box).
      expect(codec.ok, line).toBe(false);
      const from = box.received.length;
      box.uno.write(`${line}\r\n`);
      const answer = box.next((f) => f.message.verb === 'NAK' || f.message.verb === 'ACK', from);
      expect(answer.message, line).toEqual({ verb: 'NAK', ...nak });
      expect(answer.seq).toBe(0);
    }
    const from = box.received.length;
    box.uno.write(`${frame('15 LAMPS 1')}\n`);
    const ack = box.next((f) => f.message.verb === 'ACK', from);
    expect(ack.message).toEqual({ verb: 'ACK', seq: 15 });
    expect(box.badLines).toEqual([]);
  }, 30_000);

  it('obeys a resent command once, and ACKs it each time', () => {
    const box = new BoxSession();
    box.boot();
    const line = box.codec.encode(1, { verb: 'ROLL' });
    box.uno.write(line);
    box.uno.run(30);
    box.uno.write(line); // its ACK was lost: the server sends it again
    box.uno.run(1200);
    const acks = box.received.filter((frame) => frame.message.verb === 'ACK');
    expect(acks.map((frame) => frame.message)).toEqual([
      { verb: 'ACK', seq: 1 },
      { verb: 'ACK', seq: 1 },
    ]);
    // One roll (its ROLLING resent under its one seq, as nobody ACKs it here).
    const rollings = box.received.filter((frame) => frame.message.verb === 'ROLLING');
    expect(new Set(rollings.map((frame) => frame.seq))).toEqual(new Set([2]));
  }, 30_000);
});

describe('a burst of server lines (avr8js)', () => {
  it('is read whole while the box is answering each line', () => {
    const box = new BoxSession();
    box.boot();
    const from = box.received.length;
    const sent = Array.from({ length: 12 }, (_, i) => box.send({ verb: 'LAMPS', mask: i }));
    box.uno.run(40);
    const acks = box.eventsSince(from).map((frame) => frame.message);
    expect(acks).toEqual(sent.map((seq) => ({ verb: 'ACK', seq })));
    expect(box.uno.lamps()).toBe(11);
  }, 30_000);
});

describe('SHOW, LAMPS and BEEP (avr8js)', () => {
  it('SHOW drives the pips (and the display), LAMPS the button lamps', () => {
    const box = new BoxSession();
    box.boot();
    for (const face of [6, 1, 4, 2, 5, 3, 0]) {
      const from = box.received.length;
      box.send({ verb: 'SHOW', face });
      box.next((frame) => frame.message.verb === 'ACK', from);
      box.uno.run(2);
      expect(box.uno.face()).toBe(face);
      expect(box.uno.displayText()).toBe(`   ${face}`);
    }
    // Three is the centre and one diagonal pair, on D8 and D9.
    box.send({ verb: 'SHOW', face: 3 });
    box.uno.run(5);
    expect(BOX_PINS.pips.map((pin) => box.uno.level(pin))).toEqual([true, true, false, false]);
    // A number above 6 is the display's alone: the pips go dark.
    box.send({ verb: 'SHOW', face: 42 });
    box.uno.run(5);
    expect(box.uno.face()).toBe(0);
    expect(box.uno.displayText()).toBe('  42');
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
    box.boot();
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
    box.uno.write(`${box.frame('2 BEEP 100 20')}\n`);
    box.uno.run(200);
    expect(edges).toEqual([]);
  }, 30_000);
});
