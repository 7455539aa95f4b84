// Test helpers for the serial link: a real pty pair made by socat, a polling wait,
// and a logger that keeps what it was told.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LinkLogger } from '../../server/serial/box-link.ts';

/** Polls `check` until it returns something truthy; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => T,
  timeoutMs = 5000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export function scratchDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'apophis-serial-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Two linked ptys at fixed paths: `server` for the link, `box` for the scripted box.
 * `kill()` SIGKILLs socat (the wire dies mid-stream) and removes its dangling links,
 * as a USB adapter's device node disappears; `start()` makes the pair again.
 */
export class PtyPair {
  readonly server: string;
  readonly box: string;
  #socat: ChildProcess | null = null;

  constructor(dir: string) {
    this.server = join(dir, 'server');
    this.box = join(dir, 'box');
  }

  async start(): Promise<void> {
    const socat = spawn(
      'socat',
      ['-d', '-d', `pty,raw,echo=0,link=${this.server}`, `pty,raw,echo=0,link=${this.box}`],
      { stdio: 'ignore' },
    );
    this.#socat = socat;
    // existsSync follows the links: true only once both ptys are really there.
    await waitFor('socat to make both ptys', () => existsSync(this.server) && existsSync(this.box));
  }

  async kill(): Promise<void> {
    const socat = this.#socat;
    this.#socat = null;
    if (!socat || socat.exitCode !== null) return;
    const exited = new Promise((resolve) => socat.once('exit', resolve));
    socat.kill('SIGKILL');
    await exited;
    // A dangling link could later point at someone else's pty with the same number.
    rmSync(this.server, { force: true });
    rmSync(this.box, { force: true });
  }
}

export type LogLine = { level: 'info' | 'warn' | 'error'; message: string };

export function captureLogger(): LinkLogger & {
  lines: LogLine[];
  matching(re: RegExp): LogLine[];
} {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (message) => lines.push({ level: 'info', message }),
    warn: (message) => lines.push({ level: 'warn', message }),
    error: (message) => lines.push({ level: 'error', message }),
    matching: (re) => lines.filter((line) => re.test(line.message)),
  };
}
