// What the box means in Apophis: each button in each phase, the die it rolls,
// the lamps of the buttons that do something now, and the beeps of the last
// minute. The big screen's keys press these same buttons, so a key and a box
// button can never disagree.

import type { Beep, ButtonMeaning, Dice, PressContext, RuleError } from '../../game.ts';
import type { Button, Gesture } from '../../protocol.ts';
import type { Action } from './actions.ts';
import { actions as a } from './creators.ts';
import { type ErrorCode, ruleError } from './errors.ts';
import { failingDieWithRerollLeft, scrapProblem, shuffling } from './guards.ts';
import type { DieStep } from './launch.ts';
import type { TableState } from './state.ts';
import { tapping, teachStep } from './teach.ts';

/** SCRAP is costly: a PRESS needs OK within this long (a LONG press scraps at once). */
export const SCRAP_CONFIRM_MS = 3000;
/** The beeps of the last minute, in ms left; a long low one at the end. */
export const WARNINGS_MS = [60_000, 30_000, 10_000];
/** Then a short tick each of the last nine seconds. */
const LAST_TICKS = [9, 8, 7, 6, 5, 4, 3, 2, 1];
/** Apophis rolls one d6 at a time. */
export const D6: Dice = { count: 1, sides: 6 };
/** R19, where the rules are silent: a failing die is accepted only by a second OK within this long. */
export const ACCEPT_FAILING_CONFIRM_MS = 3000;
/** What the armed confirmation of a failing die is called while it waits for OK. */
export const ACCEPT_FAILING = 'accept-failing';

type Meaning = ButtonMeaning<Action>;
const act = (...actions: Action[]): Meaning => ({ does: 'act', actions });
const notice = (code: ErrorCode, message: string): RuleError => ({ code, message });
const nothing = (code: ErrorCode, message: string): Meaning => ({
  does: 'nothing',
  error: notice(code, message),
});

/** The launch waits for accept or reroll (R19). */
function deciding(state: TableState): boolean {
  return state.phase === 'launching' && state.launch?.awaiting?.kind === 'decision';
}

/** What accepting a failing die of each step costs the team, in the notice's words. */
const FAILING: Record<DieStep, string> = {
  explosion: 'the rocket would explode',
  accuracy: 'the rocket would miss',
  damage: 'Apophis would take no damage',
  deflection: 'no deflection counter',
};

/**
 * START or OK at the reroll question (R19). A good die is kept at once. A failing one is kept
 * only by a second press within 3 s: the first asks, so the costly answer is never one press.
 */
function decide(state: TableState, at: number, armed: string | null): Meaning {
  if (!failingDieWithRerollLeft(state) || armed === ACCEPT_FAILING) return act(a.accept(at));
  const step = state.launch?.pending?.step;
  const cost = step && step !== 'fuel' ? FAILING[step] : 'it fails';
  return {
    does: 'arm',
    confirm: ACCEPT_FAILING,
    withinMs: ACCEPT_FAILING_CONFIRM_MS,
    notice: notice(
      'box/confirm-accept',
      `this die fails (${cost}): press OK again to accept it, or ROLL to spend a fail safe`,
    ),
  };
}

const over = (state: TableState) => state.phase === 'won' || state.phase === 'lost';
const GAME_OVER = 'the game is over: press START to play again with the same set-up';

/** The same game again: players, rules and timer as the game that ended, back in the lobby. */
function sameSetUp(state: TableState, at: number): Action {
  return a.newGame(at, {
    game: 'apophis',
    players: state.players,
    variant: state.variant,
    timerSeconds: state.timerSeconds,
  });
}

