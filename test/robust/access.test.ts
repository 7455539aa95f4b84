// Who may act: only a screen with the table's token changes the table; the token never
// leaves the service; the game log route reads game files and nothing else; a message
// above the size limit closes its socket; a flood from one socket cannot starve the box.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ApophisState } from '../../src/games/apophis/view.ts';
import { type Command, MAX_MESSAGE_BYTES } from '../../src/messages.ts';
import { waitFor } from '../serial/pty.ts';
import type { ScriptedBox } from '../serial/scripted-box.ts';
import { type BoxTable, boxTable } from '../server/box-table.ts';
import {
  Screen,
  type Service,
  startService,
  TOKEN,
  tableState,
  UNLIMITED_GUESSES,
} from '../server/harness.ts';
import { COMMAND_TYPES, VALID_COMMANDS, wrongTokens } from './fuzz-messages.ts';
import { percentile } from './load-run.ts';

async function table(service: Service) {
  const state = (await service.app.inject('/api/state')).json() as ApophisState;
  const log = (await service.app.inject(`/api/games/${state.gameId}/log`)).json() as {
    actions: unknown[];
  };
  const { timer, ...rest } = state;
  return { rest, deadline: timer.deadline, paused: timer.paused, entries: log.actions.length };
}

/** Every file under `dir`, with its text. */
function filesUnder(dir: string): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? filesUnder(path)
      : [{ path, text: readFileSync(path, 'latin1') }];
  });
}

describe('without the token', () => {
  let service: Service;
  let control: Screen;
  beforeAll(async () => {
    service = await startService({ extra: UNLIMITED_GUESSES });
    control = await Screen.open(service.url);
    for (const command of [
      { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 },
      { type: 'start' },
      { type: 'build', section: 'Y3' },
    ] as const)
      expect(await control.command(command)).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    control.close();
    await service.close();
  });

  it('no command of any type changes the table, and the token still does', async () => {
    const stranger = await Screen.open(service.url);
    const before = await table(service);
    for (const type of COMMAND_TYPES) {
      for (const token of [null, ...wrongTokens(TOKEN)]) {
        const result = await stranger.command(VALID_COMMANDS[type] as Command, token);
        expect(result, `${type} with ${JSON.stringify(token)}`).toMatchObject({
          ok: false,
          code: 'auth/token',
          error: expect.stringMatching(/watch/),
        });
      }
    }
    expect(await table(service)).toEqual(before);
    // Those commands were not harmless in themselves: with the token, building G1 is taken.
    expect(await control.command({ type: 'build', section: 'G1' })).toMatchObject({ ok: true });
    expect((await table(service)).rest.rocket).toEqual(['Y3', 'G1']);
    stranger.close();
  });

  it('the token is in no HTTP answer, no game file, and no message a display receives', async () => {
    const display = new WebSocket(`${service.url.replace('http', 'ws')}/ws`);
    const seen: string[] = [];
    display.on('message', (data) => seen.push(data.toString()));
    await new Promise((resolve) => display.once('open', resolve));
    // A stretch of play the display watches: every kind of broadcast, and refusals.
    for (const command of [
      { type: 'pause' },
      { type: 'resume' },
      { type: 'suits', suits: ['hearts'] },
      { type: 'build', section: 'R1' },
      { type: 'undo' },
      { type: 'shuffle' },
    ] as Command[])
      await control.command(command);
    display.send(JSON.stringify({ type: 'ping', t: 1 }));
    display.send(
      JSON.stringify({ type: 'command', id: 'x', token: 'guess', command: { type: 'undo' } }),
    );
    await waitFor('the display to hear the play', () => seen.length >= 8);
    const gameId = (await table(service)).rest.gameId;
    const answers = await Promise.all(
      ['/api/state', '/api/health', '/api/games', `/api/games/${gameId}/log`].map(async (url) => ({
        url,
        text: (await service.app.inject(url)).body,
      })),
    );
    const files = filesUnder(service.dir);
    expect(files.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.text.length > 10)).toBe(true);
    for (const { url, text } of answers) expect(text, url).not.toContain(TOKEN);
    for (const { path, text } of files) expect(text, path).not.toContain(TOKEN);
    for (const text of seen) expect(text).not.toContain(TOKEN);
    display.close();
  });
});

