// Apogee's report (src/games/apogee/report.ts): launches per player, the luck of each launch
// from the launch table (AG6, AG9), an undone typed die left out (AG38), the decisive moment (AG41).
import { describe, expect, it } from 'vitest';
import { apogee } from '../../src/games/apogee/index.ts';
import { PLAYERS, Table } from './apogee-fixtures.ts';

function tallies(report: ReturnType<typeof apogee.report>) {
  return report.tallies.map((t) => [t.label.key, t.label.values?.player ?? null, t.value]);
}

describe("Apogee's report", () => {
  it('counts launches per player, hits and misses, with each launch’s chance from the table', () => {
    // ROCKET: thrust 20, mass 14, performance 1.5: LEO on 6 (7/12), GEO on 7 (6/12).
    const table = Table.started(PLAYERS.slice(0, 2), 2).buildAll(0).buildAll(1);
    table.act({ type: 'advance' });
    // AG9: Bo (authority 7) first, then Ada (3).
    table.act({ type: 'launch', player: 1, destination: 'geo' });
    table.act({ type: 'launchRolled', value: 3, source: 'box' });
    table.act({ type: 'launch', player: 0, destination: 'leo' });
    table.act({ type: 'launchRolled', value: 9, source: 'hand' });
    const report = apogee.report(table.log);
    expect(report.luck.map((l) => [l.chance, l.success, l.label.values?.player])).toEqual([
      [6 / 12, false, 'Bo'],
      [7 / 12, true, 'Ada'],
    ]);
    expect(tallies(report)).toEqual([
      ['apogee.tally.launches', 'Ada', 1],
      ['apogee.tally.launches', 'Bo', 1],
      ['apogee.tally.successes', 'Ada', 1],
      ['apogee.tally.successes', 'Bo', 0],
      ['apogee.tally.hits', null, 1],
      ['apogee.tally.misses', null, 1],
      ['apogee.tally.quarters', null, 1],
    ]);
    expect(report.decisive).toBeNull();
    expect(
      apogee.rolls(table.log[table.log.length - 1] as (typeof table.log)[number], table.state),
    ).toEqual([{ sides: 12, values: [9], by: 'hand' }]);
  });

  it('leaves out a typed die that was undone, and names the launch that decided the game (AG41)', () => {
    const table = Table.started(PLAYERS.slice(0, 2), 1).buildAll(0).buildAll(1);
    table.act({ type: 'advance' });
    table.act({ type: 'launch', player: 1, destination: 'leo' });
    table.act({ type: 'launchRolled', value: 2, source: 'hand' });
    table.act({ type: 'undo' });
    table.act({ type: 'launchRolled', value: 8, source: 'hand' }); // Bo reaches LEO: mission 1 done
    table.act({ type: 'pass', player: 0 });
    table.act({ type: 'advance' }).act({ type: 'advance' }); // AG30: the round's end decides
    const report = apogee.report(table.log);
    expect(report.ending).toMatchObject({ result: 'won by Bo', won: true });
    expect(report.winners).toEqual([1]);
    expect(report.luck.map((l) => l.success)).toEqual([true]);
    const first = table.log[0]?.at ?? 0;
    const kept =
      (table.log.find((x) => x.type === 'launchRolled' && x.value === 8)?.at ?? 0) - first;
    expect(report.decisive).toMatchObject({
      at: kept,
      kind: 'launch',
      tone: 'good',
      label: { key: 'apogee.mark.success', values: { player: 'Bo', die: 8, target: 6 } },
    });
    expect(report.series[1]?.points).toEqual([
      { at: 0, value: 0 },
      { at: kept, value: 1 },
    ]);
    expect(apogee.summary(table.state)).toEqual({
      players: 2,
      difficulty: 'mission-1',
      variant: null,
      names: ['Ada', 'Bo'],
    });
  });
});
