// Why Apophis refuses an action now: one guard per action, used by the reducer
// itself and asked by the screens before they light a button, so a screen can
// never think something possible that the referee would refuse. A guard reads
// only what the public view also carries, so either may ask.

import { type RuleError, ruleError } from './errors.ts';
import { type Section, SUITS, stackingProblem } from './sections.ts';
import { shuffleLeft, type TableState } from './state.ts';

/** The part of the table the guards read: the state and the public view both have it. */
export type GuardView = Pick<
  TableState,
  'phase' | 'pausedFrom' | 'timer' | 'shuffle' | 'launch' | 'rocket' | 'launchSequence' | 'history'
>;

export function secondsLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

export function shuffling(view: Pick<TableState, 'shuffle' | 'timer'>, at: number): boolean {
  return shuffleLeft(view, at) > 0;
}

/** R20: past the deadline only the clock may act, until the loss is recorded (a win may still be undone). */
export function timeUpProblem(view: GuardView, at: number, type: string): RuleError | null {
  const counting = view.phase === 'running' || view.phase === 'launching' || view.phase === 'won';
  const up = counting && view.timer.deadline !== null && at >= view.timer.deadline;
  if (!up || (view.phase === 'won' && type !== 'undo')) return null;
  return ruleError('game/time-up', 'time is up: Apophis has struck');
}

/** Why the table cannot take a table action now (R11, R20, R21), or null. */
export function tableProblem(
  view: GuardView,
  at: number,
  options: { duringLaunch: boolean; duringShuffle: boolean },
): RuleError | null {
  switch (view.phase) {
    case 'lobby':
      return ruleError('game/not-started', 'the game has not started: press START');
    case 'won':
    case 'lost':
      return ruleError('game/over', 'the game is over: start a new game');
    case 'paused':
      return ruleError('game/paused', 'the game is paused: resume it first');
    case 'launching':
      if (!options.duringLaunch) {
        return ruleError('launch/under-way', 'a launch is under way: finish it first');
      }
      break;
    case 'running':
      break;
  }
  if (!options.duringShuffle && shuffling(view, at)) {
    return ruleError(
      'shuffle/in-progress',
      `shuffling: ${secondsLeft(shuffleLeft(view, at))} s left`,
    );
  }
  return null;
}

export function startProblem(view: GuardView): RuleError | null {
  if (view.phase === 'won' || view.phase === 'lost') {
    return ruleError('game/over', 'the game is over: start a new game');
  }
  if (view.phase !== 'lobby') {
    return ruleError('game/already-started', 'the game has already started');
  }
  return null;
}

/** R21: the companion's pause, which the printed rules do not have. */
export function pauseProblem(view: GuardView, at: number): RuleError | null {
  if (view.phase === 'paused') return ruleError('game/paused', 'the game is already paused');
  const problem = tableProblem(view, at, { duringLaunch: true, duringShuffle: true });
  if (problem) return problem;
  if (view.phase !== 'running' && view.phase !== 'launching') {
    return ruleError('game/not-started', 'the game has not started');
  }
  return null;
}

export function resumeProblem(view: GuardView): RuleError | null {
  if (view.phase !== 'paused' || view.timer.pausedAt === null || !view.pausedFrom) {
    return ruleError('game/not-paused', 'the game is not paused');
  }
  return null;
}

/** R8: one section on top of the rocket, from the supply, never larger than the one below. */
export function buildProblem(view: GuardView, section: Section, at: number): RuleError | null {
  const problem = tableProblem(view, at, { duringLaunch: false, duringShuffle: false });
  if (problem) return problem;
  if (view.launchSequence.length > 0) {
    return ruleError('build/sequence-started', 'a launch sequence is under way: no building');
  }
  const stacking = stackingProblem(view.rocket, section);
  if (stacking) {
    const code = view.rocket.includes(section) ? 'build/not-in-supply' : 'build/too-large';
    return ruleError(code, stacking);
  }
  return null;
}

