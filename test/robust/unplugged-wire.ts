// The box's cable as a socat pty pair that can be pulled and plugged back at the
// same paths. Unlike PtyPair.kill, `cut` leaves the links as socat leaves them:
// SIGTERM lets socat remove them, SIGKILL leaves them dangling, as a dead adapter would.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BoxLink } from '../../server/serial/index.ts';
import { waitFor } from '../serial/pty.ts';
import type { ScriptedBox } from '../serial/scripted-box.ts';

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

export class Wire {
  readonly server: string;
  readonly box: string;
  #socat: ChildProcess | null = null;

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
    let said = '';
    socat.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      said += chunk;
    });
    const made = () => [...said.matchAll(/PTY is (\S+)/g)].map((match) => match[1]);
    await waitFor(
      'socat to link both of its ptys',
      () => {
        if (socat.exitCode !== null) throw new Error(`socat ended (${socat.exitCode}): ${said}`);
        const ptys = made();
        return ptys.length === 2 && ptys[0] === target(this.server) && ptys[1] === target(this.box);
      },
      5000,
    );
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

  /** For teardown: socat stopped and its links removed. */
  async remove(): Promise<void> {
    if (this.#socat && this.#socat.exitCode === null) await this.cut('SIGTERM');
    rmSync(this.server, { force: true });
    rmSync(this.box, { force: true });
  }
}

function target(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

/**
 * Resolves with the moment (performance.now()) the link next reports the box connected.
 * Call it once the link has seen the loss and before the port returns.
 */
export function nextConnection(link: BoxLink, timeoutMs = 8000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      link.off('status', onStatus);
      reject(new Error(`the link did not reconnect within ${timeoutMs} ms`));
    }, timeoutMs);
    const onStatus = (status: { connected: boolean }) => {
      if (!status.connected) return;
      clearTimeout(timer);
      link.off('status', onStatus);
      resolve(performance.now());
    };
    link.on('status', onStatus);
  });
}

export type Outage = {
  wire: Wire;
  box: ScriptedBox;
  link: BoxLink;
  signal: CutSignal;
  /** From the cut to socat's return. */
  deadMs: number;
  /** What happens at the table while the wire is dead (the box keeps its presses). */
  whileDead?: () => Promise<void>;
};

/**
 * One pulled cable: socat killed, the box let go of its end, the link sees the loss,
 * the wire stays dead `deadMs`, then socat returns and the box takes its end again.
 * `reconnectMs` runs from the port's return to the link's next `connected`.
 */
export async function outage(o: Outage): Promise<{ left: Leftover; reconnectMs: number }> {
  const cutAt = performance.now();
  const left = await o.wire.cut(o.signal);
  await o.box.detach();
  await waitFor('the link to see the wire die', () => !o.link.status.connected, 5000);
  await o.whileDead?.();
  const rest = o.deadMs - (performance.now() - cutAt);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  const connected = nextConnection(o.link);
  // Should socat fail to start, the timeout below is not a second failure.
  connected.catch(() => {});
  await o.wire.start();
  const portBack = performance.now();
  await o.box.attach(o.wire.box);
  return { left, reconnectMs: (await connected) - portBack };
}
