// From spawning `apophis serve` on a data folder to its first `/api/state` answer, with
// no game, and with an unfinished game of 100 and of 1,000 logged actions to replay:
// the time a table waits after a crash. The logs are written through the real store,
// every action checked legal by the rules core first. Prints `name: value unit` lines.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameStore } from '../server/store/index.ts';
import { type Action, actions as a } from '../src/games/apophis/actions.ts';
import { reduce } from '../src/games/apophis/reducer.ts';
import { stackingProblem } from '../src/games/apophis/sections.ts';
import { lobbyState, type TableState } from '../src/games/apophis/state.ts';
import { spread } from '../test/robust/crash-oracle.ts';
import { ServiceProcess } from '../test/server/child.ts';
import { TOKEN } from '../test/server/harness.ts';

const RESTARTS = 7;
const GAME_SIZES = [100, 1000];

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

async function restartToState(dir: string, expectedEntries: number): Promise<number> {
  const spawnedAt = performance.now();
  const service = await ServiceProcess.start(dir, TOKEN);
  try {
    const state = await service.state();
    const took = performance.now() - spawnedAt;
    // newGame is the one logged action that leaves no history entry.
    const entries = state.historyCount;
    const wanted = Math.max(0, expectedEntries - 1);
    if (entries !== wanted) throw new Error(`replayed ${entries} history entries, not ${wanted}`);
    if (expectedEntries > 0 && service.warnings().length > 0) {
      throw new Error(`the restart warned: ${service.warnings().join('; ')}`);
    }
    return took;
  } finally {
    await service.kill();
  }
}

for (const size of [0, ...GAME_SIZES]) {
  const dir = await dataDirWith(size);
  try {
    const times: number[] = [];
    for (let i = 0; i < RESTARTS; i++) times.push(await restartToState(dir, size));
    const name = size === 0 ? 'restart_to_state_no_game' : `restart_to_state_${size}_actions`;
    const { p50, max } = spread(times);
    console.log(`${name}_p50: ${p50} ms`);
    console.log(`${name}_max: ${max} ms`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
