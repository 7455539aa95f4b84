// AC6: how many Apocalytes leave a territory of N: 2 send 1 without a roll; otherwise a
// d6 decides (1–2 one, 3–4 half rounded up, 5–6 all but one). Pure: the die is an argument.
// Reading AC33 is in this folder's README.

import { type Chance, chanceOf } from './chance.ts';

/** AC7: a territory moves only with at least 2 Apocalytes in it. */
export const LEAST_TO_MOVE = 2;

export type MoveOutcome = { readonly moving: number; readonly chance: Chance };

function armiesOf(armies: number): void {
  if (!Number.isSafeInteger(armies) || armies < LEAST_TO_MOVE) {
    throw new RangeError(
      `a territory moves with ${LEAST_TO_MOVE} or more Apocalytes (AC7), not ${armies}`,
    );
  }
}

/** AC6: a territory of exactly 2 sends 1 and rolls nothing. */
export function rollsToMove(armies: number): boolean {
  armiesOf(armies);
  return armies > 2;
}

/** AC6: the Apocalytes that leave a territory of `armies` on this d6 (any face for 2). */
export function moving(armies: number, die: number): number {
  armiesOf(armies);
  if (!Number.isInteger(die) || die < 1 || die > 6) {
    throw new RangeError(`a d6 shows 1 to 6, not ${die}`);
  }
  if (armies === 2) return 1;
  if (die <= 2) return 1;
  if (die <= 4) return Math.ceil(armies / 2);
  return armies - 1;
}

/** AC6: the exact chance of each number moving, sorted by `moving`, equal counts merged. */
export function moveOdds(armies: number): MoveOutcome[] {
  if (!rollsToMove(armies)) return [{ moving: 1, chance: chanceOf(1, 1) }];
  const faces = new Map<number, number>();
  for (let die = 1; die <= 6; die++) {
    const count = moving(armies, die);
    faces.set(count, (faces.get(count) ?? 0) + 1);
  }
  return [...faces.entries()]
    .sort(([a], [b]) => a - b)
    .map(([count, ways]) => ({ moving: count, chance: chanceOf(ways, 6) }));
}
