// What the box means in Apophis: each button in each phase, the die it rolls,
// the lamps of the buttons that do something now, and the beeps of the last
// minute. The big screen's keys press these same buttons, so a key and a box
// button can never disagree.

import type { Beep, ButtonMeaning, Dice, PressContext } from '../../game.ts';
import type { Button, Gesture } from '../../protocol.ts';
import { type Action, actions as a } from './actions.ts';
import { type ErrorCode, ruleError } from './errors.ts';
import { scrapProblem, shuffling } from './guards.ts';
import type { TableState } from './state.ts';

/** SCRAP is costly: a PRESS needs OK within this long (a LONG press scraps at once). */
export const SCRAP_CONFIRM_MS = 3000;
/** The beeps of the last minute, in ms left; a long low one at the end. */
export const WARNINGS_MS = [60_000, 30_000, 10_000];
/** Apophis rolls one d6 at a time. */
export const D6: Dice = { count: 1, sides: 6 };

type Meaning = ButtonMeaning<Action>;
const act = (...actions: Action[]): Meaning => ({ does: 'act', actions });
const nothing = (code: ErrorCode, message: string): Meaning => ({
  does: 'nothing',
  error: ruleError(code, message),
});

/** The launch waits for accept or reroll (R19). */
function deciding(state: TableState): boolean {
  return state.phase === 'launching' && state.launch?.awaiting?.kind === 'decision';
}

export function press(
  state: TableState,
  button: Button,
  gesture: Gesture,
  { at, armed }: PressContext,
): Meaning {
  const { phase } = state;
  switch (button) {
    case 'START':
      // R21: held, START pauses and resumes.
      if (gesture === 'LONG') return act(phase === 'paused' ? a.resume(at) : a.pause(at));
      if (phase === 'lobby') return act(a.start(at));
      if (phase === 'paused') return act(a.resume(at));
      if (deciding(state)) return act(a.accept(at));
      return nothing('box/nothing', 'START does nothing now (hold it to pause)');
    case 'OK':
      if (armed === 'scrap') return act(a.scrap(at));
      if (deciding(state)) return act(a.accept(at));
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
    case 'ROLL':
      // A die is wanted, or a reroll (R19): the die settles as its own event.
      if (phase === 'launching' && state.launch?.awaiting) return { does: 'roll', dice: D6 };
      return nothing('launch/none', 'no launch under way: the die roll counts for nothing');
  }
}

/** The box's die has settled. During the reroll question a new die means "reroll" (R19). */
export function diceRolled(state: TableState, values: number[], at: number): Action[] {
  const [value = 0] = values;
  const roll = a.roll(at, value, 'box');
  return deciding(state) ? [a.reroll(at), roll] : [roll];
}

/** LAMPS: only the buttons that do something now are lit. */
export function lamps(state: TableState, { at, armed }: PressContext): Button[] {
  const { phase, rocket } = state;
  const still = !shuffling(state, at);
  const lit: Button[] = [];
  if (phase === 'lobby' || phase === 'paused' || deciding(state)) lit.push('START');
  if (phase === 'launching' && state.launch?.awaiting) lit.push('ROLL');
  if (phase === 'running' && still && rocket.length > 0) lit.push('SCRAP');
  if (phase === 'running' && still) lit.push('SHUFFLE');
  if (deciding(state) || armed === 'scrap') lit.push('OK');
  return lit;
}

/** R20's clock heard at the table: a beep at 60, 30 and 10 s left, a long low one at the end. */
export function beeps(state: TableState): Beep[] {
  const { phase, timer } = state;
  if ((phase !== 'running' && phase !== 'launching') || timer.deadline === null) return [];
  const deadline = timer.deadline;
  return [
    ...WARNINGS_MS.map((before) => ({ at: deadline - before, ms: 120, hz: 880 })),
    { at: deadline, ms: 1500, hz: 220 },
  ];
}
