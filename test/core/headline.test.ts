// The headline of a launch (what the room reads when it ends), for every result the referee
// gives, from launches the referee itself played die by die; what keeping a die on the table
// would do (R19's question); and the faces that pass the die awaited.

import { describe, expect, test } from 'vitest';
import { type Headline, headline, ifKept, passingFaces } from '../../src/games/apophis/headline.ts';
import {
  type Apophis,
  acceptDie,
  beginLaunch,
  type LaunchProgress,
  rerollDie,
  rollDie,
  START_APOPHIS,
} from '../../src/games/apophis/launch.ts';
import type { Section } from '../../src/games/apophis/sections.ts';
import type { Variant } from '../../src/games/apophis/setup.ts';

/** A launch played with these dice, accepting every die the table is asked about. */
function played(
  rocket: Section[],
  dice: number[],
  variant: Variant = 'basic',
  apophis: Apophis = START_APOPHIS,
): LaunchProgress {
  let progress = beginLaunch(rocket, variant, apophis);
  for (const value of dice) {
    progress = rollDie(progress, value);
    if (progress.launch.awaiting?.kind === 'decision') progress = acceptDie(progress);
  }
  return progress;
}

const headlineOf = (progress: LaunchProgress): Headline | null =>
  headline(progress.launch, progress.apophis);

describe('the headline of a finished launch, one per result', () => {
  test('R12: not enough fuel, with the yellow there was and the yellow needed', () => {
    const launch = played(['R3', 'B2', 'Y1'], []);
    expect(launch.launch.result).toBe('no-fuel');
    expect(headlineOf(launch)).toEqual({ code: 'no-fuel', good: false, yellow: 1, needed: 2 });
  });

  test('R18: exploded, with the total and the total that explodes', () => {
    const launch = played(['Y3', 'B1'], [5], 'advanced'); // 5 + 3 yellow = 8
    expect(launch.launch.result).toBe('exploded');
    expect(headlineOf(launch)).toEqual({ code: 'exploded', good: false, total: 8, explodesAt: 8 });
  });

  test('R13: missed, with the total against 7', () => {
    const launch = played(['Y2', 'R1'], [2]); // 2 + Apophis 3 + blue 0 = 5
    expect(launch.launch.result).toBe('missed');
    expect(headlineOf(launch)).toEqual({ code: 'missed', good: false, total: 5, needed: 7 });
  });

  test('a hit that neither damages nor deflects: no effect', () => {
    const failedDamage = played(['Y2', 'R1'], [6, 1]); // damage 1 + 1 red < 7
    expect(failedDamage.launch.result).toBe('hit');
    expect(headlineOf(failedDamage)).toEqual({ code: 'no-effect', good: false });
    const nothingToRoll = played(['Y3', 'B1'], [1, 6], 'advanced'); // no red: no damage die
    expect(headlineOf(nothingToRoll)).toEqual({ code: 'no-effect', good: false });
  });

  test('R14: damaged, how many more destroy it, and the counters in the basic rules', () => {
    const launch = played(['Y2', 'R1'], [6, 6]); // damage 6 + 1 = 7
    expect(headlineOf(launch)).toEqual({
      code: 'damaged',
      good: true,
      damages: 1,
      toDestroy: 2,
      deflections: 1,
      toDeflect: 5,
    });
    const second = played(['Y2', 'R1'], [6, 6], 'basic', { value: 2, damages: 1, deflections: 1 });
    expect(headlineOf(second)).toMatchObject({ code: 'damaged', damages: 2, toDestroy: 1 });
  });

  test('R17: in the advanced rules a damage says nothing of counters, which win nothing', () => {
    const launch = played(['Y3', 'R2'], [1, 6, 6], 'advanced');
    expect(headlineOf(launch)).toMatchObject({ code: 'damaged', toDestroy: 2, toDeflect: null });
  });

  test('R15: a deflection counter without damage, counted against five', () => {
    const launch = played(['Y2', 'G1'], [6, 6], 'basic', { value: 3, damages: 0, deflections: 2 });
    expect(launch.launch.result).toBe('hit');
    expect(headlineOf(launch)).toEqual({
      code: 'deflection',
      good: true,
      deflections: 3,
      toDeflect: 5,
    });
  });

  test('R14, R20: the third damage destroys Apophis', () => {
    const launch = played(['Y2', 'R1'], [6, 6], 'basic', { value: 1, damages: 2, deflections: 2 });
    expect(launch.launch.result).toBe('destroyed');
    expect(headlineOf(launch)).toEqual({ code: 'destroyed', good: true, damages: 3 });
  });

  test('R15, R20: the fifth counter deflects Apophis, whether a deflection or a damage put it', () => {
    const byDeflection = played(['Y2', 'G1'], [6, 6], 'basic', {
      value: 3,
      damages: 0,
      deflections: 4,
    });
    expect(byDeflection.launch.result).toBe('deflected');
    expect(headlineOf(byDeflection)).toEqual({
      code: 'deflected',
      good: true,
      deflections: 5,
      toDeflect: 5,
    });
    const byDamage = played(['Y2', 'R1'], [6, 6], 'basic', {
      value: 3,
      damages: 0,
      deflections: 4,
    });
    expect(headlineOf(byDamage)).toMatchObject({ code: 'deflected', deflections: 5 });
  });

  test('no headline while the launch waits for a die or a decision', () => {
    expect(headlineOf(beginLaunch(['Y2', 'R1'], 'basic', START_APOPHIS))).toBeNull();
    const deciding = rollDie(beginLaunch(['Y3', 'G2', 'R1'], 'advanced', START_APOPHIS), 5);
    expect(deciding.launch.awaiting?.kind).toBe('decision');
    expect(headlineOf(deciding)).toBeNull();
  });
});

