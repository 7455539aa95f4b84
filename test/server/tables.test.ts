// Three tables on one service (issue 14): two scripted boxes on two real ptys, found by
// `--serial auto`'s probes, and one virtual box (`--tables 1`). Each plays a game of its own
// at the same time; tokens, logs and screens never cross, and a box pulled out on one
// table, a spectator's socket and a flood on another table's socket change no other table.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../../server/app.ts';
import { GameStore } from '../../server/store/index.ts';
import type { ApogeeState } from '../../src/games/apogee/state.ts';
import type { TableState } from '../../src/games/apophis/state.ts';
import type { ServerMessage } from '../../src/messages.ts';
import { PtyPair, scratchDir } from '../serial/pty.ts';
import { ScriptedBox } from '../serial/scripted-box.ts';
import { Screen, TABLE_TOKENS, TOKEN, waitUntil } from './harness.ts';

// Each table's own token (harness.ts says how they are worked out); TOKEN is the hall's.
const { '1': TOKEN_1, '2': TOKEN_2, '3': TOKEN_3 } = TABLE_TOKENS;

const PLAYERS = [
  { name: 'Ada', colour: 'blue', authority: 3 },
  { name: 'Bo', colour: 'red', authority: 7 },
];
const ROCKET = [
  { kind: 'first', name: 'Liquid Hydrogen Rocket Engine', thrust: 5, mass: 4 },
  { kind: 'first', name: 'Liquid Hydrogen Rocket Engine', thrust: 5, mass: 4 },
  { kind: 'upper', name: 'Ion Thruster', thrust: 2, mass: 1 },
  { kind: 'payload', name: 'Big Space Shuttle', thrust: 8, mass: 5 },
];

let scratch: ReturnType<typeof scratchDir>;
let data: string;
const ptys: PtyPair[] = [];
const boxes: ScriptedBox[] = [];
let app: FastifyInstance;
let url: string;
/** Table 1 at the root and under /t/1, tables 2 and 3 under their prefixes. */
let root: Screen;
const screens: Record<string, Screen> = {};

const openStore = async (dir: string) => {
  const store = new GameStore({ dir });
  await store.open();
  return store;
};
const session = (id: string) => {
  const table = app.tables.find((t) => t.id === id);
  if (!table) throw new Error(`no table ${id}`);
  return table.session;
};
const apophisState = (id: string) => session(id).state as TableState;
const apogeeState = () => session('2').state as ApogeeState;
const states = (screen: Screen) =>
  screen.messages.filter((m): m is Extract<ServerMessage, { type: 'state' }> => m.type === 'state');

