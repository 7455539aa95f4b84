// Sends generated messages down real WebSocket connections and tallies how each was
// answered: for the bad-input test and for bench/fuzz.ts's messages-per-second figure.
import WebSocket from 'ws';
import { waitFor } from '../serial/pty.ts';
import { type Random, seeded } from './fuzz-lines.ts';
import { type Expected, type GeneratedMessage, generatedMessage } from './fuzz-messages.ts';

export type Tally = {
  sent: number;
  /** Results by their `code` (`none` when a refusal carries no code). */
  codes: Map<string, number>;
  /** Results with `ok: true`: there must be none. */
  accepted: number;
  /** Results without an `error` sentence. */
  withoutReason: number;
  /** Messages whose result (found by id) did not carry the refusal they were owed. */
  wrongRefusals: string[];
  /** State broadcasts after the first: something changed the table. */
  laterStates: number;
  /** Close codes of the sockets that were sent a message above the size limit. */
  closes: Map<number, number>;
  /** How many of each kind were sent. */
  kinds: Map<string, number>;
};

export function emptyTally(): Tally {
  return {
    sent: 0,
    codes: new Map(),
    accepted: 0,
    withoutReason: 0,
    wrongRefusals: [],
    laterStates: 0,
    closes: new Map(),
    kinds: new Map(),
  };
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

function fits(expected: Expected, code: string): boolean {
  if (expected === 'rate-or-rules')
    return code !== 'message/invalid' && code !== 'auth/token' && code !== 'server/error';
  return code === expected;
}

type Result = { type: 'result'; id: string | null; ok: boolean; error?: string; code?: string };

function open(url: string): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** One socket sending `messages` in windows, every one answered before the next window. */
async function runSocket(url: string, messages: GeneratedMessage[], tally: Tally, window = 250) {
  const socket = await open(url);
  const owed = new Map<string, GeneratedMessage>();
  let answered = 0;
  let states = 0;
  let waiting: { target: number; resolve: () => void; reject: (e: Error) => void } | null = null;
  // A socket closed under us would leave the window waiting forever: fail instead.
  socket.on('close', (code) => waiting?.reject(new Error(`socket closed (${code}) mid-run`)));
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Result | { type: string };
    if (message.type === 'state') {
      if (++states > 1) tally.laterStates++;
      return;
    }
    if (message.type !== 'result') return;
    const result = message as Result;
    answered++;
    if (result.ok) tally.accepted++;
    if (!result.error) tally.withoutReason++;
    const code = result.code ?? 'none';
    bump(tally.codes, code);
    const sent = result.id === null ? undefined : owed.get(result.id);
    if (sent) {
      owed.delete(result.id as string);
      if (!fits(sent.expected, code) && tally.wrongRefusals.length < 20)
        tally.wrongRefusals.push(`${sent.kind} got ${code}: ${sent.text.slice(0, 120)}`);
    }
    if (waiting && answered >= waiting.target) waiting.resolve();
  });
  for (let start = 0; start < messages.length; start += window) {
    const batch = messages.slice(start, start + window);
    const target = answered + batch.length;
    const done = new Promise<void>((resolve, reject) => {
      waiting = { target, resolve, reject };
    });
    for (const message of batch) {
      if (message.id) owed.set(message.id, message);
      socket.send(message.text);
      tally.sent++;
    }
    await done;
  }
  waiting = null;
  socket.close();
}

/** A message above the size limit on its own socket: the service must close it with 1009. */
async function runHuge(url: string, message: GeneratedMessage, tally: Tally): Promise<void> {
  const socket = await open(url);
  const code = await new Promise<number>((resolve) => {
    socket.on('close', (closeCode) => resolve(closeCode));
    socket.send(message.text);
  });
  bump(tally.closes, code);
}

/**
 * `count` generated messages from `seed`, spread over `sockets` connections running side
 * by side; the ones above the size limit each get a connection of their own.
 */
export async function fuzzWebSocket(
  url: string,
  options: { count: number; sockets: number; seed: number; token: string },
  tally = emptyTally(),
): Promise<Tally> {
  const random: Random = seeded(options.seed);
  const lanes: GeneratedMessage[][] = Array.from({ length: options.sockets }, () => []);
  const huge: GeneratedMessage[] = [];
  for (let n = 0; n < options.count; n++) {
    const message = generatedMessage(random, n, options.token);
    bump(tally.kinds, message.kind);
    if (message.expected === 'close-1009') huge.push(message);
    else (lanes[n % options.sockets] as GeneratedMessage[]).push(message);
  }
  await Promise.all(lanes.map((lane) => runSocket(url, lane, tally)));
  for (const message of huge) {
    tally.sent++;
    await runHuge(url, message, tally);
  }
  return tally;
}

/** The table REFUSED_WHILE_RUNNING assumes: a running game with Y3 on the rocket. */
export async function runningTableWithY3(url: string, token: string): Promise<void> {
  const socket = await open(url);
  let next = 0;
  const results = new Map<string, Result>();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Result;
    if (message.type === 'result' && message.id) results.set(message.id, message);
  });
  for (const command of [
    { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 },
    { type: 'start' },
    { type: 'build', section: 'Y3' },
  ]) {
    const id = `setup${next++}`;
    socket.send(JSON.stringify({ type: 'command', id, token, command }));
    await waitFor(`${command.type} to be answered`, () => results.get(id));
    if (!results.get(id)?.ok) throw new Error(`${command.type} refused: ${results.get(id)?.error}`);
  }
  socket.close();
}
