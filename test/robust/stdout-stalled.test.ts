// Issue 31, item 2: `apophis serve` whose stdout is a FIFO whose reader stopped reading (a
// journald or a terminal that hung). Under a flood of requests, each logged, `/api/health`
// keeps answering and SIGTERM stops the process within 2 s, in both log formats; the
// lines it could not write are dropped and counted (health's `logDropped`).
// Before: the JSON log's synchronous write blocked the event loop (health stopped
// answering); the pretty log's worker blocked it too and SIGTERM waited its 10 s.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BIN } from '../cli/run.ts';

const scratch = mkdtempSync(join(tmpdir(), 'apophis-stdout-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** GET `url`, or the reason it did not answer within `ms`. */
async function get(url: string, ms: number): Promise<{ status: number; body: string } | string> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(ms) });
    return { status: response.status, body: await response.text() };
  } catch (error) {
    return String(error);
  }
}

const TOKEN = 'stdout-test-token';
/** Control sockets the flood turns through (each has its own budget of commands). */
const SOCKETS = 40;
const COMMANDS = 5000;

/** A control socket whose commands resolve with their result, or 'no answer' after 5 s. */
async function controlSocket(base: string): Promise<{
  command(command: object): Promise<{ ok: boolean } | 'no answer'>;
  close(): void;
}> {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const waiting = new Map<string, (result: { ok: boolean }) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { type: string; id?: string; ok: boolean };
    if (message.type === 'result' && message.id) waiting.get(message.id)?.(message);
  });
  let n = 0;
  return {
    command(command) {
      const id = String(++n);
      socket.send(JSON.stringify({ type: 'command', id, token: TOKEN, command }));
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve('no answer'), 5000);
        waiting.set(id, (result) => {
          clearTimeout(timer);
          resolve(result);
        });
      });
    },
    close: () => socket.terminate(),
  };
}

function exited(child: ChildProcess): Promise<number | string> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve(child.exitCode ?? String(child.signalCode));
    child.on('exit', (code, signal) => resolve(code ?? String(signal)));
  });
}

describe.each(['json', 'pretty'])('stdout a FIFO nobody reads, %s log', (format) => {
  it('health answers under a flood, lines are dropped and counted, SIGTERM stops it within 2 s', async () => {
    const dir = mkdtempSync(join(scratch, `${format}-`));
    const fifo = join(dir, 'stdout');
    execFileSync('mkfifo', [fifo]);
    // The reader opens and never reads: the pipe's 64 KiB fill, then every write would wait.
    const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(fifo, constants.O_WRONLY);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(
      process.execPath,
      [BIN, 'serve', '--port', String(port), '--host', '127.0.0.1', '--serial', 'none'],
      {
        env: {
          ...process.env,
          APOPHIS_LOG: format,
          APOPHIS_TOKEN: TOKEN,
        },
        stdio: ['ignore', writer, 'pipe'],
        cwd: dir,
      },
    );
    closeSync(writer);
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    const end = exited(child);
    try {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const answer = await get(`${base}/api/health`, 1000);
        if (typeof answer !== 'string') break;
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`never answered: ${answer} ${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // 5,000 commands (pause, resume, …), each logged: far past the pipe and the backlog.
      const sockets = await Promise.all(Array.from({ length: SOCKETS }, () => controlSocket(base)));
      const first = sockets[0];
      if (!first) throw new Error('no socket');
      await first.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 });
      await first.command({ type: 'start' });
      // Rounds of 20 from one socket at a time (its burst), pipelined: pause, resume, …
      let accepted = 0;
      let answered = 0;
      for (let round = 0; round * 20 < COMMANDS; round++) {
        const began = Date.now();
        const socket = sockets[round % SOCKETS] ?? first;
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, n) =>
            socket.command({ type: n % 2 === 0 ? 'pause' : 'resume' }),
          ),
        );
        // A socket's burst (20) comes back at 10 a second: 40 sockets in turn, a round at most
        // every 50 ms, keep each within it however quick the machine.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 50 - (Date.now() - began))));
        accepted += results.filter((result) => result !== 'no answer' && result.ok).length;
        answered += results.filter((result) => result !== 'no answer').length;
        if (results.includes('no answer')) break;
      }
      for (const socket of sockets) socket.close();
      const health = await get(`${base}/api/health`, 2000);
      expect(typeof health === 'string' ? health : health.status).toBe(200);
      expect(answered).toBeGreaterThan(COMMANDS * 0.9);
      expect(accepted).toBeGreaterThan(COMMANDS * 0.9);
      const dropped =
        typeof health === 'string' ? null : (JSON.parse(health.body).logDropped as number);
      console.log(`${format}: ${dropped} log lines dropped of ${COMMANDS} commands`);
      const asked = Date.now();
      child.kill('SIGTERM');
      const code = await Promise.race([
        end,
        new Promise((resolve) =>
          setTimeout(() => resolve('still running 2 s after SIGTERM'), 2000),
        ),
      ]);
      expect(code).toBe(0);
      console.log(`${format}: stopped ${Date.now() - asked} ms after SIGTERM`);
      expect(dropped).toBeGreaterThan(0);
    } finally {
      child.kill('SIGKILL');
      await end;
      closeSync(reader);
    }
  }, 150_000);
});
