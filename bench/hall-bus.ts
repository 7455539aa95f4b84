// The hall of many machines (issue 33): `apophis hall` with its own broker (aedes), one real
// `apophis serve --mqtt` service of 2 box-less tables, and 48 simulated tables (MQTT.js clients
// in this process publishing `status` and `state` as a table does): 50 tables in all. Each
// simulated table changes its state every `EVERY_MS`; the time from its publish to the row on
// the hall's stream (`/api/hall/stream`, what the `/hall` page reads) is measured, and to the
// change painted on the `/hall` page in Debian's Chromium at 1920×1080 (the row's `data-phase`
// changed, then the frame after it painted: a message posted from that frame's
// requestAnimationFrame runs once its paint is done; the page's clock aligned with this one by
// the quickest of a few round trips). The hall's resident memory (VmRSS of its process) is
// sampled every `RSS_EVERY_MS` over the run: a curve. Prints `name: value unit`.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt from 'mqtt';
import { topicOf } from '../server/hall-bus/contract.ts';
import { CHROMIUM_FULL, launchChromium } from '../test/e2e/browser.ts';
import { nowMs, pageClockOffset } from '../test/e2e/page-clock.ts';
import { freePort, HallProcess, TOKEN, waitUntil } from '../test/hall/harness.ts';
import { ServiceProcess } from '../test/server/child.ts';
import { scaled } from './quick.ts';

const SIMULATED = scaled(48, 8);
const DURATION_MS = scaled(600_000, 5_000);
const EVERY_MS = 2_000;
const RSS_EVERY_MS = scaled(30_000, 1_000);

// The page's side, plain JavaScript: each row's phase change, when its DOM changed and when the
// frame that drew it was painted, in the page's wall clock.
const IN_PAGE = `
  window.__changes = [];
  new MutationObserver((records) => {
    const at = performance.timeOrigin + performance.now();
    const changed = [];
    for (const record of records) {
      const row = record.target;
      const key = row.dataset.testid?.slice('hall-table-'.length);
      if (key) changed.push({ key, phase: row.dataset.phase, dom: at });
    }
    if (changed.length === 0) return;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const painted = performance.timeOrigin + performance.now();
        for (const change of changed) window.__changes.push({ ...change, painted });
      };
      channel.port2.postMessage(0);
    });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-phase'] });
`;
type PageChange = { key: string; phase: string; dom: number; painted: number };

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
/** The same, kept for the page's changes (read at the end). */
const publishedAt = new Map<string, number>();
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
/** The stream's messages and their bytes while the tables change (what each page downloads). */
const streamed = { messages: 0, bytes: 0, counting: false };
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
      const now = nowMs();
      const body = JSON.parse(event.slice(6)) as { tables: { key: string; phase: string }[] };
      rows = body.tables.length;
      if (streamed.counting) {
        streamed.messages++;
        streamed.bytes += event.length + 2;
      }
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

// The hall's page, on the hall's own screen.
// The desktop browser a kiosk runs, as in every earlier round's figures.
const browser = await launchChromium(CHROMIUM_FULL);
const page = await (
  await browser.newContext({ viewport: { width: 1920, height: 1080 } })
).newPage();
await page.addInitScript({ content: IN_PAGE });
await page.goto(`${hall.url}/hall`);
await waitUntil(
  '50 rows on the hall page',
  async () => (await page.locator('[data-testid^="hall-table-"]').count()) >= SIMULATED + 2,
  60_000,
);
const sync = await pageClockOffset(page, scaled(40, 5));

const rss: { s: number; mb: number }[] = [];
const started = Date.now();
const sampleRss = () => rss.push({ s: (rss.length * RSS_EVERY_MS) / 1000, mb: rssMb(hall.pid) });
sampleRss();
streamed.counting = true;
const sampler = setInterval(sampleRss, RSS_EVERY_MS);
let round = 0;
while (Date.now() - started < DURATION_MS) {
  round++;
  // The tables change one after another across the period, as independent tables would.
  for (const { key, client } of clients) {
    const phase = `p${round}`;
    const at = nowMs();
    sentAt.set(`${key} ${phase}`, at);
    publishedAt.set(`${key} ${phase}`, at);
    client.publish(topicOf('hall', key, 'state'), JSON.stringify(state(key, phase)), {
      qos: 0,
      retain: true,
    });
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS / clients.length));
  }
}
await new Promise((resolve) => setTimeout(resolve, 1000));
clearInterval(sampler);
streamed.counting = false;
const runS = (Date.now() - started) / 1000;
const rssEnd = rssMb(hall.pid);

const changes = await page.evaluate(
  () => (window as unknown as { __changes: PageChange[] }).__changes,
);
const painted: number[] = [];
const drawn: number[] = [];
for (const change of changes) {
  const at = publishedAt.get(`${change.key} ${change.phase}`);
  if (at === undefined) continue;
  publishedAt.delete(`${change.key} ${change.phase}`);
  drawn.push(change.dom - sync.offset - at);
  painted.push(change.painted - sync.offset - at);
}
await browser.close();

controller.abort();
for (const { client } of clients) await client.endAsync();
await service.kill();
await hall.kill();
rmSync(root, { recursive: true, force: true });

console.log(`hall_bus_tables: ${SIMULATED + 2} count`);
console.log(`hall_bus_changes: ${latencies.length} count`);
console.log(`hall_bus_event_to_stream_p50: ${percentile(latencies, 0.5).toFixed(1)} ms`);
console.log(`hall_bus_event_to_stream_p99: ${percentile(latencies, 0.99).toFixed(1)} ms`);
console.log(`hall_bus_stream_messages_per_s: ${(streamed.messages / runS).toFixed(1)} count`);
console.log(
  `hall_bus_stream_message: ${(streamed.bytes / streamed.messages / 1024).toFixed(1)} kB`,
);
console.log(`hall_bus_event_to_page_p50: ${percentile(painted, 0.5).toFixed(1)} ms`);
console.log(`hall_bus_event_to_page_p99: ${percentile(painted, 0.99).toFixed(1)} ms`);
console.log(`hall_bus_event_to_page_dom_p50: ${percentile(drawn, 0.5).toFixed(1)} ms`);
console.log(`hall_bus_event_to_page_dom_p99: ${percentile(drawn, 0.99).toFixed(1)} ms`);
console.log(`hall_bus_page_changes: ${painted.length} count`);
console.log(`hall_bus_page_changes_missed: ${publishedAt.size} count`);
console.log(`hall_bus_clock_sync_within: ${sync.within.toFixed(2)} ms`);
// The memory curve: one line a sample, named by its second in the run.
for (const sample of rss) {
  console.log(
    `hall_bus_rss_${String(Math.round(sample.s)).padStart(3, '0')}s: ${sample.mb.toFixed(1)} MB`,
  );
}
console.log(`hall_bus_rss_start: ${(rss[0]?.mb ?? Number.NaN).toFixed(1)} MB`);
console.log(`hall_bus_rss_end: ${rssEnd.toFixed(1)} MB`);
console.log(
  `hall_bus_rss_max: ${Math.max(rssEnd, ...rss.map((sample) => sample.mb)).toFixed(1)} MB`,
);
process.exit(0);
