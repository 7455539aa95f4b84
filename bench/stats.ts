// The history and the numbers over 1,000 logged games: Apophis (basic and advanced, won, lost
// by time, unfinished) and Apogee games played through their own reducers with a seeded die,
// written as the store writes them; then `GET /api/stats` and `GET /api/history` over real
// HTTP. Cold, honestly: the first call to a freshly spawned `apophis serve` (its start-up pass
// under way, its JIT cold), a new process per call, the median of 5 each; the pass alone on a
// fresh GameHistory in this process (the median of 5); then warm (the median of 7, from the cache).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { GameHistory } from '../server/stats/index.ts';
import { GameStore, newGameId } from '../server/store/index.ts';
import { GAMES as MODULES } from '../src/games/index.ts';
import { seededRandom } from '../src/random.ts';
import { ServiceProcess } from '../test/server/child.ts';
import { apogeeGame, apophisGame, d, VIRTUAL_BOX, writeLog } from '../test/stats/logs.ts';
import { scaled } from './quick.ts';

const GAMES = scaled(1000, 30);
const WARM_RUNS = scaled(7, 1);
const FRESH_RUNS = scaled(5, 1);
const dir = mkdtempSync(join(tmpdir(), 'apophis-bench-stats-'));
const random = seededRandom(2026);
const d6 = d(6, random);
const d12 = d(12, random);
let at = Date.UTC(2025, 0, 1, 19, 0, 0);
let bytes = 0;
let actions = 0;
for (let i = 0; i < GAMES; i += 1) {
  at += 3_600_000;
  const kind = i % 10;
  const log =
    kind < 2
      ? apogeeGame(at, d12, kind === 0 ? 8 : 2).actions
      : apophisGame(at, d6, {
          launches: 4 + (i % 9),
          variant: i % 3 === 0 ? 'advanced' : 'basic',
          difficulty: (['easy', 'medium', 'hard'] as const)[i % 3],
          end: kind === 9 ? 'unfinished' : 'time-up',
        }).actions;
  actions += log.length;
  const path = writeLog(join(dir, 'games'), {
    id: newGameId(at),
    createdAt: at,
    game: kind < 2 ? 'apogee' : 'apophis',
    actions: log,
    box: VIRTUAL_BOX,
  });
  bytes += (await import('node:fs')).statSync(path).size;
}

/** Milliseconds to the answer of the first `path` asked of a service spawned on the folder. */
async function firstCallOfFreshService(path: string): Promise<{ ms: number; compiled: boolean }> {
  const service = await ServiceProcess.start(dir, 'bench-token', { env: { NODE_OPTIONS: '' } });
  try {
    const start = performance.now();
    const res = await fetch(`${service.url}${path}`);
    await res.json();
    const ms = performance.now() - start;
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return { ms, compiled: !service.stderr.includes('running from the sources') };
  } finally {
    await service.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

// Stats and history in turn, so a drift of the machine's speed falls on both alike.
const freshStats: number[] = [];
const freshHistory: number[] = [];
let compiled = true;
for (let i = 0; i < FRESH_RUNS; i += 1) {
  for (const [path, times] of [
    ['/api/stats', freshStats],
    ['/api/history', freshHistory],
  ] as const) {
    const first = await firstCallOfFreshService(path);
    times.push(first.ms);
    compiled &&= first.compiled;
  }
}

const passes: number[] = [];
for (let i = 0; i < FRESH_RUNS; i += 1) {
  const history = new GameHistory(() => [
    { table: '1', store: { gamesDir: join(dir, 'games'), games: MODULES } },
  ]);
  const start = performance.now();
  await history.stats();
  passes.push(performance.now() - start);
}

const store = new GameStore({ dir });
await store.open();
const app = await buildApp({ box: { serial: 'none', baud: 115200 }, store, token: 'bench-token' });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function timed(path: string): Promise<{ ms: number; body: unknown }> {
  const start = performance.now();
  const res = await fetch(`${base}${path}`);
  const body = await res.json();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return { ms, body };
}

try {
  const cold = await timed('/api/stats');
  const stats = cold.body as {
    games: number;
    modules: Record<string, { played: number; won: number }>;
  };
  if (stats.games !== GAMES) throw new Error(`the stats counted ${stats.games} games of ${GAMES}`);
  const warmStats: number[] = [];
  for (let i = 0; i < WARM_RUNS; i += 1) warmStats.push((await timed('/api/stats')).ms);
  const history = await timed('/api/history');
  const warmHistory: number[] = [];
  for (let i = 0; i < WARM_RUNS; i += 1) warmHistory.push((await timed('/api/history')).ms);
  console.log(`stats_games: ${GAMES} count`);
  console.log(`stats_actions: ${actions} count`);
  console.log(`stats_log_bytes: ${(bytes / 1e6).toFixed(1)} MB`);
  console.log(`stats_apophis_won: ${stats.modules.apophis?.won} count`);
  if (!compiled) console.error('the service ran from its TypeScript sources: npm run build:server');
  console.log(`stats_fresh_service_first_api_stats_median: ${median(freshStats).toFixed(0)} ms`);
  console.log(
    `stats_fresh_service_first_api_history_median: ${median(freshHistory).toFixed(0)} ms`,
  );
  console.log(`stats_fresh_service_runs: ${FRESH_RUNS} count`);
  console.log(`stats_fresh_history_pass_median: ${median(passes).toFixed(0)} ms`);
  console.log(`stats_cold_api_stats_after_writing: ${cold.ms.toFixed(0)} ms`);
  console.log(`stats_warm_api_stats_median: ${median(warmStats).toFixed(1)} ms`);
  console.log(`stats_api_history_after_stats: ${history.ms.toFixed(1)} ms`);
  console.log(`stats_warm_api_history_median: ${median(warmHistory).toFixed(1)} ms`);
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