export function press(
  state: TableState,
  button: Button,
  gesture: Gesture,
  { at, armed }: PressContext,
): Meaning {
  const { phase } = state;
  // R20: a finished game takes no table action. START sets the same game up again in the lobby
  // (the players set the table up, then START starts the timer); every other button says so.
  if (over(state)) {
    if (button === 'START' && gesture === 'PRESS') return act(sameSetUp(state, at));
    return nothing('box/game-over', GAME_OVER);
  }
  // Learn by playing: while the pitch is read (a tap step), START or OK pressed goes on (R24).
  if (gesture === 'PRESS' && (button === 'START' || button === 'OK') && tapping(teachStep(state))) {
    return act(a.teach(at, 'next'));
  }
  switch (button) {
    case 'START':
      // R21: held, START pauses and resumes.
      if (gesture === 'LONG') return act(phase === 'paused' ? a.resume(at) : a.pause(at));
      if (phase === 'lobby') return act(a.start(at));
      if (phase === 'paused') return act(a.resume(at));
      if (deciding(state)) return decide(state, at, armed);
      return nothing('box/nothing', 'START does nothing now (hold it to pause)');
    case 'OK':
      if (armed === 'scrap') return act(a.scrap(at));
      if (deciding(state)) return decide(state, at, armed);
      return nothing('box/nothing', 'OK: nothing to confirm now');
    case 'SCRAP': {
      if (gesture === 'LONG') return act(a.scrap(at));
      const problem = scrapProblem(state, at);
      if (problem) return { does: 'nothing', error: problem };
      return {
        does: 'arm',
        confirm: 'scrap',
        withinMs: SCRAP_CONFIRM_MS,
        notice: ruleError(
          'box/confirm-scrap',
          'press OK within 3 s to scrap the rocket (or hold SCRAP)',
        ),
      };
    }
    case 'SHUFFLE':
      return act(a.shuffle(at));
    case 'ROLL': {
      // A die is wanted, or a reroll (R19): the die settles as its own event.
      const dice = diceWanted(state);
      if (dice) return { does: 'roll', dice };
      return nothing('launch/none', 'no launch under way: the die roll counts for nothing');
    }
  }
}

/** One d6 while the launch awaits a die or a reroll (R19), else none. */
export function diceWanted(state: TableState): Dice | null {
  return state.phase === 'launching' && state.launch?.awaiting ? D6 : null;
}

/**
 * The box's die has settled. During the reroll question a new die means "reroll" (R19); once
 * the game is over it means nothing (the press already said so).
 */
export function diceRolled(state: TableState, values: number[], at: number): Action[] {
  if (over(state)) return [];
  const [value = 0] = values;
  const roll = a.roll(at, value, 'box');
  return deciding(state) ? [a.reroll(at), roll] : [roll];
}

/**
 * LAMPS: only the buttons that do something now are lit. At the question over a failing die
 * only ROLL is lit (spend a fail safe); OK lights once a first press asks to accept it.
 */
export function lamps(state: TableState, { at, armed }: PressContext): Button[] {
  const { phase, rocket } = state;
  const still = !shuffling(state, at);
  const failing = failingDieWithRerollLeft(state);
  const accepting = deciding(state) && (!failing || armed === ACCEPT_FAILING);
  const lit: Button[] = [];
  if (phase === 'lobby' || phase === 'paused' || over(state) || (accepting && !failing)) {
    lit.push('START');
  }
  if (phase === 'launching' && state.launch?.awaiting) lit.push('ROLL');
  if (phase === 'running' && still && rocket.length > 0) lit.push('SCRAP');
  if (phase === 'running' && still) lit.push('SHUFFLE');
  if (accepting || armed === 'scrap') lit.push('OK');
  // Learn by playing: only the step's buttons are lit (R24), save the reroll question (R19),
  // whose answer the step cannot know.
  const step = teachStep(state);
  if (step && !deciding(state)) return lit.filter((button) => step.lit.includes(button));
  return lit;
}

/** R20's clock heard at the table: a beep at 60, 30 and 10 s left, a tick each of the last nine seconds, a long low one at the end. */
export function beeps(state: TableState): Beep[] {
  const { phase, timer } = state;
  if ((phase !== 'running' && phase !== 'launching') || timer.deadline === null) return [];
  const deadline = timer.deadline;
  return [
    ...WARNINGS_MS.map((before) => ({ at: deadline - before, ms: 120, hz: 880 })),
    // The last ten seconds heard at the table too: a short high tick each second, 9 down to 1.
    ...LAST_TICKS.map((second) => ({ at: deadline - second * 1000, ms: 40, hz: 1320 })),
    { at: deadline, ms: 1500, hz: 220 },
  ];
}
