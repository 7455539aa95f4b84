// An Arduino Uno (ATmega328P, 16 MHz) in avr8js running the box's real firmware:
// timers, ports, USART, ADC (fed seeded noise) and the watchdog. Tests run it as
// fast as the host allows; the virtual box paces it against the wall clock.
import { readFileSync } from 'node:fs';
import {
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

export const CLOCK_HZ = 16_000_000;
const FLASH_BYTES = 32 * 1024;
const SRAM_BYTES = 2048;
const CYCLES_PER_MS = CLOCK_HZ / 1000;
const MCUSR = 0x54;
const MCUSR_WDRF = 0x08;
const UCSR0A_RXC = 0x80;
const UCSR0B_RXEN = 0x10;

/** Arduino pin numbers of the box, as firmware/apophis-box/config.h sets them. */
export const BOX_PINS = {
  buttons: { START: 2, ROLL: 3, SCRAP: 4, SHUFFLE: 5, OK: 6 } satisfies Record<Button, number>,
  /** centre, one diagonal pair, the other diagonal pair, the middle pair */
  pips: [8, 9, 10, 11],
  buzzer: 12,
  link: 13,
  /** LAMPS bit order: START, ROLL, SCRAP, SHUFFLE, OK */
  lamps: [14, 15, 16, 17, 18],
  entropy: 19,
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
};

export type PinListener = (pin: number, high: boolean, atMs: number) => void;
export type LineListener = (line: string, atMs: number) => void;
export type ByteListener = (byte: number, atMs: number) => void;

/** The chip and its peripherals; rebuilt whole on a watchdog reset. */
type Chip = {
  cpu: CPU;
  ports: AVRIOPort[]; // B, C, D
  usart: AVRUSART;
};

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

  private powerOn(mcusr: number): void {
    const cpu = new CPU(this.flash, SRAM_BYTES);
    const clock = new AVRClock(cpu, CLOCK_HZ, clockConfig);
    new AVRTimer(cpu, timer0Config);
    new AVRTimer(cpu, timer1Config);
    new AVRTimer(cpu, timer2Config);
    const ports = [portBConfig, portCConfig, portDConfig].map(
      (config) => new AVRIOPort(cpu, config),
    );
    const usart = new AVRUSART(cpu, usart0Config, CLOCK_HZ);
    const adc = new AVRADC(cpu, adcConfig);
    let rxUnread = false;
    new AVRWatchdog(cpu, watchdogConfig, clock);
    // A floating pin reads wandering mid-scale values; without an answer analogRead would hang.
    adc.onADCRead = () => {
      const value = Math.floor(384 + this.noise() * 256);
      cpu.addClockEvent(() => adc.completeADCRead(value), adc.sampleCycles);
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
    this.chip = { cpu, ports, usart };
    // Pull-ups: a released button reads HIGH, a held one LOW.
    for (const button of BUTTONS)
      this.drivePin(BOX_PINS.buttons[button], !this.buttonsDown.has(button));
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
      while (cpu.cycles < stopLocal && !this.resetPending) {
        avrInstruction(cpu);
        cpu.tick();
      }
      if (this.resetPending) this.watchdogReset();
      while (
        this.schedule[0] &&
        this.schedule[0].atCycle <= this.cycleBase + this.chip.cpu.cycles
      ) {
        this.schedule.shift()?.run();
      }
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
}
