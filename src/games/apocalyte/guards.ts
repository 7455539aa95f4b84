// Why Apocalyte refuses an action now: one guard per action, used by the reducer itself and
// asked by the screens (`whyNot`) of the public view, so a screen never lights a button the
// referee would refuse. A guard reads only fields the public view also carries. The set-up's
// guards are in ./guards-setup.ts, a player's turn's in ./guards-turn.ts; here the dice, the
// table's answers and the switch over every move.

import { playProblem } from '../kit/guards.ts';
import type { Action, ActionOf } from './actions.ts';
import { boardWon } from './ends.ts';
import { no, type RuleError } from './errors.ts';
import { type GuardView, territoryProblem } from './guards-base.ts';
import {
  dealProblem,
  placedProblem,
  placeProblem,
  scenarioProblem,
  suppliesProblem,
} from './guards-setup.ts';
import {
  closePortalProblem,
  endMovesProblem,
  endTurnProblem,
  fightProblem,
  mothershipProblem,
  moveProblem,
  reinforceProblem,
} from './guards-turn.ts';

export type { GuardView } from './guards-base.ts';
export * from './guards-setup.ts';
export * from './guards-turn.ts';

/** The dice for the pending request (AC3): as many as asked, each a face of the die. */
export function rollProblem(
  view: GuardView,
  values: readonly number[] | null,
  sides?: number,
): RuleError | null {
  const problem = playProblem(view);
  if (problem) return problem;
  const p = view.pending;
  if (p?.kind !== 'dice') return no('roll/none', 'no dice are awaited now');
  if (values === null) return null;
  if (sides !== undefined && sides !== p.dice.sides)
    return no('roll/sides', `the table waits for d${p.dice.sides}, not d${sides}`);
  if (values.length !== p.dice.count)
    return no(
      'roll/count',
      `the table waits for ${p.dice.count} d${p.dice.sides}, not ${values.length} dice`,
    );
  const bad = values.find((v) => !Number.isInteger(v) || v < 1 || v > p.dice.sides);
  if (bad !== undefined)
    return no('roll/face', `a d${p.dice.sides} shows 1 to ${p.dice.sides}, not ${bad}`);
  return null;
}

export function choiceProblem(view: GuardView, ask: string): RuleError | null {
  const problem = playProblem(view);
  if (problem) return problem;
  const p = view.pending;
  if (p?.kind !== 'choice' || p.ask !== ask) return no('choice/none', `no ${ask} is asked now`);
  return null;
}

export function targetProblem(view: GuardView, seat: number): RuleError | null {
  const problem = choiceProblem(view, 'target');
  if (problem) return problem;
  const p = view.pending;
  if (p?.kind === 'choice' && p.ask === 'target' && !p.seats.includes(seat))
    return no('target/not-tied', `player ${seat + 1} does not have the most armies there`); // AC5
  return null;
}

export function rerollProblem(view: GuardView, die: number | null): RuleError | null {
  const problem = choiceProblem(view, 'reroll');
  if (problem) return problem;
  const p = view.pending;
  if (
    die !== null &&
    p?.kind === 'choice' &&
    p.ask === 'reroll' &&
    (die < 0 || die >= p.dice.length || !Number.isInteger(die))
  )
    return no('reroll/die', `choose one of the ${p.dice.length} dice rolled`);
  return null;
}

export function confirmProblem(view: GuardView): RuleError | null {
  const problem = playProblem(view);
  if (problem) return problem;
  if (view.pending?.kind !== 'confirm') return no('confirm/none', 'no instruction waits for OK');
  return null;
}

export function correctProblem(
  view: GuardView,
  territory: string,
  armies: readonly number[],
  apocalytes: number,
  supplies: number,
): RuleError | null {
  const problem = playProblem(view) ?? territoryProblem(territory);
  if (problem) return problem;
  if (view.phase === 'deal')
    return no('correct/deal', 'the board is corrected once the territories are dealt');
  if (armies.length !== view.players.length)
    return no('correct/seats', `give the armies of each of the ${view.players.length} players`);
  const whole = (n: number) => Number.isInteger(n) && n >= 0;
  if (![...armies, apocalytes, supplies].every(whole))
    return no('correct/count', 'armies and counters are whole numbers, 0 or more');
  return null;
}

/** AC10: the win a correction left on the board, still standing (dice or an OK may wait). */
export function confirmWinProblem(view: GuardView): RuleError | null {
  const problem = playProblem(view);
  if (problem) return problem;
  if (!view.winToConfirm || !boardWon(view))
    return no('win/not-cleared', 'Apocalytes are still on the board: there is no win to confirm');
  return null;
}

/** The table's own moves (all but the set-up, the stage, dice and undo) as a log or a screen gives them. */
export type TableMove = { [K in MoveType]: Omit<ActionOf<K>, 'at'> }[MoveType];
type MoveType = Exclude<
  Action['type'],
  'newGame' | 'start' | 'pause' | 'resume' | 'rolled' | 'undo' | 'clock'
>;

/** Why the table refuses `move` now: the reducer asks it of the state, a screen of the view. */
export function tableMoveProblem(view: GuardView, move: TableMove): RuleError | null {
  switch (move.type) {
    case 'deal':
      return dealProblem(view, move.seats);
    case 'place':
      return placeProblem(view, move.territory, move.count);
    case 'placed':
      return placedProblem(view);
    case 'supplies':
      return suppliesProblem(view, move.territories);
    case 'scenario':
      return scenarioProblem(view, move.scenario);
    case 'reinforce':
      return reinforceProblem(view, move.territory, move.count);
    case 'move':
      return moveProblem(view, move);
    case 'endMoves':
      return endMovesProblem(view);
    case 'fight':
      return fightProblem(view, move.territory);
    case 'mothership':
      return mothershipProblem(view);
    case 'closePortal':
      return closePortalProblem(view, move.territory);
    case 'endTurn':
      return endTurnProblem(view);
    case 'target':
      return targetProblem(view, move.seat);
    case 'quarantine':
      return choiceProblem(view, 'quarantine');
    case 'reroll':
      return rerollProblem(view, move.die ?? null);
    case 'confirm':
      return confirmProblem(view);
    case 'correct':
      return correctProblem(view, move.territory, move.armies, move.apocalytes, move.supplies);
    case 'confirmWin':
      return confirmWinProblem(view);
  }
}
