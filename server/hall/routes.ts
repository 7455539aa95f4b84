// `apophis hall`'s HTTP side: `GET /api/hall` (every table of every machine, as the bus last
// said; with the service's token each row adds the table's own token and control link),
// `GET /api/hall/stream` (the same answer pushed on every change, as server-sent events, so
// the page shows a change within a second), `POST /api/hall/<name>/<k>/end` (a signed
// `endGame` published to that table) and `GET /api/health`.

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { commandMac, hallTableToken, NAME_PATTERN, topicOf } from '../hall-bus/contract.ts';
import { judgeToken, slowedSentence, type TokenGuesses } from '../routes/guesses.ts';
import type { HallEntry, HallRoster } from './roster.ts';

export type HallRoutesOptions = {
  roster: HallRoster;
  /** The hall's service token: every machine's tables' tokens are derived from it. */
  token: string;
  guesses: TokenGuesses;
  /** Publishes a command (QoS 1); false when the broker is not connected. */
  publish(topic: string, payload: string): boolean;
  connected(): boolean;
  version: string;
  brokerUrl: string;
};

/** At most this many pushes a second to each page: a burst of 50 tables is one message. */
const STREAM_EVERY_MS = 100;

function withToken(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** A row of `/api/hall`: the table's state, its key, and what the hall page reads. */
export function hallRow(entry: HallEntry, token: string | null, now: number) {
  const state = entry.state;
  if (!state) return null;
  const { clock } = state;
  const left = clock ? Math.max(0, clock.leftMs - (clock.running ? now - clock.at : 0)) : null;
  const tableToken = token === null ? null : hallTableToken(token, entry.key);
  return {
    key: entry.key,
    online: entry.online,
    since: entry.since,
    ...state,
    // The hall page's names for the same facts (display/hall/model.ts reads `/api/tables` rows).
    id: entry.key,
    remainingMs: left,
    running: clock?.running ?? false,
    base: '',
    links: tableToken
      ? {
          big: withToken(state.links.big, tableToken),
          control: withToken(state.links.control, tableToken),
          watch: state.links.watch,
        }
      : state.links,
    ...(tableToken ? { token: tableToken } : {}),
  };
}

export function hallAnswer(options: HallRoutesOptions, withToken: boolean) {
  const now = Date.now();
  return {
    broker: { connected: options.connected() },
    // The links are at each machine's own address already: nothing for the page to move.
    addresses: [] as string[],
    tables: options.roster
      .entries()
      .map((entry) => hallRow(entry, withToken ? options.token : null, now))
      .filter((row) => row !== null),
  };
}

/** The service token judged: null when right (or not given and not needed), else the reply sent. */
function refused(
  options: HallRoutesOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  given: string | undefined,
): FastifyReply | null {
  const judged = judgeToken(options.guesses, request.ip, options.token, given);
  if (judged.verdict === 'ok') return null;
  if (judged.verdict === 'slowed') {
    reply.header('retry-after', String(Math.max(1, Math.ceil(judged.waitMs / 1000))));
    return reply.code(429).send({ error: slowedSentence(judged.waitMs) });
  }
  return reply.code(401).send({
    code: 'auth/token',
    error:
      "wrong service token: the hall takes the hall's token, the one every table's machine was given",
  });
}

export async function hallRoutes(app: FastifyInstance, options: HallRoutesOptions) {
  const startedAt = Date.now();
  app.get<{ Querystring: { token?: string } }>('/api/hall', async (request, reply) => {
    const given = request.query.token;
    if (given !== undefined && refused(options, request, reply, given)) return reply;
    return hallAnswer(options, given !== undefined);
  });

  app.get<{ Querystring: { token?: string } }>('/api/hall/stream', (request, reply) => {
    const given = request.query.token;
    if (given !== undefined && refused(options, request, reply, given)) return reply;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    let timer: NodeJS.Timeout | null = null;
    let last = 0;
    const send = () => {
      timer = null;
      last = Date.now();
      raw.write(`data: ${JSON.stringify(hallAnswer(options, given !== undefined))}\n\n`);
    };
    const changed = () => {
      if (timer) return;
      timer = setTimeout(send, Math.max(0, last + STREAM_EVERY_MS - Date.now()));
    };
    send();
    const stop = options.roster.onChange(changed);
    // A comment now and then keeps proxies and phones from closing a quiet stream.
    const keepAlive = setInterval(() => raw.write(': still here\n\n'), 15_000);
    raw.on('close', () => {
      stop();
      clearInterval(keepAlive);
      if (timer) clearTimeout(timer);
    });
  });

  app.post<{ Params: { name: string; k: string }; Body: { token?: unknown } | null }>(
    '/api/hall/:name/:k/end',
    async (request, reply) => {
      const given = typeof request.body?.token === 'string' ? request.body.token : undefined;
      if (refused(options, request, reply, given)) return reply;
      const { name, k } = request.params;
      const key = `${name}/${k}`;
      const entry =
        NAME_PATTERN.test(name) && /^[0-9]{1,3}$/.test(k)
          ? options.roster.entries().find((e) => e.key === key)
          : undefined;
      if (!entry)
        return reply.code(404).send({ error: `no table ${key.slice(0, 40)} in this hall` });
      if (!entry.online) {
        return reply.code(409).send({
          code: 'link/down',
          error: `table ${key} is offline: its game cannot be ended from the hall now`,
        });
      }
      const topic = topicOf(options.roster.hall, key, 'command');
      const command = {
        type: 'endGame' as const,
        nonce: randomBytes(16).toString('hex'),
        at: Date.now(),
      };
      const mac = commandMac(hallTableToken(options.token, key), topic, command);
      if (!options.publish(topic, JSON.stringify({ ...command, mac }))) {
        return reply.code(503).send({
          code: 'link/down',
          error: 'the hall has lost its MQTT broker: try again in a few seconds',
        });
      }
      return { ok: true };
    },
  );

  // A page that asks one service's list first is told where the hall's is (display/hall/model.ts).
  app.get('/api/tables', async () => ({ hall: '/api/hall', tables: [], addresses: [] }));

  app.get('/api/health', async () => ({
    service: 'ok',
    version: options.version,
    uptimeMs: Date.now() - startedAt,
    hall: options.roster.hall,
    broker: { url: options.brokerUrl, connected: options.connected() },
    tables: options.roster.entries().length,
    online: options.roster.entries().filter((entry) => entry.online).length,
    dropped: options.roster.dropped,
  }));
}
