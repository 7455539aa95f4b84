// Tokens on a convention's shared Wi-Fi (issue "Hardening"): wrong tokens are slowed per address
// and per socket before they are judged, a socket that keeps guessing is closed, and a short
// token is refused at start. Real sockets on the real service, everything from 127.0.0.1.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GUESS_LIMITS, TokenGuesses } from '../../server/routes/guesses.ts';
import type { ServerMessage } from '../../src/messages.ts';
import { apophis, BIN, type Ran, run } from '../cli/run.ts';
import { serviceFleet } from './fleet.ts';
import { Screen, type Service, startService, TOKEN, waitUntil } from './harness.ts';

let service: Service | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

type Result = { type: 'result'; id: string | null; ok: boolean; error?: string; code?: string };

describe('wrong tokens', () => {
  it('1,000 wrong tokens on one socket: a few are judged, the socket is closed, the table unchanged', async () => {
    service = await startService();
    const before = JSON.stringify(service.app.table.state);
    const socket = new WebSocket(`${service.url.replace('http', 'ws')}/ws`);
    const results: Result[] = [];
    let closed: { code: number; reason: string } | null = null;
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as ServerMessage;
      if (message.type === 'result') results.push(message);
    });
    socket.on('close', (code, reason) => {
      closed = { code, reason: reason.toString() };
    });
    await new Promise((resolve) => socket.once('open', resolve));
    for (let n = 0; n < 1000; n++) {
      const token = `guess-${String(n).padStart(4, '0')}`;
      socket.send(
        JSON.stringify({ type: 'command', id: `g${n}`, token, command: { type: 'start' } }),
      );
    }
    await waitUntil('the socket closed', () => closed);
    expect(closed).toEqual({ code: 1008, reason: 'too many wrong tokens' });
    const judged = results.filter((r) => r.code === 'auth/token');
    const slowed = results.filter((r) => r.code === 'auth/slowed');
    // 10 judged at once (the address's burst), the rest refused unjudged, until the socket's 20th.
    expect(judged.length).toBe(10);
    expect(slowed.length).toBe(10);
    expect(slowed[0]?.error).toMatch(/^too many wrong tokens from this address: wait \d+ s/);
    expect(JSON.stringify(service.app.table.state)).toBe(before);

    // A new socket from the same address is still slowed, even with the right token…
    const again = await Screen.open(service.url);
    expect(await again.command({ type: 'start' }, TOKEN)).toMatchObject({ code: 'auth/slowed' });
    // …but watching is never slowed, and a screen without a token is not guessing.
    expect(await again.command({ type: 'start' }, null)).toMatchObject({ code: 'auth/token' });
    expect(again.state()).toBeDefined();
    again.close();
  });

  it('the budget refills: after the wait the right token plays', async () => {
    let now = 1_000_000;
    const guesses = new TokenGuesses({}, () => now);
    for (let n = 0; n < 10; n++) guesses.wrong('10.0.0.7');
    expect(guesses.waitMs('10.0.0.7')).toBe(2000);
    expect(guesses.waitMs('10.0.0.8')).toBe(0); // another address is not slowed
    now += 2000;
    expect(guesses.waitMs('10.0.0.7')).toBe(0);
  });

  it('/api/tables: wrong service tokens are slowed too, with Retry-After', async () => {
    service = await startService();
    const codes: number[] = [];
    let last = '';
    const started = Date.now();
    for (let n = 0; n < 30; n++) {
      const res = await fetch(`${service.url}/api/tables?token=guess-${n}-xxxx`);
      codes.push(res.status);
      const { error } = await res.json();
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        last = error;
      }
    }
    // The budget of 10 is spent first; on a loaded machine the 30 guesses may take long enough
    // to earn some back (half a guess a second), and no more than that.
    const earned = Math.floor(((Date.now() - started) / 1000) * GUESS_LIMITS.perSecond);
    const judged = codes.filter((c) => c === 401).length;
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(judged).toBeLessThanOrEqual(10 + earned);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - judged);
    expect(last).toMatch(/^too many wrong tokens from this address/);
    // Without a token the hall still lists the tables.
    expect((await fetch(`${service.url}/api/tables`)).status).toBe(200);
  });
});

describe('a short token', () => {
  it('is refused at start with a sentence, from --token and from APOPHIS_TOKEN', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'apophis-token-'));
    try {
      const flag = await apophis('serve', '--token', 'abcd', '--serial', 'none', '--data', dir);
      expect(flag.code).toBe(2);
      expect(flag.stderr.trim()).toBe(
        'apophis serve: the token (--token or APOPHIS_TOKEN) takes 8 to 64 letters, digits, - or _: a shorter one can be guessed',
      );
      const env: Ran = await run(
        process.execPath,
        [BIN, 'serve', '--serial', 'none', '--data', dir],
        {
          env: { ...process.env, APOPHIS_TOKEN: 'short' },
        },
      ).then(
        (ran) => ({ code: 0, ...ran }),
        (error: Ran) => error,
      );
      expect(env.code).toBe(2);
      expect(env.stderr).toContain('takes 8 to 64 letters');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a service started without --token', () => {
  const fleet = serviceFleet('apophis-kept-token-');
  it('makes a token once and keeps it: the links printed after a restart are the same', async () => {
    const dir = fleet.folder('kept');
    const printed = async () => {
      const service = await fleet.start(dir, { token: null });
      const link = await waitUntil('the printed links', () =>
        service.log.map((event) => event.msg).find((msg) => /control: /.test(msg)),
      );
      await service.kill();
      return /control\?token=([\w-]+)/.exec(link ?? '')?.[1];
    };
    const first = await printed();
    // 16 symbols read off a screen and typed on a phone: no 0/o, 1/l, and never a leading "-".
    expect(first).toMatch(/^[a-km-np-z2-9]{16}$/);
    expect(await printed()).toBe(first);
    // Kept for its owner only.
    expect(statSync(join(dir, 'service-token')).mode & 0o077).toBe(0);
  }, 30_000);
});
