// What every screen sees of an Apocalyte table: the state without the undo snapshots, the
// armies on the board by side, the territories still to fight this turn, the dice awaited and
// what an undo would put back. `whyNot` asks the reducer's own guards.

import type { Dice, RuleError } from '../../game.ts';
import type { TeachStep } from '../../teach.ts';
import { isTableCommand, tableCommandProblem } from '../kit/guards.ts';
import { teachProblem } from '../kit/teach.ts';
import { undoable } from '../kit/undo.ts';
import type { ApocalyteCommand } from './actions.ts';
import { type Fight, fightOf } from './fight.ts';
import { rollProblem, tableMoveProblem, unfought } from './guards.ts';
import type { Territory } from './map.ts';
import { type ApocalyteState, totals } from './state.ts';
import { teachStep } from './teach.ts';

export type ApocalyteView = Omit<ApocalyteState, 'undo' | 'teach'> & {
  /** Learn by playing (AC56): the step of the teaching's demo the table is on, or null. */
  teach: TeachStep | null;
  /** Armies on the board: each player's and the Apocalytes'. */
  armies: { players: number[]; apocalytes: number };
  /** Turn play 3: where the player whose turn it is must still fight a round. */
  unfought: Territory[];
  /** The dice the table waits for, or null. */
  dice: Dice | null;
  /** The type of the action an undo would put back, or null. */
  undoable: string | null;
  /** The combat round in hand, its sides known, or null. */
  fight: Fight | null;
};

export function viewOf(state: ApocalyteState, _now: number): ApocalyteView {
  const { undo, teach: _teaching, ...table } = state;
  return {
    ...table,
    teach: teachStep(state),
    armies: totals(state.board),
    unfought: unfought(state),
    dice: state.pending?.kind === 'dice' ? state.pending.dice : null,
    undoable: undoable({ undo }),
    fight: fightOf(state),
  };
}

/** Why `command` would be refused now: the reducer's own guards, asked of the public view. */
export function whyNot(
  view: ApocalyteView,
  command: ApocalyteCommand,
  _at: number,
): RuleError | null {
  if (isTableCommand(command)) return tableCommandProblem(view, command);
  if (command.type === 'roll')
    return rollProblem({ ...view, teach: undefined }, command.values ?? null);
  // AC56: the view's step says.
  if (command.type === 'teach') return teachProblem(view.teach, command.do);
  // The guards read the table's fields; the view's `teach` is the step, not the state's teaching.
  return tableMoveProblem({ ...view, teach: undefined }, command);
}
