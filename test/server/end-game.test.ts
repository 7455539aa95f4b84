// Ending a game before its end, for every game, through the real service and its store (issue
// 24: "An Apogee or Apocalyte game cannot be ended early … a restart resumes the same game. A
// volunteer whose group leaves is stuck."). Expected, from the issue: "back to the game's lobby
// with the players kept"; the log records that it was ended early, so the history shows it
// ended, not unfinished; a restart lands in the lobby; the hall can do it with the service's
// token, and a table's token is refused there.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { GameStore } from '../../server/store/index.ts';
import type { Command } from '../../src/messages.ts';
import type { HistoryEntry, StatsResponse } from '../../src/report.ts';
import { Screen, type Service, startService, TABLE_TOKENS, TOKEN, waitUntil } from './harness.ts';

const START: Command = { type: 'button', button: 'START', gesture: 'PRESS' };

/** Each game's set-up as its phone sends it, and the names the lobby must keep. */
const GAMES: { game: string; setUp: Command; kept: (state: Record<string, unknown>) => unknown }[] =
  [
    {
      game: 'apophis',
      setUp: {
        type: 'newGame',
        game: 'apophis',
        players: 3,
        variant: 'advanced',
        timerSeconds: 480,
      },
      kept: (state) => [state.players, state.variant, state.timerSeconds],
    },
    {
      game: 'apogee',
      setUp: {
        type: 'newGame',
        game: 'apogee',
        players: [
          { name: 'Ada', colour: 'blue', authority: 3 },
          { name: 'Boris', colour: 'red', authority: 1 },
          { name: 'Chloé', colour: 'green', authority: 5 },
        ],
        mission: 2,
      },
      kept: (state) => (state.players as { name: string }[]).map((p) => p.name),
    },
    {
      game: 'apocalyte',
      setUp: {
        type: 'newGame',
        game: 'apocalyte',
        players: [
          { name: 'Ada', colour: 'red', letter: 'A' },
          { name: 'Boris', colour: 'blue', letter: 'B' },
        ],
      },
      kept: (state) => (state.players as { name: string }[]).map((p) => p.name),
    },
  ];

const dirs: string[] = [];
let service: Service | null = null;
let screen: Screen | null = null;

afterEach(async () => {
  screen?.close();
  await service?.close();
  service = screen = null;
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'apophis-end-'));
  dirs.push(dir);
  return dir;
}

const shown = () => screen?.state() as unknown as Record<string, unknown> & { status: string };

