// An Arduino Uno (ATmega328P, 16 MHz) in avr8js running the box's real firmware:
// timers, ports, USART, ADC (fed seeded noise) and the watchdog, with an optional
// TM1637 display module on D7/A5. Tests run it as fast as the host allows; the
// virtual box paces it against the wall clock. When the firmware sleeps (SLEEP with
// SMCR's SE bit), the cycles up to whatever can wake it are skipped, not executed, and
// the timers count in steps from one compare match or overflow to the next instead of
// once per prescaler tick; APOPHIS_VIRTUAL_SLEEP=off runs plain avr8js, for comparison.
import { readFileSync } from 'node:fs';
import {
  ADCMuxInputType,
  AVRADC,
  AVRClock,
  AVRIOPort,
  AVRTimer,
  AVRUSART,
  AVRWatchdog,
  adcConfig,
  avrInstruction,
  CPU,
  clockConfig,
  PinState,
  portBConfig,
  portCConfig,
  portDConfig,
  timer0Config,
  timer1Config,
  timer2Config,
  usart0Config,
  watchdogConfig,
} from 'avr8js';
import { BUTTONS, type Button } from '../../src/protocol.ts';
import { seededRandom } from '../../src/random.ts';
import { type DisplayListener, type DisplayState, Tm1637 } from './tm1637.ts';

export { type DisplayListener, type DisplayState, segmentsToText } from './tm1637.ts';

export const CLOCK_HZ = 16_000_000;
const FLASH_BYTES = 32 * 1024;
const SRAM_BYTES = 2048;
const CYCLES_PER_MS = CLOCK_HZ / 1000;
const MCUSR = 0x54;
const MCUSR_WDRF = 0x08;
const UCSR0A_RXC = 0x80;
const UCSR0B_RXEN = 0x10;
const SMCR = 0x53;
const SMCR_SE = 0x01;
const OPCODE_SLEEP = 0x9588;
const OPCODE_SEI = 0x9478;
/** The internal temperature sensor near 25 °C (datasheet: about 314 mV). */
const TEMPERATURE_VOLTS = 0.314;

/** Arduino pin numbers of the box, as firmware/apophis-box/config.h sets them. */
export const BOX_PINS = {
  buttons: { START: 2, ROLL: 3, SCRAP: 4, SHUFFLE: 5, OK: 6 } satisfies Record<Button, number>,
  /** centre, one diagonal pair, the other diagonal pair, the middle pair */
  pips: [8, 9, 10, 11],
  buzzer: 12,
  link: 13,
  /** LAMPS bit order: START, ROLL, SCRAP, SHUFFLE, OK */
  lamps: [14, 15, 16, 17, 18],
  /** Firmware 1.x: A5 left floating, read for noise. */
  entropy: 19,
  /** Firmware 2.x: the TM1637 display module's two lines. */
  display: { clk: 7, dio: 19 },
} as const;

/** The die's face from its four pip groups (bit 0 centre … bit 3 middle pair); null if no face has that look. */
export function faceOfPips(groups: number): number | null {
  const face = [0b0000, 0b0001, 0b0010, 0b0011, 0b0110, 0b0111, 0b1110].indexOf(groups);
  return face < 0 ? null : face;
}

/**
 * Flash bytes from Intel HEX text (data, EOF and address records). Throws an
 * Error naming the line for anything malformed: a bad .hex must not half-load.
 */
