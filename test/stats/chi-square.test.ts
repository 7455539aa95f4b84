// The chi-square test of a die against a uniform one: values checked by hand, against printed
// critical values, and the verdicts' thresholds (src/stats/README.md).
import { describe, expect, it } from 'vitest';
import { chiSquareUniform, upperGammaQ } from '../../src/stats/chi-square.ts';
import { DiceTally, honestyOf } from '../../src/stats/dice.ts';

describe('chi-square against a uniform die', () => {
  it('a d3 of 60 rolls, counts 10, 10, 40: χ² = 30 and p = e^−15 (2 degrees of freedom)', () => {
    // Expected 20 a face: (10−20)²/20 + (10−20)²/20 + (40−20)²/20 = 5 + 5 + 20 = 30.
    // With 2 degrees of freedom P(χ² ≥ x) = e^(−x/2).
    const test = chiSquareUniform([10, 10, 40]);
    expect(test.chiSquare).toBe(30);
    expect(test.p).toBeCloseTo(Math.exp(-15), 20);
    expect((test.p ?? 0) / Math.exp(-15)).toBeCloseTo(1, 10);
    expect(test.verdict).toBe('unfair');
  });

  it('a d6 of 60 rolls, counts 5, 8, 9, 8, 10, 20: χ² = 13.4', () => {
    // Expected 10: (25 + 4 + 1 + 4 + 0 + 100) / 10 = 13.4; between the 5 % (11.07) and 1 % (15.09) points.
    const test = chiSquareUniform([5, 8, 9, 8, 10, 20]);
    expect(test.chiSquare).toBeCloseTo(13.4, 12);
    expect(test.p).toBeGreaterThan(0.01);
    expect(test.p).toBeLessThan(0.05);
    expect(test.verdict).toBe('fair');
  });

  it("meets the printed table's critical values for 5 and 11 degrees of freedom (d6, d12)", () => {
    // Upper-tail critical values as every statistics table prints them.
    const table: [number, number, number][] = [
      [5, 11.0705, 0.05],
      [5, 15.0863, 0.01],
      [5, 20.515, 0.001],
      [11, 19.6751, 0.05],
      [11, 24.725, 0.01],
      [11, 31.264, 0.001],
      [1, 3.8415, 0.05],
    ];
    for (const [df, x, p] of table) {
      expect(upperGammaQ(df / 2, x / 2) / p, `df ${df}, χ² ${x}`).toBeCloseTo(1, 3);
    }
  });

  it('with an even number of degrees of freedom Q has a closed form (d5: 4 degrees)', () => {
    // 4 degrees of freedom: P(χ² ≥ x) = e^(−x/2) (1 + x/2).
    for (const x of [0.5, 3, 9.4877, 40, 200]) {
      const exact = Math.exp(-x / 2) * (1 + x / 2);
      expect(upperGammaQ(2, x / 2) / exact, `x ${x}`).toBeCloseTo(1, 9);
    }
  });

  it('says nothing under 5 expected rolls a face: 29 rolls of a d6 are too few, 30 are tested', () => {
    expect(chiSquareUniform([5, 5, 5, 5, 5, 4])).toEqual({
      rolls: 29,
      chiSquare: null,
      p: null,
      verdict: 'too-few',
      needed: 30,
    });
    const tested = chiSquareUniform([5, 5, 5, 5, 5, 5]);
    expect(tested).toMatchObject({ rolls: 30, chiSquare: 0, p: 1, verdict: 'fair' });
  });

  it('reads p by the thresholds: below 0.001 unfair, below 0.01 suspect', () => {
    // A d3 with χ² = x has p = e^(−x/2): x = 2·ln(1000) ≈ 13.8 is p = 0.001.
    // 60 rolls: counts 14, 14, 32 give (36 + 36 + 144) / 20 = 10.8, p = e^−5.4 ≈ 0.0045.
    expect(chiSquareUniform([14, 14, 32]).verdict).toBe('suspect');
    // 12, 12, 36: (64 + 64 + 256) / 20 = 19.2, p = e^−9.6 ≈ 0.00007.
    expect(chiSquareUniform([12, 12, 36]).verdict).toBe('unfair');
    // 18, 20, 22: (4 + 0 + 4) / 20 = 0.4, p = e^−0.2 ≈ 0.82.
    expect(chiSquareUniform([18, 20, 22])).toMatchObject({ verdict: 'fair', p: Math.exp(-0.2) });
  });
});

describe('the dice tally', () => {
  it('counts per box and sides, typed dice apart, faces off the die left out', () => {
    const tally = new DiceTally();
    tally.add('virtual', [{ sides: 6, values: [6], by: 'box' }]);
    tally.add('virtual', [{ sides: 6, values: [1, 6, 7], by: 'box' }]);
    tally.add('/dev/ttyACM0', [{ sides: 12, values: [12], by: 'box' }]);
    tally.add('virtual', [{ sides: 6, values: [3], by: 'hand' }]);
    expect(tally.counts()).toEqual([
      { box: '/dev/ttyACM0', sides: 12, counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1] },
      { box: 'hand', sides: 6, counts: [0, 0, 1, 0, 0, 0] },
      { box: 'virtual', sides: 6, counts: [1, 0, 0, 0, 0, 2] },
    ]);
    expect(honestyOf({ box: 'virtual', sides: 6, counts: [1, 0, 0, 0, 0, 2] })).toMatchObject({
      rolls: 3,
      chiSquare: null,
      p: null,
      verdict: 'too-few',
      needed: 30,
    });
  });
});
