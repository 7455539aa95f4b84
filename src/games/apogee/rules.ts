// Apogee's rules (DTDA Games, 2020; competitive, 2–5 players, in quarters): AG1–AG9 of
// RULES-APOGEE.md and the readings AG30 on (READINGS.md) behind the seam of src/game.ts,
// without the schemas (./index.ts adds them). The launch arithmetic (AG4–AG7) is ./launch.ts.

import { asAction, defineRules } from '../../define-game.ts';
import type { CommandPlan } from '../../game.ts';
import { seatGroup } from '../kit/seat-group.ts';
import type { Action, ApogeeCommand } from './actions.ts';
import { D12, diceRolled, diceWanted, lamps, press, sameSetUp } from './box.ts';
import { CUE_NAMES, cues } from './cues.ts';
import { launchProblem, rollProblem } from './guards.ts';
import { reduce } from './reducer.ts';
import { reportOf, rollsOf, summaryOf } from './report.ts';
import { COLOURS, RULES_VERSION } from './setup.ts';
import { type ApogeeState, lobbyState, MISSION_MINUTES, missionLeftMs } from './state.ts';
import { teachStep } from './teach.ts';
import { describe, tellApogee } from './telling.ts';
import { type ApogeeView, viewOf, whyNot } from './view.ts';

function plan(state: ApogeeState, command: ApogeeCommand, at: number): CommandPlan<Action> {
  switch (command.type) {
    case 'newGame':
      return {
        ok: true,
        actions: [
          {
            type: 'newGame',
            at,
            game: 'apogee',
            players: command.players,
            mission: command.mission,
            // AG42: the log keeps the rules' version the game is played by.
            version: RULES_VERSION,
            // AG52: a teaching start (a game without one keeps the log's old shape).
            ...(command.teach ? { teach: true } : {}),
          },
        ],
      };
    case 'launch': {
      const { player, destination, value } = command;
      const waiting = state.awaiting;
      const rolled = (v: number): Action => ({
        type: 'launchRolled',
        at,
        value: v,
        source: 'hand',
      });
      // AG38: the launch declared already: this is its die, typed in or rolled by the box.
      if (waiting && waiting.player === player && waiting.destination === destination) {
        if (value !== undefined) return { ok: true, actions: [rolled(value)] };
        const problem = rollProblem(state, null);
        return problem ? { ok: false, error: problem } : { ok: true, roll: D12 };
      }
      const without = command.withoutSatellites === true;
      const problem = launchProblem(state, player, destination, without);
      if (problem) return { ok: false, error: problem };
      const declared: Action = without
        ? { type: 'launch', at, player, destination, withoutSatellites: true }
        : { type: 'launch', at, player, destination };
      return { ok: true, actions: value === undefined ? [declared] : [declared, rolled(value)] };
    }
    case 'roll': {
      if (command.value !== undefined)
        return {
          ok: true,
          actions: [{ type: 'launchRolled', at, value: command.value, source: 'hand' }],
        };
      const problem = rollProblem(state, null);
      return problem ? { ok: false, error: problem } : { ok: true, roll: D12 };
    }
    default:
      return asAction(command, at);
  }
}

export const rules = defineRules<ApogeeState, Action, ApogeeCommand, ApogeeView>({
  id: 'apogee',
  version: RULES_VERSION,
  title: 'Apogee',
  lobby: () => lobbyState(),
  newGameOf: (state, at) => sameSetUp(state, at),
  // A convention's next group: the mission kept; a new Director's authority above the others' (AG9).
  // A convention's demo: mission 1, Directors kept.
  demoSetUp: (state) => ({
    type: 'newGame',
    game: 'apogee',
    mission: 1,
    players: state.players.map(({ name, colour, authority }) => ({ name, colour, authority })),
  }),
  seatGroup: (state, names) => ({
    type: 'newGame',
    game: 'apogee',
    mission: state.mission,
    players: seatGroup(
      state.players.map(({ name, colour, authority }) => ({ name, colour, authority })),
      names,
      COLOURS,
      (_, seats) => ({ authority: Math.max(0, ...seats.map((s) => s.authority)) + 1 }),
    ),
  }),
  reduce,
  plan,
  whyNot,
  press,
  diceWanted,
  diceRolled,
  lamps,
  faceShown: (action) =>
    action.type === 'launchRolled' && action.source === 'hand' ? action.value : null,
  // AG40: the mission's minutes less the time played, counting while the game runs.
  boxClock: (state, at) => {
    if (state.stage === 'lobby')
      return { remainingMs: (MISSION_MINUTES[state.mission] ?? 0) * 60_000, running: false };
    return { remainingMs: missionLeftMs(state, at), running: state.stage === 'playing' };
  },
  timeLeftMs: (state, now) => (state.stage === 'lobby' ? null : missionLeftMs(state, now)),
  ending: (state) =>
    state.stage === 'over' && state.winners
      ? {
          result: `won by ${state.winners.map((w) => state.players[w]?.name ?? w).join(', ')}`,
          at: state.endedAt ?? 0,
          won: true,
        }
      : null,
  view: viewOf,
  // AG52: the step of the first quarter a teaching table is on.
  teachStep,
  cueNames: CUE_NAMES,
  cues,
  describe,
  tell: tellApogee,
  rolls: rollsOf,
  summary: summaryOf,
  report: reportOf,
});
