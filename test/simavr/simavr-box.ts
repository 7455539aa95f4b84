// The box's firmware in simavr, a second simulator beside avr8js: test/simavr/box.c,
// compiled with the machine's gcc against Debian's simavr 1.6 (once per version of
// box.c, cached in the temp folder), running firmware/build/apophis-box.hex in real
// time with its USART on a fresh pty. `startSimavrBox()` gives the pty's path (open it
// with serialport, or give it to `apophis serve --serial <path>`) and presses buttons.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Button } from '../../src/protocol.ts';

const HERE = import.meta.dirname;
const SOURCE = join(HERE, 'box.c');
export const FIRMWARE_HEX = join(HERE, '..', '..', 'firmware', 'build', 'apophis-box.hex');
const INCLUDE = '/usr/include/simavr';

/** Why simavr cannot run here (its library, headers or a C compiler missing), or null. */
export function simavrMissing(): string | null {
  if (spawnSync('gcc', ['--version']).status !== 0) return 'there is no gcc';
  for (const header of ['sim_avr.h', 'avr_adc.h', 'parts/uart_pty.h']) {
    if (!existsSync(join(INCLUDE, header)))
      return `simavr's headers are missing (${join(INCLUDE, header)}: Debian package libsimavr-dev)`;
  }
  for (const [library, pkg] of [
    ['libsimavr.so', 'libsimavr-dev'],
    ['libsimavrparts.so', 'libsimavr-dev, libsimavrparts1'],
  ] as const) {
    const found = spawnSync('gcc', [`-print-file-name=${library}`], {
      encoding: 'utf8',
    }).stdout.trim();
    if (found === library || !existsSync(found))
      return `simavr's library ${library} is missing (Debian packages ${pkg})`;
  }
  return null;
}

/** The harness binary, built if this version of box.c has not been built yet. */
export function buildHarness(): string {
  const source = readFileSync(SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), 'apophis-simavr');
  const binary = join(dir, `box-${hash}`);
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  // Built under a name of its own, then renamed: tests building at once never see half a file.
  const partial = `${binary}.${process.pid}.${Date.now()}`;
  try {
    execFileSync(
      'gcc',
      [
        '-std=c11',
        '-O2',
        '-Wall',
        '-Wextra',
        '-Werror',
        `-I${INCLUDE}`,
        SOURCE,
        '-o',
        partial,
        '-lsimavrparts',
        '-lsimavr',
        '-lpthread',
        '-lutil',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    renameSync(partial, binary);
  } finally {
    rmSync(partial, { force: true });
  }
  return binary;
}

export type SimavrStats = { ms: number; cycles: number; slept: number };

export type SimavrBox = {
  /** The pty the firmware's USART is on (a /dev/pts/N). */
  readonly path: string;
  /** With `hold`: powers the board on (call it once the port is open). */
  run(): void;
  /** Holds a button down or lets it go (clean edges; the pins read high when released). */
  setButton(button: Button, down: boolean): void;
  /**
   * A press held `holdMs` of the chip's own time (120 by default: a tap; 1000 is past LONG's
   * 800 ms), so a loaded machine that slows the board does not shorten it; resolves once the
   * button is let go, with the simulated ms it was held (from the harness's own marks).
   */
  press(button: Button, holdMs?: number): Promise<number>;
  /** Resolves once `ms` of the chip's own time has passed (one pause at a time). */
  pause(ms: number): Promise<void>;
  /** Simulated time, cycles, and cycles the CPU slept. */
  stats(): Promise<SimavrStats>;
  /** What the harness said on stderr (simavr's warnings, why it stopped). */
  readonly stderr: () => string;
  stop(): Promise<void>;
};

export type SimavrOptions = {
  hexPath?: string;
  /** Seed of the ADC noise (default 1). */
  seed?: number;
  /** Wait for `run()` before powering on, so the boot HELLO finds the port open. */
  hold?: boolean;
  /** Run as fast as simavr can instead of in real time. */
  fast?: boolean;
  /** simavr's trace log on stdout. */
  verbose?: boolean;
};

/** Starts the harness; resolves once its pty exists. */
export function startSimavrBox(options: SimavrOptions = {}): Promise<SimavrBox> {
  const binary = buildHarness();
  const args = [options.hexPath ?? FIRMWARE_HEX, '--seed', String(options.seed ?? 1)];
  if (options.hold) args.push('--hold');
  if (options.fast) args.push('--fast');
  if (options.verbose) args.push('--verbose');
  const child: ChildProcess = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const statsWaiting: ((stats: SimavrStats) => void)[] = [];
  /** Who waits for a line of the harness's (a button let go, a pause over), first come first served. */
  const lineWaiting: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const lineFor = (pattern: RegExp) =>
    new Promise<string>((resolve) => lineWaiting.push({ pattern, resolve }));
  /** The simulated ms a harness line ends with (`… at 1234.567`). */
  const markOf = (line: string) => Number(line.slice(line.lastIndexOf(' ') + 1));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const send = (line: string) => {
    if (child.stdin?.writable) child.stdin.write(`${line}\n`);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the simavr box made no pty within 10 s: ${stderr}`));
    }, 10_000);
    let partial = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const pty = /^PTY (\S+)$/.exec(line)?.[1];
        if (pty) {
          clearTimeout(timer);
          resolve(box(pty));
        }
        const waiter = lineWaiting.findIndex((w) => w.pattern.test(line));
        if (waiter >= 0) lineWaiting.splice(waiter, 1)[0]?.resolve(line);
        const stats = /^STATS ms=([\d.]+) cycles=(\d+) slept=(\d+)$/.exec(line);
        if (stats) {
          statsWaiting.shift()?.({
            ms: Number(stats[1]),
            cycles: Number(stats[2]),
            slept: Number(stats[3]),
          });
        }
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the simavr box ended (${code ?? signal}): ${stderr}`));
    });
  });

  function box(path: string): SimavrBox {
    return {
      path,
      run: () => send('run'),
      setButton: (button, down) => send(`${down ? 'press' : 'release'} ${button}`),
      async press(button, holdMs = 120) {
        const pressed = lineFor(new RegExp(`^press ${button} at `));
        const released = lineFor(new RegExp(`^released ${button} at `));
        send(`hold ${button} ${Math.round(holdMs)}`);
        // Both marks are printed to the microsecond: their difference too (1000.000 − 0.000 as
        // doubles can come out at 999.9999999999995).
        return Math.round((markOf(await released) - markOf(await pressed)) * 1000) / 1000;
      },
      async pause(ms) {
        const over = lineFor(/^WAITED at /);
        send(`wait ${Math.round(ms)}`);
        await over;
      },
      stats: () =>
        new Promise((resolve) => {
          statsWaiting.push(resolve);
          send('stats');
        }),
      stderr: () => stderr,
      async stop() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        send('quit');
        child.stdin?.end();
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      },
    };
  }
}
