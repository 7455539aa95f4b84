// The HTTP routes: health, the table's public state, the games and their logs,
// and the screens (the built display, one page for `/` and `/control`).

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** What the routes read from the game store. */
export interface GamesReader {
  list(): Promise<unknown[]>;
  /** A game's log; null when there is no such game. */
  readOrNull(id: string): Promise<unknown | null>;
  isGameId(id: string): boolean;
}

export type HttpOptions = {
  games: GamesReader;
  displayDir: string;
  version: string;
  startedAt: number;
};

export async function httpRoutes(app: FastifyInstance, options: HttpOptions): Promise<void> {
  app.get('/api/health', async () => {
    const table = app.table;
    return {
      service: 'ok',
      version: options.version,
      uptimeMs: Date.now() - options.startedAt,
      box: table.boxStatus(),
      game: {
        id: table.gameId,
        game: table.module.id,
        status: table.module.status(table.state),
        phase: table.publicState().phase,
      },
    };
  });

  app.get('/api/state', async () => app.table.publicState());

  app.get('/api/games', async () => ({ games: await options.games.list() }));

  app.get<{ Params: { id: string } }>('/api/games/:id/log', async (request, reply) => {
    const { id } = request.params;
    if (!options.games.isGameId(id)) {
      return reply
        .code(400)
        .send({ error: `"${id.slice(0, 40)}" is not a game id (like 20261121-194000-k3x9)` });
    }
    const log = await options.games.readOrNull(id);
    if (log === null) return reply.code(404).send({ error: `no game ${id}` });
    return log;
  });

  const index = join(options.displayDir, 'index.html');
  if (existsSync(index)) {
    await app.register(fastifyStatic, { root: options.displayDir, index: false, wildcard: false });
    const page = (_: unknown, reply: { sendFile(name: string): unknown }) =>
      reply.sendFile('index.html');
    app.get('/', page);
    app.get('/control', page);
  } else {
    const missing = async (
      _: unknown,
      reply: { code(n: number): { type(t: string): { send(s: string): unknown } } },
    ) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The screens are not built yet: run `npm run build` (npm start does it for you).\n');
    app.get('/', missing);
    app.get('/control', missing);
  }
}
