// Test harness for the service: the real app over a real game store in a scratch
// directory, listening on a free port, and real WebSocket clients.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { type AppOptions, buildApp } from '../../server/app.ts';
import { GameStore } from '../../server/store/index.ts';
import type { BoxOptions } from '../../server/table-box.ts';
import type { TableState } from '../../src/games/apophis/state.ts';
import type { ApophisState } from '../../src/games/apophis/view.ts';
import type { Command, ServerMessage } from '../../src/messages.ts';
import { waitFor as waitUntil } from '../serial/pty.ts';

export const TOKEN = 'table-token-for-tests';
/**
 * Each table's token when a service has several: the first 16 bytes of HMAC-SHA256(TOKEN,
 * "table:<k>"), each read by its low 5 bits as one of "abcdefghijkmnpqrstuvwxyz23456789"
 * (server/token.ts), worked out apart from the service:
 * printf 'table:1' | openssl dgst -sha256 -hmac table-token-for-tests -binary, then in Python
 * ''.join(alphabet[b & 31] for b in digest[:16]).
 * TOKEN itself is then the hall's, and opens no table.
 */
export const TABLE_TOKENS = {
  '1': '6dcr7i7jbhimypkp',
  '2': 'npi4usvq3vnn6f9p',
  '3': 'w9erc2yzjyxrnpv6',
} as const;

/**
 * A guess budget no test of what a wrong token can do will reach: those tests send every kind
 * of wrong token from 127.0.0.1, the same address as the right one. The budget itself is
 * token-guesses.test.ts's.
 */
export const UNLIMITED_GUESSES = {
  guesses: { burst: 1e9, perSecond: 1e9, perSocket: Number.POSITIVE_INFINITY },
} as const;

export type Service = {
  app: FastifyInstance;
  store: GameStore;
  dir: string;
  url: string;
  close(): Promise<void>;
};

export async function startService(
  options: { box?: Partial<BoxOptions>; dir?: string; extra?: Partial<AppOptions> } = {},
): Promise<Service> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'apophis-service-'));
  // The store reads logs with the same games the table plays.
  const games = options.extra?.games;
  const store = new GameStore({ dir, ...(games ? { games } : {}) });
  await store.open();
  const app = await buildApp({
    box: { serial: 'none', baud: 115200, ...options.box },
    store,
    token: TOKEN,
    ...options.extra,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    store,
    dir,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The table's game state, read as Apophis's (the session holds it as `unknown`). */
export function tableState(service: Pick<Service, 'app'>): TableState {
  return service.app.table.state as TableState;
}

/** A screen on the WebSocket: keeps every message and the latest state. */
export class Screen {
  readonly messages: ServerMessage[] = [];
  readonly socket: WebSocket;
  closed: { code: number; reason: string } | null = null;
  #next = 1;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on('message', (data) =>
      this.messages.push(JSON.parse(data.toString()) as ServerMessage),
    );
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
    });
  }

  static async open(baseUrl: string): Promise<Screen> {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`);
    const screen = new Screen(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await waitUntil('the first state', () => screen.state());
    return screen;
  }

  /** The latest state message's table, read as Apophis's (the service plays Apophis here). */
  state(): ApophisState | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const message = this.messages[i];
      if (message?.type === 'state') return message.state as ApophisState;
    }
    return undefined;
  }

  /** Send a command and wait for its result. */
  async command(command: Command, token: string | null = TOKEN) {
    const id = `c${this.#next++}`;
    this.socket.send(JSON.stringify({ type: 'command', id, ...(token ? { token } : {}), command }));
    return waitUntil(`the result of ${command.type}`, () =>
      this.messages.find((m) => m.type === 'result' && m.id === id),
    ) as Promise<Extract<ServerMessage, { type: 'result' }>>;
  }

  /** Send raw text and wait for the next result that answers it. */
  async raw(text: string | Buffer) {
    const before = this.messages.length;
    this.socket.send(text);
    return waitUntil('a result', () =>
      this.messages.slice(before).find((m) => m.type === 'result'),
    ) as Promise<Extract<ServerMessage, { type: 'result' }>>;
  }

  close(): void {
    this.socket.close();
  }
}

/** Polls until the check returns something truthy (the serial tests' helper, one for all). */
export { waitUntil };
