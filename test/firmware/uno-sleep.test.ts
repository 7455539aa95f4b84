// The virtual box's sleep skipping (server/virtual-box/uno.ts): when the firmware
// sleeps (SLEEP with SMCR's SE bit set), the cycles up to the next thing that can wake
// it are skipped rather than executed, and every count a program can see stays what it
// would be had they run. Checked with tiny AVR programs assembled here, run side by side
// with skipping on and off, and on the committed firmware when it sleeps.
import { describe, expect, it } from 'vitest';
import { seededRandom, sleepSkippingByDefault, Uno } from '../../server/virtual-box/uno.ts';
import { BoxSession } from './box-session.ts';

// --- a few AVR instructions (encodings from the AVR instruction set manual) ----------

type Item = number | { label: string } | { rjmp: string } | { brne: string } | { jmp: string };

const ldi = (d: number, k: number) => 0xe000 | ((k & 0xf0) << 4) | ((d - 16) << 4) | (k & 0x0f);
/** OUT to a data-space address 0x20–0x5F. */
const out = (address: number, r: number) => {
  const io = address - 0x20;
  return 0xb800 | ((io & 0x30) << 5) | (r << 4) | (io & 0x0f);
};
const sts = (address: number, r: number): Item[] => [0x9200 | (r << 4), address];
const lds = (r: number, address: number): Item[] => [0x9000 | (r << 4), address];
const inc = (d: number) => 0x9403 | (d << 4);
const SEI = 0x9478;
const SLEEP = 0x9588;
const RETI = 0x9518;

/** Words at word addresses: each entry of `at` is placed at its address, labels resolved. */
function assemble(at: Record<number, Item[]>): Uint8Array {
  const words = new Uint16Array(0x400).fill(0xffff);
  const labels = new Map<string, number>();
  const layout = (place: (pc: number, item: Item) => void) => {
    for (const [start, items] of Object.entries(at)) {
      let pc = Number(start);
      for (const item of items) {
        place(pc, item);
        if (typeof item === 'number') pc += 1;
        else if ('jmp' in item) pc += 2;
        else if (!('label' in item)) pc += 1;
      }
    }
  };
  layout((pc, item) => {
    if (typeof item === 'object' && 'label' in item) labels.set(item.label, pc);
  });
  const target = (name: string) => {
    const pc = labels.get(name);
    if (pc === undefined) throw new Error(`no label ${name}`);
    return pc;
  };
  layout((pc, item) => {
    if (typeof item === 'number') words[pc] = item;
    else if ('jmp' in item) {
      words[pc] = 0x940c;
      words[pc + 1] = target(item.jmp);
    } else if ('rjmp' in item) words[pc] = 0xc000 | ((target(item.rjmp) - pc - 1) & 0xfff);
    else if ('brne' in item) words[pc] = 0xf401 | (((target(item.brne) - pc - 1) & 0x7f) << 3);
  });
  return new Uint8Array(words.buffer);
}

const TCCR0B = 0x45;
const TCNT0 = 0x46;
const TIMSK0 = 0x6e;
const SMCR = 0x53;
const WDTCSR = 0x60;
const UCSR0A = 0xc0;
const UCSR0B = 0xc1;
const UBRR0L = 0xc4;
const UDR0 = 0xc6;

/**
 * Timer0 at clk/64 overflowing every 16,384 cycles (millis()'s tick) into a 16-bit count
 * in r25:r24; the watchdog's interrupt every 16 ms counted in r22; the USART at 115200
 * (U2X, UBRR 16) echoing each byte from its receive interrupt; the loop sleeps in idle
 * mode and counts its wake-ups in r20.
 */
