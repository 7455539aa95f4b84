// The dice's honesty: every die of every log, counted per box and number of sides (the box's
// dice) or per number of sides (dice typed in by hand), then tested against a uniform die.

import type { DiceHonesty, RolledDice } from '../report.ts';
import { chiSquareUniform } from './chi-square.ts';

/** The box a log's header names, or `unknown` for a log written before headers named one. */
export const UNKNOWN_BOX = 'unknown';
/** Dice typed in by hand are counted under this box, apart from every box's. */
export const HAND = 'hand';

/** How often each face came up, for one box and one number of sides. */
export type DiceCount = { box: string; sides: number; counts: number[] };

/** Counts kept by `box|sides`; dice typed in by hand go under HAND whatever the box. */
export class DiceTally {
  readonly #counts = new Map<string, DiceCount>();

  /** Add the dice one action rolled, on `box`. A value off the die (a hand-edited log) is not counted. */
  add(box: string, dice: readonly RolledDice[]): void {
    for (const { sides, values, by } of dice) {
      if (!Number.isInteger(sides) || sides < 2) continue;
      const count = this.#entry(by === 'hand' ? HAND : box, sides);
      for (const value of values) {
        if (Number.isInteger(value) && value >= 1 && value <= sides) {
          count.counts[value - 1] = (count.counts[value - 1] ?? 0) + 1;
        }
      }
    }
  }

  /** Add counts already made (one game's, from a cache). */
  merge(counts: readonly DiceCount[]): void {
    for (const { box, sides, counts: faces } of counts) {
      const entry = this.#entry(box, sides);
      faces.forEach((n, i) => {
        entry.counts[i] = (entry.counts[i] ?? 0) + n;
      });
    }
  }

  counts(): DiceCount[] {
    return [...this.#counts.values()]
      .map((entry) => ({ ...entry, counts: [...entry.counts] }))
      .sort((a, b) => (a.box < b.box ? -1 : a.box > b.box ? 1 : a.sides - b.sides));
  }

  #entry(box: string, sides: number): DiceCount {
    const key = `${box}|${sides}`;
    let entry = this.#counts.get(key);
    if (!entry) {
      entry = { box, sides, counts: new Array<number>(sides).fill(0) };
      this.#counts.set(key, entry);
    }
    return entry;
  }
}

/** One die's histogram, its chi-square test and the verdict's data. */
export function honestyOf(count: DiceCount): DiceHonesty {
  const test = chiSquareUniform(count.counts);
  return {
    box: count.box,
    sides: count.sides,
    rolls: test.rolls,
    counts: [...count.counts],
    chiSquare: test.chiSquare,
    p: test.p,
    verdict: test.verdict,
    needed: test.needed,
  };
}
