// Apogee's mission 7 as its texts say (issue 21, rules' version 2 and on), played through the real
// service by a screen's commands: the docking refused in the lift-off's quarter (AG2), a launch
// refused after a docking in one round (AG45), the mission won a quarter later; then the log the
// store wrote, replayed by `apophis replay --json`, gives the very state the table had.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/games/apogee/setup.ts';
import type { ApogeeState } from '../../src/games/apogee/state.ts';
import type { Command } from '../../src/messages.ts';
import { apophis } from '../cli/run.ts';
import { Screen, type Service, startService } from './harness.ts';

const PLAYERS = [
  { name: 'Ada', colour: 'blue', authority: 3 },
  { name: 'Bo', colour: 'red', authority: 7 },
];
/** Thrust 20, mass 8: performance 2.5, the Asteroid on 5, with two satellites (AG46). */
const PROBE = [
  { kind: 'first', thrust: 10, mass: 3 },
  { kind: 'upper', thrust: 5, mass: 2 },
  { kind: 'payload', thrust: 5, mass: 3, satellites: 2 },
];

let service: Service;
let screen: Screen;

beforeAll(async () => {
  service = await startService();
  screen = await Screen.open(service.url);
}, 30_000);

afterAll(async () => {
  screen?.close();
  await service?.close();
});

const state = () => service.app.table.state as ApogeeState;
const send = (command: object) => screen.command(command as Command);
const taken = async (command: object) => expect(await send(command)).toMatchObject({ ok: true });

describe('Apogee mission 7 through the service', () => {
  it('docking a quarter after the lift-off wins; the log replays to the same state', async () => {
    await taken({ type: 'newGame', game: 'apogee', players: PLAYERS, mission: 7 });
    await taken({ type: 'start' });
    for (const card of PROBE) await taken({ type: 'build', player: 1, card });
    await taken({ type: 'advance' });
    // Ada's pad is empty: once Bo has flown she is passed at once (AG47).
    await taken({ type: 'launch', player: 1, destination: 'asteroid', value: 9 });
    expect(state().record[0]).toMatchObject({ success: true, satellites: 2, quarter: 1 });
    expect(state().acted).toEqual(['passed', 'launched']);
    expect(await send({ type: 'confirm', player: 1, what: 'docking', launch: 0 })).toMatchObject({
      ok: false,
      code: 'confirm/too-soon',
      error: 'the docking sequence comes in a later round than the lift-off (AG2)',
    });
    await taken({ type: 'advance' });
    await taken({ type: 'advance' });
    expect(state()).toMatchObject({ stage: 'playing', quarter: 2, phase: 'planning' });

    // Quarter 2: Bo builds again, docks, and may not launch in the same round.
    for (const card of PROBE) await taken({ type: 'build', player: 1, card });
    await taken({ type: 'advance' });
    await taken({ type: 'confirm', player: 1, what: 'docking', launch: 0 });
    expect(await send({ type: 'launch', player: 1, destination: 'asteroid' })).toMatchObject({
      ok: false,
      code: 'launch/sequence',
      error: 'Bo already docked this round: one sequence per round (Launch phase)',
    });
    await taken({ type: 'advance' });
    await taken({ type: 'advance' });
    expect(state()).toMatchObject({
      stage: 'over',
      winners: [1],
      quarter: 2,
      version: RULES_VERSION,
    });

    const id = service.app.table.gameId as string;
    const file = join(service.dir, 'games', `${id}.jsonl`);
    const { code, stdout } = await apophis('replay', '--json', file);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out.header).toMatchObject({ game: 'apogee', module: RULES_VERSION });
    expect(out.actions[0]).toMatchObject({ type: 'newGame', mission: 7, version: RULES_VERSION });
    expect(out.warnings).toEqual([]);
    expect(out.state).toEqual(JSON.parse(JSON.stringify(state())));
  }, 60_000);
});
