// AC4 and AC6: the combat round, the battle of up to three rounds and the Apocalytes'
// move, against figures worked out by hand (the classic Risk odds and the d6's faces).
import { describe, expect, it } from 'vitest';
import { addChances, chanceOf, probability } from '../../src/games/apocalyte/chance.ts';
import {
  attackerDice,
  battleOdds,
  type CombatOutcome,
  defenderDice,
  roundOdds,
  settleRound,
} from '../../src/games/apocalyte/combat.ts';
import { moveOdds, moving, rollsToMove } from '../../src/games/apocalyte/move.ts';

/** Outcomes as `attackerLosses:defenderLosses → numerator/denominator`, for exact comparison. */
function table(outcomes: readonly CombatOutcome[]): Record<string, string> {
  return Object.fromEntries(
    outcomes.map((o) => [
      `${o.attackerLosses}:${o.defenderLosses}`,
      `${o.chance.numerator}/${o.chance.denominator}`,
    ]),
  );
}

const reduced = (n: number, d: number) => {
  const c = chanceOf(n, d);
  return `${c.numerator}/${c.denominator}`;
};

describe('AC4 a combat round', () => {
  it('AC30 counts the attacker’s dice from its armies, up to 3, and the defender’s up to 2', () => {
    expect([1, 2, 3, 4, 12].map(attackerDice)).toEqual([1, 2, 3, 3, 3]);
    expect([1, 2, 3, 12].map(defenderDice)).toEqual([1, 2, 2, 2]);
    expect(() => attackerDice(0)).toThrow(RangeError);
    expect(() => defenderDice(1.5)).toThrow(RangeError);
  });

  it('AC31 pairs highest with highest, ties to the defender, extra dice unpaired', () => {
    expect(settleRound([6, 1, 6], [5, 6])).toEqual({ attackerLosses: 1, defenderLosses: 1 });
    expect(settleRound([4, 4, 4], [4])).toEqual({ attackerLosses: 1, defenderLosses: 0 });
    expect(settleRound([2], [1, 6])).toEqual({ attackerLosses: 1, defenderLosses: 0 });
    expect(settleRound([5, 3], [4, 2])).toEqual({ attackerLosses: 0, defenderLosses: 2 });
    expect(settleRound([5, 2], [4, 2])).toEqual({ attackerLosses: 1, defenderLosses: 1 });
  });

  it('gives AC4’s own figures for 3 against 2', () => {
    const odds = roundOdds(3, 2);
    expect(odds.attackerDice).toBe(3);
    expect(odds.defenderDice).toBe(2);
    expect(table(odds.outcomes)).toEqual({
      '0:2': reduced(2890, 7776),
      '1:1': reduced(2611, 7776),
      '2:0': reduced(2275, 7776),
    });
    expect(odds.outcomes.map((o) => o.attackerLosses)).toEqual([0, 1, 2]);
    expect(probability(odds.outcomes[0]?.chance ?? chanceOf(0, 1))).toBeCloseTo(0.371656, 6);
  });

  it('gives the classic single-pair and 2-against-2 figures', () => {
    // 1 against 1: the attacker wins on 15 of the 36 pairs (strictly higher).
    expect(table(roundOdds(1, 1).outcomes)).toEqual({
      '0:1': reduced(15, 36),
      '1:0': reduced(21, 36),
    });
    // 1 against 2: the attacker's die beats the defender's better die of two: 55 of 216.
    expect(table(roundOdds(1, 2).outcomes)).toEqual({
      '0:1': reduced(55, 216),
      '1:0': reduced(161, 216),
    });
    expect(table(roundOdds(2, 1).outcomes)).toEqual({
      '0:1': reduced(125, 216),
      '1:0': reduced(91, 216),
    });
    expect(table(roundOdds(3, 1).outcomes)).toEqual({
      '0:1': reduced(855, 1296),
      '1:0': reduced(441, 1296),
    });
    expect(table(roundOdds(2, 2).outcomes)).toEqual({
      '0:2': reduced(295, 1296),
      '1:1': reduced(420, 1296),
      '2:0': reduced(581, 1296),
    });
  });

  it('rolls the same dice for any armies beyond 3 and 2', () => {
    expect(roundOdds(40, 9)).toEqual(roundOdds(3, 2));
  });
});