describe('ending a game from the phone', () => {
  for (const { game, setUp, kept } of GAMES) {
    it(`${game}: back to its lobby with the same players, the log marked, the history says ended, a restart stays in the lobby`, async () => {
      const dir = scratch();
      service = await startService({ dir });
      screen = await Screen.open(service.url);
      // Nothing to end in the lobby: refused with a sentence, nothing written.
      expect(await screen.command(setUp)).toMatchObject({ ok: true });
      expect(await screen.command({ type: 'endGame' })).toMatchObject({
        ok: false,
        code: 'end/none',
        error: 'no game is under way: there is none to end',
      });
      expect(await screen.command(START)).toMatchObject({ ok: true });
      await waitUntil('the game under way', () => shown()?.status === 'playing');
      const before = kept(shown());
      const playedId = shown().gameId as string;
      // A token-less screen cannot end it.
      expect(await screen.command({ type: 'endGame' }, null)).toMatchObject({
        ok: false,
        code: 'auth/token',
      });

      // Another screen connected to the table (the big screen, a second phone).
      const other = await Screen.open(service.url);
      try {
        const endedFrom = Date.now();
        expect(await screen.command({ type: 'endGame' })).toMatchObject({ ok: true });
        await waitUntil('the lobby on the other screen', () => other.state()?.status === 'lobby');
        // Issue 32: every screen hears that the game was ended early, by whom and when.
        const ended = (other.state() as { endedEarly?: { by: string; at: number } } | null)
          ?.endedEarly;
        expect(ended?.by).toBe('phone');
        expect(ended?.at).toBeGreaterThanOrEqual(endedFrom);
      } finally {
        other.close();
      }
      await waitUntil('the lobby', () => shown()?.status === 'lobby');
      expect(shown().game).toBe(game);
      expect(kept(shown())).toEqual(before);
      const lobbyId = shown().gameId as string;
      expect(lobbyId).not.toBe(playedId);

      // The played game's log ends with the mark, by the phone.
      const lines = readFileSync(join(dir, 'games', `${playedId}.jsonl`), 'utf8')
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.at(-1)).toMatchObject({ kind: 'ended', by: 'phone' });
      expect(typeof lines.at(-1)?.at).toBe('number');

      // The history lists the game as ended (not unfinished); the new lobby is no game yet.
      const history = (await (await fetch(`${service.url}/api/history`)).json()) as {
        games: HistoryEntry[];
      };
      expect(history.games.map((entry) => entry.id)).toEqual([playedId]);
      expect(history.games[0]).toMatchObject({ endedEarly: { by: 'phone' } });
      expect(history.games[0]?.status).not.toBe('over');
      const stats = (await (await fetch(`${service.url}/api/stats`)).json()) as StatsResponse;
      expect(stats.modules[game]).toMatchObject({ played: 1, ended: 1, unfinished: 0 });
      expect(stats.games).toBe(1);

      // A restart: the table comes back in the same game's lobby, players kept.
      screen.close();
      await service.close();
      service = await startService({ dir });
      screen = await Screen.open(service.url);
      expect(shown()).toMatchObject({ game, status: 'lobby', gameId: lobbyId });
      expect(kept(shown())).toEqual(before);
    }, 30_000);
  }

  it('a paused Apophis game ends too, its log marked', async () => {
    service = await startService({ dir: scratch() });
    screen = await Screen.open(service.url);
    const quick = { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 60 };
    expect(await screen.command(quick)).toMatchObject({ ok: true });
    expect(await screen.command({ type: 'start' })).toMatchObject({ ok: true });
    expect(await screen.command({ type: 'pause' })).toMatchObject({ ok: true });
    expect(await screen.command({ type: 'endGame' })).toMatchObject({ ok: true });
    await waitUntil('the lobby', () => shown()?.status === 'lobby');
    const listed = await service.store.list();
    expect(listed[0]?.status).toBe('lobby');
    expect(listed[1]).toMatchObject({ status: 'paused', ended: { by: 'phone' } });
    expect(shown()?.endedEarly).toMatchObject({ by: 'phone' });
    // The next game under way: the word of the early end goes from every screen.
    expect(await screen.command({ type: 'start' })).toMatchObject({ ok: true });
    await waitUntil('the next game under way', () => shown()?.status === 'playing');
    expect(shown()?.endedEarly).toBeUndefined();
  }, 30_000);
});

describe('ending a table’s game from the hall', () => {
  it('takes the service’s token, refuses a table’s own token, and ends table 2 only', async () => {
    const root = scratch();
    service = await startService({
      dir: join(root, '1'),
      extra: {
        serials: ['none', 'none'],
        storeOf: async (id) => {
          const store = new GameStore({ dir: join(root, id) });
          await store.open();
          return store;
        },
      },
    });
    const table2 = await Screen.open(`${service.url}/t/2`);
    try {
      expect(await table2.command({ type: 'start' }, TABLE_TOKENS['2'])).toMatchObject({
        ok: true,
      });
      const end = (token: unknown, table = '2') =>
        fetch(`${service?.url}/api/tables/${table}/end`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        });
      // A table's own token: refused, told why, the game goes on.
      const refused = await end(TABLE_TOKENS['2']);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: string }).error).toContain(
        "a table's own token opens that table's screens only",
      );
      expect(await (await end(undefined)).status).toBe(401);
      expect(table2.state()?.status).toBe('playing');
      // The service's token: ended, back to the lobby, the log says the hall did it.
      const playedId = table2.state()?.gameId as string;
      const ended = await end(TOKEN);
      expect(ended.status).toBe(200);
      await waitUntil('table 2’s lobby', () => table2.state()?.status === 'lobby');
      const log = readFileSync(join(root, '2', 'games', `${playedId}.jsonl`), 'utf8');
      expect(JSON.parse(log.trimEnd().split('\n').at(-1) as string)).toMatchObject({
        kind: 'ended',
        by: 'hall',
      });
      // Nothing to end now: 409 with the sentence; an unknown table: 404.
      const again = await end(TOKEN);
      expect(again.status).toBe(409);
      expect(((await again.json()) as { code: string }).code).toBe('end/none');
      expect((await end(TOKEN, '9')).status).toBe(404);
      // Table 1 never heard of it.
      const one = (await (await fetch(`${service.url}/t/1/api/state`)).json()) as {
        status: string;
      };
      expect(one.status).toBe('lobby');
    } finally {
      table2.close();
    }
  }, 30_000);
});
