// What the box means in Apogee: START starts, advances the phase (AG3) and, held, pauses
// and resumes; ROLL rolls the d12 of the launch awaiting its die (AG9); the lamps light
// the buttons that do something now. No beeps: AG2's minutes are no deadline.

import type { ButtonMeaning, Dice, PressContext } from '../../game.ts';
import type { Button, Gesture } from '../../protocol.ts';
import { teachLamps, teachPress } from '../kit/teach.ts';
import type { Action } from './actions.ts';
import { type ErrorCode, no } from './errors.ts';
import { RULES_VERSION } from './setup.ts';
import type { ApogeeState } from './state.ts';
import { teachStep } from './teach.ts';

/** AG9: every launch rolls one d12. */
export const D12: Dice = { count: 1, sides: 12 };

type Meaning = ButtonMeaning<Action>;
const act = (...actions: Action[]): Meaning => ({ does: 'act', actions });
const nothing = (code: ErrorCode, message: string): Meaning => ({
  does: 'nothing',
  error: no(code, message),
});

/** The same set-up again, back in the lobby. */
export function sameSetUp(state: ApogeeState, at: number): Action {
  return {
    type: 'newGame',
    at,
    game: 'apogee',
    players: state.players.map(({ name, colour, authority }) => ({ name, colour, authority })),
    mission: state.mission,
    // AG42: a new game plays by the current rules, whatever the version of the one before.
    version: RULES_VERSION,
  };
}

export function press(
  state: ApogeeState,
  button: Button,
  gesture: Gesture,
  { at }: PressContext,
): Meaning {
  // AG52: on a teaching step tapped through, OK (no other use in Apogee) is "Next".
  return teachPress(
    teachStep(state),
    { button, gesture, at },
    meaningOf(state, button, gesture, at),
  );
}

function meaningOf(state: ApogeeState, button: Button, gesture: Gesture, at: number): Meaning {
  const { stage } = state;
  if (stage === 'over') {
    if (button === 'START' && gesture === 'PRESS') return act(sameSetUp(state, at));
    return nothing(
      'box/game-over',
      'the game is over: press START to play again with the same set-up',
    );
  }
  switch (button) {
    case 'START':
      if (gesture === 'LONG') {
        if (stage === 'lobby')
          return nothing('game/not-started', 'the game has not started: press START');
        return act({ type: stage === 'paused' ? 'resume' : 'pause', at });
      }
      if (stage === 'lobby') return act({ type: 'start', at });
      if (stage === 'paused') return act({ type: 'resume', at });
      if (state.awaiting)
        return nothing('launch/awaiting-die', 'a launch waits for its d12: press ROLL');
      return act({ type: 'advance', at });
    case 'ROLL': {
      const dice = diceWanted(state);
      if (dice) return { does: 'roll', dice };
      if (stage === 'paused') return nothing('game/paused', 'the game is paused: resume it first');
      return nothing('launch/none', 'no launch waits for its d12: the roll counts for nothing');
    }
    default:
      return nothing('box/nothing', `${button} does nothing in Apogee`);
  }
}

/** AG9: the d12 of the launch awaiting its die, else none. */
export function diceWanted(state: ApogeeState): Dice | null {
  return state.stage === 'playing' && state.awaiting ? D12 : null;
}

/** The box's d12 settled: the die of the launch awaiting it, or nothing. */
export function diceRolled(state: ApogeeState, values: number[], at: number): Action[] {
  if (state.stage !== 'playing' || !state.awaiting) return [];
  return [{ type: 'launchRolled', at, value: values[0] ?? 0, source: 'box' }];
}

/** The lamps: what does something now; on a teaching step, only what it names (AG52). */
export function lamps(state: ApogeeState, _context: PressContext): Button[] {
  return teachLamps(teachStep(state), gameLamps(state));
}

function gameLamps(state: ApogeeState): Button[] {
  switch (state.stage) {
    case 'lobby':
    case 'paused':
    case 'over':
      return ['START'];
    case 'playing':
      return state.awaiting ? ['ROLL'] : ['START'];
  }
}