export function parseIntelHex(text: string, flashBytes = FLASH_BYTES): Uint8Array {
  const flash = new Uint8Array(flashBytes).fill(0xff);
  let base = 0;
  let ended = false;
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length && !ended; n++) {
    const line = lines[n]?.trim() ?? '';
    if (line === '') continue;
    const where = `Intel HEX line ${n + 1}`;
    if (!/^:([0-9A-Fa-f]{2})+$/.test(line) || line.length < 11) {
      throw new Error(`${where} is not a record: ${JSON.stringify(line.slice(0, 40))}`);
    }
    const bytes = Uint8Array.from(line.slice(1).match(/../g) ?? [], (pair) => parseInt(pair, 16));
    const count = bytes[0] ?? 0;
    if (bytes.length !== count + 5)
      throw new Error(`${where} says ${count} data bytes but has ${bytes.length - 5}`);
    if (bytes.reduce((sum, b) => sum + b, 0) % 256 !== 0)
      throw new Error(`${where} has a bad checksum`);
    const address = ((bytes[1] ?? 0) << 8) | (bytes[2] ?? 0);
    const data = bytes.subarray(4, 4 + count);
    switch (bytes[3]) {
      case 0x00: {
        const at = base + address;
        if (at + count > flashBytes)
          throw new Error(`${where} writes past the ${flashBytes}-byte flash`);
        flash.set(data, at);
        break;
      }
      case 0x01:
        ended = true;
        break;
      case 0x02:
        base = (((data[0] ?? 0) << 8) | (data[1] ?? 0)) * 16;
        break;
      case 0x04:
        base = (((data[0] ?? 0) << 8) | (data[1] ?? 0)) * 65536;
        break;
      case 0x03:
      case 0x05:
        break; // start addresses: an AVR always starts at 0
      default:
        throw new Error(`${where} has unknown record type ${bytes[3]}`);
    }
  }
  if (!ended) throw new Error('Intel HEX has no end-of-file record');
  return flash;
}

/** A small seeded source for ADC noise and bounce timings (shared with the tests). */
export { seededRandom };

export type UnoOptions = {
  /** Seed of the noise the floating entropy pin reads (default 1). */
  noiseSeed?: number;
  /**
   * Skip the cycles the CPU sleeps instead of executing them, and count the timers
   * lazily (default on; the environment variable APOPHIS_VIRTUAL_SLEEP=off turns both
   * off: SLEEP is then avr8js's no-op and the loop runs on, as before).
   */
  skipSleep?: boolean;
  /** A TM1637 4-digit display module on D7 (CLK) and A5 (DIO); default true. */
  display?: boolean;
};

/** Whether sleep skipping is on when no option says: APOPHIS_VIRTUAL_SLEEP=off turns it off. */
export function sleepSkippingByDefault(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.APOPHIS_VIRTUAL_SLEEP?.toLowerCase() !== 'off';
}

export type PinListener = (pin: number, high: boolean, atMs: number) => void;
export type LineListener = (line: string, atMs: number) => void;
export type ByteListener = (byte: number, atMs: number) => void;
/** One stretch the CPU was awake, from a wake-up (or power-on) to its next SLEEP, in cycles. */
export type AwakeListener = (cycles: number, atMs: number) => void;

/** The chip and its peripherals; rebuilt whole on a watchdog reset. */
type Chip = {
  cpu: CPU;
  ports: AVRIOPort[]; // B, C, D
  usart: AVRUSART;
  /** Each timer by its clock-event callback (`AVRTimer.count`). */
  timerByCount: Map<() => void, AVRTimer>;
};

// avr8js's own state, read (never written, but for the event list the way CPU.tick
// walks it) to find when a sleeping chip can next wake. Checked at run time: should a
// later avr8js change it, every clock event simply counts as a possible wake-up.
type ClockEvent = { cycles: number; callback: () => void; next: ClockEvent | null };
type CpuInternals = { nextClockEvent: ClockEvent | null; clockEventPool: ClockEvent[] };
type TimerInternals = {
  divider: number;
  lastCycle: number;
  tcnt: number;
  tcntUpdated: boolean;
  updateDivider: boolean;
  timerMode: number;
  TOP: number;
  ocrA: number;
  ocrB: number;
  countingUp: boolean;
};
/** avr8js's TimerMode numbers. */
const TIMER_MODE = { normal: 0, phaseCorrect: 1, ctc: 2, fastPwm: 3, phaseFrequencyCorrect: 4 };

/**
 * How many counts from now a timer next does something a program could see: a
 * compare match, an overflow, reaching TOP (where phase-correct modes reload OCR and
 * turn). Null when its state is one this reckoning does not cover.
 */
