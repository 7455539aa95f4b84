// Apocalyte's fights in the luck meter (issue 24, item 7: "/stats says 'Apocalyte: 0 rolls'" and
// the history's rolls said "No roll yet" at every action, because Apocalyte's report had no luck
// rolls at all): a Meteor game with two of Ada's rounds, its dice typed in, written by the store
// and read by the service's history and numbers. Every figure is worked out by hand from the
// text's combat (AC4: highest against highest, ties to the defender), not read off the code.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameHistory } from '../../server/stats/index.ts';
import { GameStore } from '../../server/store/index.ts';
import type { LuckRoll, StatsResponse } from '../../src/report.ts';
import { Table } from '../games/apocalyte-fixtures.ts';

let root: string;
let stats: StatsResponse;
let luck: LuckRoll[];

/** Meteor at Ada's turn: Peru (her 3 armies, 2 rioters) and Venezuela (her 1, 1 rioter). */
function twoFights(): Table {
  const t = Table.playing('meteor', []);
  t.set('peru', [3, 0], 2).set('venezuela', [1, 0], 1).set('alaska', [1, 1]);
  t.clearBut(['peru', 'venezuela', 'alaska']);
  t.act({ type: 'reinforce', territory: 'alaska', count: 2 });
  // 3 dice against 2: 6,6,1 against 5,5: both pairs to Ada, the two rioters removed.
  t.act({ type: 'fight', territory: 'peru' }).roll(6, 6, 1, 5, 5);
  // 1 die against 1: 2 against 4: Ada loses her army.
  t.act({ type: 'fight', territory: 'venezuela' }).roll(2, 4);
  return t;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'apocalyte-luck-'));
  const store = new GameStore({ dir: root, logger: { info() {}, warn() {} } });
  await store.open();
  const [newGame, ...rest] = twoFights().log;
  const log = await store.create({ ...newGame, game: 'apocalyte' } as never);
  for (const action of rest) await log.append(action as never);
  await log.close();
  const history = new GameHistory(() => [{ table: '1', store }]);
  stats = await history.stats();
  const read = await history.read(log.id);
  luck = read?.facts.report.luck ?? [];
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// 3 dice against 2 (7776 rolls): both pairs to the attacker 2890, one each 2611, both to the
// defender 2275. 1 against 1 (36): the attacker wins 15 (his die higher), the defender 21.
const PERU = {
  lost: (2611 + 2 * 2275) / 7776,
  removed: (2 * 2890 + 2611) / 7776,
  win: 2890 / 7776,
};
const VENEZUELA = { lost: 21 / 36, removed: 15 / 36, win: 15 / 36 };

describe('Apocalyte’s fights in the luck meter', () => {
  it('the report has a luck roll per round: each side’s losses expected against actual', () => {
    expect(luck).toHaveLength(2);
    const [peru, venezuela] = luck as [LuckRoll, LuckRoll];
    expect(peru.label).toMatchObject({
      key: 'apocalyte.luck.attack',
      values: { player: 'Ada', territory: 'peru', lost: 0, removed: 2 },
    });
    expect(peru.chance).toBeCloseTo(PERU.win, 12);
    expect(peru.success).toBe(true);
    expect(peru.losses?.players.expected).toBeCloseTo(PERU.lost, 12);
    expect(peru.losses?.opponents.expected).toBeCloseTo(PERU.removed, 12);
    expect(peru.losses).toMatchObject({ players: { actual: 0 }, opponents: { actual: 2 } });
    expect(venezuela.chance).toBeCloseTo(VENEZUELA.win, 12);
    expect(venezuela.success).toBe(false);
    expect(venezuela.losses?.players.expected).toBeCloseTo(VENEZUELA.lost, 12);
    expect(venezuela.losses?.opponents.expected).toBeCloseTo(VENEZUELA.removed, 12);
    expect(venezuela.losses).toMatchObject({ players: { actual: 1 }, opponents: { actual: 0 } });
    // The history's "rolls so far" reads them by time: the second came after the first.
    expect(venezuela.at).toBeGreaterThan(peru.at);
  });

  it('/api/stats counts the rolls and sums the fights over the game', () => {
    const module = stats.modules.apocalyte;
    expect(module?.played).toBe(1);
    expect(module?.luck.rolls).toBe(2);
    expect(module?.luck.actual).toBe(1);
    expect(module?.luck.expected).toBeCloseTo(PERU.win + VENEZUELA.win, 12);
    const fights = module?.luck.fights;
    expect(fights?.count).toBe(2);
    expect(fights?.players.expected).toBeCloseTo(PERU.lost + VENEZUELA.lost, 12); // ≈ 1.504
    expect(fights?.opponents.expected).toBeCloseTo(PERU.removed + VENEZUELA.removed, 12); // ≈ 1.496
    expect(fights?.players.actual).toBe(1);
    expect(fights?.opponents.actual).toBe(2);
    // The dice's honesty counted them before, and still does: 5 + 2 dice typed in, besides the set-up's.
    const typed = stats.typed.find((die) => die.sides === 6);
    expect(typed?.rolls).toBeGreaterThanOrEqual(7);
  });
});
