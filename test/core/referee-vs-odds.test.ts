// Two readings of the launch rules must agree exactly: the odds module's
// closed forms, and the referee's step machine walked over every possible die.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Apophis,
  acceptDie,
  beginLaunch,
  type LaunchProgress,
  rerollDie,
  rollDie,
} from '../../src/games/apophis/launch.ts';
import { launchOdds, type Odds } from '../../src/games/apophis/odds.ts';
import { ALL_SECTIONS, pointsOf, type Section, sizeOf } from '../../src/games/apophis/sections.ts';
import type { Variant } from '../../src/games/apophis/setup.ts';

type Tally = Omit<Odds, 'fuelOk' | 'rerolls'>;

/** Walk every die the referee could be given, weighting each end by its chance. */
function refereeOdds(rocket: Section[], variant: Variant, apophis: Apophis): Tally {
  const tally: Tally = { explode: 0, hit: 0, damage: 0, deflection: 0, win: 0 };
  const walk = (progress: LaunchProgress, chance: number): void => {
    const { launch } = progress;
    if (!launch.awaiting) {
      const passed = (step: string) => launch.steps.some((s) => s.step === step && s.ok);
      if (launch.steps.some((s) => s.step === 'explosion' && !s.ok)) tally.explode += chance;
      if (passed('accuracy')) tally.hit += chance;
      if (passed('damage')) tally.damage += chance;
      if (passed('deflection')) tally.deflection += chance;
      if (launch.result === 'destroyed' || launch.result === 'deflected') tally.win += chance;
      return;
    }
    if (launch.awaiting.kind === 'decision') {
      // The policy of R19 the odds assume: reroll a failed die while rerolls remain.
      const failed = launch.pending?.ok === false;
      walk(failed ? { ...progress, launch: rerollDie(launch) } : acceptDie(progress), chance);
      return;
    }
    for (let face = 1; face <= 6; face++) walk(rollDie(progress, face), chance / 6);
  };
  walk(beginLaunch(rocket, variant, apophis), 1);
  return tally;
}

/** A legal rocket from a generated choice of sections: sorted large to small. */
const legalRocket = fc
  .subarray([...ALL_SECTIONS], { minLength: 1 })
  .map((sections) => [...sections].sort((x, y) => sizeOf(y) - sizeOf(x)));

function expectSame(rocket: Section[], variant: Variant, value: number, deflections: number) {
  const apophis = { value, damages: 3 - value, deflections };
  const exact = launchOdds({ rocket, variant, apophis });
  const walked = refereeOdds(rocket, variant, apophis);
  for (const key of Object.keys(walked) as (keyof Tally)[]) {
    expect(
      exact[key],
      `${key} of ${rocket.join(',')} ${variant} ${value}/${deflections}`,
    ).toBeCloseTo(walked[key], 12);
  }
}

describe('the odds and the referee agree exactly', () => {
  it('basic rules, random rockets, every Apophis value and counters up to 4', () => {
    fc.assert(
      fc.property(
        legalRocket,
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        (rocket, value, deflections) => {
          expectSame(rocket, 'basic', value, deflections);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('advanced rules with fail-safe rerolls', () => {
    fc.assert(
      fc.property(legalRocket, fc.integer({ min: 1, max: 3 }), (rocket, value) => {
        expectSame(rocket, 'advanced', value, 0);
      }),
      { numRuns: 150 },
    );
  });

  it('the richest rockets: three rerolls, every colour', () => {
    // 6 green points give 3 rerolls: the deepest tree of dice there is.
    const rockets: Section[][] = [
      ['Y3', 'G3', 'R3', 'B3', 'G2', 'Y2', 'G1', 'Y1'],
      ['Y3', 'G3', 'G2', 'G1', 'R1'],
    ];
    for (const rocket of rockets) {
      expect(pointsOf(rocket).green).toBe(6);
      for (const value of [1, 2, 3]) expectSame(rocket, 'advanced', value, 0);
    }
  });
});