function countsToNextMatch(timer: TimerInternals): number | null {
  const { tcnt: value, TOP: top, ocrA, ocrB, timerMode } = timer;
  if (![value, top, ocrA, ocrB].every(Number.isInteger) || top <= 0 || value > top) return null;
  if (timerMode === TIMER_MODE.phaseCorrect || timerMode === TIMER_MODE.phaseFrequencyCorrect) {
    // Up from 0 to TOP and down again: a triangle of period 2·TOP. Phase p of the
    // value v is v going up and 2·TOP − v going down. At TOP going up (a TCNT write
    // can leave it there) avr8js runs past TOP and wraps, and at 0 going down past 0:
    // one count at a time there, as it would.
    if ((timer.countingUp && value >= top) || (!timer.countingUp && value === 0)) return 1;
    const period = 2 * top;
    const phase = timer.countingUp ? value : (period - value) % period;
    let best = period;
    for (const target of [0, top, ocrA, ocrB]) {
      if (target > top) continue;
      for (const at of [target, period - target]) {
        const counts = (((at - phase) % period) + period) % period || period;
        if (counts < best) best = counts;
      }
    }
    return best;
  }
  if (
    timerMode !== TIMER_MODE.normal &&
    timerMode !== TIMER_MODE.ctc &&
    timerMode !== TIMER_MODE.fastPwm
  ) {
    return null;
  }
  // Counting up to TOP, then 0: the wrap, and each compare value on the way.
  let best = top + 1 - value;
  for (const target of [ocrA, ocrB]) {
    if (target > top) continue;
    const counts = target > value ? target - value : target + top + 1 - value;
    if (counts < best) best = counts;
  }
  // Never a whole period in one step: avr8js tells a wrap by the value going down, and
  // a step back to the same value would hide the compare match at it.
  return Math.min(best, top);
}

type Scheduled = { atCycle: number; run: () => void };

export class Uno {
  private readonly flash: Uint16Array;
  private readonly noise: () => number;
  private chip!: Chip;
  /** Cycles run by chips before the current one (watchdog resets keep the clock going). */
  private cycleBase = 0;
  private resetPending = false;
  private resets = 0;
  private readonly rxQueue: number[] = [];
  private txLine = '';
  private readonly buttonsDown = new Set<Button>();
  private readonly lineListeners = new Set<LineListener>();
  private readonly byteListeners = new Set<ByteListener>();
  private readonly pinListeners = new Set<PinListener>();
  private schedule: Scheduled[] = [];
  private readonly skipSleep: boolean;
  /** Between SLEEP and the interrupt that ends it (kept across run slices). */
  private asleep = false;
  private slept = 0;
  private sleeps = 0;
  /** The cycle (since power-on) the CPU last woke at. */
  private wokeAt = 0;
  private readonly awakeListeners = new Set<AwakeListener>();
  private readonly tm1637: Tm1637 | null;
  private displayLevels = { clk: true, dio: true };
  private pacing: {
    timer: ReturnType<typeof setTimeout> | null;
    wallStart: number;
    simStart: number;
  } | null = null;

  constructor(program: Uint8Array, options: UnoOptions = {}) {
    if (program.length > FLASH_BYTES)
      throw new Error(`a program of ${program.length} bytes does not fit 32 KiB`);
    const bytes = new Uint8Array(FLASH_BYTES).fill(0xff);
    bytes.set(program);
    this.flash = new Uint16Array(bytes.buffer);
    this.noise = seededRandom(options.noiseSeed ?? 1);
    this.skipSleep = options.skipSleep ?? sleepSkippingByDefault();
    // The module is outside the chip: a watchdog reset does not clear what it shows.
    this.tm1637 = (options.display ?? true) ? new Tm1637() : null;
    this.powerOn(0);
  }

  /** An Uno running the firmware in an Intel HEX file. */
  static fromHexFile(path: string, options: UnoOptions = {}): Uno {
    return new Uno(parseIntelHex(readFileSync(path, 'utf8')), options);
  }

  /** The running CPU (a new one after each watchdog reset). */
  get cpu(): CPU {
    return this.chip.cpu;
  }

  /** Simulated milliseconds since power-on. */
  get nowMs(): number {
    return (this.cycleBase + this.chip.cpu.cycles) / CYCLES_PER_MS;
  }

  /** Watchdog resets so far. */
  get watchdogResets(): number {
    return this.resets;
  }

  /** Clock cycles since power-on, executed and slept. */
  get cycles(): number {
    return this.cycleBase + this.chip.cpu.cycles;
  }

  /** Cycles the CPU slept and that were skipped rather than executed. */
  get sleptCycles(): number {
    return this.slept;
  }

