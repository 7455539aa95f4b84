// What every screen sees of an Apophis table: the state without the undo
// snapshots, with the latest history entries only (so a state message stays
// the same size all game), the story counted over the whole game, and what an
// undo would put back. Screens ask `whyNot` before they light a button: the
// same guards the reducer uses, on this view.

import type { RuleError } from '../../game.ts';
import type { PublicState } from '../../messages.ts';
import type { TeachStep } from '../../teach.ts';
import { teachProblem } from '../kit/teach.ts';
import type { Action, ApophisCommand } from './actions.ts';
import {
  buildProblem,
  launchProblem,
  pauseProblem,
  resumeProblem,
  rollProblem,
  scrapProblem,
  shuffleProblem,
  startProblem,
  suitsProblem,
  timeUpProblem,
  undoProblem,
} from './guards.ts';
import type { Launch } from './launch.ts';
import { type Story, storyOf, type TableState, timeLeft } from './state.ts';
import { startWhileTapping, tapping, teachStep } from './teach.ts';

/** How many of the latest history entries a state message carries (the whole game is in its log). */
export const PUBLIC_HISTORY = 50;

/** An action as the screens name it: its own fields, without its time. */
export type ActionWithoutTime = Action extends infer A
  ? A extends Action
    ? Omit<A, 'at'>
    : never
  : never;

export type ApophisView = Omit<TableState, 'undo' | 'teach'> & {
  /** Learn by playing: the step of the first round the table is on (./teach.ts), or null. */
  teach: TeachStep | null;
  /** How many history entries the game has in all (`history` holds the last of them). */
  historyCount: number;
  /** The game's story in numbers, counted over the whole history. */
  story: Story;
  /** What an undo would put back now (R22), or null. */
  undoable: ActionWithoutTime | null;
  launch: Launch | null;
};

/** The game's fields of the public state at `now`. */
export function viewOf(state: TableState, now: number): ApophisView {
  const { undo, teach: _teaching, ...table } = state;
  const last = undo[undo.length - 1];
  let undoable: ApophisView['undoable'] = null;
  if (last) {
    const { at: _at, ...action } = last.action;
    undoable = action as ActionWithoutTime;
  }
  return {
    ...table,
    history: table.history.slice(-PUBLIC_HISTORY),
    historyCount: table.history.length,
    story: storyOf(table.history),
    timer: { ...table.timer, remainingMs: timeLeft(state, now) },
    undoable,
    teach: teachStep(state),
  };
}

/** Why `command` would be refused now: the reducer's own guards, asked of the public view. */
export function whyNot(view: ApophisView, command: ApophisCommand, at: number): RuleError | null {
  if (command.type === 'newGame') return null;
  const late = timeUpProblem(view, at, command.type);
  if (late) return late;
  switch (command.type) {
    case 'start':
      return startProblem(view) ?? (tapping(view.teach) ? startWhileTapping() : null);
    case 'pause':
      return pauseProblem(view, at);
    case 'resume':
      return resumeProblem(view);
    case 'build':
      return buildProblem(view, command.section, at);
    case 'suits':
      return suitsProblem(view, command.suits, at);
    case 'scrap':
      return scrapProblem(view, at);
    case 'shuffle':
      return shuffleProblem(view, at);
    case 'roll':
      return rollProblem(view, command.value ?? null, at);
    case 'reroll':
    case 'accept':
      return launchProblem(view, at, 'decision');
    case 'undo':
      return undoProblem(view, view.undoable !== null);
    case 'teach':
      return teachProblem(view.teach, command.do);
  }
}

/** An Apophis table's whole public state: the shell's fields and the game's view. */
export type ApophisState = PublicState<ApophisView>;