const SLEEPER = assemble({
  0: [{ jmp: 'main' }],
  12: [{ jmp: 'watchdog' }],
  32: [{ jmp: 'timer0' }],
  36: [{ jmp: 'received' }],
  64: [
    { label: 'main' },
    ldi(16, 0x03),
    out(TCCR0B, 16),
    ldi(16, 0x01),
    ...sts(TIMSK0, 16),
    ldi(16, 0x40), // WDIE, 16 ms
    ...sts(WDTCSR, 16),
    ldi(16, 0x02), // U2X
    ...sts(UCSR0A, 16),
    ldi(16, 16),
    ...sts(UBRR0L, 16),
    ldi(16, 0x98), // RXCIE, RXEN, TXEN
    ...sts(UCSR0B, 16),
    ldi(16, 0x01), // SE, idle
    out(SMCR, 16),
    SEI,
    { label: 'loop' },
    SLEEP,
    inc(20),
    { rjmp: 'loop' },
    { label: 'timer0' },
    inc(24),
    { brne: 'timer0done' },
    inc(25),
    { label: 'timer0done' },
    RETI,
    { label: 'watchdog' },
    inc(22),
    RETI,
    { label: 'received' },
    ...lds(16, UDR0),
    ...sts(UDR0, 16),
    RETI,
  ],
});

/** The same program with no SE bit: SLEEP does nothing and the loop spins. */
const SPINNER = (() => {
  const bytes = SLEEPER.slice();
  const words = new Uint16Array(bytes.buffer);
  const at = words.indexOf(out(SMCR, 16));
  words[at - 1] = ldi(16, 0x00);
  return bytes;
})();

const inp = (d: number, address: number) => {
  const io = address - 0x20;
  return 0xb000 | ((io & 0x30) << 5) | (d << 4) | (io & 0x0f);
};
const sbrs = (r: number, bit: number) => 0xfe00 | (r << 4) | bit;
const subi = (d: number, k: number) => 0x5000 | ((k & 0xf0) << 4) | ((d - 16) << 4) | (k & 0x0f);
const TIFR0 = 0x35;
const OCR0A = 0x47;
const TCCR2A = 0xb0;
const TCCR2B = 0xb1;
const TCNT2 = 0xb2;
const OCR2A = 0xb3;
const TIMSK2 = 0x70;

/**
 * Never sleeps: polls timer0's overflow flag (counted in r26, the flag cleared by
 * writing 1), moving OCR0A on by 37 at each (r27) and setting TCNT2 to it, while timer0's compare-match A
 * interrupt counts in r28 and timer2, phase-correct PWM at clk/64 with its own
 * compare-match A interrupt at OCR2A = 100, counts in r29.
 */
const POLLER = assemble({
  0: [{ jmp: 'main' }],
  14: [{ jmp: 'timer2' }],
  28: [{ jmp: 'timer0' }],
  64: [
    { label: 'main' },
    ldi(16, 0x03),
    out(TCCR0B, 16),
    ldi(16, 0x02),
    ...sts(TIMSK0, 16),
    ldi(16, 0x01), // WGM20: phase-correct PWM
    ...sts(TCCR2A, 16),
    ldi(16, 100),
    ...sts(OCR2A, 16),
    ldi(16, 0x02),
    ...sts(TIMSK2, 16),
    ldi(16, 0x04), // clk/64
    ...sts(TCCR2B, 16),
    SEI,
    { label: 'loop' },
    inp(17, TIFR0),
    sbrs(17, 0),
    { rjmp: 'loop' },
    ldi(18, 0x01),
    out(TIFR0, 18),
    inc(26),
    subi(27, 256 - 37),
    out(OCR0A, 27),
    ...sts(TCNT2, 27), // timer2 set to a new count in mid-run
    { rjmp: 'loop' },
    { label: 'timer0' },
    inc(28),
    RETI,
    { label: 'timer2' },
    inc(29),
    RETI,
  ],
});

const overflows = (uno: Uno) => (uno.cpu.data[24] ?? 0) | ((uno.cpu.data[25] ?? 0) << 8);