describe('AC4 a battle of up to three rounds', () => {
  it('AC32 is one round when asked for one', () => {
    expect(battleOdds(5, 4, 1)).toEqual(roundOdds(5, 4).outcomes);
  });

  it('AC32 ends early when a side has no army left', () => {
    // 1 against 1 is settled in the first round whatever the rounds allowed.
    expect(battleOdds(1, 1, 3)).toEqual(roundOdds(1, 1).outcomes);
    // 2 against 1: won at once (125/216), or a 1-against-1 round after losing one (91/216).
    expect(table(battleOdds(2, 1))).toEqual({
      '0:1': reduced(4500, 7776),
      '1:1': reduced(91 * 15, 7776),
      '2:0': reduced(91 * 21, 7776),
    });
  });

  it('AC32 recounts the dice each round: 3 against 2 over two rounds, by hand', () => {
    // After round 1 (3v2): 0:2 ends it; 1:1 leaves 2v1; 2:0 leaves 1v2.
    const p = (n: number, d: number) => chanceOf(n, d);
    const expected: Record<string, string> = {};
    const put = (k: string, c: ReturnType<typeof chanceOf>) => {
      const [n, d] = (expected[k] ?? '0/1').split('/').map(Number) as [number, number];
      const sum = addChances(p(n, d), c);
      expected[k] = `${sum.numerator}/${sum.denominator}`;
    };
    put('0:2', p(2890, 7776));
    put('1:2', p(2611 * 125, 7776 * 216));
    put('2:1', p(2611 * 91, 7776 * 216));
    put('2:1', p(2275 * 55, 7776 * 216));
    put('3:0', p(2275 * 161, 7776 * 216));
    expect(table(battleOdds(3, 2, 2))).toEqual(expected);
  });

  it('adds up to 1 and never loses more armies than there are', () => {
    for (const [a, d] of [
      [1, 1],
      [2, 5],
      [3, 3],
      [4, 2],
      [7, 7],
      [12, 9],
    ] as const) {
      const outcomes = battleOdds(a, d);
      const total = outcomes.reduce((sum, o) => addChances(sum, o.chance), chanceOf(0, 1));
      expect(total, `${a}v${d}`).toEqual({ numerator: 1, denominator: 1 });
      for (const o of outcomes) {
        expect(o.attackerLosses).toBeLessThanOrEqual(a);
        expect(o.defenderLosses).toBeLessThanOrEqual(d);
        // Each round costs as many armies as pairs: at most 2 a round.
        expect(o.attackerLosses + o.defenderLosses).toBeLessThanOrEqual(6);
      }
    }
  });

  it('refuses a fourth round', () => {
    expect(() => battleOdds(3, 2, 4)).toThrow(RangeError);
    expect(() => battleOdds(3, 2, 0)).toThrow(RangeError);
  });
});

describe('AC6 how many Apocalytes move', () => {
  it('sends 1 of 2 without a roll', () => {
    expect(rollsToMove(2)).toBe(false);
    expect(rollsToMove(3)).toBe(true);
    expect(moveOdds(2)).toEqual([{ moving: 1, chance: { numerator: 1, denominator: 1 } }]);
  });

  it('reads the d6: 1–2 one, 3–4 half rounded up, 5–6 all but one', () => {
    expect([1, 2, 3, 4, 5, 6].map((die) => moving(7, die))).toEqual([1, 1, 4, 4, 6, 6]);
    expect([1, 2, 3, 4, 5, 6].map((die) => moving(8, die))).toEqual([1, 1, 4, 4, 7, 7]);
    expect([1, 3, 5].map((die) => moving(2, die))).toEqual([1, 1, 1]);
  });

  it('AC33 merges faces that move the same number', () => {
    const odds = (n: number) =>
      moveOdds(n).map((o) => [o.moving, `${o.chance.numerator}/${o.chance.denominator}`]);
    expect(odds(3)).toEqual([
      [1, '1/3'],
      [2, '2/3'],
    ]);
    expect(odds(4)).toEqual([
      [1, '1/3'],
      [2, '1/3'],
      [3, '1/3'],
    ]);
    expect(odds(9)).toEqual([
      [1, '1/3'],
      [5, '1/3'],
      [8, '1/3'],
    ]);
  });

  it('AC33 refuses a territory of fewer than 2 and a die off the d6', () => {
    expect(() => moveOdds(1)).toThrow(RangeError);
    expect(() => moving(5, 7)).toThrow(RangeError);
  });
});
