// A second game, Coin race (test/games/coin-race), that exists only here, played through the
// same table session, store, log, replay and box buttons as Apophis, over a real pty with a
// scripted box: nothing in the service may know which game it runs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRegistry } from '../../src/game.ts';
import { GAMES } from '../../src/games/index.ts';
import { LAMP_BIT } from '../../src/protocol.ts';
import { type CoinState, coin } from '../games/coin-race/module.ts';
import { PtyPair, scratchDir, waitFor } from '../serial/pty.ts';
import { ScriptedBox } from '../serial/scripted-box.ts';
import { Screen, type Service, startService, waitUntil } from './harness.ts';

const WITH_COIN: GameRegistry = { ...GAMES, coin };

let scratch: ReturnType<typeof scratchDir>;
let pty: PtyPair;
let box: ScriptedBox;
let service: Service;
let screen: Screen;

async function serve(games: GameRegistry = WITH_COIN): Promise<Service> {
  const started = await startService({
    box: { serial: pty.server },
    dir: scratch.dir,
    extra: { games },
  });
  await waitFor('the box link', () => started.app.table.boxStatus().connected, 10_000);
  return started;
}

beforeAll(async () => {
  scratch = scratchDir();
  pty = new PtyPair(scratch.dir);
  await pty.start();
  box = new ScriptedBox();
  await box.attach(pty.box);
  box.boot();
  service = await serve();
  screen = await Screen.open(service.url);
});

afterAll(async () => {
  screen?.close();
  await service?.close();
  await box?.detach();
  await pty?.kill();
  scratch?.remove();
});

const coinState = () => service.app.table.state as CoinState;
const lastLamps = () => box.lamps.at(-1) ?? -1;
const shown = () => screen.state() as unknown as { game: string; status: string; heads?: number[] };

