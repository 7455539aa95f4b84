// WS /ws: every screen of a table gets its state on connect and after every change;
// a ping is answered with the server's clock; a command with the table's token goes
// into the table's queue. WS /ws/watch is the same for spectators, and refuses every
// command. Each message is checked by the shared schemas, inside this handler's own
// try/catch: a bad message gets a sentence back and changes nothing.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import {
  type Checked,
  type Command,
  MAX_MESSAGE_BYTES,
  newGameNamedIn,
  parseClientMessage,
  type ServerMessage,
} from '../../src/messages.ts';
import type { TableSession } from '../table.ts';
import type { Table } from '../tables.ts';
import { judgeToken, slowedSentence, type TokenGuesses } from './guesses.ts';
import { type AddressSockets, type Refusals, TOO_MANY_SOCKETS } from './limits.ts';

export type WsOptions = {
  /** The table whose screens these sockets are: its session and its own token. */
  table: Pick<Table, 'session' | 'token'>;
  /** Its screens, shared by its sockets at the root and under its prefix. */
  screens: TableScreens;
  /** Commands a socket may send in a burst, and how many per second it earns back. */
  rate?: { burst: number; perSecond: number };
  /** Every address's budget of wrong tokens, shared with the other tables and the hall. */
  guesses: TokenGuesses;
  /** Open sockets per address, shared with the other tables (issue 31). */
  sockets: AddressSockets;
  /** Refusals counted and logged once per burst, shared with the other tables. */
  refusals: Refusals;
};

/** A spectator's socket takes no command, whatever token it carries. */
export const SPECTATOR_REFUSAL = "a spectator's screen cannot change the table";

/** A screen whose outgoing buffer grows past this is too slow to follow: it is dropped. */
const MAX_BUFFERED_BYTES = 1 << 20;

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

const send = (socket: WebSocket, data: string | Buffer) => {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.close(1013, 'too slow to follow the table');
    return;
  }
  socket.send(data, { binary: false });
};

/** One table's open screens: each change goes to them, and to no other table's. */
export class TableScreens {
  readonly #sockets = new Set<WebSocket>();
  readonly #unsubscribe: () => void;

  constructor(session: TableSession) {
    // One serialisation and one UTF-8 encoding per change, whatever the number of screens.
    this.#unsubscribe = session.subscribe((message: ServerMessage) => {
      const data = Buffer.from(JSON.stringify(message));
      for (const socket of this.#sockets) send(socket, data);
    });
  }

  get size(): number {
    return this.#sockets.size;
  }

  add(socket: WebSocket): void {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    socket.on('error', () => this.#sockets.delete(socket));
  }

  /** The screens are told why they are closed by app.ts, before @fastify/websocket drops them. */
  close(): void {
    this.#unsubscribe();
  }
}

/** A spectator's commands are refused whatever they say: any well-formed envelope will do. */
const anyCommand = (command: unknown): Checked<Command> => ({
  ok: true,
  value: command as Command,
});

export async function wsRoutes(app: FastifyInstance, options: WsOptions): Promise<void> {
  const { session, token } = options.table;
  const rate = options.rate ?? { burst: 20, perSecond: 10 };

  const { guesses, sockets, refusals } = options;

  const screen = (spectator: boolean) => (socket: WebSocket, request: FastifyRequest) => {
    const address = request.ip;
    // Past its address's limit a socket is told why and closed, before it costs anything more.
    if (!sockets.take(address)) {
      refusals.refuse('sockets', `${TOO_MANY_SOCKETS} (${address})`);
      socket.send(
        JSON.stringify({
          type: 'result',
          id: null,
          ok: false,
          error: TOO_MANY_SOCKETS,
          code: 'rate/sockets',
        }),
      );
      socket.close(1008, 'too many screens from this address');
      return;
    }
    socket.once('close', () => sockets.release(address));
    // Listeners first, synchronously: no message may arrive unheard.
    options.screens.add(socket);
    const budget = new CommandBudget(rate.burst, rate.perSecond);
    let guessed = 0;
    /** The token this socket proved right: its commands are not slowed by others' guessing. */
    let trusted: string | null = null;
    const reply = (message: ServerMessage) => send(socket, JSON.stringify(message));
    const onMessage = (data: RawData, isBinary: boolean): void => {
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
        const check = spectator ? anyCommand : (command: unknown) => session.checkCommand(command);
        const parsed = parseClientMessage(raw, check);
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
          reply({ type: 'pong', t: message.t, serverTime: session.now() });
          return;
        }
        if (spectator) {
          reply({
            type: 'result',
            id: message.id,
            ok: false,
            error: SPECTATOR_REFUSAL,
            code: 'auth/spectator',
          });
          return;
        }
        const judged =
          trusted !== null && message.token === trusted
            ? ({ verdict: 'ok' } as const)
            : judgeToken(guesses, address, token, message.token);
        if (judged.verdict === 'ok') trusted = message.token ?? null;
        if (judged.verdict !== 'ok') {
          if (judged.verdict === 'slowed') {
            const error = slowedSentence(judged.waitMs, judged.scope);
            refusals.refuse(`guesses-${judged.scope}`, `${error} (${address})`);
            reply({ type: 'result', id: message.id, ok: false, error, code: 'auth/slowed' });
          } else {
            const error = message.token
              ? 'wrong control token: this screen can only watch'
              : 'this screen can only watch: open the control link to play';
            reply({ type: 'result', id: message.id, ok: false, error, code: 'auth/token' });
          }
          // A socket that keeps guessing is closed (a screen without a token is not guessing).
          if (message.token !== undefined && ++guessed >= guesses.limits.perSocket) {
            socket.close(1008, 'too many wrong tokens');
          }
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
        session.command(message.command).then(
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
    };
    // A `newGame` of a game whose module is not loaded yet waits for it (its schemas check the
    // command), and the socket's later messages wait behind it: each is answered in order.
    let waiting: Promise<void> | null = null;
    socket.on('message', (data, isBinary) => {
      const named = spectator || isBinary ? null : newGameNamedIn(data.toString());
      if (named === null && waiting === null) return onMessage(data, isBinary);
      const turn: Promise<void> = (waiting ?? Promise.resolve())
        .then(() => (named === null ? undefined : session.loadGame(named)))
        .catch((error: unknown) => app.log.error({ err: error }, 'a game module failed to load'))
        .then(() => onMessage(data, isBinary));
      waiting = turn;
      void turn.then(() => {
        if (waiting === turn) waiting = null;
      });
    });
    reply(session.stateMessage());
  };

  app.get('/ws', { websocket: true }, screen(false));
  app.get('/ws/watch', { websocket: true }, screen(true));
}

export const WS_MAX_PAYLOAD = MAX_MESSAGE_BYTES;
