// Issue 21's Apocalyte position played as a table would through the real service (a scripted v2
// box on a pty, the dice on its ROLL, a control screen's commands): a Zombies quarantine with 2
// supply counters, where Zombies 3 lets Ada reroll one of her dice and the reroll holds the
// border (AC8, AC50). The log on disk names the module (2, now 3) and its rules, and `apophis replay --json`
// replays it to the live table.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '../../src/games/apocalyte/actions.ts';
import { type ApocalyteState, RULES_VERSION } from '../../src/games/apocalyte/state.ts';
import { apophis } from '../cli/run.ts';
import { Table, told } from '../games/apocalyte-fixtures.ts';
import { playLog, timeless } from './apocalyte-table.ts';
import { type BoxTable, boxTable } from './box-table.ts';
import { Screen } from './harness.ts';

let rig: BoxTable | null = null;
const screens: Screen[] = [];

afterEach(async () => {
  for (const screen of screens.splice(0)) screen.close();
  await rig?.close();
  rig = null;
});

/** Ukraine's four zombies against Ada's three armies in Scandinavia, 2 supply counters there. */
function quarantine(): Table {
  const t = Table.playing('zombies', [1, 1, 1, 1, 1, 1]);
  t.set('ukraine', [0, 0], 4).set('scandinavia', [3, 0], 0, 2).set('alaska', [1, 1]);
  t.clearBut(['ukraine', 'scandinavia', 'alaska']);
  t.act({ type: 'reinforce', territory: 'alaska', count: 2 });
  t.act({ type: 'move', from: 'alaska', to: 'alberta', armies: 1, supplies: 0, permission: true });
  t.act({ type: 'endTurn' }).act({ type: 'reinforce', territory: 'alaska', count: 2 });
  t.act({ type: 'endTurn' });
  t.act({ type: 'confirm' }).roll(5); // growth: Ukraine 5; a 5: four move
  t.act({ type: 'quarantine', accept: true }).roll(6, 6, 1, 5, 5);
  t.act({ type: 'reroll', die: 0 }).roll(6);
  return t;
}

describe('Apocalyte module 2 through the service', () => {
  it('AC8, AC50, Zombies 3: a quarantine’s reroll holds Scandinavia, and the log replays', async () => {
    const plan = quarantine();
    // Worked out by hand: 6,6,1 against 6,5 after the reroll, one success of the two needed.
    expect(told(plan).slice(-2)).toEqual([
      'the quarantine of Scandinavia holds',
      'the zombies of Ukraine stay where they are',
    ]);
    rig = await boxTable({ box: { protocol: 2, firmware: '2.0.0' }, wholeLogs: true });
    const controls = await Promise.all([1, 2].map(() => Screen.open(rig?.service.url ?? '')));
    screens.push(...controls);
    const { service } = rig;
    const live = () => service.app.table.state as ApocalyteState;
    await playLog(rig, controls, plan.log as Action[], live);
    expect(live().board.scandinavia).toMatchObject({ armies: [3, 0], apocalytes: 0, supplies: 2 });
    expect(live().board.ukraine.apocalytes).toBe(5);
    expect(live().rules).toBe(RULES_VERSION);

    const id = service.app.table.gameId as string;
    const file = join(service.store.gamesDir, `${id}.jsonl`);
    const { code, stdout } = await apophis('replay', '--json', file);
    expect(code).toBe(0);
    const replayed = JSON.parse(stdout) as {
      header: { game: string; module: number };
      actions: { type: string; rules?: number }[];
      state: ApocalyteState;
      refused: unknown[];
    };
    expect(replayed.header).toMatchObject({ game: 'apocalyte', module: RULES_VERSION });
    expect(replayed.actions[0]).toMatchObject({ type: 'newGame', rules: RULES_VERSION });
    expect(replayed.refused).toEqual([]);
    expect(replayed.actions.map((a) => a.type).slice(-4)).toEqual([
      'quarantine',
      'rolled',
      'reroll',
      'rolled',
    ]);
    const { undo: _u, ...state } = replayed.state;
    const { undo: _v, ...table } = live();
    expect(timeless(state)).toEqual(timeless(table));
  }, 120_000);
});