  /** Times the CPU went to sleep (a SLEEP with SE set and nothing pending). */
  get sleepCount(): number {
    return this.sleeps;
  }

  /** Whether sleeping cycles are skipped (the option, or APOPHIS_VIRTUAL_SLEEP). */
  get skipsSleep(): boolean {
    return this.skipSleep;
  }

  private powerOn(mcusr: number): void {
    const cpu = new CPU(this.flash, SRAM_BYTES);
    const clock = new AVRClock(cpu, CLOCK_HZ, clockConfig);
    const timerConfigs = [timer0Config, timer1Config, timer2Config];
    const timers = timerConfigs.map((config) => new AVRTimer(cpu, config));
    const timerByCount = new Map(timers.map((timer) => [timer.count, timer]));
    if (this.skipSleep) this.countTimersLazily(cpu, timers, timerConfigs, timerByCount);
    const ports = [portBConfig, portCConfig, portDConfig].map(
      (config) => new AVRIOPort(cpu, config),
    );
    const usart = new AVRUSART(cpu, usart0Config, CLOCK_HZ);
    const adc = new AVRADC(cpu, adcConfig);
    let rxUnread = false;
    new AVRWatchdog(cpu, watchdogConfig, clock);
    // Without an answer analogRead would hang. A floating pin reads wandering mid-scale
    // values; the temperature sensor about 314 mV with a couple of LSB of noise.
    adc.onADCRead = (input) => {
      const noise = this.noise();
      const reference = adc.referenceVoltage || 5;
      let value: number;
      switch (input.type) {
        case ADCMuxInputType.Temperature:
          value = Math.round((TEMPERATURE_VOLTS / reference) * 1024) + Math.floor(noise * 5) - 2;
          break;
        case ADCMuxInputType.Constant:
          value = Math.floor((input.voltage / reference) * 1024);
          break;
        default:
          value = Math.floor(384 + noise * 256);
      }
      const result = Math.min(1023, Math.max(0, value));
      cpu.addClockEvent(() => adc.completeADCRead(result), adc.sampleCycles);
    };
    usart.onByteTransmit = (byte) => this.transmitted(byte);
    usart.onRxComplete = () => {
      rxUnread = true;
      this.feedRx();
    };
    this.keepReceivedByte(
      cpu,
      () => rxUnread,
      (unread) => {
        rxUnread = unread;
      },
    );
    ports.forEach((port, index) => {
      port.addListener((value, old) => this.portChanged(index, value, old));
    });
    // avr8js's CPU.reset restarts only the core; a real watchdog reset also resets
    // every peripheral, so the run loop rebuilds the whole chip when it sees one.
    const coreReset = cpu.reset.bind(cpu);
    cpu.reset = () => {
      coreReset();
      this.resetPending = true;
    };
    cpu.data[MCUSR] = mcusr;
    this.chip = {
      cpu,
      ports,
      usart,
      timerByCount,
    };
    this.asleep = false;
    this.wokeAt = this.cycleBase;
    // Pull-ups: a released button reads HIGH, a held one LOW.
    for (const button of BUTTONS)
      this.drivePin(BOX_PINS.buttons[button], !this.buttonsDown.has(button));
    // The display's lines idle high (the module's pull-ups; without a module, the
    // firmware's INPUT_PULLUP: avr8js does not model pull-ups, so the pins are held high).
    this.displayLevels = { clk: true, dio: true };
    this.drivePin(BOX_PINS.display.clk, true);
    this.drivePin(BOX_PINS.display.dio, true);
    if (this.tm1637) this.tm1637.lines(true, true, this.nowMs);
  }