describe('GET /api/games/:id/log', () => {
  let service: Service;
  const asked: string[] = [];
  beforeAll(async () => {
    service = await startService();
    // Something a path trick would love to read, next to the games.
    writeFileSync(join(service.dir, 'secret.jsonl'), 'the secret next door\n');
    const read = service.store.readOrNull.bind(service.store);
    service.store.readOrNull = (id: string) => {
      asked.push(id);
      return read(id);
    };
  });
  afterAll(async () => {
    await service.close();
  });

  it('refuses with 400 every id that is not a game id, and opens no file for it', async () => {
    const hostile = [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fsecret',
      '..%5Csecret',
      '%2Fetc%2Fpasswd',
      '%2F',
      '%252E%252E%252Fsecret',
      'C%3A%5Cwindows',
      '20261121-194000-k3x9.jsonl',
      '20261121-194000-k3x9%00',
      '20261121-194000-k3x9%2F..',
      '..%2F20261121-194000-k3x9',
      '%E2%80%AE20261121-194000-k3x9',
      '%EF%BC%92%EF%BC%90261121-194000-k3x9',
      '20261121-194000-K3X9',
      '20261121-194000-k3x%C3%A9',
      '%F0%9F%9A%80',
      '%20',
      'secret',
      'x'.repeat(99),
    ];
    for (const id of hostile) {
      const res = await service.app.inject(`/api/games/${id}/log`);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().error, id).toMatch(/is not a game id/);
      expect(res.body).not.toContain('secret next door');
    }
    expect(asked).toEqual([]);
    // A well-formed id is looked up, and an unknown one is a 404.
    const res = await service.app.inject('/api/games/20261121-194000-k3x9/log');
    expect(res.statusCode).toBe(404);
    expect(asked).toEqual(['20261121-194000-k3x9']);
  });

  // `..` and `.` are dot segments the router resolves before any route (404), and a
  // parameter over 100 characters is refused by Fastify itself (414): none reaches the handler.
  it('never answers a dot segment, a long or an unrouted id with a file', async () => {
    asked.length = 0;
    for (const url of [
      '/api/games/%2E%2E/log',
      '/api/games/%2E/log',
      `/api/games/${'x'.repeat(101)}/log`,
      `/api/games/${'x'.repeat(5000)}/log`,
      '/api/games/../secret.jsonl',
      '/api/games/..%2F..%2F/log',
      '/api/games//log',
    ]) {
      const res = await service.app.inject(url);
      expect([400, 404, 414], url).toContain(res.statusCode);
      expect(res.body).not.toContain('secret next door');
    }
    expect(asked).toEqual([]);
  });
});

describe('messages above the size limit', () => {
  let service: Service;
  beforeAll(async () => {
    service = await startService();
  });
  afterAll(async () => {
    await service.close();
  });

  /** A ping padded to exactly `bytes` bytes of UTF-8 (the limit counts bytes on the wire). */
  const pingOf = (bytes: number, pad = 'x') => {
    const bare = JSON.stringify({ type: 'ping', t: 1, p: '' });
    const unit = Buffer.byteLength(pad);
    const room = bytes - Buffer.byteLength(bare);
    const text = JSON.stringify({ type: 'ping', t: 1, p: pad.repeat(Math.floor(room / unit)) });
    return text + ' '.repeat(bytes - Buffer.byteLength(text));
  };

  it('a message of exactly the limit is read; one byte more closes the socket with 1009', async () => {
    const screen = await Screen.open(service.url);
    for (const pad of ['x', 'é', '€']) {
      const text = pingOf(MAX_MESSAGE_BYTES, pad);
      expect(Buffer.byteLength(text)).toBe(MAX_MESSAGE_BYTES);
      const result = await screen.raw(text);
      expect(result, pad).toMatchObject({ ok: false, error: /unexpected field "p"/ });
    }
    expect(screen.closed).toBeNull();
    const over = await Screen.open(service.url);
    over.socket.send(pingOf(MAX_MESSAGE_BYTES + 1));
    await waitFor('the socket to close', () => over.closed);
    expect(over.closed?.code).toBe(1009);
    screen.close();
  });

  it('a binary or fragmented message above the limit closes too; other screens carry on', async () => {
    const watcher = await Screen.open(service.url);
    const binary = await Screen.open(service.url);
    binary.socket.send(Buffer.alloc(MAX_MESSAGE_BYTES + 1, 0x41));
    const fragments = await Screen.open(service.url);
    // Each fragment is small; the message they make is not.
    for (let i = 0; i < 5; i++) fragments.socket.send('x'.repeat(1000), { fin: i === 4 });
    await waitFor('both sockets to close', () => binary.closed && fragments.closed);
    expect(binary.closed?.code).toBe(1009);
    expect(fragments.closed?.code).toBe(1009);
    watcher.socket.send(JSON.stringify({ type: 'ping', t: 7 }));
    await waitFor('the watcher to get its pong', () =>
      watcher.messages.find((m) => m.type === 'pong'),
    );
    expect(watcher.closed).toBeNull();
    watcher.close();
  });
});