/** R9: suits laid in front of a rocket, each at most once. */
export function suitsProblem(view: GuardView, laid: unknown, at: number): RuleError | null {
  const problem = tableProblem(view, at, { duringLaunch: false, duringShuffle: false });
  if (problem) return problem;
  const suits: unknown[] = Array.isArray(laid) ? laid : [];
  const stranger = suits.find((suit) => !SUITS.includes(suit as never));
  if (suits.length === 0 || stranger !== undefined) {
    return ruleError(
      'suits/invalid',
      stranger !== undefined
        ? `${String(stranger)} is not a suit: clubs, hearts, diamonds or spades`
        : 'name at least one suit',
    );
  }
  if (view.rocket.length === 0) {
    return ruleError(
      'suits/empty-rocket',
      'the rocket is empty: build before starting a launch sequence',
    );
  }
  const sequence = [...view.launchSequence];
  for (const suit of suits) {
    if (sequence.includes(suit as never)) {
      return ruleError('suits/duplicate', `${String(suit)} is already in the launch sequence`);
    }
    sequence.push(suit as never);
  }
  return null;
}

/** R10: every section back to the supply. */
export function scrapProblem(view: GuardView, at: number): RuleError | null {
  const problem = tableProblem(view, at, { duringLaunch: false, duringShuffle: false });
  if (problem) return problem;
  if (view.rocket.length === 0) return ruleError('scrap/empty', 'the rocket is already empty');
  return null;
}

/** R11: ten seconds of shuffling, one at a time. */
export function shuffleProblem(view: GuardView, at: number): RuleError | null {
  const problem = tableProblem(view, at, { duringLaunch: false, duringShuffle: true });
  if (problem) return problem;
  if (shuffling(view, at)) {
    return ruleError(
      'shuffle/in-progress',
      `already shuffling: ${secondsLeft(shuffleLeft(view, at))} s left`,
    );
  }
  return null;
}

/** Why no launch decision or die can be taken now, or null (R12–R19). */
export function launchProblem(
  view: GuardView,
  at: number,
  wants: 'roll' | 'decision',
): RuleError | null {
  if (view.phase === 'running') {
    return ruleError(
      'launch/none',
      wants === 'roll' ? 'no launch under way: no die is awaited' : 'no launch under way',
    );
  }
  const problem = tableProblem(view, at, { duringLaunch: true, duringShuffle: true });
  if (problem) return problem;
  const launch = view.launch;
  if (!launch?.awaiting) return ruleError('launch/none', 'no launch under way');
  if (wants === 'roll' && launch.awaiting.kind === 'decision') {
    const die = launch.pending?.roll ?? '?';
    return ruleError('launch/awaits-decision', `the die shows ${die}: accept it or reroll`);
  }
  if (wants === 'decision' && launch.awaiting.kind === 'roll') {
    return ruleError('launch/awaits-roll', `the ${launch.awaiting.step} die has not been rolled`);
  }
  return null;
}

/** A die for the launch: one is awaited, and it shows 1 to 6. */
export function rollProblem(view: GuardView, value: number | null, at: number): RuleError | null {
  const problem = launchProblem(view, at, 'roll');
  if (problem) return problem;
  if (value !== null && (!Number.isInteger(value) || value < 1 || value > 6)) {
    return ruleError('roll/invalid', `a die shows 1 to 6, not ${value}`);
  }
  return null;
}

/** R22: something that may still be undone; a loss by time never. */
export function undoProblem(view: GuardView, undoable: boolean): RuleError | null {
  if (view.phase === 'lost') {
    return ruleError('game/over', 'time ran out: the loss cannot be undone');
  }
  if (undoable) return null;
  const rolled = view.history.some((entry) => entry.event === 'roll' && entry.source === 'box');
  return ruleError(
    'undo/nothing',
    rolled && view.phase !== 'lobby'
      ? 'nothing to undo: a roll of the die is never undone'
      : 'nothing to undo',
  );
}

/**
 * R19, where the rules are silent: the reroll question stands over a die that fails and a fail
 * safe could still be spent on it. Keeping that die is the costly answer: the box asks twice,
 * and the screens make Reroll the first choice.
 */
export function failingDieWithRerollLeft(view: Pick<GuardView, 'phase' | 'launch'>): boolean {
  const launch = view.launch;
  return (
    view.phase === 'launching' &&
    launch?.awaiting?.kind === 'decision' &&
    launch.pending?.ok === false &&
    launch.rerollsLeft > 0
  );
}
