// What every screen sees of an Apocalyte table: the state without the undo snapshots, the
// armies on the board by side, the territories still to fight this turn, the dice awaited and
// what an undo would put back. `whyNot` asks the reducer's own guards.

import type { Dice, RuleError } from '../../game.ts';
import type { ApocalyteCommand } from './actions.ts';
import {
  choiceProblem,
  closePortalProblem,
  confirmProblem,
  correctProblem,
  dealProblem,
  endMovesProblem,
  endTurnProblem,
  fightProblem,
  mothershipProblem,
  moveProblem,
  pauseProblem,
  placedProblem,
  placeProblem,
  reinforceProblem,
  rerollProblem,
  resumeProblem,
  rollProblem,
  scenarioProblem,
  startProblem,
  suppliesProblem,
  targetProblem,
  undoProblem,
  unfought,
} from './guards.ts';
import type { Territory } from './map.ts';
import { type ApocalyteState, totals } from './state.ts';

export type ApocalyteView = Omit<ApocalyteState, 'undo'> & {
  /** Armies on the board: each player's and the Apocalytes'. */
  armies: { players: number[]; apocalytes: number };
  /** Turn play 3: where the player whose turn it is must still fight a round. */
  unfought: Territory[];
  /** The dice the table waits for, or null. */
  dice: Dice | null;
  /** The type of the action an undo would put back, or null. */
  undoable: string | null;
};

export function viewOf(state: ApocalyteState, _now: number): ApocalyteView {
  const { undo, ...table } = state;
  return {
    ...table,
    armies: totals(state.board),
    unfought: unfought(state),
    dice: state.pending?.kind === 'dice' ? state.pending.dice : null,
    undoable: undo.at(-1)?.action ?? null,
  };
}

/** Why `command` would be refused now: the reducer's own guards, asked of the public view. */
export function whyNot(
  view: ApocalyteView,
  command: ApocalyteCommand,
  _at: number,
): RuleError | null {
  switch (command.type) {
    case 'newGame':
      return null;
    case 'start':
      return startProblem(view);
    case 'pause':
      return pauseProblem(view);
    case 'resume':
      return resumeProblem(view);
    case 'roll':
      return rollProblem(view, command.values ?? null);
    case 'deal':
      return dealProblem(view, command.seats);
    case 'place':
      return placeProblem(view, command.territory, command.count);
    case 'placed':
      return placedProblem(view);
    case 'supplies':
      return suppliesProblem(view, command.territories);
    case 'scenario':
      return scenarioProblem(view, command.scenario);
    case 'reinforce':
      return reinforceProblem(view, command.territory, command.count);
    case 'move':
      return moveProblem(view, command);
    case 'endMoves':
      return endMovesProblem(view);
    case 'fight':
      return fightProblem(view, command.territory);
    case 'mothership':
      return mothershipProblem(view);
    case 'closePortal':
      return closePortalProblem(view, command.territory);
    case 'endTurn':
      return endTurnProblem(view);
    case 'target':
      return targetProblem(view, command.seat);
    case 'quarantine':
      return choiceProblem(view, 'quarantine');
    case 'reroll':
      return rerollProblem(view, command.die ?? null);
    case 'confirm':
      return confirmProblem(view);
    case 'correct':
      return correctProblem(
        view,
        command.territory,
        command.armies,
        command.apocalytes,
        command.supplies,
      );
    case 'undo':
      return undoProblem(view, view.undoable !== null);
  }
}