describe('sleep skipping (avr8js)', () => {
  it('is on unless APOPHIS_VIRTUAL_SLEEP=off', () => {
    expect(sleepSkippingByDefault({})).toBe(true);
    expect(sleepSkippingByDefault({ APOPHIS_VIRTUAL_SLEEP: 'off' })).toBe(false);
    expect(sleepSkippingByDefault({ APOPHIS_VIRTUAL_SLEEP: 'on' })).toBe(true);
    expect(new Uno(SLEEPER, { skipSleep: false }).skipsSleep).toBe(false);
  });

  it('skips the sleeping cycles and keeps timer counts, interrupts and the watchdog exact', () => {
    const skipping = new Uno(SLEEPER, { skipSleep: true });
    const executing = new Uno(SLEEPER, { skipSleep: false });
    const random = seededRandom(42);
    let target = 0;
    for (let step = 0; step < 400; step++) {
      // Both to the same cycle (a run may overshoot it by its last instruction).
      target += Math.round(160 + random() * 24_000);
      for (const uno of [skipping, executing]) uno.run((target - uno.cycles) / 16_000);
      expect(Math.abs(skipping.cycles - executing.cycles)).toBeLessThan(6);
      expect(overflows(skipping)).toBe(overflows(executing));
      expect(skipping.cpu.data[22]).toBe(executing.cpu.data[22]);
      const tcnt = [skipping, executing].map((uno) => uno.cpu.readData(TCNT0));
      expect(Math.abs((tcnt[0] ?? 0) - (tcnt[1] ?? 0))).toBeLessThanOrEqual(1);
    }
    // Timer0 overflowed once per 16,384 cycles, the watchdog fired every 16 ms.
    const cycles = skipping.cycles;
    expect(Math.abs(overflows(skipping) - cycles / 16_384)).toBeLessThan(1.01);
    expect(skipping.cpu.data[22]).toBe(Math.floor(skipping.nowMs / 16.384));
    // Each wake-up was an interrupt (timer0 or the watchdog; the two sometimes come
    // together and are taken in one wake-up), nothing else.
    const interrupts = overflows(skipping) + (skipping.cpu.data[22] ?? 0);
    expect(skipping.sleepCount).toBeLessThanOrEqual(interrupts + 1);
    expect(skipping.sleepCount).toBeGreaterThan(interrupts * 0.95);
    // r20 counts wake-ups: one per sleep, but for the one it is in now.
    expect(skipping.cpu.data[20]).toBe((skipping.sleepCount - 1) % 256);
    // Nearly all of the time was slept, and skipped; the executing board slept none.
    expect(skipping.sleptCycles / cycles).toBeGreaterThan(0.97);
    expect(executing.sleptCycles).toBe(0);
  });

  it('counts timers lazily while awake, with the same flags, interrupts and counts', () => {
    const lazy = new Uno(POLLER, { skipSleep: true });
    const eager = new Uno(POLLER, { skipSleep: false });
    const random = seededRandom(7);
    let target = 0;
    for (let step = 0; step < 300; step++) {
      target += Math.round(100 + random() * 30_000);
      for (const uno of [lazy, eager]) uno.run((target - uno.cycles) / 16_000);
      for (const register of [26, 27, 28, 29]) {
        expect(lazy.cpu.data[register], `r${register} at step ${step}`).toBe(
          eager.cpu.data[register],
        );
      }
      for (const tcnt of [TCNT0, TCNT2]) {
        const [a, b] = [lazy, eager].map((uno) => uno.cpu.readData(tcnt));
        expect(Math.abs((a ?? 0) - (b ?? 0))).toBeLessThanOrEqual(1);
      }
    }
    // It polled every overflow, and the compare interrupts came (timer2's twice a period).
    expect(lazy.cpu.data[26]).toBe(Math.floor(lazy.cycles / 16_384) % 256);
    expect(lazy.cpu.data[28]).toBeGreaterThan(0);
    expect(lazy.cpu.data[29]).toBeGreaterThan(0);
  });

  it('is woken by a received byte, and answers it at the same time as when executing', () => {
    const times = [true, false].map((skipSleep) => {
      const uno = new Uno(SLEEPER, { skipSleep });
      const bytes: { byte: number; atMs: number }[] = [];
      uno.onByte((byte, atMs) => bytes.push({ byte, atMs }));
      uno.run(3.3);
      uno.write('ping\n');
      uno.run(5);
      expect(String.fromCharCode(...bytes.map((b) => b.byte))).toBe('ping\n');
      return { bytes, slept: uno.sleptCycles / uno.cycles };
    });
    const [skipping, executing] = times;
    // 115200 baud, 10 bits a byte: one every 85 µs, echoed as soon as it is in.
    skipping?.bytes.forEach((b, i) => {
      expect(Math.abs(b.atMs - (executing?.bytes[i]?.atMs ?? 0))).toBeLessThan(0.001);
    });
    const gaps = (skipping?.bytes ?? [])
      .slice(1)
      .map((b, i) => b.atMs - (skipping?.bytes[i]?.atMs ?? 0));
    for (const gap of gaps) expect(gap).toBeCloseTo(0.085, 3);
    expect(skipping?.slept).toBeGreaterThan(0.9);
  });

  it('stays asleep across run slices: a slice boundary is not a wake-up', () => {
    const sliced = new Uno(SLEEPER, { skipSleep: true });
    const whole = new Uno(SLEEPER, { skipSleep: true });
    for (let i = 0; i < 1000; i++) sliced.run(0.05);
    whole.run(50);
    expect(sliced.cpu.data[20]).toBe(whole.cpu.data[20]);
    expect(overflows(sliced)).toBe(overflows(whole));
  });

  it('never sleeps a program that spins (SE clear): SLEEP is a no-op there', () => {
    const uno = new Uno(SPINNER, { skipSleep: true });
    uno.run(20);
    expect(uno.sleptCycles).toBe(0);
    expect(uno.sleepCount).toBe(0);
    expect(overflows(uno)).toBe(Math.floor(uno.cycles / 16_384));
  });
});

