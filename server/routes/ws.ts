// WS /ws: every screen gets the state on connect and after every change; a
// ping is answered with the server's clock; a command with the table's token
// goes into the table's queue. Each message is checked by the shared schemas,
// inside this handler's own try/catch: a bad message gets a sentence back and
// changes nothing.

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { MAX_MESSAGE_BYTES, parseClientMessage, type ServerMessage } from '../../src/messages.ts';

export type WsOptions = {
  token: string;
  /** Commands a socket may send in a burst, and how many per second it earns back. */
  rate?: { burst: number; perSecond: number };
};

/** A screen whose outgoing buffer grows past this is too slow to follow: it is dropped. */
const MAX_BUFFERED_BYTES = 1 << 20;

/** Compare tokens in constant time (hashes make the lengths equal). */
export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/** A token bucket: a flood from one socket is slowed, not allowed to starve the box. */
export class CommandBudget {
  #tokens: number;
  #last: number;
  constructor(
    readonly burst: number,
    readonly perSecond: number,
    now = Date.now(),
  ) {
    this.#tokens = burst;
    this.#last = now;
  }

  take(now = Date.now()): boolean {
    this.#tokens = Math.min(
      this.burst,
      this.#tokens + ((now - this.#last) / 1000) * this.perSecond,
    );
    this.#last = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}

export async function wsRoutes(app: FastifyInstance, options: WsOptions): Promise<void> {
  const sockets = new Set<WebSocket>();
  const rate = options.rate ?? { burst: 20, perSecond: 10 };

  const send = (socket: WebSocket, data: string | Buffer) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(1013, 'too slow to follow the table');
      return;
    }
    socket.send(data, { binary: false });
  };

  // One serialisation and one UTF-8 encoding per change, whatever the number of screens.
  const unsubscribe = app.table.subscribe((message: ServerMessage) => {
    const data = Buffer.from(JSON.stringify(message));
    for (const socket of sockets) send(socket, data);
  });
  // The screens are told why they are closed by app.ts, before @fastify/websocket drops them.
  app.addHook('onClose', async () => unsubscribe());

  app.get('/ws', { websocket: true }, (socket) => {
    sockets.add(socket);
    const budget = new CommandBudget(rate.burst, rate.perSecond);
    const reply = (message: ServerMessage) => send(socket, JSON.stringify(message));
    // Listeners first, synchronously: no message may arrive unheard.
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
    socket.on('message', (data, isBinary) => {
      try {
        if (isBinary) {
          reply({
            type: 'result',
            id: null,
            ok: false,
            error: 'send text: one JSON object per message',
          });
          return;
        }
        const raw = data.toString();
        const parsed = parseClientMessage(raw, (command) => app.table.checkCommand(command));
        if (!parsed.ok) {
          reply({
            type: 'result',
            id: parsed.id ?? null,
            ok: false,
            error: parsed.error,
            code: 'message/invalid',
          });
          return;
        }
        const message = parsed.value;
        if (message.type === 'ping') {
          reply({ type: 'pong', t: message.t, serverTime: Date.now() });
          return;
        }
        if (!tokenMatches(options.token, message.token)) {
          const error = message.token
            ? 'wrong control token: this screen can only watch'
            : 'this screen can only watch: open the control link to play';
          reply({ type: 'result', id: message.id, ok: false, error, code: 'auth/token' });
          return;
        }
        if (!budget.take()) {
          reply({
            type: 'result',
            id: message.id,
            ok: false,
            error: 'too many commands: slow down',
            code: 'rate/limited',
          });
          return;
        }
        app.table.command(message.command).then(
          (outcome) => reply({ type: 'result', id: message.id, ...outcome }),
          (error: unknown) => {
            app.log.error({ err: error }, 'command failed');
            reply({
              type: 'result',
              id: message.id,
              ok: false,
              error: 'the service failed on this command',
              code: 'server/error',
            });
          },
        );
      } catch (error) {
        app.log.error({ err: error }, 'websocket message failed');
        reply({
          type: 'result',
          id: null,
          ok: false,
          error: 'the service failed on this message',
          code: 'server/error',
        });
      }
    });
    reply(app.table.stateMessage());
  });
}

export const WS_MAX_PAYLOAD = MAX_MESSAGE_BYTES;
