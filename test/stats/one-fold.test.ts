// One fold of the reducer per log (src/stats/games.ts): the history's facts ask each module's
// reducer once per action, and a report read from the caller's steps is the report the module
// folds for itself, for every module (Coin race, which exists only in the tests, too).
import { describe, expect, it } from 'vitest';
import { type AnyGameModule, type GameAction, replaySteps } from '../../src/game.ts';
import { apogee } from '../../src/games/apogee/index.ts';
import { actions as a } from '../../src/games/apophis/actions.ts';
import { apophis } from '../../src/games/apophis/index.ts';
import { gameFacts } from '../../src/stats/games.ts';
import { PLAYERS, Table } from '../games/apogee-fixtures.ts';
import { type CoinAction, coin } from '../games/coin-race/module.ts';
import { ApophisPlay } from './logs.ts';

const T = Date.UTC(2026, 10, 22, 20, 0, 0);

/** The module with its reducer counting its calls. */
function counted(module: AnyGameModule): { module: AnyGameModule; calls: () => number } {
  let calls = 0;
  const reduce = (state: unknown, action: GameAction) => {
    calls += 1;
    return module.reduce(state, action);
  };
  return { module: { ...module, reduce }, calls: () => calls };
}

// Apophis: a launch, an undone build (R22) and a refused entry (a build before the start).
const played = new ApophisPlay(T, { players: 2, variant: 'basic', difficulty: 'easy' });
played.next((t) => a.start(t));
played.next((t) => a.build(t, 'Y3')).next((t) => a.build(t, 'R2'));
played.next((t) => a.undo(t)).next((t) => a.build(t, 'R2'));
played.next((t) => a.suits(t, ['clubs', 'hearts'])).next((t) => a.suits(t, ['diamonds', 'spades']));
played.next((t) => a.roll(t, 6)).next((t) => a.roll(t, 2));
const apophisLog: GameAction[] = [...played.actions];
apophisLog.splice(1, 0, a.build(T + 1, 'B1'));

// Apogee, mission 1 (18 actions: 2 to start, 4 cards each, then 8): Bo's launch completes his mission, is undone (AG38), and a later one
// completes it again: the decisive moment is the later one (AG41).
const table = Table.started(PLAYERS.slice(0, 2), 1).buildAll(0).buildAll(1);
table.act({ type: 'advance' });
table.act({ type: 'launch', player: 1, destination: 'leo' });
table.act({ type: 'launchRolled', value: 9, source: 'hand' });
table.act({ type: 'undo' });
table.act({ type: 'launchRolled', value: 11, source: 'hand' });
table.act({ type: 'pass', player: 0 });
table.act({ type: 'advance' }).act({ type: 'advance' });
const apogeeLog = [...table.log];

const coinLog: CoinAction[] = [
  { type: 'newGame', at: T, target: 2 },
  { type: 'start', at: T + 1000 },
  { type: 'flip', at: T + 2000, value: 2 },
  { type: 'flip', at: T + 3000, value: 5 },
  { type: 'flip', at: T + 4000, value: 1 },
];

const logs: [string, AnyGameModule, GameAction[], number][] = [
  ['apophis', apophis, apophisLog, 11],
  ['apogee', apogee, apogeeLog, 18],
  ['coin', coin, coinLog, 5],
];

describe('one fold per log', () => {
  it.each(logs)('asks the reducer of %s once per action', (_id, module, actions, length) => {
    expect(actions).toHaveLength(length);
    const { module: counting, calls } = counted(module);
    const facts = gameFacts(counting, { id: 'g', table: '1', createdAt: T, actions });
    expect(calls()).toBe(length);
    expect(facts.report).toEqual(module.report(actions));
  });

  it('tells the same report from the steps as from the log, for every module', () => {
    for (const [, module, actions] of logs) {
      const { steps } = replaySteps<unknown, GameAction>(module, actions);
      expect(module.report(actions, steps)).toEqual(module.report(actions));
    }
  });

  it('counts the refused build out of the steps and the launch once', () => {
    const { steps, refused } = replaySteps<unknown, GameAction>(apophis, apophisLog);
    expect(refused.map((r) => r.index)).toEqual([1]);
    expect(steps).toHaveLength(10);
    const facts = gameFacts(apophis, { id: 'g', table: '1', createdAt: T, actions: apophisLog });
    expect(facts.refused).toBe(1);
    // Y3,R2 against Apophis 3 (R13: d6 + 3 ≥ 7): faces 4, 5 and 6 hit, 3 of 6.
    expect(facts.report.luck.map((l) => [l.chance, l.success])).toEqual([[3 / 6, true]]);
  });

  it('names the later of two launches that completed the mission as decisive (AG41)', () => {
    const report = apogee.report(apogeeLog);
    const first = apogeeLog[0]?.at ?? 0;
    const later = apogeeLog.filter((x) => x.type === 'launchRolled').at(-1)?.at ?? 0;
    expect(report.winners).toEqual([1]);
    expect(report.decisive).toMatchObject({
      at: later - first,
      kind: 'launch',
      label: { values: { player: 'Bo', die: 11 } },
    });
  });
});
