// The HTTP routes: a table's health, public state, games and logs, and its screens
// (`/`, `/control`, `/watch`), registered once per table under its prefix; and the
// built display itself, one page for every path the display routes (display/route.ts).

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Table } from '../tables.ts';

/** Answers a screen's path: the display's one page, or a note to build it. */
export type PageHandler = (request: unknown, reply: FastifyReply) => unknown;

/** The service-wide screens, each the same page (the display routes by path). */
export const SERVICE_PAGES = ['/hall', '/history', '/history/:id', '/stats'] as const;
/** A table's screens, under its prefix (and at the root for the first table). */
export const TABLE_PAGES = ['/', '/control', '/watch'] as const;

/**
 * Serves the built display's assets at the root of `app` (call it on the root, not in a
 * prefixed scope) and returns the handler every screen's path answers with.
 */
export async function displayPages(app: FastifyInstance, displayDir: string): Promise<PageHandler> {
  if (existsSync(join(displayDir, 'index.html'))) {
    // One wildcard route, not a route per file: listing and routing the 217 built files (the
    // voice's recordings among them) was a quarter of the service's start.
    await app.register(fastifyStatic, { root: displayDir, index: false, wildcard: true });
    return (_, reply) => reply.sendFile('index.html');
  }
  return (_, reply) =>
    reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The screens are not built yet: run `npm run build` (npm start does it for you).\n');
}

export async function servicePages(
  app: FastifyInstance,
  options: { page: PageHandler },
): Promise<void> {
  for (const path of SERVICE_PAGES) app.get(path, options.page);
}

export type HttpOptions = {
  table: Table;
  page: PageHandler;
  version: string;
  startedAt: number;
};

export async function httpRoutes(app: FastifyInstance, options: HttpOptions): Promise<void> {
  const { session, store: games } = options.table;

  app.get('/api/health', async () => ({
    service: 'ok',
    version: options.version,
    uptimeMs: Date.now() - options.startedAt,
    table: options.table.id,
    box: session.boxStatus(),
    game: {
      id: session.gameId,
      game: session.module.id,
      status: session.module.status(session.state),
      phase: session.publicState().phase,
    },
  }));

  app.get('/api/state', async () => session.publicState());

  app.get('/api/games', async () => ({ games: await games.list() }));

  app.get<{ Params: { id: string } }>('/api/games/:id/log', async (request, reply) => {
    const { id } = request.params;
    if (!games.isGameId(id)) {
      return reply
        .code(400)
        .send({ error: `"${id.slice(0, 40)}" is not a game id (like 20261121-194000-k3x9)` });
    }
    const log = await games.readOrNull(id);
    if (log === null) return reply.code(404).send({ error: `no game ${id}` });
    return log;
  });

  for (const path of TABLE_PAGES) app.get(path, options.page);
}
