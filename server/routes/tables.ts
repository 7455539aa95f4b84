// GET /api/tables: every table of the service, where its game stands, its box and its
// screens' links, for the hall page. Asked with the service's token, each table also
// carries its own control token (the hall's QR codes); a table's own token lists nothing
// more than no token does (it opens that table only); a wrong token gets a sentence and
// spends the address's budget of guesses (./guesses.ts).
// POST /api/tables/:id/end with the service's token (`{"token": …}`) ends that table's game
// before its end, as its phone can (server/table.ts `endGame`): the volunteer whose group left.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TableSummary } from '../../src/messages.ts';
import { type Table, tableLinks } from '../tables.ts';
import { judgeToken, slowedSentence, type TokenGuesses, tokenMatches } from './guesses.ts';

export type TablesRouteOptions = {
  tables: () => readonly Table[];
  /** The service's token (`--token`). */
  token: string;
  /** Every address's budget of wrong tokens, shared with the tables' sockets. */
  guesses: TokenGuesses;
};

export function tableSummary(table: Table, now: number, withToken: boolean): TableSummary {
  const { session } = table;
  const state = session.publicState(now);
  const clock = session.module.boxClock?.(session.state, now) ?? null;
  return {
    id: table.id,
    game: state.game,
    // A game's view names its phase; one that names none is shown by its status.
    phase: typeof state.phase === 'string' ? state.phase : state.status,
    status: state.status,
    remainingMs: clock ? clock.remainingMs : null,
    running: clock ? clock.running : false,
    box: state.box,
    base: table.base,
    links: tableLinks(table, withToken ? table.token : undefined),
    ...(withToken ? { token: table.token } : {}),
  };
}

/**
 * The service's token judged for the hall: null when it is right, else the reply already sent
 * (429 while the address is slowed, 401 with a sentence, which says so when it is a table's).
 */
function refuseToken(
  options: TablesRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  given: string | undefined,
  wrong: string,
): FastifyReply | null {
  const judged = judgeToken(options.guesses, request.ip, options.token, given);
  if (judged.verdict === 'ok') return null;
  if (judged.verdict === 'slowed') {
    const seconds = Math.ceil(judged.waitMs / 1000);
    reply.header('retry-after', String(Math.max(1, seconds)));
    return reply.code(429).send({ error: slowedSentence(judged.waitMs) });
  }
  // A table's own token in the hall does nothing more than no token: told so.
  const aTable = options.tables().some((t) => tokenMatches(t.token, given));
  return reply.code(401).send({
    code: 'auth/token',
    error: aTable
      ? "wrong service token: a table's own token opens that table's screens only; the hall takes the service's token, printed at start"
      : wrong,
  });
}

export async function tablesRoutes(app: FastifyInstance, options: TablesRouteOptions) {
  app.get<{ Querystring: { token?: string } }>('/api/tables', async (request, reply) => {
    const given = request.query.token;
    const tables = options.tables();
    if (given !== undefined) {
      const refused = refuseToken(
        options,
        request,
        reply,
        given,
        'wrong service token: ask without one to list the tables, or use the one `--token` set',
      );
      if (refused) return refused;
    }
    // Each table's own clock (a wall-clock step moves none), unless a test gives one.
    const at = (table: Table) => app.play.now?.() ?? table.session.now();
    return {
      // The service's network addresses: a hall opened on localhost makes QR codes a phone can reach.
      addresses: tables[0] ? tables[0].session.publicState(at(tables[0])).addresses : [],
      tables: tables.map((table) => tableSummary(table, at(table), given !== undefined)),
    };
  });
  endRoute(app, options);
}

function endRoute(app: FastifyInstance, options: TablesRouteOptions) {
  app.post<{ Params: { id: string }; Body: { token?: unknown } | null }>(
    '/api/tables/:id/end',
    async (request, reply) => {
      const given = typeof request.body?.token === 'string' ? request.body.token : undefined;
      const refused = refuseToken(
        options,
        request,
        reply,
        given,
        "wrong service token: only the hall's token, printed at start, ends a table's game from the hall",
      );
      if (refused) return refused;
      const table = options.tables().find((t) => t.id === request.params.id);
      if (!table) {
        return reply.code(404).send({ error: `no table ${request.params.id.slice(0, 12)}` });
      }
      const result = await table.session.endGame('hall');
      if (!result.ok) {
        const code = result.code === 'log/write' ? 500 : 409;
        return reply.code(code).send({ error: result.error, code: result.code });
      }
      return { ok: true };
    },
  );
}
