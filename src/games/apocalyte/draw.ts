// AC3, AC36: a draw of territory cards made with dice. A draw among N is a die of N sides;
// a roll asks up to six such dice at once, and each die in turn takes the value-th card of
// those still in the pile when it shows no more than the pile holds (else it is lost, so each
// card taken is uniform among those left). The last card left is taken without a die.

import type { Dice } from '../../game.ts';
import type { Territory } from './map.ts';
import type { Draw } from './state.ts';

/** The box rolls at most six dice at once (protocol v2). */
const MOST_DICE = 6;

export function newDraw(pool: readonly Territory[], want: number): Draw {
  return { pool: [...pool], want: Math.min(want, pool.length), drawn: [] };
}

/** What the draw still needs: dice, or nothing (done, or only a forced card left). */
export function drawDice(draw: Draw): Dice | null {
  const more = draw.want - draw.drawn.length;
  if (more <= 0 || draw.pool.length < 2) return null;
  return { count: Math.min(MOST_DICE, more), sides: draw.pool.length };
}

export function drawDone(draw: Draw): boolean {
  return draw.drawn.length >= draw.want;
}

/** The draw after these dice (AC36), or after the forced last card when `values` is empty. */
export function drawWith(draw: Draw, values: readonly number[]): Draw {
  const pool = [...draw.pool];
  const drawn = [...draw.drawn];
  if (values.length === 0) {
    if (pool.length === 1 && drawn.length < draw.want) drawn.push(pool.shift() as Territory);
    return { pool, want: draw.want, drawn };
  }
  for (const value of values) {
    if (drawn.length >= draw.want) break;
    if (value > pool.length) continue;
    const [card] = pool.splice(value - 1, 1);
    drawn.push(card as Territory);
  }
  return { pool, want: draw.want, drawn };
}
