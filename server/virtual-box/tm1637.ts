// A TM1637 4-digit LED display module, as the virtual box's firmware sees it on two
// open-drain lines (CLK, DIO; the module pulls both up). Decoded from the line levels
// alone: a start is DIO falling while CLK is high, a stop DIO rising while CLK is high,
// data bits are read LSB first on CLK's rising edges, and after each byte the chip
// pulls DIO low from the 8th falling edge of CLK to the 9th (its acknowledge).
// The commands (TM1637 datasheet): 0x40–0x4F data command (bit 2: fixed address,
// bit 1: read keys), 0xC0–0xC5 address followed by the data bytes, 0x80–0x8F display
// control (bit 3: on, bits 0–2: pulse width 1/16 … 14/16).

/** What the four digits show: segment bytes (bit 0 a … bit 6 g, bit 7 the point or colon). */
export type DisplayState = {
  segments: [number, number, number, number];
  on: boolean;
  /** Pulse width setting 0–7 (0 is 1/16, 7 is 14/16). */
  brightness: number;
  /** The digits as text (`12:34`, `----`, `  12`); `''` while the display is off. */
  text: string;
};

export type DisplayListener = (display: DisplayState, atMs: number) => void;

/** The digit whose bit 7 lights the colon on the common 4-digit clock modules. */
export const COLON_DIGIT = 1;

const GLYPHS = new Map<number, string>([
  [0x00, ' '],
  [0x3f, '0'],
  [0x06, '1'],
  [0x5b, '2'],
  [0x4f, '3'],
  [0x66, '4'],
  [0x6d, '5'],
  [0x7d, '6'],
  [0x07, '7'],
  [0x27, '7'],
  [0x7f, '8'],
  [0x6f, '9'],
  [0x40, '-'],
  [0x08, '_'],
  [0x01, '‾'],
  [0x77, 'A'],
  [0x7c, 'b'],
  [0x39, 'C'],
  [0x58, 'c'],
  [0x5e, 'd'],
  [0x79, 'E'],
  [0x71, 'F'],
  [0x3d, 'G'],
  [0x76, 'H'],
  [0x74, 'h'],
  [0x30, 'I'],
  [0x1e, 'J'],
  [0x38, 'L'],
  [0x37, 'N'],
  [0x54, 'n'],
  [0x5c, 'o'],
  [0x73, 'P'],
  [0x50, 'r'],
  [0x78, 't'],
  [0x3e, 'U'],
  [0x1c, 'u'],
  [0x6e, 'y'],
  [0x63, '°'],
]);

/** One digit's character from its segments (bit 7 ignored); `?` for a pattern no character has. */
export function glyphOf(segments: number): string {
  return GLYPHS.get(segments & 0x7f) ?? '?';
}

/**
 * The digits as text: a `:` after the colon digit when its bit 7 is set, a `.` after
 * any other digit whose bit 7 is set.
 */
export function segmentsToText(segments: readonly number[], colonDigit = COLON_DIGIT): string {
  let text = '';
  segments.forEach((digit, i) => {
    text += glyphOf(digit);
    if (digit & 0x80) text += i === colonDigit ? ':' : '.';
  });
  return text;
}

const DIGITS = 4;
/** The chip has six grid addresses (0xC0–0xC5); a 4-digit module wires the first four. */
const ADDRESSES = 6;

/** Counts of what the chip received, for tests. */
export type Tm1637Stats = { starts: number; stops: number; bytes: number; acks: number };

export class Tm1637 {
  private clk = true;
  private dio = true;
  /** Whether the chip itself holds DIO low (its acknowledge). */
  private pulling = false;
  private inFrame = false;
  private bit = 0;
  private byte = 0;
  /** After 8 bits: waiting for the 8th falling edge (1), then the 9th (2). */
  private ackPhase = 0;
  private bytesInFrame = 0;
  private frameCommand = -1;
  private address = 0;
  private fixedAddress = false;
  private readonly grid = new Uint8Array(ADDRESSES);
  private displayOn = false;
  private pulse = 0;
  private changed = false;
  private readonly listeners = new Set<DisplayListener>();
  readonly stats: Tm1637Stats = { starts: 0, stops: 0, bytes: 0, acks: 0 };