beforeAll(async () => {
  scratch = scratchDir();
  data = join(scratch.dir, 'data');
  for (const [i, options] of [{}, { protocol: 2, firmware: '2.0.0' }].entries()) {
    const dir = join(scratch.dir, `wire-${i}`);
    mkdirSync(dir);
    const pty = new PtyPair(dir);
    await pty.start();
    const box = new ScriptedBox(options);
    await box.attach(pty.box);
    box.boot();
    ptys.push(pty);
    boxes.push(box);
  }
  app = await buildApp({
    box: {
      serial: 'auto',
      baud: 115200,
      // The machine's list, as an Uno's USB chip shows in it; the probes are real.
      find: {
        list: async () => ptys.map((pty) => ({ path: pty.server, vendorId: '2341' })),
        askAfterMs: 300,
        timeoutMs: 3000,
      },
    },
    serials: ['auto'],
    virtualTables: 1,
    store: await openStore(data),
    storeOf: (id) => openStore(join(data, 'tables', id)),
    token: TOKEN,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await waitUntil(
    'every box linked',
    () => app.tables.every((t) => t.session.boxStatus().connected),
    15_000,
  );
  root = await Screen.open(url);
  for (const id of ['1', '2', '3']) screens[id] = await Screen.open(`${url}/t/${id}`);
}, 40_000);

afterAll(async () => {
  root?.close();
  for (const screen of Object.values(screens)) screen.close();
  await app?.close();
  for (const box of boxes) await box.detach();
  for (const pty of ptys) await pty.kill();
  scratch?.remove();
});

describe('three tables on one service', () => {
  it('auto makes a table of each box that answers, --tables 1 a virtual one after them', () => {
    expect(app.tables.map((t) => [t.id, t.base, t.box.source, t.session.boxStatus().path])).toEqual(
      [
        ['1', '/t/1', 'serial', ptys[0]?.server],
        ['2', '/t/2', 'serial', ptys[1]?.server],
        ['3', '/t/3', 'virtual', 'virtual'],
      ],
    );
    expect(app.tables.map((t) => t.token)).toEqual([TOKEN_1, TOKEN_2, TOKEN_3]);
    // One-table code reads the first table.
    expect(app.table).toBe(session('1'));
    expect(app.box).toBe(app.tables[0]?.box);
  });

  it('each table plays a game of its own at the same time', async () => {
    const [box1, box2] = boxes as [ScriptedBox, ScriptedBox];
    const s1 = screens['1'] as Screen;
    const s2 = screens['2'] as Screen;
    const s3 = screens['3'] as Screen;

    const apophisOnTable1 = async () => {
      expect(
        await s1.command(
          { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 900 },
          TOKEN_1,
        ),
      ).toMatchObject({ ok: true });
      box1.press('START');
      await waitUntil('table 1 running', () => apophisState('1').phase === 'running');
      for (const section of ['Y3', 'R2', 'B1'] as const) {
        expect(await s1.command({ type: 'build', section }, TOKEN_1)).toMatchObject({ ok: true });
      }
      await s1.command(
        { type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] },
        TOKEN_1,
      );
      await waitUntil('ROLL lit on box 1', () => (box1.lamps.at(-1) ?? 0) & 2);
      box1.roll(4); // accuracy: 4 + 3 + 1 = 8, a hit
      await waitUntil('the accuracy step', () => apophisState('1').launch?.steps.length === 2);
      box1.roll(5); // damage: 5 + 2 = 7
      await waitUntil('the launch to end', () => apophisState('1').launch?.result);
      expect(apophisState('1').launch?.result).toBe('hit');
      expect(apophisState('1').apophis).toEqual({ value: 2, damages: 1, deflections: 1 });
    };

    const apogeeOnTable2 = async () => {
      expect(
        await s2.command(
          { type: 'newGame', game: 'apogee', players: PLAYERS, mission: 2 },
          TOKEN_2,
        ),
      ).toMatchObject({ ok: true });
      box2.press('START');
      await waitUntil('table 2 playing', () => apogeeState().stage === 'playing');
      for (const card of ROCKET) {
        expect(await s2.command({ type: 'build', player: 1, card }, TOKEN_2)).toMatchObject({
          ok: true,
        });
      }
      box2.press('START');
      await waitUntil('the launch phase', () => apogeeState().phase === 'launch');
      expect(
        await s2.command({ type: 'launch', player: 1, destination: 'leo' }, TOKEN_2),
      ).toMatchObject({ ok: true });
      await waitUntil('DICE 1 12 at box 2', () => box2.dice.sides === 12);
      box2.press('ROLL');
      box2.roll(9);
      await waitUntil('the launch rolled', () => apogeeState().record.length === 1);
      expect(apogeeState().record[0]).toMatchObject({ player: 1, die: 9, success: true });
    };

    const apophisOnVirtualTable3 = async () => {
      expect(
        await s3.command(
          { type: 'newGame', players: 1, variant: 'basic', timerSeconds: 600 },
          TOKEN_3,
        ),
      ).toMatchObject({ ok: true });
      expect(
        await s3.command({ type: 'press', button: 'START', gesture: 'PRESS' }, TOKEN_3),
      ).toMatchObject({ ok: true });
      await waitUntil('table 3 running', () => apophisState('3').phase === 'running', 5000);
      for (const section of ['Y3', 'R3'] as const) {
        expect(await s3.command({ type: 'build', section }, TOKEN_3)).toMatchObject({ ok: true });
      }
    };

    await Promise.all([apophisOnTable1(), apogeeOnTable2(), apophisOnVirtualTable3()]);

    // The games are apart: each table's rocket is its own.
    expect(apophisState('1').rocket).toEqual([]);
    expect(apophisState('3').rocket).toEqual(['Y3', 'R3']);
    expect(session('2').module.id).toBe('apogee');
    // The v1 box of table 1 was never asked for a d12: DICE is table 2's box's alone.
    expect(box1.received.some((frame) => frame.message.verb === 'DICE')).toBe(false);
    expect(
      box2.received.some((frame) => frame.message.verb === 'DICE' && frame.message.sides === 12),
    ).toBe(true);
  }, 40_000);

  it("each table's screens got its states only, and the root screen is table 1's", () => {
    const ids = Object.fromEntries(['1', '2', '3'].map((id) => [id, session(id).gameId as string]));
    for (const [id, screen] of Object.entries(screens)) {
      const seen = new Set(states(screen).map((m) => m.state.gameId));
      seen.delete(null);
      expect([...seen], `table ${id}'s screen`).toEqual([ids[id]]);
    }
    expect(new Set(states(root).map((m) => m.state.gameId))).toEqual(
      new Set(states(screens['1'] as Screen).map((m) => m.state.gameId)),
    );
    expect(states(screens['2'] as Screen).at(-1)?.state.game).toBe('apogee');
  });

  it('each log is in its own folder, and each table lists its own games', async () => {
    const folders = {
      '1': join(data, 'games'),
      '2': join(data, 'tables', '2', 'games'),
      '3': join(data, 'tables', '3', 'games'),
    };
    const games = { '1': 'apophis', '2': 'apogee', '3': 'apophis' };
    for (const [id, folder] of Object.entries(folders)) {
      const gameId = session(id).gameId as string;
      expect(readdirSync(folder), `table ${id}'s folder`).toEqual([`${gameId}.jsonl`]);
      const header = JSON.parse(
        readFileSync(join(folder, `${gameId}.jsonl`), 'utf8').split('\n')[0] as string,
      );
      expect(header.game).toBe(games[id as keyof typeof games]);
      const listed = (await app.inject(`/t/${id}/api/games`)).json().games;
      expect(listed.map((g: { id: string }) => g.id)).toEqual([gameId]);
      const log = await app.inject(`/t/${id}/api/games/${gameId}/log`);
      expect(log.statusCode).toBe(200);
    }
    // Table 1 answers at today's paths as well; another table's game is not its own.
    expect((await app.inject('/api/games')).json().games.map((g: { id: string }) => g.id)).toEqual([
      session('1').gameId,
    ]);
    expect((await app.inject(`/api/games/${session('2').gameId}/log`)).statusCode).toBe(404);
    expect((await app.inject('/t/2/api/state')).json()).toMatchObject({ game: 'apogee' });
    expect((await app.inject('/api/state')).json()).toMatchObject({
      game: 'apophis',
      gameId: session('1').gameId,
    });
    expect((await app.inject('/t/3/api/health')).json()).toMatchObject({
      table: '3',
      box: { source: 'virtual', connected: true },
    });
  });

  it("a table's token controls that table only", async () => {
    const refused = { ok: false, code: 'auth/token' };
    const pause = { type: 'pause' } as const;
    // Table 2's token on table 1 (at both of its paths), table 1's on table 2, the service's
    // (the hall's) on tables 1 and 2.
    expect(await (screens['1'] as Screen).command(pause, TOKEN_2)).toMatchObject(refused);
    expect(await root.command(pause, TOKEN_2)).toMatchObject(refused);
    expect(await (screens['2'] as Screen).command(pause, TOKEN_1)).toMatchObject(refused);
    expect(await (screens['2'] as Screen).command(pause, TOKEN)).toMatchObject(refused);
    expect(await root.command(pause, TOKEN)).toMatchObject(refused);
    expect(await (screens['3'] as Screen).command(pause, TOKEN_2)).toMatchObject(refused);
    expect(apophisState('1').phase).toBe('running');
    expect(apophisState('3').phase).toBe('running');
    // Its own token, on its prefixed path and at the root, does.
    expect(await root.command(pause, TOKEN_1)).toMatchObject({ ok: true });
    await waitUntil('table 1 paused', () => apophisState('1').phase === 'paused');
    expect(await (screens['1'] as Screen).command({ type: 'resume' }, TOKEN_1)).toMatchObject({
      ok: true,
    });
    expect(apophisState('3').phase).toBe('running');
  });

  it("a spectator's socket takes no command, whatever token it carries", async () => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/t/3/ws/watch`);
    const messages: ServerMessage[] = [];
    socket.on('message', (raw) => messages.push(JSON.parse(raw.toString()) as ServerMessage));
    await waitUntil('the first state', () => messages.find((m) => m.type === 'state'));
    const before = JSON.stringify(apophisState('3'));
    for (const [i, token] of [TOKEN_3, TOKEN, undefined].entries()) {
      socket.send(
        JSON.stringify({ type: 'command', id: `w${i}`, token, command: { type: 'scrap' } }),
      );
    }
    socket.send(JSON.stringify({ type: 'ping', t: 7 }));
    await waitUntil(
      'three refusals and a pong',
      () =>
        messages.filter((m) => m.type === 'result').length === 3 &&
        messages.some((m) => m.type === 'pong'),
    );
    for (const i of [0, 1, 2]) {
      expect(messages.find((m) => m.type === 'result' && m.id === `w${i}`)).toEqual({
        type: 'result',
        id: `w${i}`,
        ok: false,
        error: "a spectator's screen cannot change the table",
        code: 'auth/spectator',
      });
    }
    expect(messages.find((m) => m.type === 'pong')).toMatchObject({ t: 7 });
    expect(JSON.stringify(apophisState('3'))).toBe(before);
    socket.close();
  });

  it('a flood on one table is slowed there; another table answers at once meanwhile', async () => {
    const flooded = screens['1'] as Screen;
    const other = screens['2'] as Screen;
    const flood = Promise.all(
      Array.from({ length: 60 }, () => flooded.command({ type: 'shuffle' }, TOKEN_1)),
    );
    const sent = Date.now();
    // Table 2's answer is the game's own (Ada, with nothing to launch, was passed at once: AG47),
    // not the budget's: the flood on table 1 costs table 2 nothing.
    const answer = await other.command({ type: 'pass', player: 0 }, TOKEN_2);
    expect(answer, JSON.stringify(answer)).toMatchObject({ type: 'result', code: 'launch/done' });
    const answeredInMs = Date.now() - sent;
    const results = await flood;
    expect(results.filter((r) => !r.ok && r.code === 'rate/limited').length).toBeGreaterThan(30);
    expect(answeredInMs).toBeLessThan(500);
  });

  it('a box pulled out on table 1 leaves tables 2 and 3 playing', async () => {
    const events = states(screens['2'] as Screen).length;
    await ptys[0]?.kill();
    await waitUntil('table 1 to lose its box', () => !session('1').boxStatus().connected, 8000);
    expect(session('2').boxStatus().connected).toBe(true);
    expect(session('3').boxStatus().connected).toBe(true);
    // Table 2's screens heard nothing of table 1's box.
    expect(
      states(screens['2'] as Screen)
        .slice(events)
        .every((m) => m.state.game === 'apogee' && m.state.box.path === ptys[1]?.server),
    ).toBe(true);
    expect(
      await (screens['3'] as Screen).command({ type: 'build', section: 'G1' }, TOKEN_3),
    ).toMatchObject({ ok: true });
    expect(apophisState('3').rocket).toEqual(['Y3', 'R3', 'G1']);
    expect(
      (await app.inject('/api/tables'))
        .json()
        .tables.map((t: { box: { connected: boolean } }) => t.box.connected),
    ).toEqual([false, true, true]);
  }, 15_000);
});

describe('the screens and the history of every table', () => {
  it("every table's screens, and the hall, history and stats pages, are the display's page", async () => {
    const page = await app.inject('/');
    expect([200, 503]).toContain(page.statusCode);
    for (const path of [
      '/control',
      '/watch',
      '/t/1/',
      '/t/2/',
      '/t/2/control',
      '/t/3/watch',
      '/hall',
      '/history',
      `/history/${session('2').gameId}`,
      '/stats',
    ]) {
      const res = await app.inject(path);
      expect(res.statusCode, path).toBe(page.statusCode);
      expect(res.body, path).toBe(page.body);
    }
    expect((await app.inject('/t/4/')).statusCode).toBe(404);
  });

  it("the history reads every table's folder", async () => {
    const res = await app.inject('/api/history');
    expect(res.statusCode).toBe(200);
    const ids = res.json().games.map((game: { id: string }) => game.id);
    expect(new Set(ids)).toEqual(new Set(['1', '2', '3'].map((id) => session(id).gameId)));
  });
});

describe('GET /api/tables', () => {
  it('lists every table, its game, phase, time left, box and links, without tokens', async () => {
    const res = await app.inject('/api/tables');
    expect(res.statusCode).toBe(200);
    const { tables } = res.json();
    expect(tables).toHaveLength(3);
    expect(tables.map((t: Record<string, unknown>) => [t.id, t.game, t.base])).toEqual([
      ['1', 'apophis', '/t/1'],
      ['2', 'apogee', '/t/2'],
      ['3', 'apophis', '/t/3'],
    ]);
    expect(tables[1].links).toEqual({ big: '/t/2/', control: '/t/2/control', watch: '/t/2/watch' });
    expect(tables[2]).toMatchObject({ phase: 'running', status: 'playing' });
    // Table 3's 600 s, of which the test has spent a few.
    expect(tables[2].remainingMs).toBeGreaterThan(540_000);
    expect(tables[2].remainingMs).toBeLessThanOrEqual(600_000);
    expect(tables[2].box).toMatchObject({ source: 'virtual', connected: true });
    expect(tables[2].running).toBe(true);
    expect(res.json().addresses).toEqual([]);
    for (const table of tables) expect(table).not.toHaveProperty('token');
    for (const token of [TOKEN, TOKEN_1, TOKEN_2, TOKEN_3]) expect(res.body).not.toContain(token);
  });

  it("with the service's token, each table's own token and control link", async () => {
    const res = await app.inject(`/api/tables?token=${TOKEN}`);
    expect(res.statusCode).toBe(200);
    const { tables } = res.json();
    expect(tables.map((t: { token: string }) => t.token)).toEqual([TOKEN_1, TOKEN_2, TOKEN_3]);
    expect(tables.map((t: { links: { control: string } }) => t.links.control)).toEqual([
      `/t/1/control?token=${TOKEN_1}`,
      `/t/2/control?token=${TOKEN_2}`,
      `/t/3/control?token=${TOKEN_3}`,
    ]);
  });

  it("refuses a wrong token, a table's own one too, with a sentence", async () => {
    for (const token of ['nope', TOKEN_1, TOKEN_2, '']) {
      const res = await app.inject(`/api/tables?token=${token}`);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().error).toMatch(/^wrong service token: /);
      expect(res.body).not.toContain(TOKEN_3);
    }
  });
});
