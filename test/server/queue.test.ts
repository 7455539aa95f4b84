// The convention queue (issue 34, DESIGN.md "Convention mode") through the real service and its
// store: its bounds, each refused with a sentence and the queue unchanged; its secret; "next
// group" with the table's token only, which ends the game under way and seats the group in the
// lobby with the table's settings kept; and its file, which a kill -9 keeps.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Command } from '../../src/messages.ts';
import { serviceFleet } from './fleet.ts';
import { Screen, type Service, startService, TOKEN, waitUntil } from './harness.ts';

const services: Service[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
});
async function service(): Promise<Service> {
  const started = await startService();
  services.push(started);
  return started;
}

type Reply = { status: number; body: Record<string, unknown> };
async function ask(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  from = '10.0.0.1',
): Promise<Reply> {
  const response = await app.inject({
    method,
    url,
    remoteAddress: from,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}
const join2 = (app: FastifyInstance, group: string, players: string[], from = '10.0.0.1') =>
  ask(app, 'POST', '/t/1/api/queue', { group, players }, from);
const list = async (app: FastifyInstance) =>
  (await ask(app, 'GET', '/t/1/api/queue')).body.groups as Record<string, unknown>[];

describe('the demo length', () => {
  it('sets the lobby to the game’s demo with the table’s token only, players kept', async () => {
    const { app, url } = await service();
    const control = await Screen.open(url);
    const setUp: Command = { type: 'newGame', players: 3, variant: 'advanced', timerSeconds: 900 };
    expect(await control.command(setUp)).toMatchObject({ ok: true });
    expect((await ask(app, 'POST', '/t/1/api/demo', { token: 'not-the-token' })).status).toBe(401);
    const demo = await ask(app, 'POST', '/t/1/api/demo', { token: TOKEN });
    expect(demo).toEqual({ status: 200, body: { ok: true } });
    const state = await waitUntil('the demo set-up', () =>
      control.state()?.variant === 'basic' ? control.state() : undefined,
    );
    expect(state).toMatchObject({ players: 3, phase: 'lobby' });
    expect((state as unknown as { timerSeconds: number }).timerSeconds).toBe(300);
    expect(await control.command({ type: 'start' })).toMatchObject({ ok: true });
    const during = await ask(app, 'POST', '/t/1/api/demo', { token: TOKEN });
    expect(during).toMatchObject({
      status: 409,
      body: { error: expect.stringMatching(/under way/) },
    });
    // Apogee's demo is mission 1.
    await control.command({ type: 'endGame' });
    await control.command({
      type: 'newGame',
      game: 'apogee',
      players: [
        { name: 'Ada', colour: 'blue', authority: 3 },
        { name: 'Bo', colour: 'red', authority: 1 },
      ],
      mission: 4,
    } as Command);
    expect((await ask(app, 'POST', '/api/demo', { token: TOKEN })).status).toBe(200);
    await waitUntil(
      'mission 1',
      () => (control.state() as unknown as { mission?: number }).mission === 1,
    );
    // Apocalyte's is the demo's board without the teaching (AC56), players kept, said as a demo.
    const seats = [
      { name: 'Ada', colour: 'red', letter: 'A' },
      { name: 'Bo', colour: 'blue', letter: 'B' },
    ];
    await control.command({ type: 'newGame', game: 'apocalyte', players: seats } as Command);
    await waitUntil('Apocalyte', () => app.table.module.id === 'apocalyte');
    expect((await ask(app, 'POST', '/api/demo', { token: TOKEN })).status).toBe(200);
    type Apo = { demo?: true; teach?: unknown; players: object[]; scenario?: string };
    const apo = () => app.table.state as Apo;
    expect(apo()).toMatchObject({ demo: true, players: seats });
    expect(apo().teach).toBeUndefined();
    expect(await control.command({ type: 'start' })).toMatchObject({ ok: true });
    await waitUntil('the demo board', () => apo().scenario === 'zombies');
    expect(JSON.stringify(app.table.publicState())).toContain('demo.is');
    control.close();
  });
});

describe('the queue', () => {
  it('takes a group without a token, gives it a secret, a place and a wait, and lists it without the secret', async () => {
    const { app } = await service();
    const first = await join2(app, 'Les Bleus', ['Ada', 'Boris']);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ place: 1 });
    expect(first.body.id).toMatch(/^[0-9a-f]{12}$/);
    expect(first.body.secret).toMatch(/^[0-9a-f]{32}$/);
    // No game played at this table yet: a guessed 15-minute game, the lobby's about to be played.
    expect(first.body.waitMin).toBe(15);
    const second = await join2(app, '<b>Team</b>', ['Chloé']);
    expect(second.body).toMatchObject({ place: 2, waitMin: 30 });
    const groups = await list(app);
    expect(groups).toEqual([
      { id: first.body.id, group: 'Les Bleus', players: ['Ada', 'Boris'], place: 1, waitMin: 15 },
      // A name is kept as the text it was: a screen shows it, never runs it.
      { id: second.body.id, group: '<b>Team</b>', players: ['Chloé'], place: 2, waitMin: 30 },
    ]);
    expect(JSON.stringify(groups)).not.toContain(first.body.secret as string);
    // The root paths answer for the first table, as its other routes do.
    expect((await ask(app, 'GET', '/api/queue')).body.groups).toEqual(groups);
  });

  it('refuses each bound with a sentence and leaves the queue as it was', async () => {
    const { app } = await service();
    const refusals: [string, unknown, number, RegExp][] = [
      [
        'a name of 25 characters',
        { group: 'x'.repeat(25), players: ['Ada'] },
        400,
        /24 characters at most/,
      ],
      [
        'a player of 25 characters',
        { group: 'G', players: ['y'.repeat(25)] },
        400,
        /24 characters at most/,
      ],
      ['an empty name', { group: '  ', players: ['Ada'] }, 400, /empty/],
      ['a control character', { group: 'G\u001b[31m', players: ['Ada'] }, 400, /control character/],
      [
        'five players for Apophis',
        { group: 'G', players: ['A', 'B', 'C', 'D', 'E'] },
        400,
        /1 to 4 players: the group has 5/,
      ],
      ['no player', { group: 'G', players: [] }, 400, /1 to 4 players/],
      ['two alike', { group: 'G', players: ['Ada', 'ada'] }, 400, /two players are called/],
      ['players not a list', { group: 'G', players: 'Ada' }, 400, /list of names/],
    ];
    for (const [what, body, status, sentence] of refusals) {
      const reply = await ask(app, 'POST', '/t/1/api/queue', body, `10.1.0.${refusals.length}`);
      expect(reply.status, what).toBe(status);
      expect(reply.body.error, what).toMatch(sentence);
    }
    expect(await list(app)).toEqual([]);
    // 24 characters is the most a name takes.
    expect((await join2(app, 'z'.repeat(24), ['w'.repeat(24)])).status).toBe(201);
  });

  it('takes 5 joins a minute from one address, and 40 groups a table', async () => {
    const { app } = await service();
    for (let n = 1; n <= 5; n++)
      expect((await join2(app, `G${n}`, ['A'], '10.2.0.1')).status).toBe(201);
    const sixth = await join2(app, 'G6', ['A'], '10.2.0.1');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatch(
      /5 groups joined from this address in the last minute: wait \d+ s/,
    );
    // Another address is another visitor.
    expect((await join2(app, 'G6', ['A'], '10.2.0.2')).status).toBe(201);
    for (let n = 7; n <= 40; n++) {
      expect((await join2(app, `G${n}`, ['A'], `10.3.${n}.1`)).status, `group ${n}`).toBe(201);
    }
    const full = await join2(app, 'G41', ['A'], '10.4.0.1');
    expect(full.status).toBe(409);
    expect(full.body.error).toMatch(/the queue is full \(40 groups\)/);
    expect(await list(app)).toHaveLength(40);
  });

  it('lets a group leave with its secret only', async () => {
    const { app } = await service();
    const joined = (await join2(app, 'Leavers', ['Ada'])).body;
    const other = (await join2(app, 'Stayers', ['Bo'])).body;
    const url = `/t/1/api/queue/${joined.id}`;
    expect((await ask(app, 'DELETE', url)).status).toBe(403);
    expect((await ask(app, 'DELETE', `${url}?secret=${other.secret}`)).status).toBe(403);
    expect((await ask(app, 'GET', `${url}?secret=${other.secret}`)).status).toBe(404);
    expect((await ask(app, 'GET', `${url}?secret=${joined.secret}`)).body).toMatchObject({
      status: 'waiting',
      place: 1,
    });
    expect(await list(app)).toHaveLength(2);
    const left = await ask(app, 'DELETE', `${url}?secret=${joined.secret}`);
    expect(left).toEqual({ status: 200, body: { ok: true } });
    expect((await list(app)).map((g) => g.group)).toEqual(['Stayers']);
    expect((await ask(app, 'DELETE', `${url}?secret=${joined.secret}`)).status).toBe(404);
  });

  it('calls the next group with the table’s token only: the game ended, the lobby seats the group, the settings kept', async () => {
    const { app, url, dir } = await service();
    const control = await Screen.open(url);
    const setUp: Command = { type: 'newGame', players: 4, variant: 'advanced', timerSeconds: 420 };
    expect(await control.command(setUp)).toMatchObject({ ok: true });
    expect(await control.command({ type: 'start' })).toMatchObject({ ok: true });
    const joined = (await join2(app, 'Trio', ['Ada', 'Bo', 'Cy'])).body;
    // A game under way: place 1 waits for its clock (7 minutes at most).
    expect(joined.waitMin).toBeLessThanOrEqual(7);

    for (const token of [undefined, 'wrong-token-123', 'x']) {
      const refused = await ask(app, 'POST', '/t/1/api/queue/next', token ? { token } : {});
      expect(refused.status).toBe(401);
      expect(refused.body.error).toMatch(/table's token/);
    }
    expect(control.state()?.phase).toBe('running');
    expect(await list(app)).toHaveLength(1);

    const next = await ask(app, 'POST', '/t/1/api/queue/next', { token: TOKEN });
    expect(next).toEqual({
      status: 200,
      body: { ok: true, group: { id: joined.id, group: 'Trio', players: ['Ada', 'Bo', 'Cy'] } },
    });
    const state = await waitUntil('the lobby', () =>
      control.state()?.phase === 'lobby' ? control.state() : undefined,
    );
    // Apophis counts its players: the group's three; the variant and the timer kept.
    expect(state).toMatchObject({ players: 3, variant: 'advanced' });
    expect((state as unknown as { timerSeconds: number }).timerSeconds).toBe(420);
    expect(await list(app)).toEqual([]);
    expect(
      (await ask(app, 'GET', `/t/1/api/queue/${joined.id}?secret=${joined.secret}`)).body,
    ).toMatchObject({
      status: 'called',
    });
    // The game that ran is in the history as ended early, by the hall.
    const history = (await ask(app, 'GET', '/api/history')).body.games as Record<string, unknown>[];
    expect(history[0]).toMatchObject({ status: 'playing', endedEarly: { by: 'hall' } });
    // Nobody waiting: a sentence.
    const empty = await ask(app, 'POST', '/t/1/api/queue/next', { token: TOKEN });
    expect(empty).toMatchObject({
      status: 409,
      body: { error: 'no group is waiting in the queue' },
    });
    expect(existsSync(join(dir, 'queue.json'))).toBe(true);
    control.close();
  });

  it('seats a group at a seated game: each name in a seat, colours and marks told apart', async () => {
    const { app, url } = await service();
    const control = await Screen.open(url);
    const setUp = {
      type: 'newGame',
      game: 'apocalyte',
      players: [
        { name: 'Red', colour: 'red', letter: 'R' },
        { name: 'Blue', colour: 'blue', letter: 'B' },
      ],
    } as Command;
    expect(await control.command(setUp)).toMatchObject({ ok: true });
    await join2(app, 'Famille', ['Bea', 'Bruno', 'Rémi']);
    const next = await ask(app, 'POST', '/api/queue/next', { token: TOKEN });
    expect(next.status).toBe(200);
    const players = await waitUntil('the group seated', () => {
      const p = (control.state() as unknown as { players?: { name: string }[] }).players;
      return p?.[0]?.name === 'Bea' ? p : undefined;
    });
    expect(players).toEqual([
      { name: 'Bea', colour: 'red', letter: 'R' },
      { name: 'Bruno', colour: 'blue', letter: 'B' },
      { name: 'Rémi', colour: 'yellow', letter: 'A' },
    ]);
    // Apocalyte takes 2 to 5 players: a lone visitor is told so.
    const alone = await join2(app, 'Solo', ['Zoé']);
    expect(alone).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/2 to 5 players/) },
    });
    control.close();
  });
});

