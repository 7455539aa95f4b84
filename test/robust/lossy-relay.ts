// A bad cable between two ptys: lines read from one end are written to the other,
// and a seeded share of them is dropped, doubled, held back past the next line,
// given one flipped bit, or written in two chunks with a pause between.
import { ReadlineParser } from '@serialport/parser-readline';
import { SerialPort } from 'serialport';
import { seededRandom } from '../../server/virtual-box/uno.ts';

export const FAULTS = ['dropped', 'duplicated', 'reordered', 'corrupted', 'split'] as const;
export type Fault = (typeof FAULTS)[number];

/** The chance of each fault per line; a line gets at most one. */
export type FaultRates = Record<Fault, number>;

export const DEFAULT_FAULT_RATES: FaultRates = {
  dropped: 0.04,
  duplicated: 0.03,
  reordered: 0.03,
  corrupted: 0.03,
  split: 0.03,
};

export type DirectionCounts = Record<Fault, number> & {
  /** Lines read from this direction's source. */
  lines: number;
  /** Lines given any fault. */
  faulted: number;
};

/** A line held back this long with no next line to pass it goes on alone. */
const HOLD_MAX_MS = 300;

function openPort(path: string): Promise<SerialPort> {
  const port = new SerialPort({ path, baudRate: 115200, autoOpen: false });
  return new Promise((resolve, reject) =>
    port.open((error) => (error ? reject(error) : resolve(port))),
  );
}

/** One direction of the cable, with its own faults and counts. */
class Direction {
  readonly counts = emptyCounts();
  /** Every line taken, with its fault (`ok` when none): what a failed run prints. */
  readonly taken: string[] = [];
  /** Writes in order: a split line's second chunk goes before any later line. */
  #writing: Promise<void> = Promise.resolve();
  #held: { line: string; timer: NodeJS.Timeout } | null = null;

  constructor(
    private readonly to: SerialPort,
    private readonly rates: FaultRates,
    private readonly random: () => number,
  ) {}

  take(line: string): void {
    this.counts.lines++;
    const fault = this.#pick();
    this.taken.push(`${fault ?? 'ok'} ${line.trimEnd()}`);
    if (fault) {
      this.counts.faulted++;
      this.counts[fault]++;
    }
    const held = this.#held;
    if (fault === 'reordered' && !held) {
      this.#held = { line, timer: setTimeout(() => this.#release(), HOLD_MAX_MS) };
      return;
    }
    switch (fault) {
      case 'dropped':
        break;
      case 'duplicated':
        this.#write(line);
        this.#write(line);
        break;
      case 'corrupted':
        this.#write(this.#flipBit(line));
        break;
      case 'split':
        this.#writeSplit(line);
        break;
      default:
        this.#write(line);
    }
    // The held line goes after the one that passed it.
    if (held) this.#release();
  }

  /** Waits for every write in flight, letting a held line go first. */
  async settle(): Promise<void> {
    this.#release();
    await this.#writing;
  }

  #pick(): Fault | null {
    let roll = this.random();
    for (const fault of FAULTS) {
      roll -= this.rates[fault];
      if (roll < 0) return fault;
    }
    return null;
  }

  #release(): void {
    const held = this.#held;
    if (!held) return;
    clearTimeout(held.timer);
    this.#held = null;
    this.#write(held.line);
  }

  /** One bit of one byte before the terminator, kept 7-bit: the checksum must catch it. */
  #flipBit(line: string): string {
    const at = Math.floor(this.random() * line.length);
    const bit = 1 << Math.floor(this.random() * 7);
    const flipped = String.fromCharCode(line.charCodeAt(at) ^ bit);
    return line.slice(0, at) + flipped + line.slice(at + 1);
  }

  #write(line: string): void {
    this.#queue(() => this.#send(`${line}\n`));
  }

  #writeSplit(line: string): void {
    const whole = `${line}\n`;
    const cut = 1 + Math.floor(this.random() * (whole.length - 1));
    const pauseMs = 2 + Math.floor(this.random() * 20);
    this.#queue(async () => {
      await this.#send(whole.slice(0, cut));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      await this.#send(whole.slice(cut));
    });
  }

  #queue(write: () => Promise<void>): void {
    this.#writing = this.#writing.then(write);
  }

  #send(text: string): Promise<void> {
    return new Promise((resolve) => {
      if (!this.to.isOpen) return resolve();
      // A pty whose far end is gone refuses writes: the cable just loses the line.
      this.to.write(Buffer.from(text, 'latin1'), () => resolve());
    });
  }
}

/**
 * The relay between the box's pty (`boxSide`) and the server's (`serverSide`).
 * `seed` makes its faults repeatable for the same sequence of lines.
 */
export class LossyRelay {
  #ports: SerialPort[] = [];
  #boxToServer: Direction | null = null;
  #serverToBox: Direction | null = null;

  constructor(
    private readonly boxSide: string,
    private readonly serverSide: string,
    private readonly seed: number,
    private readonly rates: FaultRates = DEFAULT_FAULT_RATES,
  ) {}

  async start(): Promise<void> {
    const [box, server] = await Promise.all([openPort(this.boxSide), openPort(this.serverSide)]);
    this.#ports = [box, server];
    // Two streams from one seed: each direction's faults do not depend on the other's traffic.
    this.#boxToServer = new Direction(server, this.rates, seededRandom(this.seed));
    this.#serverToBox = new Direction(box, this.rates, seededRandom(this.seed ^ 0x5bd1e995));
    this.#pipe(box, this.#boxToServer);
    this.#pipe(server, this.#serverToBox);
  }

  #pipe(from: SerialPort, direction: Direction): void {
    from.on('error', () => {});
    from
      .pipe(new ReadlineParser({ delimiter: '\n', encoding: 'latin1' }))
      .on('data', (line: string) => direction.take(line));
  }

  /** The lines taken each way so far that `keep` matches, with their faults. */
  transcript(keep: RegExp): { boxToServer: string[]; serverToBox: string[] } {
    return {
      boxToServer: this.#boxToServer?.taken.filter((line) => keep.test(line)) ?? [],
      serverToBox: this.#serverToBox?.taken.filter((line) => keep.test(line)) ?? [],
    };
  }

  get boxToServer(): DirectionCounts {
    return { ...(this.#boxToServer?.counts ?? emptyCounts()) };
  }

  get serverToBox(): DirectionCounts {
    return { ...(this.#serverToBox?.counts ?? emptyCounts()) };
  }

  async stop(): Promise<void> {
    await Promise.all([this.#boxToServer?.settle(), this.#serverToBox?.settle()]);
    await Promise.all(
      this.#ports.map(
        (port) =>
          new Promise<void>((resolve) => (port.isOpen ? port.close(() => resolve()) : resolve())),
      ),
    );
    this.#ports = [];
  }
}

function emptyCounts(): DirectionCounts {
  return { lines: 0, faulted: 0, dropped: 0, duplicated: 0, reordered: 0, corrupted: 0, split: 0 };
}