describe('a flood of commands from one socket', () => {
  let rig: BoxTable;
  let service: Service;
  let box: ScriptedBox;
  beforeAll(async () => {
    rig = await boxTable({ started: true });
    ({ service, box } = rig);
    expect(tableState(service).phase).toBe('running');
  }, 20_000);
  afterAll(async () => {
    await rig?.close();
  });

  /** Box presses (START held, then pressed) and the ms until a screen has each new phase. */
  async function presses(watcher: WebSocket, count: number): Promise<number[]> {
    const latencies: number[] = [];
    for (let i = 0; i < count; i++) {
      const phase = tableState(service).phase === 'running' ? 'paused' : 'running';
      const arrived = new Promise<number>((resolve) => {
        const onMessage = (data: WebSocket.RawData) => {
          if (!data.toString().startsWith(`{"type":"state","state":{"phase":"${phase}"`)) return;
          watcher.off('message', onMessage);
          resolve(performance.now());
        };
        watcher.on('message', onMessage);
      });
      const at = performance.now();
      box.press('START', phase === 'paused' ? 'LONG' : 'PRESS');
      latencies.push((await arrived) - at);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return latencies;
  }

  it('is slowed by the budget, while the box is still applied promptly', async () => {
    const url = `${service.url.replace('http', 'ws')}/ws`;
    const open = () =>
      new Promise<WebSocket>((resolve) => {
        const socket = new WebSocket(url);
        socket.once('message', () => resolve(socket));
      });
    const watcher = await open();
    const quiet = await presses(watcher, 20);
    const entriesBefore = (await table(service)).entries;

    const flooder = await open();
    const codes = new Map<string, number>();
    let answered = 0;
    flooder.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; ok?: boolean; code?: string };
      if (message.type !== 'result') return;
      answered++;
      const key = message.ok ? 'ok' : (message.code ?? 'none');
      codes.set(key, (codes.get(key) ?? 0) + 1);
    });
    // As fast as the socket takes them: a command the rules refuse, so only the box changes the table.
    let sent = 0;
    let flooding = true;
    const flood = (async () => {
      const started = performance.now();
      while (flooding) {
        for (let i = 0; i < 200; i++) {
          flooder.send(
            JSON.stringify({
              type: 'command',
              id: `f${sent++}`,
              token: TOKEN,
              command: { type: 'accept' },
            }),
          );
        }
        await waitFor('the flood to be answered', () => answered >= sent - 200);
        await new Promise((resolve) => setImmediate(resolve));
      }
      return (performance.now() - started) / 1000;
    })();
    const flooded = await presses(watcher, 20);
    flooding = false;
    const seconds = await flood;
    await waitFor('every flood command answered', () => answered === sent);
    const after = await table(service);
    const limited = codes.get('rate/limited') ?? 0;
    const passed = sent - limited;
    console.log(
      `flood: ${sent} commands in ${seconds.toFixed(1)} s, ${limited} rate-limited, ${passed} reached the rules ` +
        `(${JSON.stringify(Object.fromEntries(codes))}); box press → screen p50 ` +
        `${percentile(quiet, 0.5).toFixed(2)} ms quiet, ${percentile(flooded, 0.5).toFixed(2)} ms during the flood ` +
        `(max ${Math.max(...quiet).toFixed(1)} / ${Math.max(...flooded).toFixed(1)} ms)`,
    );
    // The budget: 20 at once, then 10 a second (plus one for the clock's rounding).
    expect(passed).toBeLessThanOrEqual(20 + Math.ceil(seconds * 10) + 1);
    expect(limited).toBeGreaterThan(passed);
    expect(codes.get('ok') ?? 0).toBe(0);
    // Every box press was applied exactly once, and none waited behind the flood for long.
    expect(after.entries - entriesBefore).toBe(20);
    // "Long": a second, or on a loaded machine a quarter of the flood's length (a press queued
    // behind the flood would wait for most of it).
    expect(Math.max(...flooded)).toBeLessThan(Math.max(1000, seconds * 250));
    watcher.close();
    flooder.close();
  }, 30_000);
});