describe("R19's question stated plainly: what keeping the die would do", () => {
  // Y3,G2,R1 in the advanced rules: one fail safe.
  const asked = (value: number, apophis: Apophis = START_APOPHIS) =>
    rollDie(beginLaunch(['Y3', 'G2', 'R1'], 'advanced', apophis), value);

  test('a failing explosion die, kept, blows the rocket up', () => {
    const { launch, apophis } = asked(5);
    expect(launch.pending?.ok).toBe(false);
    expect(ifKept(launch, apophis)).toEqual({
      ends: { code: 'exploded', good: false, total: 8, explodesAt: 8 },
    });
  });

  test('a good explosion die, kept, goes on to the accuracy die', () => {
    const { launch, apophis } = asked(1);
    expect(ifKept(launch, apophis)).toEqual({ next: 'accuracy' });
  });

  test('a good damage die on Apophis with two damages, kept, destroys it', () => {
    let progress = asked(1, { value: 1, damages: 2, deflections: 2 });
    progress = acceptDie(progress); // explosion 1 + 3 < 8
    progress = acceptDie(rollDie(progress, 6)); // accuracy 6 + 1 + 0 ≥ 7
    progress = rollDie(progress, 6); // damage 6 + 1 ≥ 7, asked
    expect(ifKept(progress.launch, progress.apophis)).toEqual({
      ends: { code: 'destroyed', good: true, damages: 3 },
    });
  });

  test('nothing to keep while a die is awaited, even after a fail safe was spent', () => {
    const { launch, apophis } = asked(5);
    const rerolling = rerollDie(launch);
    expect(ifKept(rerolling, apophis)).toBeNull();
  });
});

describe('the faces that pass the die awaited, from the referee', () => {
  test('R13: accuracy with Apophis 3 and no blue passes on 4, 5, 6', () => {
    const { launch, apophis } = beginLaunch(['Y2', 'R1'], 'basic', START_APOPHIS);
    expect(passingFaces(launch, apophis, 'accuracy')).toEqual([4, 5, 6]);
  });

  test('R18: with 3 yellow the rocket holds together on 1 to 4', () => {
    const { launch, apophis } = beginLaunch(['Y3', 'G2', 'R1'], 'advanced', START_APOPHIS);
    expect(passingFaces(launch, apophis, 'explosion')).toEqual([1, 2, 3, 4]);
  });
});
