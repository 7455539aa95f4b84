// Issue 31, item 5 of the issue (4 of the brief): limits beyond one address. 2,000 WebSocket
// screens from one address: 64 open, the rest refused with a sentence, while another
// address's screens of another table are still served; the refusals logged once per burst.
// 200 addresses × 10 wrong guesses: the whole service's budget slows them past its 100.
// Before: all 2,000 sockets held open; 2,000 guesses judged.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { GUESS_LIMITS, judgeToken, TokenGuesses } from '../../server/routes/guesses.ts';
import { SOCKETS_PER_ADDRESS, TOO_MANY_SOCKETS } from '../../server/routes/limits.ts';
import { GameStore } from '../../server/store/index.ts';
import { type Service, startService } from '../server/harness.ts';

let service: Service | null = null;
afterEach(async () => {
  await service?.close();
  service = null;
});

/** Opens a socket from `from`; resolves with its first message's error, or 'served' for a state. */
function open(url: string, from: string): Promise<{ socket: WebSocket; first: string }> {
  const socket = new WebSocket(url, { localAddress: from });
  return new Promise((resolve) => {
    socket.once('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; error?: string };
      resolve({ socket, first: message.type === 'state' ? 'served' : (message.error ?? '') });
    });
    socket.once('error', (error) => resolve({ socket, first: `error: ${error.message}` }));
  });
}

describe('sockets per address', () => {
  it(`2,000 screens from one address: ${SOCKETS_PER_ADDRESS} served, the rest refused with a sentence; another table's screens still served`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'apophis-limits-'));
    service = await startService({
      dir,
      extra: {
        serials: ['none', 'none'],
        storeOf: async (id: string) => {
          const store = new GameStore({ dir: join(dir, 'tables', id) });
          await store.open();
          return store;
        },
      },
    });
    const ws = service.url.replace('http', 'ws');
    const flood: { socket: WebSocket; first: string }[] = [];
    for (let n = 0; n < 2000; n += 100) {
      flood.push(
        ...(await Promise.all(Array.from({ length: 100 }, () => open(`${ws}/ws`, '127.0.0.2')))),
      );
    }
    const served = flood.filter((one) => one.first === 'served').length;
    const refused = flood.filter((one) => one.first === TOO_MANY_SOCKETS).length;
    console.log(`2,000 sockets from one address: ${served} served, ${refused} refused`);
    expect(served).toBe(SOCKETS_PER_ADDRESS);
    expect(refused).toBe(2000 - SOCKETS_PER_ADDRESS);
    // Another table's screens, from another address, are served.
    const others = await Promise.all(
      Array.from({ length: 10 }, () => open(`${ws}/t/2/ws`, '127.0.0.1')),
    );
    expect(others.map((one) => one.first)).toEqual(Array(10).fill('served'));
    for (const one of [...flood, ...others]) one.socket.terminate();
  }, 120_000);
});

describe('a guess budget for the whole service', () => {
  it('200 addresses × 10 wrong guesses: at most the service budget is judged, the rest slowed with a sentence', () => {
    let now = 0;
    const guesses = new TokenGuesses({}, () => now);
    let judged = 0;
    let slowedAtService = 0;
    for (let address = 0; address < 200; address++) {
      for (let guess = 0; guess < 10; guess++) {
        const verdict = judgeToken(
          guesses,
          `10.0.${address >> 8}.${address & 255}`,
          'right-token',
          'wrong-guess',
        );
        if (verdict.verdict === 'wrong') judged++;
        else if (verdict.verdict === 'slowed' && verdict.scope === 'service') slowedAtService++;
      }
      now += 3; // 2,000 guesses in 0.6 s
    }
    console.log(`200 addresses × 10 guesses in 0.6 s: ${judged} judged, ${slowedAtService} slowed`);
    // The service's burst, and what it earns back in 0.6 s.
    expect(judged).toBeLessThanOrEqual(GUESS_LIMITS.serviceBurst + 4);
    expect(slowedAtService).toBeGreaterThan(1800);
  });
});
