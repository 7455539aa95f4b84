// Exact chances as reduced fractions, for the combat and move odds (AC4, AC6): every
// chance here is a count of dice faces over a power of 6, so whole numbers stay exact.

/** A probability `numerator / denominator`, reduced, denominator ≥ 1. */
export type Chance = { readonly numerator: number; readonly denominator: number };

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** `ways` of `of` equally likely cases, reduced. */
export function chanceOf(ways: number, of: number): Chance {
  if (!Number.isSafeInteger(ways) || !Number.isSafeInteger(of) || of <= 0 || ways < 0) {
    throw new RangeError(`a chance is a count of cases over a positive count, not ${ways}/${of}`);
  }
  const d = gcd(ways, of) || 1;
  return { numerator: ways / d, denominator: of / d };
}

export const CERTAIN: Chance = { numerator: 1, denominator: 1 };

export function addChances(a: Chance, b: Chance): Chance {
  const d = gcd(a.denominator, b.denominator);
  const denominator = (a.denominator / d) * b.denominator;
  return chanceOf(
    a.numerator * (b.denominator / d) + b.numerator * (a.denominator / d),
    denominator,
  );
}

export function multiplyChances(a: Chance, b: Chance): Chance {
  // Cross-reduce first so the products stay within safe integers.
  const x = gcd(a.numerator, b.denominator) || 1;
  const y = gcd(b.numerator, a.denominator) || 1;
  return chanceOf((a.numerator / x) * (b.numerator / y), (a.denominator / y) * (b.denominator / x));
}

export function probability(c: Chance): number {
  return c.numerator / c.denominator;
}