  /**
   * The lines as the microcontroller leaves them (`true` released or driven high, `false`
   * driven low). Returns the level DIO really has: low while either side pulls it.
   */
  lines(clk: boolean, dio: boolean, atMs = 0): boolean {
    const wasClk = this.clk;
    const wasDio = this.dio && !this.pulling;
    this.clk = clk;
    this.dio = dio;
    const dioLine = () => this.dio && !this.pulling;
    // DIO moving while CLK stays high: a start or a stop.
    if (clk && wasClk && dioLine() !== wasDio) {
      if (dioLine()) this.stop(atMs);
      else this.start();
      return dioLine();
    }
    if (clk && !wasClk) this.rising(dioLine());
    else if (!clk && wasClk) this.falling();
    return dioLine();
  }

  /** The DIO level the chip leaves on the line (false while it acknowledges). */
  get dioReleased(): boolean {
    return !this.pulling;
  }

  private start(): void {
    if (this.inFrame) this.endFrame(0);
    this.stats.starts++;
    this.inFrame = true;
    this.bit = 0;
    this.byte = 0;
    this.ackPhase = 0;
    this.bytesInFrame = 0;
    this.frameCommand = -1;
  }

  private stop(atMs: number): void {
    this.stats.stops++;
    this.endFrame(atMs);
  }

  private endFrame(atMs: number): void {
    this.inFrame = false;
    this.pulling = false;
    this.ackPhase = 0;
    if (this.changed) {
      this.changed = false;
      const state = this.state();
      for (const listener of this.listeners) listener(state, atMs);
    }
  }

  private rising(dio: boolean): void {
    if (!this.inFrame || this.ackPhase !== 0) return;
    if (dio) this.byte |= 1 << this.bit;
    this.bit++;
    if (this.bit === 8) this.ackPhase = 1;
  }

  private falling(): void {
    if (!this.inFrame) return;
    if (this.ackPhase === 1) {
      // The 8th falling edge: the byte is in; acknowledge it until the 9th.
      this.received(this.byte);
      this.pulling = true;
      this.stats.acks++;
      this.ackPhase = 2;
    } else if (this.ackPhase === 2) {
      this.pulling = false;
      this.ackPhase = 0;
      this.bit = 0;
      this.byte = 0;
    }
  }

  private received(byte: number): void {
    this.stats.bytes++;
    const first = this.bytesInFrame === 0;
    this.bytesInFrame++;
    if (first) {
      this.frameCommand = byte & 0xc0;
      switch (byte & 0xc0) {
        case 0x40:
          this.fixedAddress = (byte & 0x04) !== 0;
          break;
        case 0xc0:
          this.address = byte & 0x07;
          break;
        case 0x80: {
          const on = (byte & 0x08) !== 0;
          const pulse = byte & 0x07;
          if (on !== this.displayOn || pulse !== this.pulse) this.changed = true;
          this.displayOn = on;
          this.pulse = pulse;
          break;
        }
      }
      return;
    }
    // Data bytes follow only an address command.
    if (this.frameCommand !== 0xc0) return;
    if (this.address < ADDRESSES) {
      if (this.grid[this.address] !== byte) this.changed = true;
      this.grid[this.address] = byte;
    }
    if (!this.fixedAddress) this.address++;
  }

  state(): DisplayState {
    const segments = Array.from(this.grid.subarray(0, DIGITS)) as DisplayState['segments'];
    return {
      segments,
      on: this.displayOn,
      brightness: this.pulse,
      text: this.displayOn ? segmentsToText(segments) : '',
    };
  }

  onChange(listener: DisplayListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