  /**
   * avr8js's timers count on a clock event every prescaler period (every 64 cycles for
   * millis()'s timer0), whether asleep or not. Each counts all the cycles since its last
   * count when it runs, so here a steadily counting timer's next event is put off to its
   * next compare match, overflow or TOP (when a flag can change): the counts in between
   * are done in one step, with the same result. A write that moves those points (OCRnA,
   * OCRnB, TCCRnA, TCCRnB, TCNTn, ICR1) first counts up to now under the old settings,
   * then reschedules (TCCRnB and TCNTn writes reschedule the timer themselves); a TCNTn
   * read already counts up to now.
   */
  private countTimersLazily(
    cpu: CPU,
    timers: AVRTimer[],
    configs: (typeof timer0Config)[],
    timerByCount: Map<() => void, AVRTimer>,
  ): void {
    const addClockEvent = cpu.addClockEvent.bind(cpu);
    cpu.addClockEvent = (callback, cycles) => {
      const timer = timerByCount.get(callback);
      if (!timer) return addClockEvent(callback, cycles);
      const due = cpu.cycles + Math.max(1, cycles);
      return addClockEvent(callback, this.timerWakeCycle(timer, due) - cpu.cycles);
    };
    timers.forEach((timer, i) => {
      const config = configs[i];
      if (!config) return;
      const t = timer as unknown as TimerInternals;
      const steady = () => t.divider > 0 && !t.updateDivider && !t.tcntUpdated;
      const registers = [config.OCRA, config.OCRB, config.TCCRA, config.TCCRB, config.TCNT];
      if (config.bits === 16) registers.push(config.ICR);
      for (const register of registers) {
        const write = cpu.writeHooks[register];
        cpu.writeHooks[register] = (value, old, address, mask) => {
          const counting = steady();
          if (counting) timer.count(false);
          const handled = write ? write(value, old, address, mask) : false;
          if (counting && steady()) {
            cpu.updateClockEvent(timer.count, t.lastCycle + t.divider - cpu.cycles);
          }
          return handled;
        };
      }
    });
  }

  /** The level an open-drain line has from the chip's side: low only when driven low. */
  private released(pin: number): boolean {
    const { port, bit } = this.port(pin);
    const state = port.pinState(bit);
    return state !== PinState.Low;
  }

  /** The display module sees its lines change; its acknowledge pulls DIO low. */
  private displayLinesChanged(): void {
    const display = this.tm1637;
    if (!display) return;
    const clk = this.released(BOX_PINS.display.clk);
    const dio = this.released(BOX_PINS.display.dio);
    if (clk === this.displayLevels.clk && dio === this.displayLevels.dio) return;
    this.displayLevels = { clk, dio };
    const dioLine = display.lines(clk, dio, this.nowMs);
    this.drivePin(BOX_PINS.display.dio, dioLine);
    this.drivePin(BOX_PINS.display.clk, clk);
  }

  /**
   * avr8js 0.21 drops a received byte the firmware has not read yet when the
   * firmware writes UCSR0B (HardwareSerial does, to start sending) or UCSR0A
   * (after each byte sent): it clears RXC, which the real chip never does. Every
   * reply would then eat a byte of the next server line; these hooks keep it.
   */
  private keepReceivedByte(
    cpu: CPU,
    unread: () => boolean,
    setUnread: (unread: boolean) => void,
  ): void {
    const { UCSRA, UCSRB, UDR, rxCompleteInterrupt } = usart0Config;
    const rxComplete = {
      address: rxCompleteInterrupt,
      flagRegister: UCSRA,
      flagMask: UCSR0A_RXC,
      enableRegister: UCSRB,
      enableMask: 0x80,
      constant: true,
    };
    const readUdr = cpu.readHooks[UDR];
    cpu.readHooks[UDR] = (address) => {
      setUnread(false);
      return readUdr ? readUdr(address) : (cpu.data[address] ?? 0);
    };
    for (const register of [UCSRA, UCSRB]) {
      const write = cpu.writeHooks[register];
      cpu.writeHooks[register] = (value, old, address, mask) => {
        const handled = write ? write(value, old, address, mask) : false;
        if (unread() && (cpu.data[UCSRB] ?? 0) & UCSR0B_RXEN) cpu.setInterruptFlag(rxComplete);
        return handled;
      };
    }
  }

  private watchdogReset(): void {
    this.resetPending = false;
    this.resets++;
    this.cycleBase += this.chip.cpu.cycles;
    this.txLine = '';
    this.powerOn(MCUSR_WDRF);
  }

  private port(pin: number): { port: AVRIOPort; bit: number } {
    const [index, bit] = pin < 8 ? [2, pin] : pin < 14 ? [0, pin - 8] : [1, pin - 14];
    const port = this.chip.ports[index];
    if (!port || pin < 0 || pin > 19) throw new Error(`the Uno has no digital pin ${pin}`);
    return { port, bit };
  }

