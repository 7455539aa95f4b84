// The box of the lossy-link scenario, in its own process: the committed firmware in
// avr8js bridged to one end of a pty (board TX line → pty, pty bytes → board RX), run
// at real time (its 250 ms resends are 250 ms on the wall, as a real box's), pressing
// the planned buttons on its pins in board time. It speaks whatever protocol the
// firmware speaks (2 for firmware 2.x). Talks to the scenario over IPC.
// Usage: node --import tsx lossy-box.ts PTY SEED
import { SerialPort } from 'serialport';
import { seededRandom, Uno } from '../../server/virtual-box/uno.ts';
import { FIRMWARE_HEX } from '../../server/virtual-box/virtual-box.ts';
import { decodeAnyBoxLine } from '../../src/protocol.ts';
import type { PlannedPress } from './lossy-presses.ts';

/** From the scenario. */
export type ToBox = { type: 'go'; plan: PlannedPress[] } | { type: 'stop' };

/** What the firmware said, counted at its own UART, before the wire touched it. */
export type BoxFigures = {
  lines: number;
  /** BTN, ROLLING and ROLL lines sent for the first time (COMMIT and SEED are the proof's). */
  events: number;
  /** Event lines sent again (the oldest unACKed, every 250 ms). */
  resent: number;
  heartbeats: number;
  /** `NAK 0 OVERFLOW`: the queue was full and the oldest event was dropped. */
  overflows: number;
  /** Server lines the box refused (NAK with another reason): the wire garbled them. */
  refused: number;
  hellos: number;
  /** HELLOs at seq 0 after the first: the board restarted. */
  reboots: number;
  watchdogResets: number;
  simulatedMs: number;
  wallMs: number;
};

/** To the scenario. */
export type FromBox =
  | { type: 'ready' }
  /** An event line the firmware sent for the first time, in the order it sent them. */
  | { type: 'event'; seq: number; line: string }
  /** The firmware's COMMIT or SEED line, sent for the first time (its ROLLs are events). */
  | { type: 'proof'; seq: number; line: string }
  | { type: 'done' }
  | { type: 'figures'; figures: BoxFigures };

const SLICE_MS = 5;

function tell(message: FromBox): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const [path, seedText] = process.argv.slice(2);
  if (!path || !seedText) throw new Error('usage: lossy-box.ts PTY SEED');
  const seed = Number(seedText);
  const port = new SerialPort({ path, baudRate: 115200, autoOpen: false });
  await new Promise<void>((resolve, reject) =>
    port.open((error) => (error ? reject(error) : resolve())),
  );
  port.on('error', () => {});
  const uno = Uno.fromHexFile(FIRMWARE_HEX, { noiseSeed: seed });
  const figures: BoxFigures = {
    lines: 0,
    events: 0,
    resent: 0,
    heartbeats: 0,
    overflows: 0,
    refused: 0,
    hellos: 0,
    reboots: 0,
    watchdogResets: 0,
    simulatedMs: 0,
    wallMs: 0,
  };
  // The event seqs sent lately: an event line with one of them is a resend. Seqs are not
  // always sent in order (on overflow the NAK goes out before the event that took the seq
  // before it), and the box keeps 8 events at most, so the last 64 are ample.
  let recentEvents: number[] = [];
  uno.onLine((line) => {
    port.write(Buffer.from(`${line}\n`, 'latin1'));
    figures.lines++;
    const decoded = decodeAnyBoxLine(line);
    if (!decoded.ok) throw new Error(`the firmware said a bad line: ${line}`);
    const { seq, message } = decoded.frame;
    switch (message.verb) {
      case 'BTN':
      case 'ROLLING':
      case 'ROLL':
        if (recentEvents.includes(seq)) {
          figures.resent++;
        } else {
          figures.events++;
          recentEvents = [...recentEvents.slice(-63), seq];
          tell({ type: 'event', seq, line });
        }
        break;
      case 'HB':
        figures.heartbeats++;
        break;
      case 'NAK':
        if (message.reason === 'OVERFLOW') figures.overflows++;
        else figures.refused++;
        break;
      case 'HELLO':
        // A v2 box also says HELLO at 0 when asked; a reboot shows as a watchdog reset or a new board.
        if (seq === 0 && figures.hellos > 0 && decoded.version === 1) figures.reboots++;
        if (seq === 0) recentEvents = [];
        figures.hellos++;
        break;
      // The firmware's proof: told apart from the presses' events (lossy-proof.ts checks it).
      case 'COMMIT':
      case 'SEED':
        if (!recentEvents.includes(seq)) {
          recentEvents = [...recentEvents.slice(-63), seq];
          tell({ type: 'proof', seq, line });
        }
        break;
      case 'ACK':
        break;
    }
  });
  port.on('data', (bytes: Buffer) => uno.write(bytes.toString('latin1')));

  const startedAt = performance.now();
  uno.start({ sliceMs: SLICE_MS });

  const bounceRandom = seededRandom(seed ^ 0x9e3779b9);
  const move = (press: PlannedPress, down: boolean) => {
    if (press.bounce) uno.bounce(press.button, down, { bounceMs: 6, random: bounceRandom });
    else uno.setButton(press.button, down);
  };
  const pressFrom = (plan: PlannedPress[], index: number) => {
    const press = plan[index];
    if (!press) return tell({ type: 'done' });
    uno.after(press.gapMs, () => {
      move(press, true);
      uno.after(press.holdMs, () => {
        move(press, false);
        pressFrom(plan, index + 1);
      });
    });
  };

  process.on('message', (message: ToBox) => {
    if (message.type === 'go') pressFrom(message.plan, 0);
    if (message.type === 'stop') {
      uno.stop();
      figures.watchdogResets = uno.watchdogResets;
      figures.simulatedMs = uno.nowMs;
      figures.wallMs = performance.now() - startedAt;
      tell({ type: 'figures', figures });
      port.close(() => process.disconnect());
    }
  });
  tell({ type: 'ready' });
}

main().catch((error: unknown) => {
  console.error(`lossy box: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
