// Bad-input throughput: generated serial lines through the codec, generated WebSocket
// messages through parseClientMessage, and the same messages through real sockets to
// the real service (16 at once). Inputs are made before the clock starts.
// Prints `name: value unit` lines (see bench/README.md).
import { performance } from 'node:perf_hooks';
import { apophis } from '../src/games/apophis/index.ts';
import { GAMES } from '../src/games/index.ts';
import { checkCommand, parseClientMessage } from '../src/messages.ts';
import { decodeBoxLine, decodeServerLine, protocolV1, protocolV2 } from '../src/protocol.ts';
import { generatedLine, seeded } from '../test/robust/fuzz-lines.ts';
import { generatedMessage } from '../test/robust/fuzz-messages.ts';
import { fuzzWebSocket, runningTableWithY3 } from '../test/robust/fuzz-ws.ts';
import { startService, TOKEN, UNLIMITED_GUESSES } from '../test/server/harness.ts';
import { scaled } from './quick.ts';

const LINES = scaled(1_000_000, 2_000);
const MESSAGES = scaled(200_000, 500);
const WS_MESSAGES = scaled(50_000, 200);

const random = seeded(0xbe9c);
const lines = Array.from({ length: LINES }, () => generatedLine(random).line);
let refused = 0;
let started = performance.now();
for (const line of lines) if (!decodeBoxLine(line).ok) refused++;
let seconds = (performance.now() - started) / 1000;
console.log(`fuzz_codec_box_lines_per_s: ${Math.round(LINES / seconds)} lines/s`);
started = performance.now();
for (const line of lines) if (!decodeServerLine(line).ok) refused++;
seconds = (performance.now() - started) / 1000;
console.log(`fuzz_codec_server_lines_per_s: ${Math.round(LINES / seconds)} lines/s`);
if (refused === 0) throw new Error('no line refused: the generator is broken');

// Near misses with their check kept, taken as another frame: the XOR (v1) against the CRC (v2).
for (const codec of [protocolV1, protocolV2]) {
  const near = seeded(0xbe9e);
  let misses = 0;
  let taken = 0;
  for (let n = 0; n < LINES; n++) {
    const g = generatedLine(near, codec);
    if (g.family !== 'near-miss' || g.miss.resealed) continue;
    misses++;
    const decode = g.direction === 'box' ? codec.decodeBoxLine : codec.decodeServerLine;
    const decoded = decode(g.line);
    const original = decode(g.original);
    if (decoded.ok && JSON.stringify(decoded) !== JSON.stringify(original)) taken++;
  }
  console.log(`fuzz_v${codec.version}_near_misses: ${misses} lines`);
  console.log(`fuzz_v${codec.version}_near_misses_taken: ${taken} lines`);
}

const texts = Array.from({ length: MESSAGES }, (_, n) => generatedMessage(random, n, TOKEN).text);
const check = (command: unknown) => checkCommand(command, apophis, GAMES);
started = performance.now();
for (const text of texts) parseClientMessage(text, check);
seconds = (performance.now() - started) / 1000;
console.log(`fuzz_parse_client_message_per_s: ${Math.round(MESSAGES / seconds)} messages/s`);

const service = await startService({ extra: UNLIMITED_GUESSES });
try {
  await runningTableWithY3(service.url, TOKEN);
  started = performance.now();
  const tally = await fuzzWebSocket(service.url, {
    count: WS_MESSAGES,
    sockets: 16,
    seed: 0xbe9d,
    token: TOKEN,
  });
  seconds = (performance.now() - started) / 1000;
  if (tally.accepted > 0 || tally.codes.has('server/error'))
    throw new Error('an invalid message was accepted or failed the service');
  console.log(`fuzz_ws_messages_per_s: ${Math.round(tally.sent / seconds)} messages/s`);
} finally {
  await service.close();
}
