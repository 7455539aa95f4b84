// Apophis's rules (Looney Labs' Icehouse game, real time, co-operative): R1–R22 of RULES.md
// behind the seam of src/game.ts, without the schemas (./index.ts adds them), so that a page
// can fold a log with them.

import { defineRules } from '../../define-game.ts';
import type { CommandPlan } from '../../game.ts';
import { type Action, type ApophisCommand, actions as a } from './actions.ts';
import { beeps, D6, diceRolled, diceWanted, lamps, press } from './box.ts';
import { CUE_NAMES, stateCues } from './cues.ts';
import { rollProblem } from './guards.ts';
import { reduce } from './reducer.ts';
import { reportOf, rollsOf, summaryOf } from './report.ts';
import { lobbyState, nextClockAt, type TableState, timeLeft } from './state.ts';
import { teachStep } from './teach.ts';
import { tellApophis } from './telling.ts';
import { type ApophisView, viewOf, whyNot } from './view.ts';

function plan(state: TableState, command: ApophisCommand, at: number): CommandPlan<Action> {
  switch (command.type) {
    case 'newGame': {
      const { type: _type, ...setup } = command;
      return { ok: true, actions: [a.newGame(at, setup)] };
    }
    case 'roll': {
      if (command.value !== undefined) {
        return { ok: true, actions: [a.roll(at, command.value, 'hand')] };
      }
      // Without a value the box rolls its die; the rules say first whether a die is wanted.
      const problem = rollProblem(state, null, at);
      return problem ? { ok: false, error: problem } : { ok: true, roll: D6 };
    }
    default:
      return { ok: true, actions: [{ ...command, at } as Action] };
  }
}

function describe(action: Action): string {
  switch (action.type) {
    case 'build':
      return `${action.type} ${action.section}`;
    case 'suits':
      return `${action.type} ${action.suits.join(', ')}`;
    case 'roll':
      return `${action.type} ${action.value} (${action.source})`;
    case 'teach':
      return `${action.type} ${action.do}`;
    default:
      return action.type;
  }
}

/** A demo game's timer at a convention table: five minutes. */
export const DEMO_TIMER_SECONDS = 5 * 60;

export const rules = defineRules<TableState, Action, ApophisCommand, ApophisView>({
  id: 'apophis',
  title: 'Apophis',
  lobby: () => lobbyState(),
  newGameOf: (state, at) =>
    a.newGame(at, {
      game: 'apophis',
      players: state.players,
      variant: state.variant,
      timerSeconds: state.timerSeconds,
    }),
  // A convention's demo: the basic rules on a 5-minute timer, players kept.
  demoSetUp: (state) => ({
    type: 'newGame',
    game: 'apophis',
    players: state.players,
    variant: 'basic',
    timerSeconds: DEMO_TIMER_SECONDS,
  }),
  reduce,
  plan,
  whyNot,
  nextClockAt,
  clockAction: a.clock,
  press,
  diceWanted,
  diceRolled,
  lamps,
  beeps,
  faceShown: (action) => (action.type === 'roll' && action.source === 'hand' ? action.value : null),
  // The kitchen timer on the box's display: the set-up's minutes in the lobby, then the time left.
  boxClock: (state, at) => {
    const running =
      state.timer.deadline !== null &&
      !state.timer.paused &&
      state.phase !== 'won' &&
      state.phase !== 'lost';
    return { remainingMs: timeLeft(state, at), running };
  },
  timeLeftMs: timeLeft,
  // Learn by playing: the step of the first round (./teach.ts).
  teachStep: (state) => teachStep(state),
  status: (state) => {
    switch (state.phase) {
      case 'lobby':
        return 'lobby';
      case 'paused':
        return 'paused';
      case 'won':
      case 'lost':
        return 'over';
      default:
        return 'playing';
    }
  },
  ending: (state) =>
    state.outcome
      ? { result: state.outcome.result, at: state.outcome.at, won: state.phase === 'won' }
      : null,
  view: viewOf,
  cueNames: CUE_NAMES,
  cues: stateCues,
  describe,
  tell: tellApophis,
  rolls: rollsOf,
  summary: summaryOf,
  report: reportOf,
});
