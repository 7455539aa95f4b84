// The committed firmware in simavr (test/simavr/box.c), a second simulator beside
// avr8js, spoken to over a real pty with serialport as the service does: it says HELLO,
// answers a server ROLL with ACK, ROLLING and ROLL, and rolls on its ROLL button.
import { ReadlineParser } from '@serialport/parser-readline';
import { SerialPort } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type BoxCommand,
  type BoxMessage,
  codecFor,
  decodeAnyBoxLine,
  type Frame,
  nextSeq,
  type ProtocolVersion,
} from '../../src/protocol.ts';
import { type SimavrBox, simavrMissing, startSimavrBox } from './simavr-box.ts';

const missing = simavrMissing();
if (missing) console.log(`test/simavr skipped: ${missing}`);

type Heard = Frame<BoxMessage> & { line: string; at: number };

/** serialport on the simavr box's pty: every line decoded whatever its protocol. */
class Wire {
  readonly heard: Heard[] = [];
  readonly bad: string[] = [];
  version: ProtocolVersion = 1;
  private seq = 0;
  private constructor(readonly port: SerialPort) {
    const lines = port.pipe(new ReadlineParser({ delimiter: '\n', encoding: 'latin1' }));
    lines.on('data', (line: string) => {
      const decoded = decodeAnyBoxLine(line);
      if (!decoded.ok) {
        this.bad.push(line);
        return;
      }
      const { message } = decoded.frame;
      if (message.verb === 'HELLO' && (message.protocol === 1 || message.protocol === 2)) {
        this.version = message.protocol;
        if (decoded.frame.seq === 0) this.seq = 0;
      }
      this.heard.push({ ...decoded.frame, line, at: performance.now() });
    });
  }

  static async open(path: string): Promise<Wire> {
    const port = new SerialPort({ path, baudRate: 115200, autoOpen: false });
    await new Promise<void>((resolve, reject) =>
      port.open((error) => (error ? reject(error) : resolve())),
    );
    port.on('error', () => {});
    return new Wire(port);
  }

  /** Sends a command with the next seq, in the protocol the box announced. */
  send(message: BoxCommand): number {
    const codec = codecFor(this.version);
    let seq = 0;
    if (codec.counted(message)) {
      this.seq = nextSeq(this.seq);
      seq = this.seq;
    } else if (message.verb === 'HELLO') {
      this.seq = 0;
    }
    this.port.write(Buffer.from(codec.encode(seq, message), 'latin1'));
    return seq;
  }

