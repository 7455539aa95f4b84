import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  launchOdds,
  type Odds,
  type OddsInput,
  oddsInputProblem,
} from '../../src/games/apophis/odds.ts';
import { type Section, type Size, sizeOf } from '../../src/games/apophis/sections.ts';
import type { Variant } from '../../src/games/apophis/setup.ts';
import { seededRandom } from '../../src/random.ts';

const basic = (rocket: Section[], value = 3, deflections = 0): OddsInput => ({
  rocket,
  variant: 'basic',
  apophis: { value, deflections },
});
const advanced = (rocket: Section[], value = 3, deflections = 0): OddsInput => ({
  rocket,
  variant: 'advanced',
  apophis: { value, deflections },
});

/** Every probability of a launch, to compare them one by one. */
const CHANCES = ['explode', 'hit', 'damage', 'deflection', 'win'] as const;

describe('launch odds by hand', () => {
  it('R12, R13: Y1 alone at value 3 hits on 4, 5 or 6 and can do nothing else', () => {
    expect(launchOdds(basic(['Y1']))).toEqual({
      fuelOk: true,
      explode: 0,
      hit: 3 / 6,
      damage: 0,
      deflection: 0,
      win: 0,
      rerolls: 0,
    });
  });

  it('R12: too little fuel rolls no die, so every chance is 0 (8 points need 2 yellow)', () => {
    const rocket: Section[] = ['R3', 'B3', 'G1', 'Y1']; // 8 points, 1 yellow
    for (const input of [basic(rocket, 1, 4), advanced(rocket, 1)]) {
      const odds = launchOdds(input);
      expect(odds.fuelOk).toBe(false);
      for (const chance of CHANCES) expect(odds[chance]).toBe(0);
    }
    // The rules text's examples: 8 points need 2 yellow, 10 points need 3.
    expect(launchOdds(basic(['R3', 'Y2', 'B2', 'G1'])).fuelOk).toBe(true);
    expect(launchOdds(basic(['R3', 'B3', 'Y2', 'G2'])).fuelOk).toBe(false);
    expect(launchOdds(basic(['R3', 'Y3', 'B2', 'G2'])).fuelOk).toBe(true);
  });

  it('R13: the rules text example, value 3 with 1 blue, hits on 3 or more', () => {
    expect(launchOdds(basic(['Y1', 'B1'])).hit).toBeCloseTo(4 / 6, 15);
  });

  it('R14: a damage at value 1 is the third and wins; elsewhere it only weakens Apophis', () => {
    // Y2,R2: accuracy d6 + 1 ≥ 7 (1/6), damage d6 + 2 ≥ 7 (2/6).
    const last = launchOdds(basic(['Y2', 'R2'], 1));
    expect(last.hit).toBeCloseTo(1 / 6, 15);
    expect(last.damage).toBeCloseTo(1 / 6 / 3, 15);
    expect(last.win).toBeCloseTo(1 / 18, 15);
    expect(launchOdds(basic(['Y2', 'R2'], 2)).win).toBe(0);
  });

  it('R15: deflection is rolled after a hit whatever the damage did, and the fifth counter wins', () => {
    // Y2,R2,G1 at value 3: hit 3/6, damage 2/6, deflection 1/6.
    const three = launchOdds(basic(['Y2', 'R2', 'G1'], 3, 3));
    expect(three.damage).toBeCloseTo(1 / 6, 15);
    expect(three.deflection).toBeCloseTo(1 / 2 / 6, 15);
    // From 3 counters only damage and deflection together reach 5.
    expect(three.win).toBeCloseTo(1 / 2 / 3 / 6, 15);
    expect(launchOdds(basic(['Y2', 'R2', 'G1'], 3, 2)).win).toBe(0);
  });

  it('R14, R15: a damage that brings the counters to 5 wins, and deflection is then not rolled', () => {
    const four = launchOdds(basic(['Y2', 'R2', 'G1'], 3, 4));
    // Deflection is rolled only after a hit without damage: 1/2 × 4/6 × 1/6.
    expect(four.deflection).toBeCloseTo(1 / 18, 15);
    expect(four.win).toBeCloseTo((1 / 2) * (2 / 6 + (4 / 6) * (1 / 6)), 15);
  });

  it('R17, R18: advanced Y3 explodes on 5 or 6, and there is no deflection', () => {
    const odds = launchOdds(advanced(['Y3', 'G1'], 3, 4));
    expect(odds.explode).toBeCloseTo(2 / 6, 15);
    expect(odds.hit).toBeCloseTo((4 / 6) * (3 / 6), 15);
    expect(odds.rerolls).toBe(0);
    expect(odds.deflection).toBe(0);
    expect(odds.win).toBe(0);
  });

  it('R19: G2,Y2,R1 at value 1 with its one reroll, worked out die by die', () => {
    // Explosion (6 only, 1/6), accuracy (6 only), damage (6 only); one reroll for the first failure.
    const odds = launchOdds(advanced(['G2', 'Y2', 'R1'], 1));
    expect(odds.rerolls).toBe(1);
    expect(odds.explode).toBeCloseTo(1 / 36, 15);
    // Past the explosion with the reroll kept (5/6) or spent (5/36).
    const keptAtAccuracy = 5 / 6;
    const spentAtAccuracy = 5 / 36;
    expect(odds.hit).toBeCloseTo(
      keptAtAccuracy * (1 / 6 + (5 / 6) * (1 / 6)) + spentAtAccuracy / 6,
      15,
    );
    const keptAtDamage = keptAtAccuracy / 6;
    const spentAtDamage = keptAtAccuracy * (5 / 36) + spentAtAccuracy / 6;
    const damage = keptAtDamage * (11 / 36) + spentAtDamage * (1 / 6);
    expect(odds.damage).toBeCloseTo(damage, 15);
    expect(odds.damage).toBeCloseTo(85 / 1296, 15);
    expect(odds.win).toBe(odds.damage);
  });

  it('R19: rerolls are floor(green / 2), advanced only', () => {
    expect(launchOdds(advanced(['G3', 'Y3', 'G2', 'G1'])).rerolls).toBe(3);
    expect(launchOdds(advanced(['G3', 'Y3'])).rerolls).toBe(1);
    expect(launchOdds(basic(['G3', 'Y3', 'G2', 'G1'])).rerolls).toBe(0);
  });

  it('bad input gets a sentence and a RangeError, never a number', () => {
    expect(oddsInputProblem(basic([]))).toMatch(/empty/);
    expect(oddsInputProblem(basic(['Y1', 'Y1']))).toBe('Y1 is already on the rocket');
    expect(oddsInputProblem(basic(['Y1', 'R3']))).toBe('a large section cannot go on a small one');
    expect(oddsInputProblem(basic(['Y4' as Section]))).toMatch(/not a section/);
    expect(oddsInputProblem(basic(['Y1'], 4))).toMatch(/3, 2 or 1/);
    expect(oddsInputProblem(basic(['Y1'], 3, 5))).toMatch(/already won/);
    expect(oddsInputProblem(basic(['Y1'], 3, 1.5))).toMatch(/whole number/);
    expect(oddsInputProblem({ ...basic(['Y1']), variant: 'expert' as Variant })).toMatch(
      /basic or advanced/,
    );
    expect(oddsInputProblem(advanced(['Y1'], 3, 7))).toBeNull(); // R17: counters may keep counting
    expect(() => launchOdds(basic(['Y1'], 0))).toThrow(RangeError);
  });
});

