// The WebSocket to the service: reconnects on its own (backoff up to 2 s), measures the clock
// offset with ping/pong (median of the last round trips), and feeds every message to the model.

import type { ClientMessage, Command, ServerMessage } from '../src/messages.ts';
import { median } from './clock.ts';
import { clockOffset, linkState, receive } from './model.ts';

/** What the connection needs of a WebSocket; tests pass a fake one. */
export type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};

export type ConnectionOptions = {
  url: string;
  token?: string | null;
  openSocket?: (url: string) => SocketLike;
  /** Delays of the successive reconnect attempts; the last one repeats. */
  backoffMs?: readonly number[];
  pingEveryMs?: number;
  /** With no message for this long the socket is taken as dead and replaced. */
  silenceMs?: number;
};

export const BACKOFF_MS = [100, 250, 500, 1000, 2000] as const;
/** Round trips kept for the offset's median. */
export const OFFSET_SAMPLES = 7;
const OPEN = 1;

export type Connection = {
  send(command: Command, place: string): string | null;
  close(): void;
};

export function connect(options: ConnectionOptions): Connection {
  const openSocket = options.openSocket ?? ((url: string) => new WebSocket(url) as SocketLike);
  const backoff = options.backoffMs ?? BACKOFF_MS;
  const pingEvery = options.pingEveryMs ?? 2000;
  const silence = options.silenceMs ?? 3 * pingEvery;
  const offsets: number[] = [];
  const places = new Map<string, string>();
  let socket: SocketLike | null = null;
  let attempt = 0;
  let closing = false;
  let nextId = 0;
  let lastHeard = 0;
  let pinger: ReturnType<typeof setInterval> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;

  const write = (message: ClientMessage) => {
    if (socket?.readyState !== OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  };

  const ping = () => {
    if (Date.now() - lastHeard > silence) {
      socket?.close(); // a half-dead socket sends no close event of its own soon enough
      dropped();
      return;
    }
    write({ type: 'ping', t: Date.now() });
  };

  const heard = (raw: unknown) => {
    lastHeard = Date.now();
    let message: ServerMessage;
    try {
      message = JSON.parse(String(raw)) as ServerMessage;
    } catch {
      return; // the server sends JSON only; a garbled frame is dropped, not a crash
    }
    if (message.type === 'pong') {
      const now = Date.now();
      // The server read its clock halfway through the round trip, as best we know.
      offsets.push(message.serverTime - (message.t + now) / 2);
      if (offsets.length > OFFSET_SAMPLES) offsets.shift();
      clockOffset.value = median(offsets);
    } else if (message.type === 'state' && offsets.length === 0) {
      clockOffset.value = message.serverTime - Date.now(); // a first guess until a pong comes back
    }
    const place =
      message.type === 'result' && message.id !== null ? places.get(message.id) : undefined;
    if (message.type === 'result' && message.id !== null) places.delete(message.id);
    receive(message, place);
  };

  const stopTimers = () => {
    if (pinger) clearInterval(pinger);
    pinger = null;
  };

  const dropped = () => {
    if (socket === null) return;
    socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
    socket = null;
    stopTimers();
    places.clear();
    if (closing) return;
    linkState.value = 'reconnecting';
    const delay = backoff[Math.min(attempt, backoff.length - 1)] ?? 2000;
    attempt += 1;
    retry = setTimeout(open, delay);
  };

  function open() {
    retry = null;
    const current = openSocket(options.url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      lastHeard = Date.now();
      linkState.value = 'open';
      ping();
      // Three quick round trips so the first median is not a single sample.
      setTimeout(() => socket === current && ping(), 150);
      setTimeout(() => socket === current && ping(), 300);
      pinger = setInterval(ping, pingEvery);
    };
    current.onmessage = (event) => heard(event.data);
    current.onclose = () => socket === current && dropped();
    current.onerror = () => {
      if (socket !== current) return;
      current.close();
      dropped();
    };
  }

  open();
  return {
    send(command, place) {
      const id = `c${++nextId}`;
      const message: ClientMessage = { type: 'command', id, command };
      if (options.token) message.token = options.token;
      if (!write(message)) {
        receive(
          {
            type: 'result',
            id,
            ok: false,
            error: 'not connected: reconnecting…',
            code: 'link/down',
          },
          place,
        );
        return null;
      }
      places.set(id, place);
      return id;
    },
    close() {
      closing = true;
      if (retry) clearTimeout(retry);
      const current = socket;
      dropped();
      current?.close();
    },
  };
}

/** `ws://host/ws` or `wss://host/ws`, for the page's own origin. */
/** The table's socket: `base` is '' for the first table's root paths, `/t/<table>` otherwise. */
export function socketUrl(location: { protocol: string; host: string }, base = ''): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${base}/ws`;
}