  /** The first frame from index `from` that matches, waiting up to `withinMs`. */
  async next(match: (frame: Heard) => boolean, from = 0, withinMs = 3000): Promise<Heard> {
    const deadline = performance.now() + withinMs;
    for (;;) {
      const found = this.heard.slice(from).find(match);
      if (found) return found;
      if (performance.now() > deadline) {
        const last = this.heard.slice(-5).map((frame) => frame.line);
        throw new Error(`nothing within ${withinMs} ms; last lines: ${last.join(' | ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** ACKs the box events from index `from`. */
  ackEvents(from = 0): void {
    for (const frame of this.heard.slice(from)) {
      if (['BTN', 'ROLLING', 'ROLL'].includes(frame.message.verb))
        this.send({ verb: 'ACK', seq: frame.seq });
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) =>
      this.port.isOpen ? this.port.close(() => resolve()) : resolve(),
    );
  }
}

const rollValues = (frame: Heard) => (frame.message.verb === 'ROLL' ? frame.message.values : []);

describe.skipIf(missing !== null)('the firmware in simavr, over a pty', () => {
  let box: SimavrBox | null = null;
  let wire: Wire | null = null;
  afterEach(async () => {
    await wire?.close();
    await box?.stop();
    wire = null;
    box = null;
  });

  it('says HELLO, then heartbeats on its own clock', async () => {
    box = await startSimavrBox({ hold: true });
    wire = await Wire.open(box.path);
    box.run();
    const hello = await wire.next((frame) => frame.message.verb === 'HELLO');
    expect(hello.seq).toBe(0);
    expect(hello.message).toMatchObject({ verb: 'HELLO', device: 'apophis-box' });
    const beat = await wire.next((frame) => frame.message.verb === 'HB', 0, 2500);
    const next = await wire.next(
      (frame) => frame.message.verb === 'HB' && frame !== beat,
      wire.heard.indexOf(beat) + 1,
      2500,
    );
    const uptime = (frame: Heard) => (frame.message.verb === 'HB' ? frame.message.uptimeMs : -1);
    // The first a second after the HELLO. (simavr 1.6 fires the watchdog's interrupt
    // once only, so the boot's wait for 24 of them ends at its 1 s timeout: the HELLO
    // comes at about 1 s here, at about 0.4 s in avr8js and on the chip.)
    expect(uptime(beat)).toBeGreaterThan(1350);
    expect(uptime(beat)).toBeLessThan(2100);
    expect(uptime(next) - uptime(beat)).toBe(1000);
    // Real time: a second of wall clock between them, give or take (a line read late on a
    // loaded machine shortens the gap after it: two cores' worth of load took 320 ms from one),
    // and the two seconds together no shorter than a second and a half.
    expect(beat.at - hello.at).toBeGreaterThan(500);
    expect(beat.at - hello.at).toBeLessThan(1500);
    expect(next.at - beat.at).toBeGreaterThan(500);
    expect(next.at - beat.at).toBeLessThan(1300);
    expect(next.at - hello.at).toBeGreaterThan(1500);
    expect(wire.bad).toEqual([]);
  }, 30_000);

  it('answers a server ROLL with ACK, ROLLING and ROLL', async () => {
    box = await startSimavrBox({ hold: true, seed: 3 });
    wire = await Wire.open(box.path);
    box.run();
    await wire.next((frame) => frame.message.verb === 'HELLO');
    const from = wire.heard.length;
    const asked = wire.send({ verb: 'ROLL' });
    const ack = await wire.next((frame) => frame.message.verb === 'ACK', from);
    expect(ack.message).toEqual({ verb: 'ACK', seq: asked });
    const rolling = await wire.next((frame) => frame.message.verb === 'ROLLING', from);
    const rolled = await wire.next((frame) => frame.message.verb === 'ROLL', from);
    expect(rolled.message).toMatchObject({ verb: 'ROLL', sides: 6 });
    const [value] = rollValues(rolled);
    expect(value).toBeGreaterThanOrEqual(1);
    expect(value).toBeLessThanOrEqual(6);
    // About 700 ms of tumbling between them, in wall-clock time too.
    expect(rolled.at - rolling.at).toBeGreaterThan(500);
    expect(rolled.at - rolling.at).toBeLessThan(1200);
    wire.ackEvents(from);
    expect(wire.bad).toEqual([]);
  }, 30_000);

  it('rolls when its ROLL button is pressed', async () => {
    box = await startSimavrBox({ hold: true, seed: 5 });
    wire = await Wire.open(box.path);
    box.run();
    await wire.next((frame) => frame.message.verb === 'HELLO');
    const from = wire.heard.length;
    await box.press('ROLL');
    const press = await wire.next((frame) => frame.message.verb === 'BTN', from);
    expect(press.message).toEqual({ verb: 'BTN', button: 'ROLL', gesture: 'PRESS' });
    const rolled = await wire.next((frame) => frame.message.verb === 'ROLL', from);
    expect(rollValues(rolled)).toHaveLength(1);
    wire.ackEvents(from);
    const stats = await box.stats();
    expect(stats.ms).toBeGreaterThan(500);
    console.log(
      `simavr: ${stats.ms.toFixed(0)} ms simulated, ${((100 * stats.slept) / stats.cycles).toFixed(1)}% of cycles asleep`,
    );
    expect(wire.bad).toEqual([]);
  }, 30_000);
});