// A legal rocket: per size, large to small, an ordered choice of distinct colours (R2, R8).
const LETTERS = ['G', 'R', 'B', 'Y'] as const;
const layer = (size: Size) =>
  fc.shuffledSubarray([...LETTERS]).map((letters) => letters.map((l): Section => `${l}${size}`));
const legalRocket = fc
  .tuple(layer(3), layer(2), layer(1))
  .map(([large, medium, small]) => [...large, ...medium, ...small])
  .filter((rocket) => rocket.length > 0);
const launchInput = fc.record({
  rocket: legalRocket,
  variant: fc.constantFrom<Variant>('basic', 'advanced'),
  apophis: fc.record({
    value: fc.integer({ min: 1, max: 3 }),
    deflections: fc.integer({ min: 0, max: 4 }),
  }),
});

describe('launch odds, properties over legal rockets', () => {
  it('every chance is in [0, 1], and effects never outrun the hit', () => {
    fc.assert(
      fc.property(launchInput, (input) => {
        const odds = launchOdds(input);
        for (const chance of CHANCES) {
          expect(odds[chance]).toBeGreaterThanOrEqual(0);
          expect(odds[chance]).toBeLessThanOrEqual(1 + 1e-12);
        }
        expect(odds.explode + odds.hit).toBeLessThanOrEqual(1 + 1e-12);
        expect(odds.damage).toBeLessThanOrEqual(odds.hit + 1e-12);
        expect(odds.deflection).toBeLessThanOrEqual(odds.hit + 1e-12);
        expect(odds.win).toBeLessThanOrEqual(odds.hit + 1e-12);
        if (!odds.fuelOk) for (const chance of CHANCES) expect(odds[chance]).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('R17, R18: no explosion in basic, no deflection in advanced', () => {
    fc.assert(
      fc.property(launchInput, (input) => {
        const odds = launchOdds(input);
        if (input.variant === 'basic') expect(odds.explode).toBe(0);
        else expect(odds.deflection).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('R13: one more blue section never lowers the hit (while the fuel still lifts it)', () => {
    fc.assert(
      fc.property(launchInput, fc.constantFrom<Size>(1, 2, 3), (input, size) => {
        const blue: Section = `B${size}`;
        fc.pre(!input.rocket.includes(blue));
        // Put it after every larger section, so the rocket stays legal.
        const at = input.rocket.findIndex((section) => sizeOf(section) < size);
        const rocket = [...input.rocket];
        rocket.splice(at === -1 ? rocket.length : at, 0, blue);
        expect(oddsInputProblem({ ...input, rocket })).toBeNull();
        const before = launchOdds(input);
        const after = launchOdds({ ...input, rocket });
        fc.pre(after.fuelOk);
        expect(after.hit).toBeGreaterThanOrEqual(before.hit - 1e-12);
      }),
      { numRuns: 2000 },
    );
  });

  it('the order of the sections does not matter, only their points', () => {
    fc.assert(
      fc.property(launchInput, (input) => {
        const sorted = [...input.rocket].sort((a, b) => sizeOf(b) - sizeOf(a) || (a < b ? -1 : 1));
        expect(launchOdds({ ...input, rocket: sorted })).toEqual(launchOdds(input));
      }),
      { numRuns: 500 },
    );
  });
});

// An independent referee: play each launch die by die from RULES.md with a seeded PRNG.

type Tally = Record<(typeof CHANCES)[number], number>;

function simulate(input: OddsInput, launches: number, seed: number): Tally {
  const random = seededRandom(seed);
  const d6 = () => 1 + Math.floor(random() * 6);
  const points = { G: 0, R: 0, B: 0, Y: 0 };
  for (const section of input.rocket) points[section[0] as keyof typeof points] += sizeOf(section);
  const total = points.G + points.R + points.B + points.Y;
  const isAdvanced = input.variant === 'advanced';
  const tally: Tally = { explode: 0, hit: 0, damage: 0, deflection: 0, win: 0 };
  for (let n = 0; n < launches; n++) {
    if (points.Y * 4 < total) continue; // fuel
    let rerollsLeft = isAdvanced ? Math.floor(points.G / 2) : 0;
    // Roll, then reroll a failure while the fail safes allow.
    const roll = (succeeds: (face: number) => boolean): boolean => {
      let ok = succeeds(d6());
      while (!ok && rerollsLeft > 0) {
        rerollsLeft--;
        ok = succeeds(d6());
      }
      return ok;
    };
    if (isAdvanced && !roll((face) => face + points.Y < 8)) {
      tally.explode++;
      continue;
    }
    if (!roll((face) => face + input.apophis.value + points.B >= 7)) continue;
    tally.hit++;
    let counters = input.apophis.deflections;
    if (points.R > 0 && roll((face) => face + points.R >= 7)) {
      tally.damage++;
      counters++;
      if (input.apophis.value === 1 || (!isAdvanced && counters >= 5)) {
        tally.win++;
        continue;
      }
    }
    if (!isAdvanced && points.G > 0 && roll((face) => face + points.G >= 7)) {
      tally.deflection++;
      counters++;
      if (counters >= 5) tally.win++;
    }
  }
  return tally;
}

describe('launch odds against a seeded Monte Carlo', () => {
  const LAUNCHES = 200_000;
  const cases: [string, Section[], number, number][] = [
    ['Y3,R3,G3,B2,R1 at value 1, 2 counters', ['Y3', 'R3', 'G3', 'B2', 'R1'], 1, 2],
    ['Y3,G3,R2,B2,G1 at value 2, 3 counters', ['Y3', 'G3', 'R2', 'B2', 'G1'], 2, 3],
    ['Y2,R2,G2,B1 at value 3, 4 counters', ['Y2', 'R2', 'G2', 'B1'], 3, 4],
    ['G3,Y3,G2,R1,G1,Y1 at value 1, 0 counters', ['G3', 'Y3', 'G2', 'R1', 'G1', 'Y1'], 1, 0],
    ['Y3,Y2,R1 at value 2, 1 counter', ['Y3', 'Y2', 'R1'], 2, 1],
  ];
  for (const variant of ['basic', 'advanced'] as const) {
    for (const [index, [name, rocket, value, deflections]] of cases.entries()) {
      it(`${variant}: ${name}`, () => {
        const input: OddsInput = { rocket, variant, apophis: { value, deflections } };
        const exact: Odds = launchOdds(input);
        const seed = 2 * index + (variant === 'basic' ? 1 : 2);
        const tally = simulate(input, LAUNCHES, seed);
        for (const chance of CHANCES) {
          const estimate = tally[chance] / LAUNCHES;
          const standardError = Math.sqrt((exact[chance] * (1 - exact[chance])) / LAUNCHES);
          expect(Math.abs(exact[chance] - estimate), chance).toBeLessThanOrEqual(
            4 * standardError + 1e-12,
          );
        }
      });
    }
  }
});