const fleet = serviceFleet('apophis-queue-kill9-');

describe('the queue across kill -9', () => {
  it('comes back from its file with every group that was answered', async () => {
    const dir = fleet.folder('queue');
    const first = await fleet.start(dir);
    const post = (base: string, body: unknown) =>
      fetch(`${base}/api/queue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as Record<string, unknown>,
      }));
    const a = await post(first.url, { group: 'Avant', players: ['Ada', 'Bo'] });
    const b = await post(first.url, { group: 'Après', players: ['Cy'] });
    expect([a.status, b.status]).toEqual([201, 201]);
    await first.kill();
    const onDisk = JSON.parse(readFileSync(join(dir, 'queue.json'), 'utf8'));
    expect(onDisk.groups.map((g: { group: string }) => g.group)).toEqual(['Avant', 'Après']);

    const second = await fleet.start(dir);
    const groups = (
      (await (await fetch(`${second.url}/api/queue`)).json()) as { groups: unknown[] }
    ).groups;
    expect(groups).toMatchObject([
      { id: a.body.id, group: 'Avant', players: ['Ada', 'Bo'], place: 1 },
      { id: b.body.id, group: 'Après', players: ['Cy'], place: 2 },
    ]);
    // The secret still works after the restart.
    const left = await fetch(`${second.url}/api/queue/${a.body.id}?secret=${a.body.secret}`, {
      method: 'DELETE',
    });
    expect(left.status).toBe(200);
    await second.kill();
  }, 60_000);
});
