// From spawning `apophis serve` on a data folder to its first `/api/state` answer, with
// no game, and with an unfinished game of 100 and of 1,000 logged actions to replay:
// the time a table waits after a crash. The logs are written through the real store,
// every action checked legal by the rules core first. Prints `name: value unit` lines.
// The service runs compiled (dist/, `npm run build:server`); side by side, run for run, the
// same wait for a bare Node HTTP server and for the service run from its TypeScript sources.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GameStore } from '../server/store/index.ts';
import { type Action, actions as a } from '../src/games/apophis/actions.ts';
import { reduce } from '../src/games/apophis/reducer.ts';
import { stackingProblem } from '../src/games/apophis/sections.ts';
import { lobbyState, type TableState } from '../src/games/apophis/state.ts';
import { spread } from '../test/robust/crash-oracle.ts';
import { ServiceProcess } from '../test/server/child.ts';
import { TOKEN } from '../test/server/harness.ts';
import { scaled } from './quick.ts';

const RESTARTS = scaled(7, 1);
const GAME_SIZES = [100, scaled(1000, 200)];

/** A legal game of `count` actions, ending under way: builds, scraps, undos, pauses. */
function gameOf(count: number, startAt: number): Action[] {
  const played: Action[] = [];
  let state: TableState = lobbyState();
  const take = (action: Action) => {
    const applied = reduce(state, action);
    if (!applied.ok)
      throw new Error(`the bench's game is wrong at ${action.type}: ${applied.error.message}`);
    state = applied.state;
    played.push(action);
  };
  take(a.newGame(startAt, { players: 4, variant: 'basic', timerSeconds: 3600 }));
  take(a.start(startAt + 1000));
  for (let turn = 0; played.length < count; turn++) {
    const at = startAt + 2000 + turn * 100;
    if (state.phase === 'paused') take(a.resume(at));
    else if (turn % 17 === 16) take(a.pause(at));
    else if (turn % 7 === 6 && state.undo.length > 0) take(a.undo(at));
    else {
      const section = state.supply.find((s) => stackingProblem(state.rocket, s) === null);
      take(section && state.rocket.length < 4 ? a.build(at, section) : a.scrap(at));
    }
  }
  return played;
}

async function dataDirWith(actionCount: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'apophis-bench-restart-'));
  if (actionCount === 0) return dir;
  const store = new GameStore({ dir });
  await store.open();
  // Played over the last minutes, so the hour's timer is still running at the restarts.
  const [newGame, ...rest] = gameOf(actionCount, Date.now() - actionCount * 100 - 5000);
  if (!newGame) throw new Error('an empty game');
  const log = await store.create(newGame);
  for (const action of rest) await log.append(action);
  await log.close();
  return dir;
}

type Answered = { state: Awaited<ReturnType<ServiceProcess['state']>>; service: ServiceProcess };

/** Milliseconds from spawning `apophis serve` on `dir` to its first `/api/state` answer. */
async function timeToState(
  dir: string,
  env: Record<string, string>,
  check: (answered: Answered) => void,
): Promise<number> {
  const spawnedAt = performance.now();
  const service = await ServiceProcess.start(dir, TOKEN, { env });
  try {
    const state = await service.state();
    const took = performance.now() - spawnedAt;
    check({ state, service });
    return took;
  } finally {
    await service.kill();
  }
}

const COMPILED = { APOPHIS_FROM_SOURCE: '', NODE_OPTIONS: '' };
const FROM_SOURCE = { APOPHIS_FROM_SOURCE: '1', NODE_OPTIONS: '' };

function restartToState(dir: string, expectedEntries: number, env = COMPILED): Promise<number> {
  return timeToState(dir, env, ({ state, service }) => {
    if (env.APOPHIS_FROM_SOURCE !== '1' && service.stderr.includes('running from the sources')) {
      throw new Error(`apophis did not run compiled (npm run build:server): ${service.stderr}`);
    }
    // newGame is the one logged action that leaves no history entry.
    const entries = state.historyCount;
    const wanted = Math.max(0, expectedEntries - 1);
    if (entries !== wanted) throw new Error(`replayed ${entries} history entries, not ${wanted}`);
    if (expectedEntries > 0 && service.warnings().length > 0) {
      throw new Error(`the restart warned: ${service.warnings().join('; ')}`);
    }
  });
}

// A bare Node HTTP server that announces its port as the service's JSON log does. It is
// spawned through the same ServiceProcess: preloaded with --import, its last line never
// settles, so the entry after it (server/apophis.js) never loads and the process is Node
// and this one module, as `node bare.mjs` would be.
const BARE_SERVER = `import { createServer } from 'node:http';
const server = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end('{}');
});
server.listen(0, '127.0.0.1', () => {
  const url = 'http://127.0.0.1:' + server.address().port;
  console.log(JSON.stringify({ level: 30, msg: 'Server listening at ' + url }));
});
await new Promise(() => {});
`;

function report(name: string, times: number[]): number {
  const { p50, max } = spread(times);
  console.log(`${name}_p50: ${p50} ms`);
  console.log(`${name}_max: ${max} ms`);
  return p50;
}

// No game: bare Node, compiled and from source in turn, so a drift of the machine's speed
// falls on all three alike.
{
  const dir = await dataDirWith(0);
  const bareDir = await mkdtemp(join(tmpdir(), 'apophis-bench-bare-'));
  const bareScript = join(bareDir, 'bare.mjs');
  await writeFile(bareScript, BARE_SERVER);
  const bareEnv = { NODE_OPTIONS: `--import ${pathToFileURL(bareScript).href}` };
  try {
    const bare: number[] = [];
    const compiled: number[] = [];
    const fromSource: number[] = [];
    for (let i = 0; i < RESTARTS; i++) {
      bare.push(await timeToState(dir, bareEnv, () => {}));
      compiled.push(await restartToState(dir, 0));
      fromSource.push(await restartToState(dir, 0, FROM_SOURCE));
    }
    const bareP50 = report('bare_node_to_first_answer', bare);
    const compiledP50 = report('restart_to_state_no_game', compiled);
    report('restart_to_state_no_game_from_source', fromSource);
    console.log(`restart_ratio_vs_bare_node: ${(compiledP50 / bareP50).toFixed(1)} ×`);
  } finally {
    await rm(dir, { recursive: true, force: true });
    await rm(bareDir, { recursive: true, force: true });
  }
}

for (const size of GAME_SIZES) {
  const dir = await dataDirWith(size);
  try {
    const times: number[] = [];
    for (let i = 0; i < RESTARTS; i++) times.push(await restartToState(dir, size));
    report(`restart_to_state_${size}_actions`, times);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
