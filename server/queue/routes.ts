// A table's queue over HTTP (DESIGN.md, "Convention mode"), registered under the table's prefix
// (and at the root for the first table, as its other routes are):
//   POST   /api/queue            {group, players}  → 201 {id, secret, place, waitMin}  (no token)
//   GET    /api/queue                              → {groups: [{id, group, players, place, waitMin}]}
//   GET    /api/queue/:id?secret=                  → {status: waiting|called, place?, waitMin?}
//   DELETE /api/queue/:id?secret=                  → {ok: true}
//   POST   /api/queue/next       {token, teach?}   → {ok: true, group} : the game ended or closed,
//                                                    the lobby set with the next group
//   POST   /api/demo             {token, teach?}   → {ok: true}: the lobby at the game's demo length
// With `teach: true` the lobby is set with the game's teaching start (src/teach.ts); a game
// without one refuses it (409) with a sentence.
// Names go out as the JSON strings they came in as: a screen shows them as text, never as HTML.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyGameModule } from '../../src/game.ts';
import type { HistoryEntry } from '../../src/report.ts';
import { noTeaching, teaches } from '../../src/teach.ts';
import { judgeToken, slowedSentence, type TokenGuesses } from '../routes/guesses.ts';
import type { Table } from '../tables.ts';
import type { QueuedGroup } from './file.ts';
import type { Refusal, TableQueue } from './queue.ts';
import { groupSetUp, playerRange } from './seats.ts';
import { medianLength, tableLeftMs, waitMinutes } from './wait.ts';

export type QueueRouteOptions = {
  table: Table;
  queue: TableQueue;
  guesses: TokenGuesses;
  /** Every game of the service's history (the waits read this table's lengths from it). */
  history: () => Promise<readonly HistoryEntry[]>;
};

type Waits = { waitOf(place: number): number; gameMin: number; basis: number };

async function waits(options: QueueRouteOptions): Promise<Waits> {
  const { session } = options.table;
  const module = session.module;
  const state = session.state;
  const now = session.now();
  let entries: readonly HistoryEntry[] = [];
  try {
    entries = await options.history();
  } catch {
    // An unreadable history leaves the guessed length: the queue still answers.
  }
  const median = medianLength(entries, options.table.id, module.id);
  const left = tableLeftMs(module, state, module.status(state), now, median.ms);
  return {
    waitOf: (place) => waitMinutes(place, left, median.ms),
    gameMin: Math.round(median.ms / 60_000),
    basis: median.games,
  };
}

const listed = (group: QueuedGroup, place: number, w: Waits) => ({
  id: group.id,
  group: group.group,
  players: group.players,
  place,
  waitMin: w.waitOf(place),
});

function refuse(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply.code(refusal.status).send({ error: refusal.error });
}

/** The table's token from the body judged: null when right, else the reply already sent. */
function refuseToken(
  options: QueueRouteOptions,
  request: FastifyRequest<{ Body: { token?: unknown } | null }>,
  reply: FastifyReply,
): FastifyReply | null {
  const given = typeof request.body?.token === 'string' ? request.body.token : undefined;
  const judged = judgeToken(options.guesses, request.ip, options.table.token, given);
  if (judged.verdict === 'ok') return null;
  if (judged.verdict === 'slowed') {
    reply.header('retry-after', String(Math.max(1, Math.ceil(judged.waitMs / 1000))));
    return reply.code(429).send({ error: slowedSentence(judged.waitMs) });
  }
  return reply.code(401).send({
    code: 'auth/token',
    error:
      given === undefined
        ? "this takes the table's token (the control page's)"
        : "wrong token: only this table's token (the control page's) sets this table",
  });
}

/** Whether a body asks for the teaching start (`teach: true`, the lobby's "Teach us as we play"). */
const asksTeach = (body: { teach?: unknown } | null | undefined) => body?.teach === true;

/** A set-up command with the teaching start when it is asked (src/teach.ts). */
function taught<C extends { type: string }>(command: C, teach: boolean): C {
  return teach ? { ...command, teach: true } : command;
}

/** The refusal of a teaching start asked of a game without one, else null. */
function refuseTeach(module: AnyGameModule, teach: boolean, reply: FastifyReply) {
  return teach && !teaches(module)
    ? reply.code(409).send({ error: noTeaching(module.title) })
    : null;
}

