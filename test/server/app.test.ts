// The service's HTTP routes through `inject`, and its WebSocket through real clients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from '../../src/messages.ts';
import { Screen, type Service, startService, TOKEN, waitUntil } from './harness.ts';

let service: Service;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service.close();
});

describe('HTTP routes', () => {
  it('GET /api/health says the service is up and where the box is', async () => {
    const res = await service.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      service: 'ok',
      box: { connected: false, source: 'none' },
      game: { phase: expect.any(String) },
    });
    expect(res.json().uptimeMs).toBeGreaterThanOrEqual(0);
  });

  it('GET /api/state is the public state, without the token or the undo snapshots', async () => {
    const res = await service.app.inject('/api/state');
    const state = res.json();
    expect(state).toMatchObject({ variant: 'basic', rocket: [], apophis: { value: 3 } });
    expect(state.supply).toHaveLength(12);
    expect(state.addresses).toEqual([]); // set by `apophis serve` once it listens on the network
    expect(state).not.toHaveProperty('undo');
    expect(res.body).not.toContain(TOKEN);
  });

  it('GET /api/games/:id/log refuses what is not a game id, and 404s an unknown one', async () => {
    for (const id of ['..%2F..%2Fetc%2Fpasswd', 'x', '20261121-194000-ABCD']) {
      const res = await service.app.inject(`/api/games/${id}/log`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error).toMatch(/not a game id/);
    }
    const res = await service.app.inject('/api/games/20261121-194000-abcd/log');
    expect(res.statusCode).toBe(404);
  });

  it('GET / and /control answer (the screens, or a note to build them)', async () => {
    for (const url of ['/', '/control?token=x']) {
      const res = await service.app.inject(url);
      expect([200, 503]).toContain(res.statusCode);
    }
  });
});

describe('the WebSocket', () => {
  it('sends the state on connect, and answers a ping with the server clock', async () => {
    const screen = await Screen.open(service.url);
    expect(screen.messages[0]).toMatchObject({ type: 'state', serverTime: expect.any(Number) });
    const before = Date.now();
    screen.socket.send(JSON.stringify({ type: 'ping', t: 42 }));
    const pong = await waitUntil('pong', () => screen.messages.find((m) => m.type === 'pong'));
    expect(pong).toMatchObject({ type: 'pong', t: 42 });
    expect((pong as { serverTime: number }).serverTime).toBeGreaterThanOrEqual(before);
    screen.close();
  });

  it('plays commands with the token, and every screen gets the new state', async () => {
    const control = await Screen.open(service.url);
    const watcher = await Screen.open(service.url);
    expect(
      await control.command({ type: 'newGame', players: 3, variant: 'basic', difficulty: 'hard' }),
    ).toMatchObject({
      ok: true,
    });
    expect(await control.command({ type: 'start' })).toMatchObject({ ok: true });
    expect(await control.command({ type: 'build', section: 'Y3' })).toMatchObject({ ok: true });
    const seen = await waitUntil('the watcher to see Y3', () => {
      const state = watcher.state();
      return state?.rocket.includes('Y3') ? state : undefined;
    });
    expect(seen).toMatchObject({ phase: 'running', players: 3, cardsEach: 3, timerSeconds: 480 });
    expect(seen.undoable).toEqual({ type: 'build', section: 'Y3' });
    expect(seen.gameId).toMatch(/^\d{8}-\d{6}-[a-z0-9]{4}$/);
    // The rules core's refusal comes back as its sentence, state unchanged.
    const refused = await control.command({ type: 'build', section: 'Y3' });
    expect(refused).toMatchObject({ ok: false, error: 'Y3 is already on the rocket' });
    const log = await service.app.inject(`/api/games/${seen.gameId}/log`);
    expect(log.statusCode).toBe(200);
    expect(log.json().actions.map((a: { type: string }) => a.type)).toEqual([
      'newGame',
      'start',
      'build',
    ]);
    const games = (await service.app.inject('/api/games')).json().games;
    expect(games.map((g: { id: string }) => g.id)).toContain(seen.gameId);
    control.close();
    watcher.close();
  });

  it('refuses commands without the token or with a wrong one; watching stays open', async () => {
    const screen = await Screen.open(service.url);
    const before = (await service.app.inject('/api/state')).json();
    expect(await screen.command({ type: 'scrap' }, null)).toMatchObject({
      ok: false,
      code: 'auth/token',
      error: expect.stringMatching(/can only watch/),
    });
    expect(await screen.command({ type: 'scrap' }, 'guess')).toMatchObject({
      ok: false,
      error: 'wrong control token: this screen can only watch',
    });
    expect((await service.app.inject('/api/state')).json().rocket).toEqual(before.rocket);
    expect(screen.closed).toBeNull();
    screen.close();
  });

  it('answers malformed messages with a sentence and keeps the socket', async () => {
    const screen = await Screen.open(service.url);
    const cases: [string, RegExp][] = [
      ['{', /not JSON/],
      ['[1,2]', /unknown message type/],
      [
        '{"type":"command","id":"a","token":"x","command":{"type":"launch"}}',
        /unknown command "launch"/,
      ],
      [
        '{"type":"command","id":"a","command":{"type":"build","section":"Y9"}}',
        /section must be one of/,
      ],
      ['{"type":"command","id":"a","command":{"type":"roll","value":"6"}}', /value/],
      ['{"type":"ping"}', /ping message/],
    ];
    for (const [text, error] of cases) {
      const result = await screen.raw(text);
      expect(result, text).toMatchObject({ ok: false, error: expect.stringMatching(error) });
    }
    const binary = await screen.raw(Buffer.from([1, 2, 3]));
    expect(binary).toMatchObject({ ok: false });
    expect(screen.closed).toBeNull();
    screen.close();
  });

  it('closes a socket that sends more than the size limit', async () => {
    const screen = await Screen.open(service.url);
    screen.socket.send(JSON.stringify({ type: 'ping', t: 1, pad: 'x'.repeat(MAX_MESSAGE_BYTES) }));
    await waitUntil('the socket to close', () => screen.closed);
    expect(screen.closed?.code).toBe(1009);
  });

  it('slows a flood of commands from one socket', async () => {
    const screen = await Screen.open(service.url);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => screen.command({ type: 'shuffle' })),
    );
    const limited = results.filter((r) => !r.ok && r.code === 'rate/limited');
    expect(limited.length).toBeGreaterThan(10);
    expect(limited[0]).toMatchObject({ error: 'too many commands: slow down' });
    screen.close();
  });
});
