// A game module that throws inside one table's session (a bug in its rules) refuses that
// one command with a sentence, from a screen or from the box; that table plays on, its log
// holds nothing of it, and the other table never hears of it. Coin race (test/games) is the
// faulty module here: its reducer throws on `concede`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { GameStore } from '../../server/store/index.ts';
import type { GameRegistry } from '../../src/game.ts';
import type { TableState } from '../../src/games/apophis/state.ts';
import { GAMES } from '../../src/games/index.ts';
import { type CoinState, coin } from '../games/coin-race/module.ts';
import { PtyPair, scratchDir } from '../serial/pty.ts';
import { ScriptedBox } from '../serial/scripted-box.ts';
import { Screen, TABLE_TOKENS, TOKEN, waitUntil } from './harness.ts';

const { '1': TOKEN_1, '2': TOKEN_2 } = TABLE_TOKENS; // derived from TOKEN (harness.ts says how)
const BUG = 'a rules bug on concede';
const faulty: typeof coin = {
  ...coin,
  reduce: (state, action) => {
    if (action.type === 'concede') throw new Error(BUG);
    return coin.reduce(state, action);
  },
};
const GAMES_WITH_FAULTY_COIN: GameRegistry = { ...GAMES, coin: faulty };
const REFUSAL = {
  ok: false,
  error: `the Coin race rules failed on this command (${BUG}); the table plays on`,
  code: 'game/failed',
};

let scratch: ReturnType<typeof scratchDir>;
let pty: PtyPair;
let box: ScriptedBox;
let app: FastifyInstance;
let first: Screen;
let second: Screen;

/** The service on the scratch folder, its stores reading logs with the same games it plays. */
async function build(games: GameRegistry): Promise<FastifyInstance> {
  const openStore = async (dir: string) => {
    const store = new GameStore({ dir, games });
    await store.open();
    return store;
  };
  return buildApp({
    box: { serial: 'none', baud: 115200 },
    serials: ['none', pty.server],
    store: await openStore(join(scratch.dir, 'data')),
    storeOf: (id) => openStore(join(scratch.dir, 'data', 'tables', id)),
    token: TOKEN,
    games,
  });
}
const coinState = () => app.tables[1]?.session.state as CoinState;
const apophisState = () => app.tables[0]?.session.state as TableState;

beforeAll(async () => {
  scratch = scratchDir();
  pty = new PtyPair(scratch.dir);
  await pty.start();
  box = new ScriptedBox();
  await box.attach(pty.box);
  box.boot();
  app = await build(GAMES_WITH_FAULTY_COIN);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await waitUntil('the box link', () => app.tables[1]?.session.boxStatus().connected, 10_000);
  first = await Screen.open(url);
  second = await Screen.open(`${url}/t/2`);
  expect(await second.command({ type: 'newGame', game: 'coin', target: 3 }, TOKEN_2)).toMatchObject(
    { ok: true },
  );
  box.press('START');
  await waitUntil('the race to run', () => coinState().phase === 'playing');
  await first.command(
    { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 900 },
    TOKEN_1,
  );
  expect(await first.command({ type: 'start' }, TOKEN_1)).toMatchObject({ ok: true });
}, 20_000);

afterAll(async () => {
  first?.close();
  second?.close();
  await app?.close();
  await box?.detach();
  await pty?.kill();
  scratch?.remove();
});

it("a screen's command the rules throw on is refused with a sentence; nothing changes", async () => {
  const before = JSON.stringify(coinState());
  expect(await second.command({ type: 'concede' }, TOKEN_2)).toEqual({
    type: 'result',
    id: expect.any(String),
    ...REFUSAL,
  });
  expect(JSON.stringify(coinState())).toBe(before);
});

it('a box press the rules throw on is refused as a notice; the box is still ACKed', async () => {
  const notices = () => second.messages.filter((m) => m.type === 'notice');
  const seen = notices().length;
  box.press('SCRAP');
  await waitUntil('OK lit', () => (box.lamps.at(-1) ?? 0) & 16);
  box.press('OK');
  await waitUntil('the notice', () => notices().length >= seen + 2);
  expect(notices().at(-1)).toMatchObject({ text: REFUSAL.error, code: 'game/failed' });
  await waitUntil('every press ACKed', () => box.pending.length === 0);
  expect(coinState().phase).toBe('playing');
});

it('the table plays on, its log holds nothing of it, and the other table never heard', async () => {
  expect(await second.command({ type: 'flip', value: 2 }, TOKEN_2)).toMatchObject({ ok: true });
  expect(coinState().heads).toEqual([1, 0]);
  expect(await first.command({ type: 'build', section: 'Y3' }, TOKEN_1)).toMatchObject({
    ok: true,
  });
  expect(apophisState().rocket).toEqual(['Y3']);
  const gameId = app.tables[1]?.session.gameId as string;
  const lines = readFileSync(
    join(scratch.dir, 'data', 'tables', '2', 'games', `${gameId}.jsonl`),
    'utf8',
  )
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => JSON.parse(line).action?.type ?? JSON.parse(line).type);
  expect(lines).toEqual(['newGame', 'start', 'flip']);
  expect(first.messages.some((m) => m.type === 'notice')).toBe(false);
  expect(first.messages.every((m) => m.type !== 'state' || m.state.game === 'apophis')).toBe(true);
});

it('a log its rules throw on at a restart: that table opens on its lobby, the other resumes', async () => {
  const apophisGame = app.tables[0]?.session.gameId;
  first.close();
  second.close();
  await app.close();
  const throwsOnFlip: typeof coin = {
    ...coin,
    reduce: (state, action) => {
      if (action.type === 'flip') throw new Error('a rules bug on flip');
      return coin.reduce(state, action);
    },
  };
  app = await build({ ...GAMES, coin: throwsOnFlip });
  expect(app.tables[0]?.session.gameId).toBe(apophisGame);
  expect(apophisState()).toMatchObject({ phase: 'running', rocket: ['Y3'] });
  expect(app.tables[1]?.session.gameId).toBeNull();
  expect(app.tables[1]?.session.module.id).toBe('apophis');
});
