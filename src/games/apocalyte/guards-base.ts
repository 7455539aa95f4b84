// What every Apocalyte guard reads first (./guards.ts): the table view they read, what waits, the
// phase, a territory's name. The guards themselves: set-up (./guards-setup.ts), a player's turn
// (./guards-turn.ts), the table's answers and the one switch (./guards.ts).

import { playProblem } from '../kit/guards.ts';
import { no, type RuleError } from './errors.ts';
import { isTerritory, TERRITORY_FACTS, type Territory } from './map.ts';
import type { ApocalyteState } from './state.ts';

/** The part of the table the guards read: the state and the public view both have it. */
export type GuardView = Omit<ApocalyteState, 'undo'>;

export const nameOf = (t: Territory) => TERRITORY_FACTS[t].en;

/** What the table must give first, when something waits. */
export function waitingProblem(view: GuardView): RuleError | null {
  const p = view.pending;
  if (!p) return null;
  if (p.kind === 'dice')
    return no('wait/dice', `the table waits for ${p.dice.count} d${p.dice.sides}: roll them first`);
  if (p.kind === 'confirm')
    return no('wait/confirm', 'carry out the instruction on the board and press OK first');
  return no('wait/choice', `the table waits for an answer (${p.ask}) first`);
}

export function phaseProblem(
  view: GuardView,
  phase: GuardView['phase'],
  what: string,
): RuleError | null {
  const problem = playProblem(view) ?? waitingProblem(view);
  if (problem) return problem;
  if (view.phase !== phase)
    return no('phase/wrong', `${what} is not done now (phase: ${view.phase})`);
  return null;
}

export function territoryProblem(t: string): RuleError | null {
  return isTerritory(t) ? null : no('territory/unknown', `"${t}" is not a territory of the board`);
}
