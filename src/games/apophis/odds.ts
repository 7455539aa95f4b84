// Exact odds of one launch, from before the first die: a sum over die faces, never a simulation.
// The big screen asks for them on every build, so this stays allocation-light and branch-simple.

import {
  CHECK_TARGET,
  DEFLECTIONS_TO_WIN,
  EXPLOSION_AT,
  fuelNeeded,
  rerollsFor,
} from './launch.ts';
import { ALL_SECTIONS, pointsOf, type Section, stackingProblem } from './sections.ts';
import type { Variant } from './setup.ts';

export type OddsInput = {
  /** Bottom to top, a legal rocket (R2, R8). */
  rocket: readonly Section[];
  variant: Variant;
  /** value: the largest pyramid showing, 3, 2 or 1 (damages so far = 3 − value); deflections: counters so far. */
  apophis: { value: number; deflections: number };
};

export type Odds = {
  /** R12: yellow points × 4 ≥ total points. When false no die is rolled and every probability is 0. */
  fuelOk: boolean;
  /** Advanced only (R18): the explosion die ends up at d6 + yellow ≥ 8, after any rerolls. */
  explode: number;
  /** The accuracy die ends up a hit (R13), which includes not exploding first. */
  hit: number;
  /** The damage die ends up a success (R14); 0 without red. */
  damage: number;
  /** Basic only (R15): the deflection die is rolled and succeeds; 0 without green. */
  deflection: number;
  /** The team wins with this launch (R14 third damage, R15 fifth counter in basic, R17). */
  win: number;
  /** Advanced only (R19): floor(green / 2), the rerolls this rocket carries. */
  rerolls: number;
};

const KNOWN_SECTIONS: ReadonlySet<string> = new Set(ALL_SECTIONS);

/** Why `input` cannot be a launch of a game in progress, as a sentence for the table, or null. */
export function oddsInputProblem(input: OddsInput): string | null {
  const { rocket, variant, apophis } = input;
  if (variant !== 'basic' && variant !== 'advanced') {
    return `the variant must be basic or advanced, not "${String(variant)}"`;
  }
  if (rocket.length === 0) return 'the rocket is empty: there is nothing to launch (R9)';
  const built: Section[] = [];
  for (const section of rocket) {
    if (!KNOWN_SECTIONS.has(section)) return `"${String(section)}" is not a section (G1 … Y3)`;
    const problem = stackingProblem(built, section);
    if (problem) return problem;
    built.push(section);
  }
  if (apophis.value !== 1 && apophis.value !== 2 && apophis.value !== 3) {
    return `Apophis's value must be 3, 2 or 1 (the largest pyramid showing), not ${apophis.value}`;
  }
  if (!Number.isInteger(apophis.deflections) || apophis.deflections < 0) {
    return `the deflection counters must be a whole number of 0 or more, not ${apophis.deflections}`;
  }
  // R15: five counters already won the basic game; in advanced they win nothing (R17).
  if (variant === 'basic' && apophis.deflections >= DEFLECTIONS_TO_WIN) {
    return `with ${apophis.deflections} deflection counters the basic game is already won`;
  }
  return null;
}

/** P(d6 + bonus ≥ target): the faces from target − bonus up to 6, out of 6. */
function chanceAtLeast(bonus: number, target: number): number {
  return Math.min(6, Math.max(0, 7 - target + bonus)) / 6;
}

/**
 * R19: one die of an advanced launch. `arriving[k]` is the chance of reaching this die with k rerolls
 * left; a failure is rerolled while one remains. Returns, per rerolls left, the chance of a success.
 */
function rollWithRerolls(arriving: readonly number[], success: number): number[] {
  const succeeded: number[] = [];
  for (let kept = 0; kept < arriving.length; kept++) {
    // Arriving with `left` rerolls and keeping `kept` means left − kept failures, then a success.
    let chance = 0;
    let failures = 1;
    for (let left = kept; left < arriving.length; left++) {
      chance += (arriving[left] as number) * failures;
      failures *= 1 - success;
    }
    succeeded.push(chance * success);
  }
  return succeeded;
}

function sum(chances: readonly number[]): number {
  let total = 0;
  for (const chance of chances) total += chance;
  return total;
}

/** Exact odds of launching `input.rocket` now. Throws a RangeError with the sentence of oddsInputProblem. */
export function launchOdds(input: OddsInput): Odds {
  const problem = oddsInputProblem(input);
  if (problem) throw new RangeError(problem);
  const points = pointsOf(input.rocket);
  const advanced = input.variant === 'advanced';
  const rerolls = rerollsFor(points, input.variant); // R19
  // R12: fuel is a gate checked before any die.
  if (points.yellow < fuelNeeded(points)) {
    return { fuelOk: false, explode: 0, hit: 0, damage: 0, deflection: 0, win: 0, rerolls };
  }
  const { value, deflections } = input.apophis;
  const accuracy = chanceAtLeast(value + points.blue, CHECK_TARGET); // R13
  const damaging = points.red > 0 ? chanceAtLeast(points.red, CHECK_TARGET) : 0; // R14
  const destroys = value === 1; // R14: the third damage destroys Apophis

  if (advanced) {
    // R18: the explosion die is a gate before accuracy; "success" here is not exploding.
    let reach = new Array<number>(rerolls + 1).fill(0);
    reach[rerolls] = 1; // every reroll is still in hand at the first die
    reach = rollWithRerolls(reach, 1 - chanceAtLeast(points.yellow, EXPLOSION_AT));
    const explode = 1 - sum(reach);
    reach = rollWithRerolls(reach, accuracy); // R13
    const hit = sum(reach);
    const damage = damaging > 0 ? sum(rollWithRerolls(reach, damaging)) : 0; // R14
    // R17: no deflection roll, and counters win nothing: only the third damage wins.
    return {
      fuelOk: true,
      explode,
      hit,
      damage,
      deflection: 0,
      win: destroys ? damage : 0,
      rerolls,
    };
  }

  // Basic: one die each, no rerolls. Damage and deflection are both effects of a hit.
  const hit = accuracy;
  const damage = hit * damaging;
  // R14, R15: a damage adds a counter; if that damage wins, deflection is not rolled.
  const damageWins = destroys || deflections + 1 >= DEFLECTIONS_TO_WIN;
  const deflecting = points.green > 0 ? chanceAtLeast(points.green, CHECK_TARGET) : 0; // R15
  const deflectionRolled = hit - (damageWins ? damage : 0);
  const deflection = deflectionRolled * deflecting;
  // Counters after a successful deflection: one more, plus one if the (non-winning) damage landed.
  const winsAfterDamage = !damageWins && deflections + 2 >= DEFLECTIONS_TO_WIN;
  const winsWithoutDamage = deflections + 1 >= DEFLECTIONS_TO_WIN;
  const win =
    (damageWins ? damage : 0) +
    deflecting * ((winsAfterDamage ? damage : 0) + (winsWithoutDamage ? hit - damage : 0));
  return { fuelOk: true, explode: 0, hit, damage, deflection, win, rerolls: 0 };
}
