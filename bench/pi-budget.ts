// A Raspberry Pi's budget (issue 33): one table's `apophis serve --mqtt` (to a broker of
// `apophis hall`'s) in a cgroup v1 `cpu` group held to 40% of one core (cpu.cfs_quota_us 40000
// per 100000: about a Pi 4's core against this machine's), and its big screen in Debian's
// Chromium with the CPU throttled ×3 (CDP Emulation.setCPUThrottlingRate).
// - The service with its virtual box (the emulated firmware in avr8js, as a table without a box
//   runs): start → first answer of `/api/health`, then its idle CPU over `IDLE_MS`.
// - The service with a box on a socat pty (a scripted box in this process, as a Pi's own box on
//   its USB port: no emulator in the Pi's budget): its idle CPU, then the big screen of a
//   running game: a box line (START held: paused; START pressed: running) written into the pty →
//   the change painted on the big screen, p50/p99 (also to the state message's arrival and to
//   the DOM's change, to see where the time goes); the intervals between the screen's frames
//   while its timer runs, p99; then a few lines more under Chromium's tracing: the page's main
//   thread, how busy and on what.
// The line's time is taken here, the paint's in the page (after the frame that drew the change:
// a message posted from that frame's requestAnimationFrame runs once its paint is done), the two
// clocks aligned by a sync of the page's clock against this one (the round trip with the least
// delay of `SYNCS`). Needs root and /sys/fs/cgroup/cpu; otherwise the service runs unheld and
// says so. `PI_MQTT=0`: the same without the bus. Prints `name: value unit`.

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { CHROMIUM_FULL, launchChromium } from '../test/e2e/browser.ts';
import { nowMs, pageClockOffset } from '../test/e2e/page-clock.ts';
import { freePort, HallProcess, TOKEN, tokenOf, waitUntil } from '../test/hall/harness.ts';
import { PtyPair } from '../test/serial/pty.ts';
import { ScriptedBox } from '../test/serial/scripted-box.ts';
import { Screen } from '../test/server/harness.ts';
import { QUICK, scaled } from './quick.ts';

const CGROUP_ROOT = '/sys/fs/cgroup/cpu';
const IDLE_MS = scaled(30_000, 3_000);
/** Box lines measured (half pause, half resume), after `WARM_UP`. */
const LINES = scaled(200, 6);
const WARM_UP = scaled(10, 2);
/** How long the frames are watched while the timer runs. */
const FRAMES_MS = scaled(20_000, 2_000);
const SYNCS = scaled(40, 5);
/** Box lines written again under Chromium's tracing, whose costs are printed. */
const TRACED = scaled(20, 2);
const THROTTLE = 3;
/** `PI_MQTT=0`: the same service without the bus, to see what MQTT itself costs. */
const MQTT = process.env.PI_MQTT !== '0';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APOPHIS = join(ROOT, 'server/apophis.js');

// Without root or the cgroup v1 cpu controller (a CI runner), the service runs unheld: its
// figures then say so (`pi_cpu_quota: 100`), and only show that the bench still runs.
const HELD = process.getuid?.() === 0 && existsSync(CGROUP_ROOT);
if (!HELD) console.error('pi-budget: no root or no /sys/fs/cgroup/cpu: the service runs unheld');
/** What is to be undone at the end, or on a failure half-way: the last made first undone. */
const undo: (() => unknown)[] = [];
async function undoAll(): Promise<void> {
  for (let step = undo.pop(); step; step = undo.pop()) {
    await Promise.resolve()
      .then(step)
      .catch(() => undefined);
  }
}
process.once('uncaughtException', (error) => {
  console.error(error);
  void undoAll().finally(() => process.exit(1));
});
const group = join(CGROUP_ROOT, `apophis-pi-${process.pid}`);
if (HELD) {
  mkdirSync(group);
  undo.push(() => rmdirSync(group));
  writeFileSync(join(group, 'cpu.cfs_period_us'), '100000');
  writeFileSync(join(group, 'cpu.cfs_quota_us'), '40000');
}
/** The held group's periods so far, and those in which it ran out of its quota (cpu.stat). */
function throttled(): { periods: number; throttled: number; ms: number } {
  if (!HELD) return { periods: 0, throttled: 0, ms: 0 };
  const stat = readFileSync(join(group, 'cpu.stat'), 'utf8');
  const field = (name: string) => Number(new RegExp(`${name} (\\d+)`).exec(stat)?.[1] ?? 0);
  return {
    periods: field('nr_periods'),
    throttled: field('nr_throttled'),
    ms: field('throttled_time') / 1e6,
  };
}
let throttledBefore = throttled();
let throttledAfter = throttledBefore;

