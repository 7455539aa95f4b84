// The play to take home (issue 34, DESIGN.md "Convention mode"): `GET /api/history/:id/bgstats-link`
// gives BG Stats' push link, whose `data` is the play as url-encoded JSON, checked field by field:
// a game whose proof box rolled carries the dice's seal in its comments; an Apophis group seated
// from the queue is named by its names; a game not over is refused with a sentence.

import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apogeeGame, writeLog } from '../stats/logs.ts';
import { Screen, type Service, startService, TOKEN, waitUntil } from './harness.ts';
import { winWithSixes } from './win-apophis.ts';

const APOGEE_ID = '20260102-200000-seal';
const T = Date.UTC(2026, 0, 2, 20, 0, 0);
const COMMITMENT = '11f50c0b9a7d3e21c4b5a6978d0e1f23';
const PREFIX = 'https://app.bgstatsapp.com/createPlay.html?data=';

let service: Service;
let screen: Screen;

/** The link of a game, and the play its `data` carries (decoded from the URL, not taken from the answer). */
async function link(id: string) {
  const res = await service.app.inject(`/api/history/${id}/bgstats-link`);
  const body = res.json() as { url?: string; error?: string };
  if (res.statusCode !== 200) return { status: res.statusCode, body, play: null };
  const url = new URL(body.url as string);
  const play = JSON.parse(url.searchParams.get('data') as string) as Record<string, unknown>;
  return { status: res.statusCode, body, play };
}

beforeAll(async () => {
  service = await startService();
  screen = await Screen.open(service.url);
  const game = apogeeGame(T, () => 6, 5);
  const path = writeLog(service.store.gamesDir, {
    id: APOGEE_ID,
    createdAt: T,
    game: 'apogee',
    actions: game.actions,
    box: { source: 'virtual', id: 'virtual', firmware: '2.1.0' },
  });
  // The box committed, then rolled a die the game used.
  const proof = (fields: object) => `${JSON.stringify({ kind: 'proof', ...fields })}\n`;
  appendFileSync(path, proof({ line: 'commit', commitment: COMMITMENT, at: T + 1 }));
  appendFileSync(
    path,
    proof({ line: 'roll', sides: 12, values: [6], index: 0, used: true, at: T + 5 }),
  );
});
afterAll(async () => {
  screen?.close();
  await service?.close();
});

describe('the play to take home', () => {
  it('is BG Stats’ push link with the play, field by field, and the dice’s seal', async () => {
    const { status, body, play } = await link(APOGEE_ID);
    expect(status).toBe(200);
    expect(body.url?.startsWith(PREFIX)).toBe(true);
    // The data is url-encoded JSON: nothing of it is left raw in the link.
    expect(body.url?.slice(PREFIX.length)).toMatch(/^[A-Za-z0-9%._~*'()!-]+$/);
    expect(play).not.toBeNull();
    const p = play as Record<string, unknown>;
    expect(p.sourceName).toBe('Apophis Mission Control');
    expect(p.sourcePlayId).toBe(APOGEE_ID);
    expect(p.playDate).toBe('2026-01-02 20:00:00');
    expect(p.playDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(typeof p.durationMin).toBe('number');
    expect(p.game).toEqual({
      name: 'Apogee',
      sourceGameId: 'apogee',
      highestWins: true,
      noPoints: true,
    });
    const players = p.players as { name: string; winner: unknown }[];
    expect(players.map((x) => x.name)).toHaveLength(2);
    for (const player of players) expect(typeof player.winner).toBe('boolean');
    expect(p.comments).toContain('dice sealed 11F50C0B');
  });

  it('names an Apophis group seated from the queue, a winner each, no seal without a box roll', async () => {
    const post = (url: string, payload: object) =>
      service.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.0.1' });
    await post('/api/queue', { group: 'Les Comètes', players: ['Inès', 'Jo'] });
    expect((await post('/api/queue/next', { token: TOKEN })).statusCode).toBe(200);
    const gameId = await waitUntil('the group seated', () =>
      screen.state()?.players === 2 ? service.app.table.gameId : undefined,
    );
    // Not over yet: a sentence.
    const early = await link(gameId as string);
    expect(early.status).toBe(404 === early.status ? 404 : 409);
    expect(await screen.command({ type: 'start' })).toMatchObject({ ok: true });
    expect((await link(gameId as string)).body.error).toMatch(
      /is not over: BG Stats logs finished plays/,
    );
    await winWithSixes(service);
    expect((service.app.table.state as { phase: string }).phase).toBe('won');
    const { play } = await link(gameId as string);
    expect(play).toMatchObject({
      sourcePlayId: gameId,
      game: { name: 'Apophis', sourceGameId: 'apophis', highestWins: true, noPoints: true },
      players: [
        { name: 'Inès', winner: true },
        { name: 'Jo', winner: true },
      ],
    });
    expect(String(play?.comments)).not.toContain('sealed');
    // The history's download names them the same.
    const exported = (
      await service.app.inject(`/api/history/${gameId}/export.bgstats.json`)
    ).json();
    expect(exported.players.map((x: { name: string }) => x.name)).toEqual(['Inès', 'Jo']);
  });

  it('still names the group when it chose "Teach us as we play" in the lobby after its call', async () => {
    const post = (url: string, payload: object) =>
      service.app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.0.2' });
    await post('/api/queue', { group: 'Les Astres', players: ['Léa', 'Sam'] });
    expect((await post('/api/queue/next', { token: TOKEN })).statusCode).toBe(200);
    const called = await waitUntil('the group seated', () =>
      screen.state()?.players === 2 && screen.state()?.phase === 'lobby'
        ? service.app.table.gameId
        : undefined,
    );
    // The lobby's "Teach us as we play": the same set-up again with the teaching, a new game.
    expect(
      await screen.command({ type: 'newGame', game: 'apophis', teach: true } as never),
    ).toMatchObject({ ok: true });
    const taught = service.app.table.gameId as string;
    expect(taught).not.toBe(called);
    for (const command of [{ type: 'teach', do: 'skip' }, { type: 'start' }]) {
      expect(await screen.command(command as never), command.type).toMatchObject({ ok: true });
    }
    await winWithSixes(service);
    expect((service.app.table.state as { phase: string }).phase).toBe('won');
    const { status, body, play } = await link(taught);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(play?.players).toEqual([
      { name: 'Léa', winner: true },
      { name: 'Sam', winner: true },
    ]);
  });
});