  private drivePin(pin: number, high: boolean): void {
    const { port, bit } = this.port(pin);
    port.setPin(bit, high);
  }

  private portChanged(index: number, value: number, old: number): void {
    // Port C (A5 = DIO) or D (D7 = CLK): the display's lines may have moved, also on a
    // DDR change alone (OUTPUT LOW ↔ INPUT_PULLUP), which `value` does not show.
    if (this.tm1637 && index !== 0) this.displayLinesChanged();
    const first = [8, 14, 0][index] ?? 0;
    const changed = value ^ old;
    if (changed === 0 || this.pinListeners.size === 0) return;
    const at = this.nowMs;
    for (let bit = 0; bit < 8; bit++) {
      if (!(changed & (1 << bit))) continue;
      for (const listener of this.pinListeners)
        listener(first + bit, (value & (1 << bit)) !== 0, at);
    }
  }

  private transmitted(byte: number): void {
    const at = this.nowMs;
    for (const listener of this.byteListeners) listener(byte, at);
    if (byte === 0x0a) {
      const line = this.txLine;
      this.txLine = '';
      for (const listener of this.lineListeners) listener(line, at);
    } else {
      this.txLine += String.fromCharCode(byte);
    }
  }

  /** Hands the next queued byte to the USART once its receiver is free (115200 baud pacing comes from avr8js). */
  private feedRx(): void {
    const { usart } = this.chip;
    if (this.rxQueue.length === 0 || usart.rxBusy || !usart.rxEnable) return;
    const byte = this.rxQueue[0] ?? 0;
    if (usart.writeByte(byte) !== false) this.rxQueue.shift();
  }

  // --- running -------------------------------------------------------------

  /** Runs `ms` of simulated time as fast as the host allows. */
  run(ms: number): void {
    this.runUntilCycle(this.cycleBase + this.chip.cpu.cycles + Math.round(ms * CYCLES_PER_MS));
  }

  private runUntilCycle(target: number): void {
    while (this.cycleBase + this.chip.cpu.cycles < target) {
      const next = this.schedule[0];
      const stop = next && next.atCycle < target ? next.atCycle : target;
      const cpu = this.chip.cpu;
      const stopLocal = stop - this.cycleBase;
      this.feedRx();
      this.execute(cpu, stopLocal);
      if (this.resetPending) this.watchdogReset();
      while (
        this.schedule[0] &&
        this.schedule[0].atCycle <= this.cycleBase + this.chip.cpu.cycles
      ) {
        this.schedule.shift()?.run();
      }
    }
  }

  /** Runs the chip up to cycle `stopLocal` of its own count (or a watchdog reset). */
  private execute(cpu: CPU, stopLocal: number): void {
    const program = cpu.progMem;
    if (this.asleep) this.sleepUntil(cpu, stopLocal);
    while (cpu.cycles < stopLocal && !this.resetPending) {
      const opcode = program[cpu.pc];
      avrInstruction(cpu);
      // The instruction after SEI runs before any pending interrupt (so `sei; sleep`
      // sleeps and is woken, as on the chip, rather than taking the interrupt first).
      if (opcode === OPCODE_SEI) continue;
      if (
        opcode === OPCODE_SLEEP &&
        this.skipSleep &&
        (cpu.data[SMCR] ?? 0) & SMCR_SE &&
        cpu.nextInterrupt < 0
      ) {
        this.asleep = true;
        this.sleeps++;
        if (this.awakeListeners.size > 0) {
          const stretch = this.cycleBase + cpu.cycles - this.wokeAt;
          for (const listener of this.awakeListeners) listener(stretch, this.nowMs);
        }
        this.sleepUntil(cpu, stopLocal);
        continue;
      }
      cpu.tick();
    }
  }

  /**
   * Asleep: jumps the cycle count from one clock event to the next (a timer's next
   * compare match or overflow counts as one event: its counts between are done in one
   * step, as avr8js's timers count elapsed cycles), running each event when due, until
   * an enabled interrupt is pending or the slice ends (the chip stays asleep then).
   */
  private sleepUntil(cpu: CPU, stopLocal: number): void {
    const internals = cpu as unknown as CpuInternals;
    for (;;) {
      if (this.resetPending) return;
      if (cpu.nextInterrupt >= 0) break;
      if (cpu.cycles >= stopLocal) return;
      const wake = Math.min(stopLocal, this.nextWakeCycle(internals));
      if (wake > cpu.cycles) {
        this.slept += wake - cpu.cycles;
        cpu.cycles = wake;
      }
      this.runDueEvents(internals);
    }
    // Woken: the interrupt is taken before the next instruction (with I clear, the
    // program goes on after SLEEP).
    this.asleep = false;
    this.wokeAt = this.cycleBase + cpu.cycles;
    cpu.tick();
  }

