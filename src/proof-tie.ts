// The proof tied to the game (DESIGN.md, "What a verdict covers"): every die a game's actions
// mark as the box's must be the roll the proof holds for it. A box roll the game used is logged
// before the actions it made (server/table.ts), so the dice of the actions that follow a used
// roll line, in order, must be that roll's values: a die changed or dropped in the actions, a
// die the proof does not hold, a roll marked used whose dice no action took, each fails the
// commitment it falls under, named by its roll (after the seed's own check, whose sentence says
// more of a roll changed in the proof itself). Pure, like proof.ts.

import { fail, type Open, type ProofEntry, type ProofFailure } from './proof.ts';

/** A die (or the dice of one roll) the game's action marks as the box's, and where the action is. */
export type BoxDie = { position: number; values: number[] };

type Held = { roll: Extract<ProofEntry, { line: 'roll' }>; owner: Open; left: number[] };

export class Tie {
  /** Null: no dice to tie to (a verdict on the proof alone). */
  readonly #dice: readonly BoxDie[] | null;
  #next = 0;
  #held: Held | null = null;
  /** What failed, applied at the end, once every seed has had its say. */
  readonly #failed: [Open, ProofFailure][] = [];
  /** A proof box rolls now: a box die no roll holds fails (else it is a box without proof's). */
  proofBox: boolean;

  constructor(dice: readonly BoxDie[] | null, proofBox: boolean) {
    this.#dice = dice;
    this.proofBox = proofBox;
  }

  /** A roll the game used: its dice are what the actions after it take. */
  hold(roll: Held['roll'], owner: Open): void {
    if (this.#dice === null) return;
    this.#unused();
    this.#held = { roll, owner, left: [...roll.values] };
  }

  /** The dice of the actions logged before the `position`th action. */
  diceBefore(position: number, owner: () => Open): void {
    while (this.#dice !== null && this.#next < this.#dice.length) {
      const die = this.#dice[this.#next] as BoxDie;
      if (die.position >= position) return;
      this.#next += 1;
      this.#take(die, owner);
    }
  }

  /** The log's end: the dice left, and a used roll nothing took. */
  finish(owner: () => Open): void {
    this.diceBefore(Number.POSITIVE_INFINITY, owner);
    this.#unused();
    for (const [open, failure] of this.#failed) fail(open, failure);
  }

  #take(die: BoxDie, owner: () => Open): void {
    const held = this.#held;
    const action = die.position + 1;
    if (!held || held.left.length < die.values.length) {
      if (held && held.left.length > 0) {
        this.#failed.push([
          held.owner,
          {
            kind: 'die',
            index: held.roll.index,
            proof: held.roll.values,
            game: die.values,
            action,
          },
        ]);
        this.#held = null;
      } else if (this.proofBox) {
        this.#failed.push([owner(), { kind: 'unheld', game: die.values, action }]);
      }
      return;
    }
    const taken = held.left.splice(0, die.values.length);
    if (taken.some((value, i) => value !== die.values[i])) {
      this.#failed.push([
        held.owner,
        {
          kind: 'die',
          index: held.roll.index,
          proof: held.roll.values,
          game: die.values,
          action,
        },
      ]);
    }
  }

  #unused(): void {
    const held = this.#held;
    if (held && held.left.length > 0) {
      this.#failed.push([
        held.owner,
        { kind: 'unused', index: held.roll.index, values: held.roll.values },
      ]);
    }
    this.#held = null;
  }
}
