// Why the table refused an action. An illegal action never throws: the reducer
// returns the state unchanged with one of these codes and a sentence a player
// can read. Throwing is kept for programmer errors.

import type { TeachCode } from '../kit/teach.ts';

export type ErrorCode =
  /** Set-up outside R5/R6 (players, variant, timer). */
  | 'setup/invalid'
  /** A table action before START. */
  | 'game/not-started'
  /** START on a game that has already started. */
  | 'game/already-started'
  /** R20: the game is won or lost; only a new game, undo and replay remain. */
  | 'game/over'
  /** R20: the deadline has passed; the clock action will record the loss. */
  | 'game/time-up'
  /** R21: table actions wait for RESUME. */
  | 'game/paused'
  /** RESUME on a game that is not paused. */
  | 'game/not-paused'
  /** R8: the section is on the rocket already. */
  | 'build/not-in-supply'
  /** R8: a larger section on a smaller one. */
  | 'build/too-large'
  /** R8: no building once a launch sequence has started. */
  | 'build/sequence-started'
  /** R9: a launch sequence needs a rocket. */
  | 'suits/empty-rocket'
  /** R9: each suit at most once in a launch sequence. */
  | 'suits/duplicate'
  /** A suits action that names no suit, or a word that is not a suit. */
  | 'suits/invalid'
  /** R10: nothing to scrap. */
  | 'scrap/empty'
  /** R11: build, launch and scrap wait for the shuffle to end. */
  | 'shuffle/in-progress'
  /** Build, suits, scrap or shuffle while a launch is being resolved. */
  | 'launch/under-way'
  /** A roll, reroll or accept with no launch under way. */
  | 'launch/none'
  /** A roll while the launch waits for accept or reroll (R19). */
  | 'launch/awaits-decision'
  /** Accept or reroll while the launch waits for a die. */
  | 'launch/awaits-roll'
  /** R19: no fail-safe reroll left. */
  | 'launch/no-rerolls'
  /** A die value outside 1–6. */
  | 'roll/invalid'
  /** R22: nothing that may be undone. */
  | 'undo/nothing'
  /** A clock action when no deadline or countdown has been reached. */
  | 'clock/nothing-due'
  /** A box button that does nothing in this phase. */
  | 'box/nothing'
  /** SCRAP pressed: it waits for OK. */
  | 'box/confirm-scrap'
  /** R19: OK or START over a failing die with a fail safe left: a second press keeps it. */
  | 'box/confirm-accept'
  /** R20: a button pressed once the game is over (START sets the same game up again). */
  | 'box/game-over'
  /** Learn by playing (R24): START while the pitch is read; its last "Next" starts the clock. */
  | 'teach/tap';

/** The refusals: the game's codes, and the teaching's (../kit/teach.ts, worded there in both languages). */
export type RuleError = { code: ErrorCode | TeachCode; message: string };

export function ruleError(code: ErrorCode, message: string): RuleError {
  return { code, message };
}