/** A share of this machine's core as a share of the held one (the Pi's core it stands for). */
const ofHeldCore = (share: number) => (share / (HELD ? 0.4 : 1)) * 100;
const mqtt = MQTT ? 'on' : 'off';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
};

type Held = { child: ChildProcess; data: string };

/** `apophis serve` in the held group (the shell joins it first, so Node starts there). */
async function serveHeld(
  broker: string,
  serial: string,
): Promise<Held & { url: string; firstAnswerMs: number }> {
  const data = mkdtempSync(join(tmpdir(), 'apophis-pi-budget-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(
    'sh',
    [
      '-c',
      `${HELD ? `echo $$ > ${join(group, 'cgroup.procs')} && ` : ''}exec "${process.execPath}" "${APOPHIS}" serve --port ${port} --host 127.0.0.1 --serial "${serial}" --data "${data}" --token ${TOKEN}${MQTT ? ` --mqtt ${broker} --name pi` : ''}`,
    ],
    { env: { ...process.env, APOPHIS_LOG: 'json' }, stdio: 'ignore' },
  );
  const held = { child, data };
  undo.push(() => stop(held));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    'the first answer',
    async () => (await fetch(`${url}/api/health`).catch(() => null))?.ok,
    60_000,
  );
  return { ...held, url, firstAnswerMs: performance.now() - started };
}

/** Kills a service (once: a second call finds it gone). */
async function stop(held: Held): Promise<void> {
  const { child } = held;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
  rmSync(held.data, { recursive: true, force: true });
}

/** The process's CPU time so far, ms (utime + stime from /proc/<pid>/stat, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Settled first (the box's HELLO, the first states on the bus), then its CPU share idle. */
async function idleShare(held: Held): Promise<number> {
  await sleep(scaled(5_000, 1_000));
  const pid = held.child.pid as number;
  const before = cpuMs(pid);
  await sleep(IDLE_MS);
  return (cpuMs(pid) - before) / IDLE_MS;
}

// The page's side, plain JavaScript (tsx's helpers would not exist inside the page): `__expect`
// arms a watch for the paused overlay's arrival or departure; the first DOM change that makes
// it so is timed, then the paint after it, and the arrival of the state message before it. `__frames` collects rAF intervals for `ms`.
const IN_PAGE = `
  window.__shown = [];
  let want = null;
  let arrived = 0;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (event) => {
        if (typeof event.data === 'string' && event.data.startsWith('{"type":"state"')) {
          arrived = performance.timeOrigin + performance.now();
        }
      });
    }
  };
  new MutationObserver(() => {
    if (want === null) return;
    const paused = document.querySelector('[data-testid="overlay-paused"]') !== null;
    if (paused !== want) return;
    want = null;
    const dom = performance.timeOrigin + performance.now();
    const message = arrived;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__shown.push({ message, dom, painted: performance.timeOrigin + performance.now() });
        window.__painted?.();
      };
      channel.port2.postMessage(0);
    });
  }).observe(document, { childList: true, subtree: true });
  window.__expect = (paused) => { want = paused; };
  window.__next = (done) => new Promise((resolve) => {
    if (window.__shown.length > done) resolve(window.__shown.at(-1));
    else window.__painted = () => { window.__painted = null; resolve(window.__shown.at(-1)); };
  });
  window.__frames = (ms) => new Promise((resolve) => {
    const gaps = [];
    let last = null;
    const first = performance.now();
    const step = (t) => {
      if (last !== null) gaps.push(t - last);
      last = t;
      if (t - first < ms) requestAnimationFrame(step);
      else resolve(gaps);
    };
    requestAnimationFrame(step);
  });
`;
type InPage = {
  __shown: { message: number; dom: number; painted: number }[];
  __expect(paused: boolean): void;
  /** The paint after the `done`-th, once there is one (no polling in the page). */
  __next(done: number): Promise<{ message: number; dom: number; painted: number }>;
  __frames(ms: number): Promise<number[]>;
};

// The compiled service, as a Pi runs it (`apophis` falls back to the TypeScript sources when a
// source is newer than the build: through tsx the same idle service costs about half as much again).
// A quick run (npm test's, which built the service before it began, and whose display bench
// builds the screens just before this one) judges no figure: it builds only what is missing,
// never under a file another test's service is reading.
const build = (part: 'server' | 'display', output: string) => {
  if (!QUICK || !existsSync(join(ROOT, output)))
    execFileSync('npm', ['run', '--silent', `build:${part}`], { cwd: ROOT, stdio: 'ignore' });
};
build('server', 'dist/server/cli.js');
const hall = await HallProcess.start(['--broker-port', String(await freePort())]);
undo.push(() => hall.kill());
const broker = hall.broker as string;