/** Seats `group` at the table: its game ended or closed, its lobby set with the group's players. */
async function seat(
  table: Table,
  group: QueuedGroup,
  teach: boolean,
): Promise<{ ok: true; value: string | null } | Refusal> {
  const { session } = table;
  const module = session.module;
  const state = session.state;
  const setUp = groupSetUp(module, state, group.players, session.now());
  if ('error' in setUp) return { ok: false, status: 409, error: setUp.error };
  const checked = session.checkCommand(taught(setUp.command, teach));
  if (!checked.ok) {
    return {
      ok: false,
      status: 409,
      error: `${group.group} cannot sit at ${module.title}: ${checked.error}`,
    };
  }
  const status = module.status(state);
  if (status === 'playing' || status === 'paused') {
    const ended = await session.endGame('hall');
    if (!ended.ok) return { ok: false, status: 409, error: ended.error };
  }
  const result = await session.command(checked.value);
  if (!result.ok) return { ok: false, status: 409, error: result.error };
  return { ok: true, value: session.gameId };
}

/**
 * A lobby replaced by another before its game began (the lobby's "Teach us as we play" sets the
 * table up again, a new game id) keeps the group the queue seated there.
 */
function followLobby(table: Table, queue: TableQueue, report: (error: unknown) => void): void {
  const { session } = table;
  let last = { gameId: session.gameId, lobby: session.module.status(session.state) === 'lobby' };
  table.session.subscribe(() => {
    const gameId = session.gameId;
    const lobby = session.module.status(session.state) === 'lobby';
    if (gameId !== last.gameId && last.lobby && lobby && last.gameId && gameId)
      queue.reseated(last.gameId, gameId).catch(report);
    last = { gameId, lobby };
  });
}

export async function queueRoutes(app: FastifyInstance, options: QueueRouteOptions): Promise<void> {
  const { queue, table } = options;
  followLobby(table, queue, (error) => app.log.error(error));

  app.post<{ Body: { group?: unknown; players?: unknown } | null }>(
    '/api/queue',
    async (request, reply) => {
      const body = request.body ?? {};
      const joined = await queue.join(
        { group: body.group, players: body.players },
        request.ip,
        playerRange(table.session.module),
      );
      if (!joined.ok) return refuse(reply, joined);
      const w = await waits(options);
      return reply.code(201).send({
        id: joined.group.id,
        secret: joined.group.secret,
        place: joined.place,
        waitMin: w.waitOf(joined.place),
      });
    },
  );

  app.get('/api/queue', async () => {
    const w = await waits(options);
    return {
      groups: queue.groups.map((group, index) => listed(group, index + 1, w)),
      game: table.session.module.id,
      players: playerRange(table.session.module),
      gameMin: w.gameMin,
      basis: w.basis,
    };
  });

  app.get<{ Params: { id: string }; Querystring: { secret?: string } }>(
    '/api/queue/:id',
    async (request, reply) => {
      const found = queue.status(request.params.id, request.query.secret);
      if (!found)
        return reply.code(404).send({ error: 'no such group in the queue (or the wrong secret)' });
      if (found.status === 'called') return { status: 'called', at: found.at };
      const w = await waits(options);
      return { status: 'waiting', ...listed(found.group, found.place, w) };
    },
  );

  app.delete<{ Params: { id: string }; Querystring: { secret?: string } }>(
    '/api/queue/:id',
    async (request, reply) => {
      const left = await queue.leave(request.params.id, request.query.secret);
      return left.ok ? { ok: true } : refuse(reply, left);
    },
  );

  // The game's demo length for this table (a convention preset), from the hall or the phone.
  app.post<{ Body: { token?: unknown; teach?: unknown } | null }>(
    '/api/demo',
    async (request, reply) => {
      const refused = refuseToken(options, request, reply);
      if (refused) return refused;
      const { session } = table;
      const module = session.module;
      const teach = asksTeach(request.body);
      const untaught = refuseTeach(module, teach, reply);
      if (untaught) return untaught;
      if (!module.demoSetUp) {
        return reply
          .code(409)
          .send({ error: `${module.title} has no demo length: set it up by hand` });
      }
      const status = module.status(session.state);
      if (status === 'playing' || status === 'paused') {
        return reply.code(409).send({
          error:
            'a game is under way: the demo length is set between games (Next group or End this game first)',
        });
      }
      const checked = session.checkCommand(taught(module.demoSetUp(session.state), teach));
      if (!checked.ok) return reply.code(409).send({ error: checked.error });
      const result = await session.command(checked.value);
      return result.ok ? { ok: true } : reply.code(409).send({ error: result.error });
    },
  );

  app.post<{ Body: { token?: unknown; teach?: unknown } | null }>(
    '/api/queue/next',
    async (request, reply) => {
      const refused = refuseToken(options, request, reply);
      if (refused) return refused;
      // With `teach: true` the group is seated with the game's teaching start (src/teach.ts).
      const teach = asksTeach(request.body);
      const untaught = refuseTeach(table.session.module, teach, reply);
      if (untaught) return untaught;
      const called = await queue.callNext((group) => seat(table, group, teach));
      if (!called.ok) return refuse(reply, called);
      const { id, group, players } = called.group;
      return { ok: true, group: { id, group, players } };
    },
  );
}
