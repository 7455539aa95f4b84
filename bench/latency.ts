// From a line written into the box's pty to the WebSocket clients having what it caused:
// a refused SCRAP press (a `notice`, nothing logged) and START held/pressed (pause/resume:
// appended, fsynced, then broadcast as `state`). The real service, store, link, socat ptys
// and ws clients all run in this one process, timed with performance.now().
// Prints `name: value unit` lines (see bench/README.md).

import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { BoxLink } from '../server/serial/index.ts';
import { type Button, encode, type Gesture } from '../src/protocol.ts';
import { PtyPair, scratchDir, waitFor } from '../test/serial/pty.ts';
import { ScriptedBox } from '../test/serial/scripted-box.ts';
import { type Service, startService, TOKEN } from '../test/server/harness.ts';
import { scaled } from './quick.ts';

const BAUD = 115_200;
const EVENTS = scaled(1000, 40);
const WARM_UP = scaled(50, 5);
/** Pause/resume pairs pile up in the history; a new game every so often keeps the state game-sized. */
const NEW_GAME_EVERY = scaled(100, 20);
const EVENT_TIMEOUT_MS = 5000;

/** A screen that only notes when each message arrives: its own work must not colour the figures. */
class Watcher {
  readonly socket: WebSocket;
  #wanted: string | null = null;
  #arrived: ((at: number) => void) | null = null;
  #results = new Map<string, (text: string) => void>();
  #next = 1;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) => {
      const at = performance.now();
      const text = data.toString();
      if (this.#wanted !== null && text.startsWith(this.#wanted)) {
        this.#wanted = null;
        this.#arrived?.(at);
      } else if (text.startsWith('{"type":"result"')) {
        const id = (JSON.parse(text) as { id: string }).id;
        this.#results.get(id)?.(text);
      }
    });
  }

  static async open(url: string): Promise<Watcher> {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new Watcher(socket);
  }

  /** Resolves with the arrival time of the next message that starts with `prefix`. */
  expect(prefix: string): Promise<number> {
    return new Promise((resolve) => {
      this.#wanted = prefix;
      this.#arrived = resolve;
    });
  }

  async command(command: object): Promise<void> {
    const id = `b${this.#next++}`;
    const text = await new Promise<string>((resolve) => {
      this.#results.set(id, resolve);
      this.socket.send(JSON.stringify({ type: 'command', id, token: TOKEN, command }));
    });
    this.#results.delete(id);
    const result = JSON.parse(text) as { ok: boolean; error?: string };
    if (!result.ok) throw new Error(`${JSON.stringify(command)} refused: ${result.error}`);
  }
}

type Case = {
  name: 'notice' | 'state';
  /** The box's event for the i-th measured event, and the start of the message it causes. */
  event(i: number): { button: Button; gesture: Gesture; causes: string };
};

// A state message begins with the table's phase (publicState spreads the table first).
const statePrefix = (phase: string) => `{"type":"state","state":{"phase":"${phase}"`;

const CASES: Case[] = [
  {
    name: 'notice',
    // The rocket is empty, so SCRAP is refused and the refusal is shown on every screen.
    event: () => ({ button: 'SCRAP', gesture: 'PRESS', causes: '{"type":"notice"' }),
  },
  {
    name: 'state',
    // START held pauses, START pressed resumes: each an action logged and fsynced first.
    event: (i) =>
      i % 2 === 0
        ? { button: 'START', gesture: 'LONG', causes: statePrefix('paused') }
        : { button: 'START', gesture: 'PRESS', causes: statePrefix('running') },
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] as number;
}

async function newGame(control: Watcher): Promise<void> {
  await control.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 });
  await control.command({ type: 'start' });
}

type Samples = {
  /** ms from the write until the last watcher has the message: every screen is up to date. */
  last: number[];
  /** ms until the first watcher has it. */
  first: number[];
  /** ms until the link hands the decoded event to the table: the pty and the line parser. */
  linkEvent: number[];
  lineBytes: number[];
};

