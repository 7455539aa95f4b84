// The TM1637 display module of the virtual box (server/virtual-box/tm1637.ts and its
// wiring in uno.ts): decoded from hand-made line levels, acknowledged on DIO, driven
// through the Uno's own port registers, and by the committed firmware (CLOCK, SHOW).
import { describe, expect, it } from 'vitest';
import { glyphOf, segmentsToText, Tm1637 } from '../../server/virtual-box/tm1637.ts';
import { BOX_PINS, type DisplayState, Uno } from '../../server/virtual-box/uno.ts';
import { VirtualBoxTransport } from '../../server/virtual-box/virtual-box.ts';
import { DISPLAY_CAPABILITY, PROOF_CAPABILITY, SALT_CAPABILITY } from '../../src/protocol.ts';
import { BoxSession, HEX } from './box-session.ts';

/** The usual 7-segment digits, bit 0 segment a … bit 6 segment g. */
const DIGIT = [0x3f, 0x06, 0x5b, 0x4f, 0x66, 0x6d, 0x7d, 0x07, 0x7f, 0x6f];
const COLON = 0x80;

/** The two lines as the microcontroller leaves them: true released, false driven low. */
type Lines = (clk: boolean, dio: boolean) => boolean;

/**
 * One transfer, start to stop, bit by bit as a TM1637 library clocks it. Returns, for
 * each byte, whether DIO was low during the 9th clock (the chip's acknowledge).
 */
function transfer(lines: Lines, bytes: number[]): boolean[] {
  const acks: boolean[] = [];
  lines(true, true);
  lines(true, false); // start: DIO falls while CLK is high
  for (const byte of bytes) {
    for (let bit = 0; bit < 8; bit++) {
      const level = ((byte >> bit) & 1) === 1;
      lines(false, false);
      lines(false, level); // data changes while CLK is low
      lines(true, level); // and is read on the rising edge
    }
    lines(false, true); // 8th falling edge, DIO released
    acks.push(!lines(true, true)); // 9th clock: is DIO held low?
    lines(false, true); // 9th falling edge: released again
  }
  lines(false, false);
  lines(true, false);
  lines(true, true); // stop: DIO rises while CLK is high
  return acks;
}

describe('7-segment patterns as text', () => {
  it('reads digits, the colon, dashes and blanks', () => {
    expect(DIGIT.map(glyphOf).join('')).toBe('0123456789');
    expect(
      segmentsToText([DIGIT[1] ?? 0, (DIGIT[2] ?? 0) | COLON, DIGIT[3] ?? 0, DIGIT[4] ?? 0]),
    ).toBe('12:34');
    expect(segmentsToText([0x40, 0x40, 0x40, 0x40])).toBe('----');
    expect(segmentsToText([0, 0, DIGIT[1] ?? 0, DIGIT[2] ?? 0])).toBe('  12');
    expect(segmentsToText([0x49, 0, 0, 0])).toBe('?   ');
  });
});

describe('the TM1637 emulator', () => {
  it('decodes start, LSB-first bytes and stop, and acknowledges each byte', () => {
    const chip = new Tm1637();
    const changes: string[] = [];
    chip.onChange((display) => changes.push(display.text));
    const lines: Lines = (clk, dio) => chip.lines(clk, dio);
    // Data command (auto-increment), address 0xC0 with four digits, display on at 4/16.
    expect(transfer(lines, [0x40])).toEqual([true]);
    const digits = [DIGIT[1] ?? 0, (DIGIT[2] ?? 0) | COLON, DIGIT[3] ?? 0, DIGIT[4] ?? 0];
    expect(transfer(lines, [0xc0, ...digits])).toEqual([true, true, true, true, true]);
    // Off until the display control command says on.
    expect(chip.state().on).toBe(false);
    expect(chip.state().text).toBe('');
    expect(transfer(lines, [0x8a])).toEqual([true]);
    expect(chip.state()).toEqual({ segments: digits, on: true, brightness: 2, text: '12:34' });
    expect(chip.stats).toEqual({ starts: 3, stops: 3, bytes: 7, acks: 7 });
    // One change per transfer that changed something.
    expect(changes).toEqual(['', '12:34']);
  });

  it('writes one digit at a fixed address, and turns off', () => {
    const chip = new Tm1637();
    const lines: Lines = (clk, dio) => chip.lines(clk, dio);
    transfer(lines, [0x40]);
    transfer(lines, [0xc0, 0x40, 0x40, 0x40, 0x40]);
    transfer(lines, [0x8f]);
    expect(chip.state().text).toBe('----');
    transfer(lines, [0x44]);
    transfer(lines, [0xc2, DIGIT[7] ?? 0]);
    expect(chip.state().text).toBe('--7-');
    transfer(lines, [0x87]);
    expect(chip.state()).toMatchObject({ on: false, brightness: 7, text: '' });
  });

  it('holds DIO low from the 8th falling edge of CLK to the 9th, and only then', () => {
    const chip = new Tm1637();
    let falling = 0;
    let clkWas = true;
    const heldLow: number[] = [];
    const lines: Lines = (clk, dio) => {
      if (clkWas && !clk) falling++;
      clkWas = clk;
      const level = chip.lines(clk, dio);
      // Released by the MCU yet low: the chip holds it.
      if (dio && !level) heldLow.push(falling);
      return level;
    };
    // 0xFF: the MCU never drives DIO low between the start and the stop.
    transfer(lines, [0xff]);
    // Falling edges counted from the start: the first comes before bit 0's rising edge,
    // so the 8th clock's falling edge is the 9th counted, and the 9th clock's the 10th.
    expect(heldLow.length).toBeGreaterThan(0);
    expect(new Set(heldLow)).toEqual(new Set([9]));
    expect(chip.dioReleased).toBe(true);
  });
});

