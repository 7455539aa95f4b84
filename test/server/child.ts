// The real `apophis serve` as a child process for the crash tests: started on a data
// folder, its port read from its own JSON log, killed with SIGKILL like a pulled plug.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { HistoryEntry } from '../../src/games/apophis/state.ts';
import type { ApophisState } from '../../src/games/apophis/view.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const APOPHIS = fileURLToPath(new URL('../../server/apophis.js', import.meta.url));
const LISTENING = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/;

/** One pino line of the service's log. */
export type LogEvent = { level: number; msg: string };
export const WARN = 40;

export class ServiceProcess {
  /** Every JSON log line, in order. */
  readonly log: LogEvent[] = [];
  /** What it said outside its JSON log (the store's own warnings go to stderr). */
  stderr = '';
  readonly url: string;
  readonly #child: ChildProcess;

  private constructor(child: ChildProcess, url: string, log: LogEvent[], stderr: string) {
    this.#child = child;
    this.url = url;
    this.log = log;
    this.stderr = stderr;
  }

  /** `apophis serve` on `dataDir`; resolves once it listens, fails with its output if it ends. */
  static start(
    dataDir: string,
    token: string | null,
    options: {
      args?: string[];
      env?: Record<string, string>;
      timeoutMs?: number;
      /** The table's box (`--serial`): none unless given. */
      serial?: string;
    } = {},
  ): Promise<ServiceProcess> {
    const timeoutMs = options.timeoutMs ?? 30_000;
    const child = spawn(
      process.execPath,
      [
        APOPHIS,
        'serve',
        ...['--port', '0', '--host', '127.0.0.1', '--serial', options.serial ?? 'none'],
        ...['--data', dataDir],
        ...(token === null ? [] : ['--token', token]),
        ...(options.args ?? []),
      ],
      {
        cwd: ROOT,
        env: { ...process.env, APOPHIS_LOG: 'json', ...options.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const log: LogEvent[] = [];
    let stderr = '';
    let partial = '';
    let service: ServiceProcess | null = null;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`apophis serve did not listen within ${timeoutMs} ms: ${stderr}`));
      }, timeoutMs);
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
        if (service) service.stderr = stderr;
      });
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          const event = JSON.parse(line) as LogEvent;
          log.push(event);
          const listening = LISTENING.exec(event.msg);
          if (listening?.[1] && !service) {
            clearTimeout(timer);
            service = new ServiceProcess(child, listening[1], log, stderr);
            resolve(service);
          }
        }
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        if (!service) reject(new Error(`apophis serve ended (${code ?? signal}): ${stderr}`));
      });
    });
  }

  get alive(): boolean {
    return this.#child.exitCode === null && this.#child.signalCode === null;
  }

  /** The log lines at warning level or above. */
  warnings(): string[] {
    return this.log.filter((event) => event.level >= WARN).map((event) => event.msg);
  }

  async state(): Promise<ApophisState> {
    const res = await fetch(`${this.url}/api/state`);
    if (!res.ok) throw new Error(`GET /api/state answered ${res.status}`);
    return (await res.json()) as ApophisState;
  }

  /** The whole history of the game under way, from its log (a state message carries only the latest). */
  async history(): Promise<HistoryEntry[]> {
    const { gameId } = await this.state();
    const res = await fetch(`${this.url}/api/games/${gameId}/log`);
    if (!res.ok) throw new Error(`GET /api/games/${gameId}/log answered ${res.status}`);
    return ((await res.json()) as { state: { history: HistoryEntry[] } }).state.history;
  }

  /** A polite stop (SIGTERM, SIGINT): resolves with the exit code once the process is gone. */
  async stop(signal: 'SIGTERM' | 'SIGINT'): Promise<number | null> {
    if (!this.alive) return this.#child.exitCode;
    const exited = new Promise<number | null>((resolve) =>
      this.#child.once('exit', (code) => resolve(code)),
    );
    this.#child.kill(signal);
    return exited;
  }

  /** SIGKILL: no exit handler, no flush, no close; resolves once the process is gone. */
  async kill(): Promise<void> {
    if (!this.alive) return;
    const exited = new Promise((resolve) => this.#child.once('exit', resolve));
    this.#child.kill('SIGKILL');
    await exited;
  }
}
