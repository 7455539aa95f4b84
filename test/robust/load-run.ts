// A table under load, for the load test and bench/load.ts: the real service in this
// process with its box on a socat pty (a scripted box pressing START every `everyMs`),
// and `displays` WebSocket screens in a child process. Each press pauses or resumes the
// game, so each is an fsynced action and a state broadcast to every screen.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerMessage } from '../../src/messages.ts';
import { PtyPair, scratchDir, waitFor } from '../serial/pty.ts';
import { ScriptedBox } from '../serial/scripted-box.ts';
import { Screen, type Service, startService } from '../server/harness.ts';
import { type HeapSample, heapAfterGc } from './load-memory.ts';

export type LoadOptions = {
  displays: number;
  durationMs: number;
  everyMs: number;
  /** Presses before the figures start (and before the first heap sample). */
  warmUp: number;
  /** The history grows by one entry a press: a new game this often keeps the state game-sized. */
  newGameEvery: number;
  /** Production-like logging (pino JSON to /dev/null) instead of none. */
  log?: boolean;
};

export type LoadFigures = {
  /** ms from the line written into the box's pty to the last display having the state, per press. */
  lastDisplay: number[];
  firstDisplay: number[];
  /** Presses whose state did not reach every display. */
  incomplete: number;
  presses: number;
  heapAfterWarmUp: HeapSample;
  heapAtEnd: HeapSample;
  /** heapUsed after gc at each new game after the warm-up, in bytes: the trend. */
  heapTrend: number[];
  /** Displays the service dropped (too slow) or that closed otherwise. */
  dropped: number;
};

const DISPLAYS_SCRIPT = fileURLToPath(new URL('./load-displays.ts', import.meta.url));
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Arrivals = { first: number; last: number; count: number };
type ChildMessage =
  | { type: 'ready'; displays: number }
  | { type: 'dropped'; code: number }
  | { type: 'report'; arrivals: [string, Arrivals][] };

function startDisplays(url: string, count: number) {
  const child: ChildProcess = fork(DISPLAYS_SCRIPT, [url, String(count)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let dropped = 0;
  let reported: ((arrivals: Map<string, Arrivals>) => void) | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the displays' process ended (${code})`)));
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'dropped') dropped++;
      else reported?.(new Map(message.arrivals));
    });
  });
  return {
    ready,
    get dropped() {
      return dropped;
    },
    report: () =>
      new Promise<Map<string, Arrivals>>((resolve) => {
        reported = resolve;
        child.send({ type: 'report' });
      }),
    stop: () => child.kill('SIGTERM'),
  };
}

async function newGame(control: Screen): Promise<void> {
  for (const command of [
    { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 },
    { type: 'start' },
  ] as const) {
    const result = await control.command(command);
    if (!result.ok) throw new Error(`${command.type} refused: ${result.error}`);
  }
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const scratch = scratchDir();
  const pty = new PtyPair(scratch.dir);
  const box = new ScriptedBox();
  let service: Service | null = null;
  let displays: ReturnType<typeof startDisplays> | null = null;
  try {
    await pty.start();
    await box.attach(pty.box);
    box.boot();
    service = await startService({
      box: { serial: pty.server, baud: 115200 },
      dir: scratch.dir,
      ...(options.log ? { extra: { logger: { level: 'info', file: '/dev/null' } } } : {}),
    });
    const app = service.app;
    const link = app.box.link;
    if (!link) throw new Error(`no box link on ${pty.server}`);
    await waitFor('the box link to connect', () => link.status.connected, 10_000);
    const control = await Screen.open(service.url);
    await newGame(control);
    displays = startDisplays(service.url, options.displays);
    await displays.ready;

    // Which broadcast each press caused: the first state of the phase it leads to.
    const expected: { press: number; phase: string }[] = [];
    const keys: string[] = [];
    const unsubscribe = app.table.subscribe((message: ServerMessage) => {
      const head = expected[0];
      if (message.type !== 'state' || !head || message.state.phase !== head.phase) return;
      keys[head.press] = `${message.serverTime}:${message.state.phase}`;
      expected.shift();
    });
    const written: number[] = [];
    // The control screen and the scripted box keep every message they get: that is the
    // test's memory, not the service's, so it is let go before each sample.
    const serviceHeap = () => {
      control.messages.splice(0);
      box.received.splice(0);
      box.refused.splice(0);
      return heapAfterGc();
    };
    let heapAfterWarmUp = serviceHeap();
    const heapTrend: number[] = [];
    const total = Math.floor(options.durationMs / options.everyMs);
    let next = nowMs();
    let phase: 'running' | 'paused' = 'running';
    for (let press = 0; press < total; press++) {
      if (press > 0 && press % options.newGameEvery === 0) {
        await waitFor('the last press to be broadcast', () => expected.length === 0);
        await newGame(control);
        phase = 'running';
        if (press > options.warmUp) heapTrend.push(serviceHeap().heapUsed);
      }
      if (press === options.warmUp) heapAfterWarmUp = serviceHeap();
      next += options.everyMs;
      // START held pauses a running game; START pressed resumes a paused one.
      const pausing: boolean = phase === 'running';
      phase = pausing ? 'paused' : 'running';
      expected.push({ press, phase });
      written[press] = nowMs();
      box.press('START', pausing ? 'LONG' : 'PRESS');
      await sleep(Math.max(0, next - nowMs()));
    }
    await waitFor('the last press to be broadcast', () => expected.length === 0, 10_000);
    await sleep(500);
    const heapAtEnd = serviceHeap();
    unsubscribe();
    const arrivals = await displays.report();
    const lastDisplay: number[] = [];
    const firstDisplay: number[] = [];
    let incomplete = 0;
    for (let press = options.warmUp; press < total; press++) {
      const seen = arrivals.get(keys[press] ?? '');
      const at = written[press] as number;
      if (!seen || seen.count < options.displays) {
        incomplete++;
        continue;
      }
      lastDisplay.push(seen.last - at);
      firstDisplay.push(seen.first - at);
    }
    control.close();
    return {
      lastDisplay,
      firstDisplay,
      incomplete,
      presses: total,
      heapAfterWarmUp,
      heapAtEnd,
      heapTrend,
      dropped: displays.dropped,
    };
  } finally {
    displays?.stop();
    await service?.close();
    await box.detach();
    await pty.kill();
    scratch.remove();
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}