describe('the firmware asleep (avr8js)', () => {
  it('sleeps most of the time, and keeps millis() and the heartbeats on the simulated clock', () => {
    const runs = [true, false].map((skipSleep) => {
      const box = new BoxSession({ skipSleep });
      box.boot();
      box.uno.run(5200);
      expect(box.badLines).toEqual([]);
      const beats = box.received.filter((frame) => frame.message.verb === 'HB');
      expect(beats.length).toBe(5);
      const uptimes = beats.map((beat) =>
        beat.message.verb === 'HB' ? beat.message.uptimeMs : -1,
      );
      expect(uptimes.slice(1).map((uptime, i) => uptime - (uptimes[i] ?? 0))).toEqual([
        1000, 1000, 1000, 1000,
      ]);
      beats.forEach((beat, i) => {
        expect(Math.abs(beat.atMs - (uptimes[i] ?? 0))).toBeLessThan(5);
      });
      return { uno: box.uno, uptimes };
    });
    const [skipping, executing] = runs;
    // The same clock either way (SLEEP really waits for the next interrupt when skipping,
    // where avr8js alone runs on: the boot may differ by that last millisecond).
    skipping?.uptimes.forEach((uptime, i) => {
      expect(Math.abs(uptime - (executing?.uptimes[i] ?? 0))).toBeLessThanOrEqual(2);
    });
    const slept = (skipping?.uno.sleptCycles ?? 0) / (skipping?.uno.cycles ?? 1);
    console.log(
      `firmware idle: ${(100 * slept).toFixed(1)}% of cycles slept and skipped (${skipping?.uno.sleepCount} sleeps in ${skipping?.uno.nowMs.toFixed(0)} ms)`,
    );
    expect(slept).toBeGreaterThan(0.8);
    // About one sleep per timer0 tick (1.024 ms), more while the UART sends.
    expect(skipping?.uno.sleepCount).toBeGreaterThan(5000);
    expect(executing?.uno.sleptCycles).toBe(0);
  }, 60_000);
});
