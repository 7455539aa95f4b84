// A Raspberry Pi's budget (issue 33), the service's half: one table's `apophis serve` (its
// virtual box, `--mqtt` to a broker of `apophis hall`'s) in a cgroup v1 `cpu` group held to 40%
// of one core (cpu.cfs_quota_us 40000 per 100000: about a Pi 4's core against this machine's).
// Start → first answer of `/api/health`, and the service's idle CPU with MQTT on over
// `IDLE_MS`, as a share of that one core. Needs root and /sys/fs/cgroup/cpu; otherwise it says
// so and prints nothing. The screen's half (line → screen, frame p99 in Chromium throttled ×3)
// is not measured here yet. Prints `name: value unit`.

import { spawn } from 'node:child_process';
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
import { freePort, HallProcess, TOKEN, waitUntil } from '../test/hall/harness.ts';
import { scaled } from './quick.ts';

const CGROUP_ROOT = '/sys/fs/cgroup/cpu';
const IDLE_MS = scaled(30_000, 3_000);
/** `PI_MQTT=0`: the same service without the bus, to see what MQTT itself costs. */
const MQTT = process.env.PI_MQTT !== '0';
const APOPHIS = fileURLToPath(new URL('../server/apophis.js', import.meta.url));

// Without root or the cgroup v1 cpu controller (a CI runner), the service runs unheld: its
// figures then say so (`pi_cpu_quota: 100`), and only show that the bench still runs.
const HELD = process.getuid?.() === 0 && existsSync(CGROUP_ROOT);
if (!HELD) console.error('pi-budget: no root or no /sys/fs/cgroup/cpu: the service runs unheld');
const group = join(CGROUP_ROOT, `apophis-pi-${process.pid}`);
if (HELD) {
  mkdirSync(group);
  writeFileSync(join(group, 'cpu.cfs_period_us'), '100000');
  writeFileSync(join(group, 'cpu.cfs_quota_us'), '40000');
}

const hall = await HallProcess.start(['--broker-port', String(await freePort())]);
const data = mkdtempSync(join(tmpdir(), 'apophis-pi-budget-'));
const port = await freePort();
// The shell puts itself in the group first, so Node starts there: its start is counted too.
const started = performance.now();
const child = spawn(
  'sh',
  [
    '-c',
    `${HELD ? `echo $$ > ${join(group, 'cgroup.procs')} && ` : ''}exec "${process.execPath}" "${APOPHIS}" serve --port ${port} --host 127.0.0.1 --serial virtual --data "${data}" --token ${TOKEN}${MQTT ? ` --mqtt ${hall.broker} --name pi` : ''}`,
  ],
  { env: { ...process.env, APOPHIS_LOG: 'json' }, stdio: 'ignore' },
);
await waitUntil(
  'the first answer',
  async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok,
  60_000,
);
const firstAnswer = performance.now() - started;

/** The process's CPU time so far, ms (utime + stime from /proc/<pid>/stat, 100 ticks a second). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
// Settled first (the box's HELLO, the first states on the bus), then idle.
await new Promise((resolve) => setTimeout(resolve, scaled(5_000, 1_000)));
const pid = child.pid as number;
const before = cpuMs(pid);
await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
const idle = (cpuMs(pid) - before) / IDLE_MS;

child.kill('SIGKILL');
await new Promise((resolve) => child.once('exit', resolve));
await hall.kill();
rmSync(data, { recursive: true, force: true });
if (HELD) rmdirSync(group);

console.log(`pi_cpu_quota: ${HELD ? 40 : 100} % of one core`);
console.log(`pi_start_to_first_answer: ${(firstAnswer / 1000).toFixed(2)} s`);
const mqtt = MQTT ? 'on' : 'off';
console.log(`pi_idle_cpu_mqtt_${mqtt}: ${(idle * 100).toFixed(1)} % of one core`);
// The target is 10% of the Pi's core, which the group's 40% of this machine's stands for.
console.log(
  `pi_idle_cpu_mqtt_${mqtt}_held_core: ${((idle / (HELD ? 0.4 : 1)) * 100).toFixed(1)} % of the held core`,
);