// The virtual box: start and idle.
const virtual = await serveHeld(broker, 'virtual');
const idleVirtual = await idleShare(virtual);
await stop(virtual);

// A box on a pty: idle, then the big screen.
build('display', 'dist/display/index.html');
const scratch = mkdtempSync(join(tmpdir(), 'apophis-pi-pty-'));
undo.push(() => rmSync(scratch, { recursive: true, force: true }));
const pty = new PtyPair(scratch);
undo.push(() => pty.kill());
await pty.start();
const box = new ScriptedBox();
undo.push(() => box.detach());
await box.attach(pty.box);
const service = await serveHeld(broker, pty.server);
// Plugged in once the service listens on the port (a HELLO said before is lost, as a real one).
box.boot();
await waitUntil(
  'the box on the pty',
  async () => {
    const answer = await fetch(`${service.url}/api/tables`).catch(() => null);
    const body = (await answer?.json()) as { tables?: { box?: { connected?: boolean } }[] };
    return body?.tables?.[0]?.box?.connected;
  },
  30_000,
);
const idlePty = await idleShare(service);

// With `--mqtt`, a table's token is derived from the service's (DESIGN.md).
const tableToken = MQTT ? tokenOf('pi/1') : TOKEN;
const control = await Screen.open(service.url);
undo.push(() => control.socket.close());
for (const command of [
  { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 },
  { type: 'start' },
] as const) {
  const result = await control.command(command, tableToken);
  if (!result.ok) throw new Error(`${command.type} refused: ${result.error}`);
}
/**
 * Writes `warmUp + count` box lines (pause, resume in turn), each awaited on the screen; the
 * figures (when kept) after the warm-up.
 */
async function writeLines(page: Page, warmUp: number, count: number, keep = true): Promise<void> {
  for (let i = 0; i < warmUp + count; i++) {
    const pause = i % 2 === 0;
    const done = await page.evaluate((paused) => {
      const w = window as unknown as InPage;
      w.__expect(paused);
      return w.__shown.length;
    }, pause);
    // A line lands anywhere in a frame, not just after the one the evaluate above saw.
    await sleep(Math.random() * 17);
    const next = page.evaluate((n) => (window as unknown as InPage).__next(n), done);
    const written = nowMs() + sync.offset;
    box.press('START', pause ? 'LONG' : 'PRESS');
    const last = await next;
    if (keep && i >= warmUp) {
      message.push(last.message - written);
      shown.push(last.dom - written);
      painted.push(last.painted - written);
    }
    // The ACK and the lamps reach the box before the next press.
    await sleep(50);
  }
}

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
};

/**
 * The renderer's main thread in a trace: its busy share of `ms`, and its self time by event
 * name (an event's time less that of the events inside it), ms a second, the largest first.
 */
function mainThreadCosts(trace: { traceEvents: TraceEvent[] }, ms: number) {
  const mains = trace.traceEvents.filter(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const spans = (main: TraceEvent) =>
    trace.traceEvents
      .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // The page's renderer is the busiest one.
  const events = mains.map(spans).sort((a, b) => b.length - a.length)[0] ?? [];
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const open: { end: number; name: string }[] = [];
  let busy = 0;
  for (const event of events) {
    const dur = (event.dur ?? 0) / 1000;
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - dur);
    else busy += dur;
    self.set(event.name, (self.get(event.name) ?? 0) + dur);
    if (!open.some((outer) => outer.name === event.name)) {
      inclusive.set(event.name, (inclusive.get(event.name) ?? 0) + dur);
    }
    open.push({ end: event.ts + (event.dur ?? 0), name: event.name });
  }
  const perSecond = (value: number) => (value * 1000) / ms;
  return {
    busy: busy / ms,
    byName: [...self]
      .map(([name, value]) => ({ name, msPerSecond: perSecond(value) }))
      .sort((a, b) => b.msPerSecond - a.msPerSecond),
    /** Time inside an event and what it called: the frames' callbacks, the messages, the timers. */
    within: ['FireAnimationFrame', 'EventDispatch', 'TimerFire', 'ParseHTML'].map((name) => ({
      name,
      msPerSecond: perSecond(inclusive.get(name) ?? 0),
    })),
  };
}

