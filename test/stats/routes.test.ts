// The history and stats routes on the real app (a real store in a scratch folder), a game
// played through the WebSocket to its end, then read back: its report tells what the live
// table showed. Also the exports, the refusals, and the cache (a changed file is re-read).
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameHistory } from '../../server/stats/index.ts';
import { actionLine } from '../../server/store/format.ts';
import { Screen, type Service, startService } from '../server/harness.ts';
import { apogeeGame, writeLog } from './logs.ts';

let service: Service;
let screen: Screen;
let liveId: string;
const APOGEE_ID = '20260101-200000-apog';
const T_APOGEE = Date.UTC(2026, 0, 1, 20, 0, 0);

beforeAll(async () => {
  service = await startService();
  screen = await Screen.open(service.url);
  const send = async (command: Record<string, unknown> & { type: string }) => {
    const result = await screen.command(command as never);
    if (!result.ok) throw new Error(`${command.type}: ${JSON.stringify(result)}`);
  };
  await send({ type: 'newGame', players: 2, variant: 'basic', difficulty: 'hard' });
  await send({ type: 'start' });
  // Three launches of Y3,R2 on typed sixes: hit and damage each time (R13, R14); the third destroys Apophis.
  for (let i = 0; i < 3; i += 1) {
    await send({ type: 'build', section: 'Y3' });
    await send({ type: 'build', section: 'R2' });
    await send({ type: 'suits', suits: ['clubs', 'hearts', 'diamonds', 'spades'] });
    await send({ type: 'roll', value: 6 });
    await send({ type: 'roll', value: 6 });
  }
  liveId = service.app.table.gameId as string;
  // An Apogee game whose player's name needs quoting in CSV, in the same folder.
  const game = apogeeGame(T_APOGEE, () => 6, 5);
  const actions = game.actions.map((action) =>
    action.type === 'newGame'
      ? {
          ...action,
          players: action.players.map((p, seat) =>
            seat === 0 ? { ...p, name: 'Ada "Ace", Jr' } : p,
          ),
        }
      : action,
  );
  writeLog(service.store.gamesDir, {
    id: APOGEE_ID,
    createdAt: T_APOGEE,
    game: 'apogee',
    actions,
    box: { source: 'virtual', id: 'virtual', firmware: '2.0.0' },
  });
});
afterAll(async () => {
  screen?.close();
  await service?.close();
});

