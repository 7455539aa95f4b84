// @vitest-environment happy-dom
// The WebSocket client against a scripted fake socket: it feeds the model, reconnects on its own
// with a backoff of at most 2 s and says so, measures the clock offset, and sends commands.

import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { BACKOFF_MS, connect, type SocketLike } from '../../display/connection.ts';
import { clockOffset, linkState, refusal, table } from '../../display/model.ts';
import { playThrough, publicOf, resetModel, T0 } from './fixtures.tsx';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  message(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

let sockets: FakeSocket[] = [];
const openSocket = () => {
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket;
};
const latest = () => sockets.at(-1) as FakeSocket;

beforeEach(() => {
  resetModel();
  linkState.value = 'connecting';
  sockets = [];
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => vi.useRealTimers());

test('a state message replaces the model’s table', () => {
  const connection = connect({ url: 'ws://x/ws', openSocket });
  latest().open();
  expect(linkState.value).toBe('open');
  const state = publicOf(playThrough([]));
  latest().message({ type: 'state', state, serverTime: T0 + 40 });
  expect(table.value?.phase).toBe('lobby');
  expect(clockOffset.value).toBe(40); // a first guess from the state's serverTime
  connection.close();
});

test('a dropped socket says "reconnecting", retries with growing delays capped at 2 s, and takes the state again', () => {
  const connection = connect({ url: 'ws://x/ws', openSocket });
  latest().open();
  for (const [attempt, delay] of [...BACKOFF_MS, 2000, 2000].entries()) {
    const before = sockets.length;
    latest().drop();
    expect(linkState.value).toBe('reconnecting');
    vi.advanceTimersByTime(delay - 1);
    expect(sockets.length, `attempt ${attempt} came early`).toBe(before);
    vi.advanceTimersByTime(1);
    expect(sockets.length).toBe(before + 1);
    expect(delay).toBeLessThanOrEqual(2000);
  }
  latest().open();
  latest().message({ type: 'state', state: publicOf(playThrough([])), serverTime: T0 });
  expect(linkState.value).toBe('open');
  expect(table.value).not.toBeNull();
  // Once open again, the next drop starts from the shortest delay.
  const before = sockets.length;
  latest().drop();
  vi.advanceTimersByTime(BACKOFF_MS[0]);
  expect(sockets.length).toBe(before + 1);
  connection.close();
});

test('a socket that goes silent is replaced', () => {
  const connection = connect({ url: 'ws://x/ws', openSocket, pingEveryMs: 1000, silenceMs: 3000 });
  const first = latest();
  first.open();
  vi.advanceTimersByTime(4100);
  expect(first.closed).toBe(true);
  expect(linkState.value).toBe('reconnecting');
  vi.advanceTimersByTime(2000);
  expect(sockets.length).toBe(2);
  connection.close();
});

test('the clock offset is the median of the pongs: half the round trip, one slow trip ignored', () => {
  const connection = connect({ url: 'ws://x/ws', openSocket, pingEveryMs: 60_000 });
  const socket = latest();
  socket.open();
  vi.advanceTimersByTime(2_000); // the three opening pings are out, none answered yet
  const pings = socket.sent.filter((m) => (m as { type: string }).type === 'ping') as {
    t: number;
  }[];
  expect(pings).toHaveLength(3);
  const now = Date.now();
  // The server is 5 s ahead. The first answer left at once and took the whole trip back (alone
  // it would say 4 s); the others were answered halfway through their round trip.
  const [slow, ...fair] = pings as [{ t: number }, ...{ t: number }[]];
  socket.message({ type: 'pong', t: slow.t, serverTime: slow.t + 5_000 });
  expect(clockOffset.value).toBe(4_000);
  for (const ping of fair) {
    socket.message({ type: 'pong', t: ping.t, serverTime: ping.t + 5_000 + (now - ping.t) / 2 });
  }
  expect(clockOffset.value).toBe(5_000);
  connection.close();
});

test('commands carry the token and an id; a refusal lands where the command was asked', () => {
  const connection = connect({ url: 'ws://x/ws', token: 'secret', openSocket });
  latest().open();
  const id = connection.send({ type: 'build', section: 'Y3' }, 'build');
  expect(latest().sent.at(-1)).toEqual({
    type: 'command',
    id,
    token: 'secret',
    command: { type: 'build', section: 'Y3' },
  });
  latest().message({
    type: 'result',
    id,
    ok: false,
    error: 'a launch sequence is under way: no building',
    code: 'build/sequence-started',
  });
  expect(refusal.value).toMatchObject({ place: 'build', code: 'build/sequence-started' });
  connection.close();
});

test('a command while the socket is down is refused at once, not lost silently', () => {
  const connection = connect({ url: 'ws://x/ws', openSocket });
  expect(connection.send({ type: 'start' }, 'game')).toBeNull();
  expect(refusal.value).toMatchObject({ place: 'game', code: 'link/down' });
  connection.close();
});

test('a garbled frame is dropped without a crash', () => {
  const connection = connect({ url: 'ws://x/ws', openSocket });
  latest().open();
  expect(() => latest().onmessage?.({ data: '{not json' })).not.toThrow();
  connection.close();
});
