// Apogee's rules (DTDA Games, 2020; competitive, 2–5 players, in quarters): AG1–AG9 of
// RULES-APOGEE.md and the readings AG30 on (READINGS.md) behind the seam of src/game.ts,
// without the schemas (./index.ts adds them). The launch arithmetic (AG4–AG7) is ./launch.ts.

import type { CommandPlan, GameRules } from '../../game.ts';
import { asAction, UNTIMED } from '../kit/untimed.ts';
import type { Action, ApogeeCommand } from './actions.ts';
import { D12, diceRolled, diceWanted, lamps, press, sameSetUp } from './box.ts';
import { cues } from './cues.ts';
import { launchProblem, rollProblem } from './guards.ts';
import { reduce } from './reducer.ts';
import { reportOf, rollsOf, summaryOf } from './report.ts';
import { RULES_VERSION } from './setup.ts';
import { type ApogeeState, lobbyState, MISSION_MINUTES, missionLeftMs } from './state.ts';
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

export const rules: GameRules<ApogeeState, Action, ApogeeCommand, ApogeeView> = {
  id: 'apogee',
  version: RULES_VERSION,
  title: 'Apogee',
  lobby: () => lobbyState(),
  newGameOf: (state, at) => sameSetUp(state, at),
  reduce,
  plan,
  whyNot,
  ...UNTIMED,
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
  ending: (state) =>
    state.stage === 'over' && state.winners
      ? {
          result: `won by ${state.winners.map((w) => state.players[w]?.name ?? w).join(', ')}`,
          at: state.endedAt ?? 0,
          won: true,
        }
      : null,
  view: viewOf,
  cues,
  describe,
  tell: tellApogee,
  rolls: rollsOf,
  summary: summaryOf,
  report: reportOf,
};