describe('GET /api/history', () => {
  it('lists every game newest first, the live one with its box in the header', async () => {
    const res = await service.app.inject('/api/history');
    expect(res.statusCode).toBe(200);
    const { games } = res.json();
    expect(games.map((g: { id: string }) => g.id)).toEqual([liveId, APOGEE_ID]);
    expect(games[0]).toMatchObject({ table: '1', game: 'apophis', status: 'over', phase: 'won' });
    const header = JSON.parse(
      readFileSync(join(service.store.gamesDir, `${liveId}.jsonl`), 'utf8').split('\n')[0] ?? '',
    );
    expect(header.box).toEqual({ source: 'none', id: 'none', firmware: null });
  });

  it("tells the game as the live table showed it: the end screen's story and the deciding launch", async () => {
    const live = service.app.table.publicState() as unknown as {
      story: { launches: number; hits: number };
      apophis: { damages: number; deflections: number };
      launch: { result: string };
      outcome: { result: string; at: number };
    };
    const res = await service.app.inject(`/api/history/${liveId}`);
    expect(res.statusCode).toBe(200);
    const { report, entry, actions } = res.json();
    const tally = (key: string) =>
      report.tallies.find((t: { label: { key: string } }) => t.label.key === `apophis.tally.${key}`)
        ?.value;
    expect(tally('launches')).toBe(live.story.launches);
    expect(tally('hits')).toBe(live.story.hits);
    expect(tally('damages')).toBe(live.apophis.damages);
    expect(tally('deflections')).toBe(live.apophis.deflections);
    expect(tally('typed')).toBe(6);
    expect(report.ending).toEqual({ result: live.outcome.result, at: live.outcome.at, won: true });
    expect(report.decisive.label.values.result).toBe(live.launch.result);
    expect(entry.ending.result).toBe('destroyed');
    // newGame, start, then 5 table actions a launch.
    expect(actions).toHaveLength(2 + 3 * 5);
    // Hard's hits against Apophis 3, 2, 1: 3/6, 2/6, 1/6.
    expect(report.luck.map((l: { chance: number }) => l.chance)).toEqual([0.5, 1 / 3, 1 / 6]);
  });

  it('sends the final view: the live table’s own fields after the last action, one view', async () => {
    const { game, status, gameId, addresses, box, sealed, ...fields } =
      service.app.table.publicState() as unknown as Record<string, unknown>;
    const { final } = (await service.app.inject(`/api/history/${liveId}`)).json();
    // Three hits of damage 1 each on Apophis 3, 2, 1 (R13, R14): destroyed, the table won.
    expect(final).toMatchObject({
      phase: 'won',
      story: { launches: 3, hits: 3 },
      apophis: { value: 0, damages: 3 },
    });
    expect(final).toEqual(JSON.parse(JSON.stringify(fields)));
    // An Apogee log written by hand: its final view is the module's, at its last action's time.
    const apogee = (await service.app.inject(`/api/history/${APOGEE_ID}`)).json();
    expect(apogee.final).toMatchObject({ stage: 'over' });
    expect(apogee.final.players.map((p: { name: string }) => p.name)).toEqual([
      'Ada "Ace", Jr',
      'Bo',
    ]);
  });

  it('refuses a malformed id with a sentence (400) and an unknown one with 404', async () => {
    const bad = await service.app.inject('/api/history/not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/is not a game id/);
    const unknown = await service.app.inject('/api/history/20990101-000000-zzzz');
    expect(unknown.statusCode).toBe(404);
    expect((await service.app.inject('/api/history/x/export.csv')).statusCode).toBe(400);
  });
});

describe('exports', () => {
  it('gives the game as a JSON attachment', async () => {
    const res = await service.app.inject(`/api/history/${liveId}/export.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${liveId}.json"`);
    const body = res.json();
    expect(body.header).toMatchObject({ id: liveId, game: 'apophis' });
    expect(body.actions).toHaveLength(17);
  });

  it('gives one CSV row per action, fields flattened, dice, RFC 4180 quoting and CRLF', async () => {
    const res = await service.app.inject(`/api/history/${APOGEE_ID}/export.csv`);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${APOGEE_ID}.csv"`);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.split('\r\n');
    expect(lines.at(-1)).toBe(''); // the last row ends with CRLF too
    expect(lines).toHaveLength(32 + 2);
    const head = lines[0]?.split(',') ?? [];
    expect(head.slice(0, 3)).toEqual(['ms_since_start', 'type', 'game']);
    expect(head).toContain('players.0.name');
    expect(head.at(-1)).toBe('dice');
    expect(lines[1]).toContain(',"Ada ""Ace"", Jr",');
    expect(lines[1]?.startsWith('0,newGame,apogee,')).toBe(true);
    // The first launch's d12: 2 s a step; newGame, start, 8 builds, advance, launch, then the roll (12 steps).
    const roll = lines.find((line) => line.startsWith('24000,launchRolled,'));
    expect(roll?.endsWith(',d12 6 box')).toBe(true);
  });

  it("gives a finished play in BG Stats' documented import JSON", async () => {
    const res = await service.app.inject(`/api/history/${APOGEE_ID}/export.bgstats.json`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sourceName: 'Apophis Mission Control',
      sourcePlayId: APOGEE_ID,
      playDate: '2026-01-01 20:00:00',
      durationMin: 1, // 62 s
      game: { name: 'Apogee', sourceGameId: 'apogee', noPoints: true },
      players: [
        { name: 'Ada "Ace", Jr', winner: true },
        { name: 'Bo', winner: true },
      ],
    });
    const coop = (await service.app.inject(`/api/history/${liveId}/export.bgstats.json`)).json();
    expect(coop.players).toEqual([
      { name: 'Player 1', sourcePlayerId: `${liveId}-0`, winner: true },
      { name: 'Player 2', sourcePlayerId: `${liveId}-1`, winner: true },
    ]);
  });
});

describe('GET /api/stats', () => {
  it('counts both games and their dice', async () => {
    const res = await service.app.inject('/api/stats');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.games).toBe(2);
    expect(stats.modules.apophis).toMatchObject({ played: 1, won: 1, lost: 0, unfinished: 0 });
    expect(stats.modules.apogee).toMatchObject({ played: 1, won: 1 });
    expect(stats.typed).toMatchObject([
      { box: 'hand', sides: 6, rolls: 6, counts: [0, 0, 0, 0, 0, 6] },
    ]);
    expect(stats.dice).toMatchObject([{ box: 'virtual', sides: 12, rolls: 4 }]);
  });
});

describe('the cache', () => {
  it('replays an unchanged log once, and a changed one again', async () => {
    const history = new GameHistory(() => [{ table: '1', store: service.store }]);
    await history.all();
    expect(history.replays).toBe(2);
    await history.all();
    expect(history.replays).toBe(2);
    // One more line on the Apogee log (a pause): only that file is read again.
    const path = join(service.store.gamesDir, `${APOGEE_ID}.jsonl`);
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n').length;
    appendFileSync(path, actionLine(lines, { type: 'undo', at: T_APOGEE + 100_000 }));
    const again = await history.all();
    expect(history.replays).toBe(3);
    expect(again.find((g) => g.entry.id === APOGEE_ID)?.entry.actions).toBe(33);
  });
});
