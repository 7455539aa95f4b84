// Pearson's chi-square goodness of fit of a die's counts against a uniform die, and its p value
// from the regularised upper incomplete gamma function Q(k/2, x/2). Written here (about 60 lines)
// rather than taken from npm: the degrees of freedom are whole numbers, so Γ is exact, and no
// small package does only this.

import type { DiceVerdict } from '../report.ts';

/** An expected count of at least 5 per face: below it the chi-square approximation is not trusted. */
export const MIN_EXPECTED_PER_FACE = 5;
/** p below this: the die is unfair (a fair die lands here once in a thousand tests). */
export const UNFAIR_BELOW = 0.001;
/** p below this (and not below UNFAIR_BELOW): worth a second look. */
export const SUSPECT_BELOW = 0.01;

export type ChiSquareTest = {
  rolls: number;
  chiSquare: number | null;
  p: number | null;
  verdict: DiceVerdict;
  /** Rolls needed before the test says anything. */
  needed: number;
};

/** ln Γ(a) for a positive multiple of ½ (all a chi-square's k/2 ever is), exactly by Γ(a + 1) = a Γ(a). */
function lnGammaHalves(a: number): number {
  if (!(a > 0) || !Number.isInteger(a * 2)) {
    throw new RangeError(`lnGammaHalves takes a positive multiple of ½, not ${a}`);
  }
  // Γ(1) = 1, Γ(½) = √π.
  let ln = Number.isInteger(a) ? 0 : 0.5 * Math.log(Math.PI);
  for (let z = Number.isInteger(a) ? 1 : 0.5; z < a; z += 1) ln += Math.log(z);
  return ln;
}

const EPSILON = 1e-15;
const MAX_TERMS = 10_000;

/** Q(a, x) = Γ(a, x) / Γ(a): a series for P when x < a + 1, else a continued fraction (modified Lentz). */
export function upperGammaQ(a: number, x: number): number {
  if (x < 0 || Number.isNaN(x)) throw new RangeError(`upperGammaQ takes x ≥ 0, not ${x}`);
  if (x === 0) return 1;
  const lnFront = a * Math.log(x) - x - lnGammaHalves(a);
  if (x < a + 1) {
    // P(a, x) = e^−x x^a / Γ(a + 1) · Σ x^n / ((a + 1)…(a + n))
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_TERMS && Math.abs(term) > Math.abs(sum) * EPSILON; n += 1) {
      term *= x / (a + n);
      sum += term;
    }
    return Math.max(0, 1 - sum * Math.exp(lnFront));
  }
  // Q(a, x) = e^−x x^a / Γ(a) · 1 / (x + 1 − a − 1·(1 − a) / (x + 3 − a − …))
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_TERMS; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPSILON) break;
  }
  return Math.min(1, Math.exp(lnFront) * h);
}

/** The verdict a p value gives (thresholds above). */
export function verdictOf(p: number | null): DiceVerdict {
  if (p === null) return 'too-few';
  if (p < UNFAIR_BELOW) return 'unfair';
  if (p < SUSPECT_BELOW) return 'suspect';
  return 'fair';
}

/**
 * The test of `counts` (`counts[i]`: how often face i + 1 came up) against a uniform die of
 * `counts.length` sides. Too few rolls (an expected count below 5 a face) give null and `too-few`.
 */
export function chiSquareUniform(counts: readonly number[]): ChiSquareTest {
  const sides = counts.length;
  if (sides < 2) throw new RangeError(`a die has 2 sides or more, not ${sides}`);
  const rolls = counts.reduce((sum, count) => sum + count, 0);
  const needed = MIN_EXPECTED_PER_FACE * sides;
  if (rolls < needed) return { rolls, chiSquare: null, p: null, verdict: 'too-few', needed };
  const expected = rolls / sides;
  let chiSquare = 0;
  for (const count of counts) chiSquare += (count - expected) ** 2 / expected;
  // sides − 1 degrees of freedom: P(χ² ≥ x) = Q((sides − 1) / 2, x / 2).
  const p = upperGammaQ((sides - 1) / 2, chiSquare / 2);
  return { rolls, chiSquare, p, verdict: verdictOf(p), needed };
}
