// An Arduino Uno (ATmega328P, 16 MHz) in avr8js running the box's real firmware:
// timers, ports, USART, ADC (fed seeded noise) and the watchdog, with an optional
// TM1637 display module on D7/A5 (its wiring uno-display.ts's). Tests run it as fast as
// the host allows; the virtual box paces it against the wall clock (uno-pacing.ts). When the
// firmware sleeps (SLEEP with SMCR's SE bit), the cycles up to whatever can wake it are
// skipped, not executed, and the timers count in steps from one compare match or overflow to
// the next instead of once per prescaler tick; APOPHIS_VIRTUAL_SLEEP=off runs plain avr8js,
// for comparison. Its serial line, as the USB bridge sees it, is uno-serial.ts's.
import { readFileSync } from 'node:fs';
import { type AVRIOPort, avrInstruction, type CPU, PinState } from 'avr8js';
import { BUTTONS, type Button } from '../../src/protocol.ts';
import { seededRandom } from '../../src/random.ts';
import { BOX_PINS, faceOfPips } from './box-pins.ts';
import { FLASH_BYTES, parseIntelHex } from './intel-hex.ts';
import type { DisplayListener, DisplayState, Tm1637 } from './tm1637.ts';
import { buildChip, type Chip, CLOCK_HZ, keepReceivedByte } from './uno-chip.ts';
import { DisplayWiring } from './uno-display.ts';
import { WallPacing } from './uno-pacing.ts';
import { type ByteListener, type LineListener, UnoSerial } from './uno-serial.ts';
import { type CpuInternals, nextWakeCycle, runDueEvents } from './uno-sleep.ts';

export { BOX_PINS, faceOfPips } from './box-pins.ts';
export { type DisplayListener, type DisplayState, segmentsToText } from './tm1637.ts';
export type { ByteListener, LineListener } from './uno-serial.ts';
export { CLOCK_HZ, parseIntelHex };

const CYCLES_PER_MS = CLOCK_HZ / 1000;
const MCUSR = 0x54;
const MCUSR_WDRF = 0x08;
const SMCR = 0x53;
const SMCR_SE = 0x01;
const OPCODE_SLEEP = 0x9588;
const OPCODE_SEI = 0x9478;

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
/** One stretch the CPU was awake, from a wake-up (or power-on) to its next SLEEP, in cycles. */
export type AwakeListener = (cycles: number, atMs: number) => void;

type Scheduled = { atCycle: number; run: () => void };

export class Uno {
  private readonly flash: Uint16Array;
  private readonly noise: () => number;
  private chip!: Chip;
  /** Cycles run by chips before the current one (watchdog resets keep the clock going). */
  private cycleBase = 0;
  private resetPending = false;
  private resets = 0;
  private readonly serial: UnoSerial;
  private readonly buttonsDown = new Set<Button>();
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
  private readonly screen: DisplayWiring | null;
  private readonly pacing = new WallPacing(this);