  /** The earliest cycle at which a clock event could raise an interrupt flag. */
  private nextWakeCycle(internals: CpuInternals): number {
    let wake = Number.POSITIVE_INFINITY;
    for (let event = internals.nextClockEvent; event; event = event.next) {
      // The list is in time order and no event wakes before its own cycle.
      if (event.cycles >= wake) break;
      const timer = this.chip.timerByCount.get(event.callback);
      const at = timer ? this.timerWakeCycle(timer, event.cycles) : event.cycles;
      if (at < wake) wake = at;
    }
    return wake;
  }

  private timerWakeCycle(timer: AVRTimer, eventCycle: number): number {
    const t = timer as unknown as TimerInternals;
    // Only a timer counting steadily on its prescaler (its next count event exactly one
    // divider after its last count) is reckoned ahead; anything else wakes at its event.
    if (!t.divider || t.updateDivider || t.tcntUpdated || eventCycle !== t.lastCycle + t.divider)
      return eventCycle;
    const counts = countsToNextMatch(t);
    return counts === null ? eventCycle : t.lastCycle + counts * t.divider;
  }

  /** Runs the clock events due by now, in order, as CPU.tick does one at a time. */
  private runDueEvents(internals: CpuInternals): void {
    const cpu = this.chip.cpu;
    for (
      let event = internals.nextClockEvent;
      event && event.cycles <= cpu.cycles && !this.resetPending;
      event = internals.nextClockEvent
    ) {
      // As in CPU.tick: the callback runs while its entry is first (new events go after it).
      event.callback();
      internals.nextClockEvent = event.next;
      if (internals.clockEventPool.length < 10) internals.clockEventPool.push(event);
    }
  }

  /** Calls `run` after `ms` of simulated time (used for bouncing contacts). */
  after(ms: number, run: () => void): void {
    const atCycle = this.cycleBase + this.chip.cpu.cycles + Math.round(ms * CYCLES_PER_MS);
    const at = this.schedule.findIndex((item) => item.atCycle > atCycle);
    this.schedule.splice(at < 0 ? this.schedule.length : at, 0, { atCycle, run });
  }

  /**
   * Real time: runs in slices on a timer, catching up with the wall clock, so
   * the event loop is never held for more than one slice. A host too slow to keep
   * up drops the lag rather than spiralling.
   */
  start(options: { sliceMs?: number; maxLagMs?: number } = {}): void {
    if (this.pacing) return;
    const sliceMs = options.sliceMs ?? 5;
    const maxLagMs = options.maxLagMs ?? 250;
    const pacing = {
      timer: null as ReturnType<typeof setTimeout> | null,
      wallStart: performance.now(),
      simStart: this.nowMs,
    };
    this.pacing = pacing;
    const slice = () => {
      if (this.pacing !== pacing) return;
      let due = pacing.simStart + (performance.now() - pacing.wallStart);
      if (due - this.nowMs > maxLagMs) {
        pacing.simStart = this.nowMs - (performance.now() - pacing.wallStart) + sliceMs;
        due = this.nowMs + sliceMs;
      }
      // One slice at most per turn of the event loop.
      const until = Math.min(due, this.nowMs + 4 * sliceMs);
      if (until > this.nowMs) this.run(until - this.nowMs);
      pacing.timer = setTimeout(slice, sliceMs);
    };
    pacing.timer = setTimeout(slice, 0);
  }

  /** Stops real-time running. */
  stop(): void {
    if (this.pacing?.timer) clearTimeout(this.pacing.timer);
    this.pacing = null;
  }

  get running(): boolean {
    return this.pacing !== null;
  }

  // --- the box's inputs ------------------------------------------------------