describe('a coin race on the Apophis table', () => {
  it('newGame names the game; the screens get its view, the box its lamps', async () => {
    expect(await screen.command({ type: 'newGame', game: 'coin', target: 2 })).toMatchObject({
      ok: true,
    });
    await waitUntil('the coin lobby', () => shown().game === 'coin');
    expect(shown()).toMatchObject({ game: 'coin', status: 'lobby', heads: [0, 0] });
    expect(service.app.table.module.id).toBe('coin');
    await waitUntil('only START lit', () => lastLamps() === LAMP_BIT.START);
  });

  it("the game's own commands are checked with its schemas, and another game's are not its", async () => {
    const wrong = await screen.command({ type: 'flip', value: 9 });
    expect(wrong).toMatchObject({ ok: false, code: 'message/invalid' });
    if (!wrong.ok) expect(wrong.error).toMatch(/^flip command: value/);
    const apophisOnly = await screen.command({ type: 'build', section: 'Y3' });
    expect(apophisOnly).toMatchObject({ ok: false });
    if (!apophisOnly.ok)
      expect(apophisOnly.error).toMatch(/unknown command "build": one of .*flip/);
  });

  it('START on the box starts it; ROLL is the box’s own die; a key’s ROLL asks the box', async () => {
    box.press('START');
    await waitUntil('the race to run', () => coinState().phase === 'playing');
    await waitUntil('ROLL and SCRAP lit', () => lastLamps() === (LAMP_BIT.ROLL | LAMP_BIT.SCRAP));
    box.press('ROLL');
    box.roll(2); // heads for side 1
    await waitUntil('the first flip', () => coinState().flips.length === 1);
    expect(coinState()).toMatchObject({ heads: [1, 0], turn: 1 });
    const asked = box.received.filter(({ message }) => message.verb === 'ROLL').length;
    expect(await screen.command({ type: 'button', button: 'ROLL', gesture: 'PRESS' })).toEqual({
      type: 'result',
      id: expect.any(String),
      ok: true,
    });
    await waitUntil('the box asked to roll', () =>
      box.received.filter(({ message }) => message.verb === 'ROLL').length > asked ? true : null,
    );
    box.roll(6); // tails for side 2
    await waitUntil('the second flip', () => coinState().flips.length === 2);
    expect(coinState()).toMatchObject({ heads: [1, 0], turn: 0 });
    expect(service.app.table.boxStatus().face).toBe(6);
  });

  it('a costly press waits for OK, as the game says: SCRAP arms, OK concedes only then', async () => {
    box.press('OK');
    await waitUntil('the notice', () =>
      screen.messages.find((m) => m.type === 'notice' && /OK does nothing/.test(m.text)),
    );
    expect(coinState().phase).toBe('playing');
    box.press('SCRAP');
    await waitUntil('OK lit', () => (lastLamps() & LAMP_BIT.OK ? true : null));
    expect(screen.messages.some((m) => m.type === 'notice' && m.code === 'coin/confirm')).toBe(
      true,
    );
    box.press('OK');
    await waitUntil('the race conceded', () => coinState().phase === 'over');
    expect(coinState().winner).toBe(1);
    // The table changed first; its state reaches the screen's socket a moment later.
    await waitUntil('the screen to show the end', () => shown().status === 'over');
  });

  it("the log names the game and its module's version, and replays through it", async () => {
    const id = service.app.table.gameId as string;
    const [header] = readFileSync(join(scratch.dir, 'games', `${id}.jsonl`), 'utf8').split('\n');
    expect(JSON.parse(header as string)).toMatchObject({ v: 2, game: 'coin', module: 1 });
    const record = await service.store.read(id);
    expect(record.module).toBe(coin);
    expect(record.refused).toEqual([]);
    expect(record.state).toEqual(coinState());
    expect(record.module.tell(record.actions).summary).toEqual(['heads 1 to 0']);
    const listed = (await service.store.list()).find((game) => game.id === id);
    expect(listed).toMatchObject({ game: 'coin', status: 'over', phase: 'over' });
    expect(listed?.ending).toMatchObject({ result: 'side 2', won: true });
  });

  it('an unfinished race resumes after a restart, and a new Apophis game follows it', async () => {
    await screen.command({ type: 'newGame', game: 'coin', target: 3 });
    box.press('START');
    await waitUntil('the race to run', () => coinState().phase === 'playing');
    box.press('ROLL');
    box.roll(1);
    await waitUntil('a flip', () => coinState().flips.length === 1);
    const before = coinState();
    screen.close();
    await service.close();
    service = await serve();
    screen = await Screen.open(service.url);
    expect(service.app.table.module.id).toBe('coin');
    expect(coinState()).toEqual(before);
    expect(shown()).toMatchObject({ game: 'coin', status: 'playing', heads: [1, 0] });
    await waitUntil('ROLL lit again', () => lastLamps() === (LAMP_BIT.ROLL | LAMP_BIT.SCRAP));
    await screen.command({ type: 'newGame', game: 'apophis', players: 2, variant: 'basic' });
    await waitUntil('an Apophis lobby', () => shown().game === 'apophis');
    expect(shown().status).toBe('lobby');
    box.press('START');
    await waitUntil('the Apophis game to run', () => shown().status === 'playing');
    expect(await screen.command({ type: 'newGame', game: 'chess' })).toMatchObject({
      ok: false,
      error: 'newGame command: unknown game "chess": one of apophis, apogee, apocalyte, coin',
    });
  });

  it('a service that does not know the game skips its log with a sentence, and opens on a game it knows', async () => {
    await screen.command({ type: 'newGame', game: 'coin', target: 2 });
    box.press('START');
    await waitUntil('the race to run', () => coinState().phase === 'playing');
    const raceId = service.app.table.gameId as string;
    screen.close();
    await service.close();
    service = await serve(GAMES);
    screen = await Screen.open(service.url);
    expect(service.app.table.module.id).toBe('apophis');
    // The Apophis game the race replaced was ended by that newGame (its log's ended mark), so
    // there is nothing of a known game to resume: the table opens in Apophis's lobby.
    expect(shown()).toMatchObject({ game: 'apophis', status: 'lobby' });
    await expect(service.store.read(raceId)).rejects.toThrow(
      /is a game of "coin", which this version does not know \(it knows apophis, apogee, apocalyte\)/,
    );
    const games = await service.store.list();
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((game) => game.game === 'apophis')).toBe(true);
  });
});
