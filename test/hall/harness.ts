// A hall of many machines for the tests, all real processes: Debian's mosquitto on a free port
// with a config written here, `apophis hall` (its own aedes broker, or mosquitto's URL), and an
// MQTT client of the test's own (MQTT.js) that listens to `#` and can publish what a stranger
// on the broker might.

import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mqtt, { type MqttClient } from 'mqtt';
import { hallTableToken } from '../../server/hall-bus/contract.ts';
import { TOKEN } from '../server/harness.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const APOPHIS = join(ROOT, 'server/apophis.js');

export { TOKEN };

/** Waits until `check` (which may be async) gives a truthy value; fails after `timeoutMs`. */
export async function waitUntil<T>(
  what: string,
  check: () => T | Promise<T>,
  timeoutMs = 15_000,
): Promise<NonNullable<Awaited<T>>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<Awaited<T>>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      const why = last instanceof Error ? ` (last: ${last.message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Table `<name>/<k>`'s token, as every machine and the hall derive it from TOKEN. */
export const tokenOf = (key: string) => hallTableToken(TOKEN, key);

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.once('error', () => resolve(false));
    socket.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
  });
}

/** Debian's mosquitto on `port`, in memory (no persistence), anonymous, local only. */
export class Mosquitto {
  #child: ChildProcess | null = null;
  output = '';

  constructor(
    readonly port: number,
    readonly dir: string,
  ) {}

  get url(): string {
    return `mqtt://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const config = join(this.dir, 'mosquitto.conf');
    writeFileSync(
      config,
      [`listener ${this.port} 127.0.0.1`, 'allow_anonymous true', 'persistence false', ''].join(
        '\n',
      ),
    );
    const child = spawn('/usr/sbin/mosquitto', ['-c', config], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      this.output += chunk;
    });
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      this.output += chunk;
    });
    this.#child = child;
    await waitUntil('mosquitto listening', () => answers(this.port), 15_000);
  }

  /** SIGKILL, like a broker's machine pulled from the wall. */
  async kill(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

/** `apophis hall` as a child process, its JSON log kept. */
export class HallProcess {
  readonly log: { level: number; msg: string }[] = [];
  url = '';
  /** What it wrote outside its JSON log (a crash's stack). */
  stderr = '';
  /** The broker URL it printed (its own broker), else null. */
  broker: string | null = null;
  #child: ChildProcess | null = null;

  static async start(args: string[]): Promise<HallProcess> {
    const hall = new HallProcess();
    const child = spawn(
      process.execPath,
      [APOPHIS, 'hall', '--port', '0', '--host', '127.0.0.1', '--token', TOKEN, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, APOPHIS_LOG: 'json' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    hall.#child = child;
    let partial = '';
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      hall.stderr += chunk;
    });
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL')
        console.error(`apophis hall ended (${code ?? signal}): ${hall.stderr}`);
    });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const event = JSON.parse(line) as { level: number; msg: string };
          hall.log.push(event);
          const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(event.msg);
          if (listening?.[1]) hall.url = listening[1];
          const broker = /^the hall's broker: (mqtt:\/\/\S+)$/.exec(event.msg);
          if (broker?.[1]) hall.broker = broker[1];
        } catch {
          stderr += line;
        }
      }
    });
    await waitUntil(
      'apophis hall listening',
      () => {
        if (child.exitCode !== null)
          return Promise.reject(new Error(`apophis hall ended: ${stderr}`));
        return hall.url !== '' && (args.includes('--mqtt') || hall.broker !== null);
      },
      30_000,
    );
    return hall;
  }

  get pid(): number {
    return this.#child?.pid ?? 0;
  }

  async tables(token: string | null = TOKEN): Promise<HallRow[]> {
    const query = token ? `?token=${encodeURIComponent(token)}` : '';
    const response = await fetch(`${this.url}/api/hall${query}`);
    if (!response.ok) throw new Error(`GET /api/hall answered ${response.status}`);
    return ((await response.json()) as { tables: HallRow[] }).tables;
  }

  async row(key: string): Promise<HallRow | undefined> {
    return (await this.tables()).find((row) => row.key === key);
  }

  async kill(): Promise<void> {
    const child = this.#child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}

export type HallRow = {
  key: string;
  online: boolean;
  since: number;
  game: string;
  phase: string;
  status: string;
  token?: string;
  links: { big: string; control: string; watch: string };
};

/** The test's own client: every message on `#` kept (topic and text). */
export class Listener {
  readonly heard: { topic: string; text: string }[] = [];
  readonly client: MqttClient;

  constructor(url: string) {
    this.client = mqtt.connect(url, { reconnectPeriod: 500, connectTimeout: 5000 });
    this.client.on('connect', () => this.client.subscribe('#', { qos: 1 }));
    this.client.on('message', (topic, payload) => {
      this.heard.push({ topic, text: payload.length > 100_000 ? '(large)' : payload.toString() });
    });
  }

  async ready(): Promise<void> {
    await waitUntil('the test client connected', () => this.client.connected, 15_000);
  }

  publish(topic: string, payload: string | Buffer, retain = false): Promise<void> {
    return new Promise((resolve, reject) =>
      this.client.publish(topic, payload, { qos: 1, retain }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.client.end(true, {}, () => resolve()));
  }
}