  /** Holds a button down (its pin to ground) or lets it go, cleanly. */
  setButton(button: Button, down: boolean): void {
    if (down) this.buttonsDown.add(button);
    else this.buttonsDown.delete(button);
    this.drivePin(BOX_PINS.buttons[button], !down);
  }

  press(button: Button): void {
    this.setButton(button, true);
  }

  release(button: Button): void {
    this.setButton(button, false);
  }

  /**
   * Moves a button to `down` through contact bounce: `edges` random flips within
   * `bounceMs` of simulated time, landing on `down`. Returns when it lands (ms from now).
   */
  bounce(
    button: Button,
    down: boolean,
    options: { bounceMs?: number; edges?: number; random?: () => number } = {},
  ): number {
    const bounceMs = options.bounceMs ?? 8;
    const random = options.random ?? Math.random;
    const edges = options.edges ?? 2 + Math.floor(random() * 8);
    const times = Array.from({ length: edges }, () => random() * bounceMs).sort((a, b) => a - b);
    times.unshift(0);
    times.forEach((time, i) => {
      // Alternate so that the last edge lands on `down`.
      const level = (times.length - 1 - i) % 2 === 0 ? down : !down;
      this.after(time, () => this.setButton(button, level));
    });
    return bounceMs;
  }

  /** Queues text for the box's serial input; bytes go in one at a time, as a line at 115200 baud would. */
  write(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code > 0xff)
        throw new Error(`the serial line carries bytes; ${JSON.stringify(text[i])} is not one`);
      this.rxQueue.push(code);
    }
    this.feedRx();
  }

  /** Bytes written but not yet taken by the USART. */
  get rxPending(): number {
    return this.rxQueue.length;
  }

  // --- the box's outputs -----------------------------------------------------

  onLine(listener: LineListener): () => void {
    this.lineListeners.add(listener);
    return () => this.lineListeners.delete(listener);
  }

  onByte(listener: ByteListener): () => void {
    this.byteListeners.add(listener);
    return () => this.byteListeners.delete(listener);
  }

  /**
   * Called at each SLEEP with the cycles the CPU ran since it last woke (with sleep
   * skipping on): how long one pass of the loop, and the interrupts within it, took.
   */
  onAwake(listener: AwakeListener): () => void {
    this.awakeListeners.add(listener);
    return () => this.awakeListeners.delete(listener);
  }

  onPinChange(listener: PinListener): () => void {
    this.pinListeners.add(listener);
    return () => this.pinListeners.delete(listener);
  }

  /** Whether an output pin drives HIGH (an input or a LOW output reads false). */
  level(pin: number): boolean {
    const { port, bit } = this.port(pin);
    return port.pinState(bit) === PinState.High;
  }

  /** Pip groups lit: bit 0 centre, 1 and 2 the diagonal pairs, 3 the middle pair. */
  pips(): number {
    return BOX_PINS.pips.reduce((groups, pin, i) => groups | (this.level(pin) ? 1 << i : 0), 0);
  }

  /** The face the pips show (0 dark), or null mid-change. */
  face(): number | null {
    return faceOfPips(this.pips());
  }

  /** Lamps lit, as a LAMPS mask. */
  lamps(): number {
    return BOX_PINS.lamps.reduce((mask, pin, i) => mask | (this.level(pin) ? 1 << i : 0), 0);
  }

  link(): boolean {
    return this.level(BOX_PINS.link);
  }

  buzzer(): boolean {
    return this.level(BOX_PINS.buzzer);
  }

  // --- the display module ----------------------------------------------------

  /** Whether a TM1637 module is wired to D7/A5. */
  get hasDisplay(): boolean {
    return this.tm1637 !== null;
  }

  /** What the display shows (segments, on, brightness, text), or null without a module. */
  display(): DisplayState | null {
    return this.tm1637?.state() ?? null;
  }

  /** The display's text (`12:34`, `  42`), `''` while it is off or absent. */
  displayText(): string {
    return this.tm1637?.state().text ?? '';
  }

  /** Called after each display transfer that changed what it shows. */
  onDisplayChange(listener: DisplayListener): () => void {
    return this.tm1637?.onChange(listener) ?? (() => false);
  }

  /** The module itself (its transfer counts), or null. */
  get displayModule(): Tm1637 | null {
    return this.tm1637;
  }
}