  constructor(program: Uint8Array, options: UnoOptions = {}) {
    if (program.length > FLASH_BYTES)
      throw new Error(`a program of ${program.length} bytes does not fit 32 KiB`);
    const bytes = new Uint8Array(FLASH_BYTES).fill(0xff);
    bytes.set(program);
    this.flash = new Uint16Array(bytes.buffer);
    this.noise = seededRandom(options.noiseSeed ?? 1);
    this.skipSleep = options.skipSleep ?? sleepSkippingByDefault();
    // The module is outside the chip: a watchdog reset does not clear what it shows.
    this.screen = (options.display ?? true) ? new DisplayWiring(this, () => this.nowMs) : null;
    this.serial = new UnoSerial(
      () => this.chip.usart,
      () => this.nowMs,
    );
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
    const chip = buildChip(this.flash, { lazyTimers: this.skipSleep, noise: this.noise });
    const { cpu, ports, usart } = chip;
    let rxUnread = false;
    usart.onByteTransmit = (byte) => this.serial.transmitted(byte);
    usart.onRxComplete = () => {
      rxUnread = true;
      this.serial.feedRx();
    };
    keepReceivedByte(
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
    this.chip = chip;
    this.asleep = false;
    this.wokeAt = this.cycleBase;
    // Pull-ups: a released button reads HIGH, a held one LOW.
    for (const button of BUTTONS)
      this.drivePin(BOX_PINS.buttons[button], !this.buttonsDown.has(button));
    // The display's lines idle high (the module's pull-ups; without a module, the
    // firmware's INPUT_PULLUP: avr8js does not model pull-ups, so the pins are held high).
    if (this.screen) this.screen.powerOn();
    else {
      this.drivePin(BOX_PINS.display.clk, true);
      this.drivePin(BOX_PINS.display.dio, true);
    }
  }

  private watchdogReset(): void {
    this.resetPending = false;
    this.resets++;
    this.cycleBase += this.chip.cpu.cycles;
    this.serial.reset();
    this.powerOn(MCUSR_WDRF);
  }

  /** The port and bit of a digital pin (D0–D13, A0–A5 as 14–19). */
  port(pin: number): { port: AVRIOPort; bit: number } {
    const [index, bit] = pin < 8 ? [2, pin] : pin < 14 ? [0, pin - 8] : [1, pin - 14];
    const port = this.chip.ports[index];
    if (!port || pin < 0 || pin > 19) throw new Error(`the Uno has no digital pin ${pin}`);
    return { port, bit };
  }

  drivePin(pin: number, high: boolean): void {
    const { port, bit } = this.port(pin);
    port.setPin(bit, high);
  }

  private portChanged(index: number, value: number, old: number): void {
    // Port C (A5 = DIO) or D (D7 = CLK): the display's lines may have moved, also on a
    // DDR change alone (OUTPUT LOW ↔ INPUT_PULLUP), which `value` does not show.
    if (this.screen && index !== 0) this.screen.linesChanged();
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
      this.serial.feedRx();
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
      const wake = Math.min(stopLocal, nextWakeCycle(internals, this.chip.timerByCount));
      if (wake > cpu.cycles) {
        this.slept += wake - cpu.cycles;
        cpu.cycles = wake;
      }
      runDueEvents(cpu, () => this.resetPending);
    }
    // Woken: the interrupt is taken before the next instruction (with I clear, the
    // program goes on after SLEEP).
    this.asleep = false;
    this.wokeAt = this.cycleBase + cpu.cycles;
    cpu.tick();
  }

  /** Calls `run` after `ms` of simulated time (used for bouncing contacts). */
  after(ms: number, run: () => void): void {
    const atCycle = this.cycleBase + this.chip.cpu.cycles + Math.round(ms * CYCLES_PER_MS);
    const at = this.schedule.findIndex((item) => item.atCycle > atCycle);
    this.schedule.splice(at < 0 ? this.schedule.length : at, 0, { atCycle, run });
  }

  /** Real time: runs in slices on a timer, catching up with the wall clock (uno-pacing.ts). */
  start(options: { sliceMs?: number; maxLagMs?: number } = {}): void {
    this.pacing.start(options);
  }

  /** Stops real-time running. */
  stop(): void {
    this.pacing.stop();
  }

  get running(): boolean {
    return this.pacing.running;
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
    this.serial.write(text);
  }

  /** Bytes written but not yet taken by the USART. */
  get rxPending(): number {
    return this.serial.rxPending;
  }

  // --- the box's outputs -----------------------------------------------------

  onLine(listener: LineListener): () => void {
    return this.serial.onLine(listener);
  }

  onByte(listener: ByteListener): () => void {
    return this.serial.onByte(listener);
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
    return this.screen !== null;
  }

  /** What the display shows (segments, on, brightness, text), or null without a module. */
  display(): DisplayState | null {
    return this.screen?.module.state() ?? null;
  }

  /** The display's text (`12:34`, `  42`), `''` while it is off or absent. */
  displayText(): string {
    return this.screen?.module.state().text ?? '';
  }

  /** Called after each display transfer that changed what it shows. */
  onDisplayChange(listener: DisplayListener): () => void {
    return this.screen?.module.onChange(listener) ?? (() => false);
  }

  /** The module itself (its transfer counts), or null. */
  get displayModule(): Tm1637 | null {
    return this.screen?.module ?? null;
  }
}
