// Test helpers for the serial link: a real pty pair made by socat, a polling wait,
// and a logger that keeps what it was told.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
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

/** What a cut left at a link's path. */
export type Leftover = 'dangling' | 'gone' | 'live';

export function leftAt(path: string): Leftover {
  try {
    lstatSync(path);
  } catch {
    return 'gone';
  }
  return existsSync(path) ? 'live' : 'dangling';
}

export type CutSignal = 'SIGKILL' | 'SIGTERM';

/**
 * Two linked ptys at fixed paths: `server` for the link, `box` for the scripted box.
 * `cut()` kills socat and leaves the links as socat leaves them (SIGTERM: removed;
 * SIGKILL: dangling, as a dead adapter's would be); `kill()` SIGKILLs socat and removes
 * its links, as a USB adapter's device node disappears; `start()` makes the pair again.
 */
export class PtyPair {
  readonly server: string;
  readonly box: string;
  #socat: ChildProcess | null = null;
  /** What the last socat said on stderr (`-d -d`): its ptys, and why it ended. */
  #said = '';

  constructor(dir: string) {
    this.server = join(dir, 'server');
    this.box = join(dir, 'box');
  }

  /**
   * Starts socat; resolves once both links point at the ptys this socat made. A link
   * left dangling by a SIGKILL is replaced by socat; its old target may meanwhile be
   * someone else's pty, so existing links are not enough: their targets are checked.
   */
  async start(): Promise<void> {
    const socat = spawn(
      'socat',
      ['-d', '-d', `pty,raw,echo=0,link=${this.server}`, `pty,raw,echo=0,link=${this.box}`],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    this.#socat = socat;
    this.#said = '';
    socat.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      if (this.#socat === socat) this.#said += chunk;
    });
    const made = () => [...this.#said.matchAll(/PTY is (\S+)/g)].map((match) => match[1]);
    await waitFor('socat to link both of its ptys', () => {
      if (socat.exitCode !== null)
        throw new Error(`socat ended (${socat.exitCode}): ${this.#said}`);
      const ptys = made();
      return ptys.length === 2 && ptys[0] === target(this.server) && ptys[1] === target(this.box);
    });
  }

  /** What the last socat said (its ptys, and why it ended), for a failure's message. */
  get said(): string {
    return this.#said;
  }

  /**
   * Whether socat ends within `ms`: a side it links closed makes it end and remove its links,
   * and its exit can reach us after the links are gone.
   */
  async endsWithin(ms: number): Promise<boolean> {
    const socat = this.#socat;
    if (!socat || socat.exitCode !== null) return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        socat.off('exit', onExit);
        resolve(false);
      }, ms);
      const onExit = () => {
        clearTimeout(timer);
        resolve(true);
      };
      socat.once('exit', onExit);
    });
  }

  /** Kills socat with `signal` and says what it left at the server's path. */
  async cut(signal: CutSignal): Promise<Leftover> {
    const socat = this.#socat;
    this.#socat = null;
    if (!socat || socat.exitCode !== null) throw new Error('the wire is not up');
    const exited = new Promise((resolve) => socat.once('exit', resolve));
    socat.kill(signal);
    await exited;
    return leftAt(this.server);
  }

  /** SIGKILL mid-stream, then the dangling links removed (they could later point at someone else's pty). */
  async kill(): Promise<void> {
    if (this.#socat && this.#socat.exitCode === null) await this.cut('SIGKILL');
    this.#socat = null;
    rmSync(this.server, { force: true });
    rmSync(this.box, { force: true });
  }

  /** For teardown: socat stopped politely and its links removed. */
  async remove(): Promise<void> {
    if (this.#socat && this.#socat.exitCode === null) await this.cut('SIGTERM');
    await this.kill();
  }
}

/** Where a link points, or null. */
function target(link: string): string | null {
  try {
    return readlinkSync(link);
  } catch {
    return null;
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

/** What a test sets up on its pty pair, stopped after it: the link, then the box. */
export type PtyRig = {
  pty: PtyPair;
  link: { stop(): Promise<void> } | null;
  box: { detach(): Promise<void> } | null;
};

/**
 * A fresh pty pair for each test of the calling suite (`rig.pty`); after each test, the
 * link and the box it set on `rig` are stopped and the pair removed.
 */
export function ptyPerTest(): PtyRig {
  let scratch: ReturnType<typeof scratchDir> | null = null;
  const rig = { link: null, box: null } as unknown as PtyRig;
  beforeEach(async () => {
    scratch = scratchDir();
    rig.pty = new PtyPair(scratch.dir);
    await rig.pty.start();
  });
  afterEach(async () => {
    await rig.link?.stop();
    await rig.box?.detach();
    rig.link = null;
    rig.box = null;
    await rig.pty.kill();
    scratch?.remove();
  });
  return rig;
}
