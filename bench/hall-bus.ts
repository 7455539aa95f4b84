// The hall of many machines (issue 33): `apophis hall` with its own broker (aedes), one real
// `apophis serve --mqtt` service of 2 box-less tables, and 48 simulated tables (MQTT.js clients
// in this process publishing `status` and `state` as a table does): 50 tables in all. Each
// simulated table changes its state every `EVERY_MS`; the time from its publish to the row on
// the hall's stream (`/api/hall/stream`, what the `/hall` page reads) is measured, and the
// hall's resident memory (VmRSS of its process) at the start and the end of the run.
// Prints `name: value unit`.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { topicOf } from '../server/hall-bus/contract.ts';
import { freePort, HallProcess, TOKEN, waitUntil } from '../test/hall/harness.ts';
import { ServiceProcess } from '../test/server/child.ts';
import { scaled } from './quick.ts';

const SIMULATED = scaled(48, 8);
const DURATION_MS = scaled(600_000, 5_000);
const EVERY_MS = 2_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
};

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

const root = mkdtempSync(join(tmpdir(), 'apophis-bench-hall-bus-'));
const hall = await HallProcess.start(['--broker-port', String(await freePort())]);
const broker = hall.broker as string;
const service = await ServiceProcess.start(root, TOKEN, {
  args: ['--serial', 'none', '--mqtt', broker, '--name', 'real'],
  timeoutMs: 60_000,
});

/** When each simulated table's latest change was published, by its phase's marker. */
const sentAt = new Map<string, number>();
const latencies: number[] = [];
const state = (key: string, phase: string) => ({
  game: 'apophis',
  phase,
  status: 'playing',
  players: [],
  clock: { leftMs: 600_000, running: true, at: Date.now() },
  box: { connected: true, firmware: '2.2.0', proof: true },
  sealed: null,
  links: {
    big: `http://sim/${key}/`,
    control: `http://sim/${key}/control`,
    watch: `http://sim/${key}/watch`,
  },
  at: Date.now(),
});

const clients = await Promise.all(
  Array.from({ length: SIMULATED }, async (_, i) => {
    const key = `sim-${Math.floor(i / 4)}/${(i % 4) + 1}`;
    const client = await mqtt.connectAsync(broker, {
      will: {
        topic: topicOf('hall', key, 'status'),
        payload: Buffer.from('{"online":false}'),
        qos: 1,
        retain: true,
      },
    });
    await client.publishAsync(
      topicOf('hall', key, 'status'),
      JSON.stringify({ online: true, at: Date.now(), app: 'bench', version: '0' }),
      { qos: 1, retain: true },
    );
    await client.publishAsync(topicOf('hall', key, 'state'), JSON.stringify(state(key, 'p0')), {
      qos: 0,
      retain: true,
    });
    return { key, client };
  }),
);

// The hall's stream, read as the page reads it.
const controller = new AbortController();
const stream = await fetch(`${hall.url}/api/hall/stream`, { signal: controller.signal });
const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
const decoder = new TextDecoder();
let rows = 0;
void (async () => {
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      if (!event.startsWith('data: ')) continue;
      const now = Date.now();
      const body = JSON.parse(event.slice(6)) as { tables: { key: string; phase: string }[] };
      rows = body.tables.length;
      for (const table of body.tables) {
        const marker = `${table.key} ${table.phase}`;
        const at = sentAt.get(marker);
        if (at !== undefined) {
          latencies.push(now - at);
          sentAt.delete(marker);
        }
      }
    }
  }
})();

await waitUntil('50 tables at the hall', () => rows >= SIMULATED + 2, 60_000);
const rssStart = rssMb(hall.pid);
const started = Date.now();
let round = 0;
while (Date.now() - started < DURATION_MS) {
  round++;
  // The tables change one after another across the period, as independent tables would.
  for (const { key, client } of clients) {
    const phase = `p${round}`;
    sentAt.set(`${key} ${phase}`, Date.now());
    client.publish(topicOf('hall', key, 'state'), JSON.stringify(state(key, phase)), {
      qos: 0,
      retain: true,
    });
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS / clients.length));
  }
}
await new Promise((resolve) => setTimeout(resolve, 1000));
const rssEnd = rssMb(hall.pid);

controller.abort();
for (const { client } of clients) await client.endAsync();
await service.kill();
await hall.kill();
rmSync(root, { recursive: true, force: true });

console.log(`hall_bus_tables: ${SIMULATED + 2} count`);
console.log(`hall_bus_changes: ${latencies.length} count`);
console.log(`hall_bus_event_to_stream_p50: ${percentile(latencies, 0.5).toFixed(1)} ms`);
console.log(`hall_bus_event_to_stream_p99: ${percentile(latencies, 0.99).toFixed(1)} ms`);
console.log(`hall_bus_rss_start: ${rssStart.toFixed(1)} MB`);
console.log(`hall_bus_rss_end: ${rssEnd.toFixed(1)} MB`);
process.exit(0);
