// Many big screens in a process of their own (`node --import tsx load-displays.ts URL N
// [BASE…]`: N screens on each table's socket, `BASE/ws`, the root's when no base is given),
// so their work is not charged to the service under test. Each state message's arrival is
// noted on the monotonic clock every process on the machine shares, keyed by what the
// service put in it (its game, serverTime and phase), and reported to the parent over IPC
// with, per table, how many states its screens got of a game that is not that table's.
import WebSocket from 'ws';
import type { DisplaysReport } from './load-run.ts';

type Arrivals = { first: number; last: number; count: number };

const [url = '', countText = '0', ...given] = process.argv.slice(2);
const count = Number(countText);
const bases = given.length > 0 ? given : [''];
const arrivals = new Map<string, Arrivals>();
/** Per table: how many states its screens got of each game id. */
const gamesSeen = bases.map(() => new Map<string, number>());
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const PREFIX = '{"type":"state","state":{"phase":"';
const GAME_ID = '"gameId":';
const SERVER_TIME = /"serverTime":(\d+)}$/;

/**
 * Only the start and end of the text are read: parsing 200 copies would time the parser.
 * The shell's fields (gameId among them) follow the game's view, near the end.
 */
function note(text: string, at: number, table: number): void {
  if (!text.startsWith(PREFIX)) return;
  const phase = text.slice(PREFIX.length, text.indexOf('"', PREFIX.length));
  const serverTime = SERVER_TIME.exec(text.slice(-40))?.[1];
  const from = text.lastIndexOf(GAME_ID) + GAME_ID.length;
  // A string id, or `null` before any game.
  const gameId =
    text[from] === '"'
      ? text.slice(from + 1, text.indexOf('"', from + 1))
      : text.slice(from, text.indexOf(',', from));
  const games = gamesSeen[table] as Map<string, number>;
  games.set(gameId, (games.get(gameId) ?? 0) + 1);
  const key = `${gameId}:${serverTime}:${phase}`;
  const seen = arrivals.get(key);
  if (seen) {
    seen.first = Math.min(seen.first, at);
    seen.last = Math.max(seen.last, at);
    seen.count++;
  } else arrivals.set(key, { first: at, last: at, count: 1 });
}

/** A screen of table `table`: every message noted from the first, the state on connect. */
function open(base: string, table: number): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}${base}/ws`);
  socket.on('message', (data) => note(data.toString(), nowMs(), table));
  return new Promise((resolve, reject) => {
    socket.once('message', () => resolve(socket));
    socket.once('error', reject);
  });
}

const sockets: WebSocket[] = [];
for (const [table, base] of bases.entries()) {
  for (let i = 0; i < count; i++) {
    const socket = await open(base, table);
    socket.on('close', (code) => {
      if (code !== 1000 && code !== 1001) process.send?.({ type: 'dropped', code });
    });
    sockets.push(socket);
  }
}
process.on('message', (message: { type: string; own?: string[][] }) => {
  if (message.type !== 'report') return;
  const tables = gamesSeen.map((games, table) => {
    const own = new Set(message.own?.[table] ?? []);
    let foreign = 0;
    for (const [gameId, states] of games) if (!own.has(gameId)) foreign += states;
    return { foreign, games: games.size };
  });
  const report: DisplaysReport = { type: 'report', arrivals: [...arrivals], tables };
  process.send?.(report);
  arrivals.clear();
  for (const games of gamesSeen) games.clear();
});
process.send?.({ type: 'ready', displays: sockets.length });