// Port registers (data addresses) of the ATmega328P.
const PINC = 0x26;
const DDRC = 0x27;
const PORTC = 0x28;
const DDRD = 0x2a;
const PORTD = 0x2b;

/** Drives an Uno pin as the firmware does for an open-drain line: OUTPUT LOW, or INPUT_PULLUP. */
function openDrain(uno: Uno, pin: number, released: boolean): void {
  const [ddr, port, bit] = pin < 8 ? [DDRD, PORTD, pin] : [DDRC, PORTC, pin - 14];
  const mask = 1 << bit;
  const data = uno.cpu.data;
  if (released) {
    uno.cpu.writeData(ddr, (data[ddr] ?? 0) & ~mask);
    uno.cpu.writeData(port, (data[port] ?? 0) | mask);
  } else {
    uno.cpu.writeData(port, (data[port] ?? 0) & ~mask);
    uno.cpu.writeData(ddr, (data[ddr] ?? 0) | mask);
  }
}

/** The lines through the Uno's registers; DIO read back from PINC as firmware reads it. */
function unoLines(uno: Uno): Lines {
  let clk = true;
  let dio = true;
  return (nextClk, nextDio) => {
    // DIO moves only while CLK is low: CLK falls first, and rises last.
    if (!nextClk && nextClk !== clk) openDrain(uno, BOX_PINS.display.clk, nextClk);
    if (nextDio !== dio) openDrain(uno, BOX_PINS.display.dio, nextDio);
    if (nextClk && nextClk !== clk) openDrain(uno, BOX_PINS.display.clk, nextClk);
    clk = nextClk;
    dio = nextDio;
    return (((uno.cpu.data[PINC] ?? 0) >> 5) & 1) === 1;
  };
}

const BLANK_PROGRAM = new Uint8Array([0xff, 0xcf]); // rjmp .-2

describe('the display on the Uno (D7 CLK, A5 DIO)', () => {
  it('is found by its acknowledge and shows what was sent through the port registers', () => {
    const uno = new Uno(BLANK_PROGRAM);
    expect(uno.hasDisplay).toBe(true);
    const changes: string[] = [];
    uno.onDisplayChange((display) => changes.push(display.text));
    const lines = unoLines(uno);
    expect(transfer(lines, [0x40])).toEqual([true]);
    transfer(lines, [0xc0, 0, 0, DIGIT[4] ?? 0, DIGIT[2] ?? 0]);
    transfer(lines, [0x88]);
    expect(uno.displayText()).toBe('  42');
    expect(uno.display()).toMatchObject({ on: true, brightness: 0 });
    expect(changes.at(-1)).toBe('  42');
    expect(uno.displayModule?.stats.acks).toBe(7);
  });

  it('without a module nothing answers: DIO stays high through the 9th clock', () => {
    const uno = new Uno(BLANK_PROGRAM, { display: false });
    expect(uno.hasDisplay).toBe(false);
    expect(transfer(unoLines(uno), [0x40, 0x12])).toEqual([false, false]);
    expect(uno.display()).toBeNull();
    expect(uno.displayText()).toBe('');
  });
});

