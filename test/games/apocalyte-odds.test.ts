// The odds of a player's fight (src/games/apocalyte/odds.ts) against an enumeration written
// here from the rules text alone: every face of every die in nested loops, each scenario's
// combat change applied as the text says, never through the module's round arithmetic.
import { describe, expect, it } from 'vitest';
import type { Territory } from '../../src/games/apocalyte/map.ts';
import {
  type FightOdds,
  type FightOutcome,
  fightOdds,
  quarantineOdds,
} from '../../src/games/apocalyte/odds.ts';
import type { Scenario } from '../../src/games/apocalyte/setup.ts';
import { emptyBoard } from '../../src/games/apocalyte/state.ts';
import { ukraine } from './apocalyte-fixtures.ts';

/** A player's turn with Ada (seat 0) in Peru against `apocalytes` there. */
function viewWith(
  scenario: Scenario,
  ada: number,
  apocalytes: number,
  supplies = 0,
  extra: { bo?: number; cure?: number; fought?: number } = {},
) {
  const board = emptyBoard(2);
  board.peru = { armies: [ada, extra.bo ?? 0], apocalytes, supplies, mark: null };
  return {
    phase: 'player' as const,
    scenario,
    cure: extra.cure ?? 0,
    board,
    turn: {
      seat: 0,
      step: 'combat' as const,
      toPlace: 0,
      movesLeft: 0,
      rounds: extra.fought ? { peru: extra.fought } : {},
      mothershipTried: false,
    },
  };
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const frac = (ways: number, of: number) => `${ways / gcd(ways, of)}/${of / gcd(ways, of)}`;
const name = (o: Omit<FightOutcome, 'chance'>) =>
  `lost ${o.playerLosses}, removed ${o.apocalyteLosses}, added ${o.added}, gained ${o.gained}`;
/** The module's outcomes as `name → reduced fraction`. */
const shown = (outcomes: readonly FightOutcome[]) =>
  Object.fromEntries(
    outcomes.map((o) => [name(o), `${o.chance.numerator}/${o.chance.denominator}`]),
  );

/** Pairs won: each side's dice high to low, paired, a tie to the defender (AC4). */
function pairs(attack: number[], defence: number[]) {
  const a = [...attack].sort((x, y) => y - x);
  const d = [...defence].sort((x, y) => y - x);
  let attackWins = 0;
  let defenceWins = 0;
  for (let i = 0; i < Math.min(a.length, d.length); i++) {
    if ((a[i] as number) > (d[i] as number)) attackWins++;
    else defenceWins++;
  }
  return { attackWins, defenceWins };
}

/** Every roll of `n` d6, by nested loops (one loop per die). */
function rollsOf(n: number): number[][] {
  let rolls: number[][] = [[]];
  for (let die = 0; die < n; die++) {
    const next: number[][] = [];
    for (const roll of rolls) for (let face = 1; face <= 6; face++) next.push([...roll, face]);
    rolls = next;
  }
  return rolls;
}

/** A reference round: the outcomes' weights over a common count of cases. */
type Tally = Map<string, number>;
const tallyAdd = (t: Tally, o: Omit<FightOutcome, 'chance'>, ways: number) =>
  t.set(name(o), (t.get(name(o)) ?? 0) + ways);
const reduced = (t: Tally, of: number) =>
  Object.fromEntries([...t].map(([k, ways]) => [k, frac(ways, of)]));
const plain = (lost: number, removed: number) => ({
  playerLosses: lost,
  apocalyteLosses: removed,
  added: 0,
  gained: 0,
});

describe('fightOdds: the next round, exact', () => {
  it('AC4 plain (Meteor’s rioters): 3 against 2 is 2890, 2611 and 2275 of 7776', () => {
    const t: Tally = new Map();
    for (let a1 = 1; a1 <= 6; a1++)
      for (let a2 = 1; a2 <= 6; a2++)
        for (let a3 = 1; a3 <= 6; a3++)
          for (let d1 = 1; d1 <= 6; d1++)
            for (let d2 = 1; d2 <= 6; d2++) {
              const { attackWins, defenceWins } = pairs([a1, a2, a3], [d1, d2]);
              tallyAdd(t, plain(defenceWins, attackWins), 1);
            }
    expect(Object.fromEntries(t)).toEqual({
      [name(plain(0, 2))]: 2890,
      [name(plain(1, 1))]: 2611,
      [name(plain(2, 0))]: 2275,
    });
    const odds = fightOdds(viewWith('meteor', 5, 2), 'peru') as FightOdds;
    expect(odds.round).toMatchObject({ attackDice: 3, defenceDice: 2 });
    expect(shown(odds.round.outcomes)).toEqual(reduced(t, 7776));
    expect(odds.note).toBeNull();
  });

  it('Zombies without supplies: the zombies reroll their lowest die when they would lose; losses become zombies', () => {
    const t: Tally = new Map();
    for (const roll of rollsOf(5)) {
      const attack = roll.slice(0, 3);
      const defence = roll.slice(3);
      const settle = (d: number[], ways: number) => {
        const { attackWins, defenceWins } = pairs(attack, d);
        tallyAdd(
          t,
          { playerLosses: defenceWins, apocalyteLosses: attackWins, added: defenceWins, gained: 0 },
          ways,
        );
      };
      if (pairs(attack, defence).attackWins === 0) {
        settle(defence, 6);
        continue;
      }
      const low = defence.indexOf(Math.min(...defence));
      for (let face = 1; face <= 6; face++)
        settle(
          defence.map((v, i) => (i === low ? face : v)),
          1,
        );
    }
    const odds = fightOdds(viewWith('zombies', 4, 3, 0), 'peru') as FightOdds;
    expect(shown(odds.round.outcomes)).toEqual(reduced(t, 6 ** 6));
    expect(odds.note).toBeNull();
  });

  it('Zombies with 2 supplies: no zombie reroll; the player’s own reroll is left out and named', () => {
    const t: Tally = new Map();
    for (const roll of rollsOf(5)) {
      const { attackWins, defenceWins } = pairs(roll.slice(0, 3), roll.slice(3));
      tallyAdd(
        t,
        { playerLosses: defenceWins, apocalyteLosses: attackWins, added: defenceWins, gained: 0 },
        1,
      );
    }
    const odds = fightOdds(viewWith('zombies', 4, 3, 2), 'peru') as FightOdds;
    expect(shown(odds.round.outcomes)).toEqual(reduced(t, 6 ** 5));
    expect(odds.note).toBe('playerReroll');
  });

  it('Infection: two defence dice even against one infected, no loss either side', () => {
    const odds = fightOdds(viewWith('infection', 3, 1, 1), 'peru') as FightOdds;
    expect(odds.round).toMatchObject({ attackDice: 3, defenceDice: 2 });
    expect(shown(odds.round.outcomes)).toEqual({ [name(plain(0, 0))]: '1/1' });
    // No supply counter: the infected are not attacked there (AC38).
    expect(fightOdds(viewWith('infection', 3, 1, 0), 'peru')).toBeNull();
  });

  it('AC11 Infection with two parts: the round whose double finds the last costs nobody', () => {
    // "Once all 3 parts are found, any successful attacks…": the round that finds the third part
    // was resolved before it was found, so every outcome of the round is no loss.
    const odds = fightOdds(viewWith('infection', 3, 4, 1, { cure: 2 }), 'peru') as FightOdds;
    expect(shown(odds.round.outcomes)).toEqual({ [name(plain(0, 0))]: '1/1' });
    // The battle's later rounds read the cure found before them: there two successes destroy
    // infected armies and the attacker's take their place.
    expect(odds.battle.outcomes.some((o) => o.gained > 0)).toBe(true);
  });

  it('AC52 (module 1) Infection with two parts: two successes and a double (6 of 36) find the last, which counts at once', () => {
    const t: Tally = new Map();
    for (const roll of rollsOf(5)) {
      const { attackWins } = pairs(roll.slice(0, 3), roll.slice(3));
      if (attackWins < 2) {
        tallyAdd(t, plain(0, 0), 36);
        continue;
      }
      for (const [c1, c2] of rollsOf(2)) {
        const double = c1 === c2;
        tallyAdd(
          t,
          double ? { playerLosses: 0, apocalyteLosses: 2, added: 0, gained: 2 } : plain(0, 0),
          1,
        );
      }
    }
    const odds = fightOdds(
      { ...viewWith('infection', 3, 4, 1, { cure: 2 }), rules: 1 },
      'peru',
    ) as FightOdds;
    expect(shown(odds.round.outcomes)).toEqual(reduced(t, 6 ** 7));
  });

  it('Infection cured: each success destroys an infected and an army of the attacker takes its place', () => {
    const t: Tally = new Map();
    for (const roll of rollsOf(5)) {
      const destroyed = Math.min(1, pairs(roll.slice(0, 3), roll.slice(3)).attackWins);
      tallyAdd(t, { playerLosses: 0, apocalyteLosses: destroyed, added: 0, gained: destroyed }, 1);
    }
    const odds = fightOdds(viewWith('infection', 3, 1, 2, { cure: 3 }), 'peru') as FightOdds;
    expect(shown(odds.round.outcomes)).toEqual(reduced(t, 6 ** 5));
  });

  /** Mutants' rules 1 and 2 as the text words them, for Ada's 3 dice against 2. */
  function mutants(hardened: boolean, reroll: boolean): Tally {
    const t: Tally = new Map();
    const settle = (attack: number[], defence: number[], ways: number) => {
      const { attackWins, defenceWins } = pairs(attack, defence);
      const removed = hardened ? (attackWins === 2 ? 1 : 0) : attackWins;
      tallyAdd(t, plain(defenceWins, removed), ways);
    };
    for (const roll of rollsOf(5)) {
      const attack = roll.slice(0, 3);
      const defence = roll.slice(3);
      if (!(reroll && pairs(attack, defence).attackWins === 2)) {
        settle(attack, defence, 6);
        continue;
      }
      const low = defence.indexOf(Math.min(...defence));
      for (let face = 1; face <= 6; face++)
        settle(
          attack,
          defence.map((v, i) => (i === low ? face : v)),
          1,
        );
    }
    return t;
  }

  it('Mutants outnumbering with 2 supplies: two successes kill one, and then they reroll their lowest die', () => {
    const odds = fightOdds(viewWith('mutants', 3, 8, 2), 'peru') as FightOdds;
    expect(shown(odds.round.outcomes)).toEqual(reduced(mutants(true, true), 6 ** 6));
  });

  it('Mutants outnumbering with 1 supply: two successes kill one, no reroll', () => {
    const odds = fightOdds(viewWith('mutants', 3, 8, 1), 'peru') as FightOdds;
    expect(shown(odds.round.outcomes)).toEqual(reduced(mutants(true, false), 6 ** 6));
  });

  it('Mutants matched by the players’ forces (Bo’s count too) with 2 supplies: a plain round', () => {
    const odds = fightOdds(viewWith('mutants', 3, 5, 2, { bo: 2 }), 'peru') as FightOdds;
    expect(shown(odds.round.outcomes)).toEqual(reduced(mutants(false, false), 6 ** 6));
  });

  it('Aliens: each alien lost rolls to be saved, 4 or more with one supply counter', () => {
    const t: Tally = new Map();
    for (const roll of rollsOf(5)) {
      const { attackWins, defenceWins } = pairs(roll.slice(0, 3), roll.slice(3));
      for (const saves of rollsOf(attackWins)) {
        const saved = saves.filter((v) => v >= 4).length;
        tallyAdd(t, plain(defenceWins, attackWins - saved), 6 ** (2 - attackWins));
      }
    }
    const odds = fightOdds(viewWith('aliens', 3, 4, 1), 'peru') as FightOdds;
    expect(shown(odds.round.outcomes)).toEqual(reduced(t, 6 ** 7));
  });

  it('Demons: two successes kill one army; with one, they reroll their lowest die', () => {
    const t: Tally = new Map();
    const settle = (attack: number[], defence: number[], ways: number) => {
      const { attackWins, defenceWins } = pairs(attack, defence);
      tallyAdd(t, plain(defenceWins >= 2 ? 1 : 0, attackWins), ways);
    };
    for (const roll of rollsOf(5)) {
      const attack = roll.slice(0, 3);
      const defence = roll.slice(3);
      if (pairs(attack, defence).defenceWins !== 1) {
        settle(attack, defence, 6);
        continue;
      }
      const low = defence.indexOf(Math.min(...defence));
      for (let face = 1; face <= 6; face++)
        settle(
          attack,
          defence.map((v, i) => (i === low ? face : v)),
          1,
        );
    }
    const odds = fightOdds(viewWith('demons', 3, 10, 0), 'peru') as FightOdds;
    expect(shown(odds.round.outcomes)).toEqual(reduced(t, 6 ** 6));
  });
});

describe('fightOdds: the battle of the rounds still allowed', () => {
  /** A reference battle of `rounds` rounds, plain or Zombies without supplies, as probabilities. */
  function battle(zombies: boolean, ada: number, them: number, rounds: number) {
    let standing = new Map<string, { lost: number; removed: number; added: number; p: number }>([
      ['0:0:0', { lost: 0, removed: 0, added: 0, p: 1 }],
    ]);
    for (let r = 0; r < rounds; r++) {
      const next = new Map<string, { lost: number; removed: number; added: number; p: number }>();
      const add = (lost: number, removed: number, added: number, p: number) => {
        const k = `${lost}:${removed}:${added}`;
        const seen = next.get(k);
        next.set(k, { lost, removed, added, p: (seen?.p ?? 0) + p });
      };
      for (const s of standing.values()) {
        const mine = ada - s.lost;
        const theirs = them - s.removed + s.added;
        if (mine === 0 || theirs === 0) {
          add(s.lost, s.removed, s.added, s.p);
          continue;
        }
        const a = Math.min(3, mine);
        const d = Math.min(2, theirs);
        const all = rollsOf(a + d);
        for (const roll of all) {
          const attack = roll.slice(0, a);
          const defence = roll.slice(a);
          const outcome = (dd: number[], p: number) => {
            const { attackWins, defenceWins } = pairs(attack, dd);
            const lost = Math.min(defenceWins, mine);
            add(
              s.lost + lost,
              s.removed + Math.min(attackWins, theirs),
              s.added + (zombies ? lost : 0),
              p,
            );
          };
          const p = s.p / all.length;
          if (!zombies || pairs(attack, defence).attackWins === 0) outcome(defence, p);
          else {
            const low = defence.indexOf(Math.min(...defence));
            for (let face = 1; face <= 6; face++)
              outcome(
                defence.map((v, i) => (i === low ? face : v)),
                p / 6,
              );
          }
        }
      }
      standing = next;
    }
    return standing;
  }

  const probabilities = (outcomes: readonly FightOutcome[]) =>
    Object.fromEntries(
      outcomes.map((o) => [
        `${o.playerLosses}:${o.apocalyteLosses}:${o.added}`,
        o.chance.numerator / o.chance.denominator,
      ]),
    );

  for (const [scenario, ada, them, fought] of [
    ['meteor', 4, 3, 0],
    ['meteor', 2, 5, 1],
    ['zombies', 5, 3, 0],
    ['zombies', 3, 2, 2],
  ] as const) {
    it(`${scenario}: ${ada} against ${them}, ${fought} round(s) fought already (AC4, AC32)`, () => {
      const odds = fightOdds(viewWith(scenario, ada, them, 0, { fought }), 'peru') as FightOdds;
      expect(odds.battle.rounds).toBe(3 - fought);
      const expected = battle(scenario === 'zombies', ada, them, 3 - fought);
      const got = probabilities(odds.battle.outcomes);
      expect(Object.keys(got).sort()).toEqual([...expected.keys()].sort());
      for (const [k, { p }] of expected) expect(got[k]).toBeCloseTo(p, 12);
      const cleared = [...expected.values()]
        .filter((s) => them - s.removed + s.added === 0)
        .reduce((sum, s) => sum + s.p, 0);
      expect(odds.battle.cleared.numerator / odds.battle.cleared.denominator).toBeCloseTo(
        cleared,
        12,
      );
      const beaten = [...expected.values()]
        .filter((s) => ada - s.lost === 0)
        .reduce((sum, s) => sum + s.p, 0);
      expect(odds.battle.beaten.numerator / odds.battle.beaten.denominator).toBeCloseTo(beaten, 12);
    });
  }

  it('is null where no round may be fought: three fought, no army, no Apocalyte, not a player’s turn', () => {
    expect(fightOdds(viewWith('meteor', 3, 2, 0, { fought: 3 }), 'peru')).toBeNull();
    expect(fightOdds(viewWith('meteor', 0, 2, 0, { bo: 3 }), 'peru')).toBeNull();
    expect(fightOdds(viewWith('meteor', 3, 0), 'peru')).toBeNull();
    expect(fightOdds({ ...viewWith('meteor', 3, 2), phase: 'apocalytes' }, 'peru')).toBeNull();
    expect(fightOdds(viewWith('meteor', 3, 2), 'brazil' as Territory)).toBeNull();
  });
});

describe('AC8 a quarantine asked: its exact odds (the big screen shows them)', () => {
  it('one supply: 4 zombies roll 3 dice; it holds only when the players win both pairs (AC4 2275/7776)', () => {
    const t = ukraine(4, 3, 1).endRound().act({ type: 'confirm' }).roll(5);
    const odds = quarantineOdds(t.state);
    expect(odds).toMatchObject({ seat: 0, moving: 4, attackDice: 3, defenceDice: 2, note: null });
    expect((odds?.holds.numerator ?? 0) / (odds?.holds.denominator ?? 1)).toBeCloseTo(
      2275 / 7776,
      12,
    );
    expect((odds?.costs.numerator ?? 0) / (odds?.costs.denominator ?? 1)).toBeCloseTo(
      5501 / 7776,
      12,
    );
  });

  it('two supplies: two successes enter and cost one army; Zombies 3 leaves the reroll out', () => {
    const t = ukraine(4, 3, 2).endRound().act({ type: 'confirm' }).roll(5);
    const odds = quarantineOdds(t.state);
    expect(odds?.note).toBe('playerReroll');
    expect((odds?.costs.numerator ?? 0) / (odds?.costs.denominator ?? 1)).toBeCloseTo(
      2890 / 7776,
      12,
    );
    expect(quarantineOdds(ukraine(4, 3, 1).state)).toBeNull();
  });
});
