// The idle cost of the virtual box: `apophis serve --serial virtual` left in the lobby
// (the firmware in avr8js, paced in real time, nobody pressing anything), its CPU time
// (user + system, from /proc/<pid>/stat) over 20 s as a percentage of one core. Run
// twice, one after the other: with sleep skipping (the default) and with it turned off
// (APOPHIS_VIRTUAL_SLEEP=off), so the two figures compare. `--seconds N` measures N s.
// Prints `name: value unit` lines.

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaled } from './quick.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APOPHIS = join(ROOT, 'server', 'apophis.js');
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

const secondsArg = process.argv.indexOf('--seconds');
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : scaled(20, 2);
if (!(SECONDS > 0)) throw new Error('--seconds takes a positive number');
/** After the box said HELLO: the start-up's JIT and first requests settle. */
const SETTLE_MS = 3000;

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU seconds of a process so far (fields 14 and 15 of /proc/<pid>/stat). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) is in parentheses and may hold spaces: count after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / ticksPerSecond;
}

type Started = { child: ChildProcess; url: string; stderr: () => string };

function startService(dataDir: string, env: Record<string, string>): Promise<Started> {
  const child = spawn(
    process.execPath,
    [
      APOPHIS,
      'serve',
      ...['--serial', 'virtual', '--port', '0', '--host', '127.0.0.1', '--data', dataDir],
    ],
    { cwd: ROOT, env: { ...process.env, APOPHIS_LOG: 'json', ...env }, stdio: 'pipe' },
  );
  let stderr = '';
  let stdout = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`apophis serve did not listen within 30 s: ${stderr}`));
    }, 30_000);
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const url = LISTENING.exec(stdout)?.[1];
      if (url) {
        clearTimeout(timer);
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({ child, url, stderr: () => stderr });
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`apophis serve ended (${code ?? signal}): ${stderr}`));
    });
  });
}

type Health = { box?: { connected?: boolean; firmware?: string | null; source?: string } };

async function waitForBox(url: string): Promise<Health['box']> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const health = (await (await fetch(`${url}/api/health`)).json()) as Health;
    if (health.box?.connected && health.box.firmware) return health.box;
    if (Date.now() > deadline)
      throw new Error(`the virtual box did not connect: ${JSON.stringify(health.box)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopService(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Percent of one core the idle service used over SECONDS, and what it ran. */
async function measure(env: Record<string, string>): Promise<{ percent: number; notes: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'apophis-bench-idle-'));
  const service = await startService(dataDir, env);
  try {
    const pid = service.child.pid;
    if (pid === undefined) throw new Error('no pid');
    const box = await waitForBox(service.url);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const cpuStart = await cpuSeconds(pid);
    const wallStart = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const cpu = (await cpuSeconds(pid)) - cpuStart;
    const wall = (performance.now() - wallStart) / 1000;
    const how = service.stderr().includes('running from the sources') ? 'from source' : 'compiled';
    return {
      percent: (100 * cpu) / wall,
      notes: `firmware ${box?.firmware ?? '?'}, service ${how}`,
    };
  } finally {
    await stopService(service.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const off = await measure({ APOPHIS_VIRTUAL_SLEEP: 'off' });
const on = await measure({ APOPHIS_VIRTUAL_SLEEP: 'on' });
console.log(`# virtual box idle in the lobby, ${SECONDS} s each: ${on.notes}`);
console.log(`idle_cpu_virtual_box_skip_sleep: ${on.percent.toFixed(1)} %`);
console.log(`idle_cpu_virtual_box_no_skip: ${off.percent.toFixed(1)} %`);
