// Many big screens in a process of their own (`node --import tsx load-displays.ts URL N`),
// so their work is not charged to the service under test. Each state message's arrival is
// noted on the monotonic clock every process on the machine shares, keyed by what the
// service put in it (serverTime and phase), and reported to the parent over IPC.
import WebSocket from 'ws';

type Arrivals = { first: number; last: number; count: number };

const [url = '', countText = '0'] = process.argv.slice(2);
const count = Number(countText);
const arrivals = new Map<string, Arrivals>();
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
const PREFIX = '{"type":"state","state":{"phase":"';
const SERVER_TIME = /"serverTime":(\d+)}$/;

/** Only the start and end of the text are read: parsing 200 copies would time the parser. */
function note(text: string, at: number): void {
  if (!text.startsWith(PREFIX)) return;
  const phase = text.slice(PREFIX.length, text.indexOf('"', PREFIX.length));
  const serverTime = SERVER_TIME.exec(text.slice(-40))?.[1];
  const key = `${serverTime}:${phase}`;
  const seen = arrivals.get(key);
  if (seen) {
    seen.first = Math.min(seen.first, at);
    seen.last = Math.max(seen.last, at);
    seen.count++;
  } else arrivals.set(key, { first: at, last: at, count: 1 });
}

function open(): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`);
  return new Promise((resolve, reject) => {
    socket.once('message', () => resolve(socket));
    socket.once('error', reject);
  });
}

const sockets: WebSocket[] = [];
for (let i = 0; i < count; i++) {
  const socket = await open();
  socket.on('message', (data) => note(data.toString(), nowMs()));
  socket.on('close', (code) => {
    if (code !== 1000 && code !== 1001) process.send?.({ type: 'dropped', code });
  });
  sockets.push(socket);
}
process.on('message', (message: { type: string }) => {
  if (message.type !== 'report') return;
  process.send?.({ type: 'report', arrivals: [...arrivals] });
  arrivals.clear();
});
process.send?.({ type: 'ready', displays: sockets.length });
