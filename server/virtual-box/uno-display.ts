// The TM1637 display module wired to the Uno's D7 (CLK) and A5 (DIO) (uno.ts): two open-drain
// lines idling high, read from the chip's side after each change of its ports, the module's
// acknowledge pulling DIO low. The module is outside the chip: a watchdog reset keeps what it shows.
import { type AVRIOPort, PinState } from 'avr8js';
import { BOX_PINS } from './box-pins.ts';
import { Tm1637 } from './tm1637.ts';

/** The board's pins as the module's wiring reaches them. */
export type BoardPins = {
  port(pin: number): { port: AVRIOPort; bit: number };
  drivePin(pin: number, high: boolean): void;
};

export class DisplayWiring {
  readonly module = new Tm1637();
  private displayLevels = { clk: true, dio: true };

  constructor(
    private readonly pins: BoardPins,
    private readonly nowMs: () => number,
  ) {}

  /** A chip powered on (or reset): both lines high, as the module's pull-ups hold them. */
  powerOn(): void {
    this.displayLevels = { clk: true, dio: true };
    this.pins.drivePin(BOX_PINS.display.clk, true);
    this.pins.drivePin(BOX_PINS.display.dio, true);
    this.module.lines(true, true, this.nowMs());
  }

  /** The level an open-drain line has from the chip's side: low only when driven low. */
  private released(pin: number): boolean {
    const { port, bit } = this.pins.port(pin);
    const state = port.pinState(bit);
    return state !== PinState.Low;
  }

  /** The display module sees its lines change; its acknowledge pulls DIO low. */
  linesChanged(): void {
    const display = this.module;
    const clk = this.released(BOX_PINS.display.clk);
    const dio = this.released(BOX_PINS.display.dio);
    if (clk === this.displayLevels.clk && dio === this.displayLevels.dio) return;
    this.displayLevels = { clk, dio };
    const dioLine = display.lines(clk, dio, this.nowMs());
    this.pins.drivePin(BOX_PINS.display.dio, dioLine);
    this.pins.drivePin(BOX_PINS.display.clk, clk);
  }
}
