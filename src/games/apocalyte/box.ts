// What the box means in Apocalyte: START starts, ends the moves and then the turn, and held,
// pauses and resumes; ROLL rolls whatever dice the table waits for (a draw among N is a die of
// N sides, AC3); OK confirms the instruction carried out on the board. The lamps light the
// buttons that do something now. No beeps: Apocalyte has no clock.

import type { ButtonMeaning, Dice, PressContext } from '../../game.ts';
import type { Button, Gesture } from '../../protocol.ts';
import { teachLamps, teachPress } from '../kit/teach.ts';
import type { Action, Played } from './actions.ts';
import { type ErrorCode, no } from './errors.ts';
import { type ApocalyteState, RULES_VERSION } from './state.ts';
import { teachStep } from './teach.ts';

type Meaning = ButtonMeaning<Played>;
const act = (...actions: Action[]): Meaning => ({ does: 'act', actions });
const nothing = (code: ErrorCode, message: string): Meaning => ({
  does: 'nothing',
  error: no(code, message),
});

/** The same set-up again, back in the lobby. */
export function sameSetUp(state: ApocalyteState, at: number): Action {
  return {
    type: 'newGame',
    at,
    game: 'apocalyte',
    players: state.players.map(({ name, colour, letter }) => ({ name, colour, letter })),
    rules: RULES_VERSION,
    ...shortDemo(state),
  };
}

/** The short demo a table was set to (AC56), kept for its next game: not a teaching's demo. */
export const shortDemo = (state: ApocalyteState): { demo?: true } =>
  state.demo && !state.teach ? { demo: true } : {};

export function press(
  state: ApocalyteState,
  button: Button,
  gesture: Gesture,
  { at }: PressContext,
): Meaning {
  // AC56: on a teaching step tapped through, OK is "Next" where it would do nothing.
  return teachPress(
    teachStep(state),
    { button, gesture, at },
    meaningOf(state, button, gesture, at),
  );
}

function meaningOf(state: ApocalyteState, button: Button, gesture: Gesture, at: number): Meaning {
  const { stage, pending } = state;
  if (stage === 'over') {
    if (button === 'START' && gesture === 'PRESS') return act(sameSetUp(state, at));
    return nothing(
      'box/game-over',
      'the game is over: press START to play again with the same set-up',
    );
  }
  if (button === 'START' && gesture === 'LONG') {
    if (stage === 'lobby')
      return nothing('game/not-started', 'the game has not started: press START');
    return act({ type: stage === 'paused' ? 'resume' : 'pause', at });
  }
  if (stage === 'lobby')
    return button === 'START'
      ? act({ type: 'start', at })
      : nothing('game/not-started', 'the game has not started: press START');
  if (stage === 'paused')
    return button === 'START'
      ? act({ type: 'resume', at })
      : nothing('game/paused', 'the game is paused: resume it first');
  switch (button) {
    case 'ROLL': {
      const dice = diceWanted(state);
      if (dice) return { does: 'roll', dice };
      return nothing('roll/none', 'no dice are awaited now');
    }
    case 'OK':
      if (pending?.kind === 'confirm') return act({ type: 'confirm', at });
      return nothing('confirm/none', 'no instruction waits for OK');
    case 'START': {
      const turn = state.turn;
      if (pending || state.phase !== 'player' || !turn)
        return nothing('box/nothing', 'START ends a player’s moves, then their turn');
      return act({ type: turn.step === 'combat' ? 'endTurn' : 'endMoves', at });
    }
    default:
      return nothing('box/nothing', `${button} does nothing in Apocalyte`);
  }
}

/** AC3: the dice of the request pending while the game plays, else none. */
export function diceWanted(state: ApocalyteState): Dice | null {
  const p = state.pending;
  return state.stage === 'playing' && p?.kind === 'dice' ? p.dice : null;
}

/** The box's dice settled: the dice of the request pending, or nothing. */
export function diceRolled(state: ApocalyteState, values: number[], at: number): Action[] {
  const p = state.pending;
  if (state.stage !== 'playing' || p?.kind !== 'dice' || values.length !== p.dice.count) return [];
  return [{ type: 'rolled', at, sides: p.dice.sides, values, source: 'box' }];
}

/** The lamps: what does something now; on a teaching step, only what it names (AC56). */
export function lamps(state: ApocalyteState, _context: PressContext): Button[] {
  return teachLamps(teachStep(state), gameLamps(state));
}

function gameLamps(state: ApocalyteState): Button[] {
  if (state.stage !== 'playing') return ['START'];
  const p = state.pending;
  if (p?.kind === 'dice') return ['ROLL'];
  if (p?.kind === 'confirm') return ['OK'];
  if (p) return [];
  return state.phase === 'player' && state.turn?.step !== 'reinforce' ? ['START'] : [];
}