describe('the firmware and its display (avr8js)', () => {
  it('finds the module at boot (HELLO says display) and shows ---- until a CLOCK', () => {
    const box = new BoxSession();
    const hello = box.boot();
    expect(hello.message).toMatchObject({
      capabilities: [DISPLAY_CAPABILITY, PROOF_CAPABILITY, SALT_CAPABILITY],
    });
    box.uno.run(5);
    expect(box.uno.display()).toMatchObject({ on: true, brightness: 4, text: '----' });
    const without = new BoxSession({ display: false });
    expect(without.boot().message).toMatchObject({
      capabilities: [PROOF_CAPABILITY, SALT_CAPABILITY],
    });
  }, 30_000);

  it('CLOCK 754 1 shows 12:34 and counts down on the box; CLOCK 754 0 blinks; SHOW 42 shows 42', () => {
    const box = new BoxSession();
    box.boot();
    const shown: { text: string; atMs: number }[] = [];
    box.uno.onDisplayChange((display, atMs) => shown.push({ text: display.text, atMs }));

    const running = box.send({ verb: 'CLOCK', secondsLeft: 754, running: true });
    const ack = box.next((frame) => frame.message.verb === 'ACK', 0);
    expect(ack.message).toEqual({ verb: 'ACK', seq: running });
    box.uno.run(5);
    expect(box.uno.displayText()).toBe('12:34');
    const startedAt = shown.at(-1)?.atMs ?? 0;
    box.uno.run(3100);
    expect(box.uno.displayText()).toBe('12:31');
    // One change a second, each a second after the last.
    const ticks = shown.filter((change) => change.atMs > startedAt);
    expect(ticks.map((change) => change.text)).toEqual(['12:33', '12:32', '12:31']);
    ticks.forEach((tick, i) => {
      expect(Math.abs(tick.atMs - startedAt - 1000 * (i + 1))).toBeLessThan(5);
    });

    // Paused: frozen, the digits lit 700 ms and dark 300 ms.
    box.send({ verb: 'CLOCK', secondsLeft: 754, running: false });
    // The line in (1.7 ms at 115200), the ACK out, then the display written.
    box.uno.run(10);
    expect(box.uno.displayText()).toBe('12:34');
    shown.length = 0;
    box.uno.run(3000);
    expect(shown.map((change) => change.text)).toEqual(['', '12:34', '', '12:34', '', '12:34']);
    const lit = shown.slice(1).map((change, i) => change.atMs - (shown[i]?.atMs ?? 0));
    for (const [i, span] of lit.entries()) {
      expect(Math.abs(span - (i % 2 === 0 ? 300 : 700))).toBeLessThan(5);
    }
    // Off is the display switched off, the digits kept.
    const litAt = shown.at(-1)?.atMs ?? 0;
    box.uno.run(litAt + 850 - box.uno.nowMs); // inside the next dark 300 ms
    expect(box.uno.display()).toMatchObject({ on: false, text: '' });
    expect(segmentsToText(box.uno.display()?.segments ?? [])).toBe('12:34');

    // SHOW 42: the number for 3 s, steady, then the clock again.
    box.send({ verb: 'SHOW', face: 42 });
    box.uno.run(10);
    expect(box.uno.display()).toMatchObject({ on: true, text: '  42' });
    box.uno.run(2890);
    expect(box.uno.displayText()).toBe('  42');
    box.uno.run(200);
    expect(['12:34', '']).toContain(box.uno.displayText());
    expect(box.badLines).toEqual([]);
  }, 30_000);
});

describe('the virtual box transport and its display', () => {
  it('has the display by default: what it shows now, and a listener for each change', async () => {
    const transport = new VirtualBoxTransport({ hexPath: HEX, noiseSeed: 3 });
    const changes: DisplayState[] = [];
    const lines: string[] = [];
    transport.onDisplay((display) => changes.push(display));
    transport.on('line', (line) => lines.push(line));
    expect(transport.display).toBeNull(); // not open yet
    await transport.open();
    try {
      // A new board starts dark, then shows ---- once the firmware found the module.
      expect(changes[0]).toMatchObject({ on: false, text: '' });
      const deadline = performance.now() + 5000;
      while (!lines.some((line) => line.includes('HELLO')) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(lines[0]).toMatch(/^0 HELLO apophis-box 2\.2\.0 2 display,proof,salt\*/);
      expect(transport.display?.text).toBe('----');
      expect(changes.at(-1)).toMatchObject({ on: true, text: '----' });
    } finally {
      await transport.close();
    }
    expect(transport.display).toBeNull();
  }, 30_000);

  it('can be made without a display', async () => {
    const transport = new VirtualBoxTransport({ hexPath: HEX, display: false });
    await transport.open();
    try {
      expect(transport.uno?.hasDisplay).toBe(false);
      expect(transport.display).toBeNull();
    } finally {
      await transport.close();
    }
  });
});