// The desktop browser a kiosk runs, as in every earlier round's figures.
const browser = await launchChromium(CHROMIUM_FULL);
undo.push(() => browser.close());
let costs: ReturnType<typeof mainThreadCosts> = { busy: 0, byName: [], within: [] };
/** ms from the line's write: the state message at the page, the DOM changed, the paint done. */
const message: number[] = [];
const shown: number[] = [];
const painted: number[] = [];
let frames: number[] = [];
let sync = { offset: 0, within: 0 };
try {
  const page = await (
    await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  ).newPage();
  await page.addInitScript({ content: IN_PAGE });
  await page.goto(`${service.url}/?token=${tableToken}`);
  await page.getByTestId('timer').waitFor();
  // Synced before the throttling, which slows the page's answers but not its clock.
  sync = await pageClockOffset(page, SYNCS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await sleep(1000);
  frames = await page.evaluate((ms) => (window as unknown as InPage).__frames(ms), FRAMES_MS);
  throttledBefore = throttled();
  await writeLines(page, WARM_UP, LINES);
  throttledAfter = throttled();
  // A few more lines traced (Chromium's timeline): the page's main thread, its costs by name.
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  const tracedFrom = performance.now();
  await writeLines(page, 0, TRACED, false);
  const tracedMs = performance.now() - tracedFrom;
  costs = mainThreadCosts(JSON.parse((await browser.stopTracing()).toString()), tracedMs);
} finally {
  await undoAll();
}

console.log(`pi_cpu_quota: ${HELD ? 40 : 100} % of one core`);
console.log(`pi_start_to_first_answer: ${(virtual.firstAnswerMs / 1000).toFixed(2)} s`);
console.log(`pi_idle_cpu_mqtt_${mqtt}: ${(idleVirtual * 100).toFixed(1)} % of one core`);
// The target is 10% of the Pi's core, which the group's 40% of this machine's stands for.
console.log(
  `pi_idle_cpu_mqtt_${mqtt}_held_core: ${ofHeldCore(idleVirtual).toFixed(1)} % of the held core`,
);
console.log(
  `pi_idle_cpu_mqtt_${mqtt}_pty_box_held_core: ${ofHeldCore(idlePty).toFixed(1)} % of the held core`,
);
console.log(`pi_screen_cpu_throttle: ${THROTTLE} x`);
console.log(`pi_line_to_screen_p50: ${percentile(painted, 0.5).toFixed(1)} ms`);
console.log(`pi_line_to_screen_p99: ${percentile(painted, 0.99).toFixed(1)} ms`);
console.log(`pi_line_to_message_p50: ${percentile(message, 0.5).toFixed(1)} ms`);
console.log(`pi_line_to_message_p99: ${percentile(message, 0.99).toFixed(1)} ms`);
console.log(`pi_line_to_dom_p50: ${percentile(shown, 0.5).toFixed(1)} ms`);
console.log(`pi_line_to_dom_p99: ${percentile(shown, 0.99).toFixed(1)} ms`);
// The periods (100 ms) in which the held service used up its 40 ms while the lines were written.
console.log(
  `pi_service_throttled_periods: ${throttledAfter.throttled - throttledBefore.throttled} count`,
);
console.log(`pi_service_periods: ${throttledAfter.periods - throttledBefore.periods} count`);
console.log(`pi_service_throttled_time: ${(throttledAfter.ms - throttledBefore.ms).toFixed(1)} ms`);
console.log(`pi_line_samples: ${painted.length} count`);
console.log(`pi_clock_sync_within: ${sync.within.toFixed(2)} ms`);
console.log(`pi_clock_offset: ${sync.offset.toFixed(2)} ms`);
// The page's main thread while the traced lines were written: how busy, and on what (the
// event names are Chromium's: FunctionCall is script, Paint, Layout, UpdateLayoutTree style).
console.log(`pi_trace_main_thread_busy: ${(costs.busy * 100).toFixed(1)} %`);
for (const { name, msPerSecond } of costs.byName.slice(0, 6)) {
  console.log(`pi_trace_${name.replace(/\W+/g, '_')}: ${msPerSecond.toFixed(1)} ms/s`);
}
for (const { name, msPerSecond } of costs.within) {
  console.log(`pi_trace_within_${name}: ${msPerSecond.toFixed(1)} ms/s`);
}
console.log(`pi_frame_p50: ${percentile(frames, 0.5).toFixed(1)} ms`);
console.log(`pi_frame_p99: ${percentile(frames, 0.99).toFixed(1)} ms`);
console.log(
  `pi_frames_over_one_vsync: ${((100 * frames.filter((ms) => ms > 18).length) / frames.length).toFixed(1)} %`,
);
console.log(`pi_frame_samples: ${frames.length} count`);