async function measure(
  box: ScriptedBox,
  link: BoxLink,
  watchers: Watcher[],
  test: Case,
): Promise<Samples> {
  const control = watchers[0] as Watcher;
  const samples: Samples = { last: [], first: [], linkEvent: [], lineBytes: [] };
  let linkEventAt: number | null = null;
  const onEvent = () => {
    linkEventAt ??= performance.now();
  };
  link.on('event', onEvent);
  for (let i = 0; i < WARM_UP + EVENTS; i++) {
    if (i % NEW_GAME_EVERY === 0) await newGame(control);
    const { button, gesture, causes } = test.event(i);
    const arrivals = Promise.all(watchers.map((watcher) => watcher.expect(causes)));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(`${test.name} event ${i}: no "${causes}" within ${EVENT_TIMEOUT_MS} ms`),
          ),
        EVENT_TIMEOUT_MS,
      );
    });
    linkEventAt = null;
    const writtenAt = performance.now();
    // The box's own way: the event kept until ACKed, resent if the ACK is late.
    const seq = box.press(button, gesture);
    const times = await Promise.race([arrivals, timeout]);
    clearTimeout(timer);
    if (i >= WARM_UP) {
      samples.last.push(Math.max(...times) - writtenAt);
      samples.first.push(Math.min(...times) - writtenAt);
      if (linkEventAt !== null) samples.linkEvent.push(linkEventAt - writtenAt);
      samples.lineBytes.push(encode(seq, { verb: 'BTN', button, gesture }).length);
    }
    // Let the ACK and the lamps reach the box before the next press.
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  link.off('event', onEvent);
  return samples;
}

/** `name_p50…` and `name_p99…` lines for one set of samples. */
function report(name: string, suffix: string, values: number[]): void {
  const sorted = [...values].sort((a, b) => a - b);
  for (const p of [50, 99]) {
    console.log(`${name}_p${p}_${suffix}: ${percentile(sorted, p / 100).toFixed(3)} ms`);
  }
}

const scratch = scratchDir();
const pty = new PtyPair(scratch.dir);
const box = new ScriptedBox();
let service: Service | null = null;
const watchers: Watcher[] = [];
try {
  await pty.start();
  await box.attach(pty.box);
  box.boot();
  // The service logs as it does in production (pino JSON lines), into /dev/null.
  service = await startService({
    box: { serial: pty.server, baud: BAUD },
    dir: scratch.dir,
    extra: { logger: { level: 'info', file: '/dev/null' } },
  });
  const link = service.app.box.link;
  if (!link) throw new Error(`no box link on ${pty.server}`);
  await waitFor('the box link to connect', () => link.status.connected);
  const linkEvents: number[] = [];
  for (const clients of [1, 50]) {
    while (watchers.length < clients) watchers.push(await Watcher.open(service.url));
    const suffix = `${clients}client${clients > 1 ? 's' : ''}`;
    for (const test of CASES) {
      const samples = await measure(box, link, watchers, test);
      linkEvents.push(...samples.linkEvent);
      report(`latency_${test.name}`, suffix, samples.last);
      if (clients > 1) report(`latency_${test.name}_first`, suffix, samples.first);
      if (clients === 1) {
        const bytes = samples.lineBytes.reduce((sum, n) => sum + n, 0) / samples.lineBytes.length;
        // 8N1: ten bits a byte on the wire. socat's ptys do not pace at the baud rate,
        // so the figures above exclude this time: they are what the service adds to it.
        console.log(`line_bytes_${test.name}: ${bytes.toFixed(1)} bytes`);
        console.log(
          `line_transmission_${test.name}_115200: ${((bytes * 10 * 1000) / BAUD).toFixed(3)} ms`,
        );
      }
    }
  }
  report('latency_line_to_link_event', 'all', linkEvents);
  console.log(`latency_events_per_case: ${EVENTS} count`);
} finally {
  for (const watcher of watchers) watcher.socket.close();
  await service?.close();
  await box.detach();
  await pty.kill();
  scratch.remove();
}
