// What every screen sees of an Apogee table: the state without the undo snapshots,
// each player's pad (cards, thrust, mass, performance, and per destination the target
// and chance with the round's specialists), the mission board, the time played and
// left, and what an undo would put back. `whyNot` asks the reducer's own guards.

import type { RuleError } from '../../game.ts';
import type { TeachStep } from '../../teach.ts';
import { isTableCommand, tableCommandProblem } from '../kit/guards.ts';
import { teachProblem } from '../kit/teach.ts';
import { undoable } from '../kit/undo.ts';
import type { ApogeeCommand } from './actions.ts';
import { directorProblem } from './directors.ts';
import {
  advanceProblem,
  buildProblem,
  confirmProblem,
  launchProblem,
  nextPlayer,
  passProblem,
  removeProblem,
  rollProblem,
  specialistsProblem,
  strikeProblem,
} from './guards.ts';
import { DESTINATIONS, type Destination, type LaunchWhy, performanceOf } from './launch.ts';
import { type Goal, goalsOf, MISSION_GOALS, missionDone } from './missions.ts';
import { astronautsOf, checkOf, missingProblem, satellitesOf, totalsOf } from './rocket.ts';
import { type ApogeeState, MISSION_MINUTES, missionLeftMs, playedAt } from './state.ts';
import { teachStep } from './teach.ts';

export type Odds = {
  target: number | null;
  chance: number;
  reason: string | null;
  /** Why it cannot reach, as data a screen words in its language (launch.ts). */
  why?: LaunchWhy | null;
};
export type Pad = {
  thrust: number;
  mass: number;
  astronauts: number;
  satellites: number;
  /** AG4: what the rocket lacks to fly, or null. */
  missing: string | null;
  /** AG5, before the specialists. */
  performance: number | null;
  odds: Record<Destination, Odds>;
};

export type ApogeeView = Omit<ApogeeState, 'undo' | 'teach'> & {
  /** Learn by playing (AG52): the step of the first quarter the table is on, or null. */
  teach: TeachStep | null;
  pads: Pad[];
  board: { goals: Goal[]; done: boolean }[];
  goal: string;
  minutes: number;
  played: number;
  left: number;
  /** AG9: who launches or passes next in B. Launch, or null. */
  next: number | null;
  /** The type of the action an undo would put back, or null. */
  undoable: string | null;
};

function padOf(state: ApogeeState, player: number): Pad {
  const rocket = state.players[player]?.rocket ?? [];
  const { thrust, mass } = totalsOf(rocket);
  const missing = missingProblem(rocket, state.version);
  const odds = {} as Record<Destination, Odds>;
  for (const destination of DESTINATIONS) {
    const check = checkOf(rocket, destination, state.specialists, state.version);
    odds[destination] = check.reachable
      ? { target: check.target, chance: check.chance, reason: null }
      : { target: null, chance: 0, reason: check.reason, why: check.why ?? null };
  }
  return {
    thrust,
    mass,
    astronauts: astronautsOf(rocket),
    satellites: satellitesOf(rocket),
    missing: missing?.message ?? null,
    performance: performanceOf(thrust, mass),
    odds,
  };
}

export function viewOf(state: ApogeeState, now: number): ApogeeView {
  const { undo, teach: _teaching, ...table } = state;
  return {
    ...table,
    teach: teachStep(state),
    pads: state.players.map((_, index) => padOf(state, index)),
    board: state.players.map((_, index) => {
      const goals = goalsOf(state.mission, index, state.record, state.confirmed, state.version);
      return { goals, done: missionDone(goals) };
    }),
    goal: MISSION_GOALS[state.mission] ?? '',
    minutes: MISSION_MINUTES[state.mission] ?? 0,
    played: playedAt(state, now),
    left: missionLeftMs(state, now),
    next: state.stage === 'playing' && state.phase === 'launch' ? nextPlayer(state) : null,
    undoable: undoable({ undo }),
  };
}

/** Why `command` would be refused now: the reducer's own guards, asked of the public view. */
export function whyNot(view: ApogeeView, command: ApogeeCommand, _at: number): RuleError | null {
  if (isTableCommand(command)) return tableCommandProblem(view, command);
  switch (command.type) {
    case 'advance':
      return advanceProblem(view);
    case 'specialists':
      return specialistsProblem(view, command.list);
    case 'build':
      return buildProblem(view, command.player, command.card);
    case 'correct':
      return command.card
        ? buildProblem(view, command.player, command.card, command.id)
        : command.mistake
          ? strikeProblem(view, command.player, command.id)
          : {
              code: 'card/missing',
              message: 'a correction gives the card as it is, or strikes it as a mistake',
            };
    case 'director':
      return directorProblem(view, command.player, command.specialty, command.target ?? null);
    case 'remove':
      return removeProblem(view, command.player, command.id);
    case 'launch': {
      const waiting = view.awaiting;
      if (
        waiting &&
        waiting.player === command.player &&
        waiting.destination === command.destination
      )
        return rollProblem(view, command.value ?? null);
      return launchProblem(
        view,
        command.player,
        command.destination,
        command.withoutSatellites === true,
      );
    }
    case 'roll':
      return rollProblem(view, command.value ?? null);
    case 'pass':
      return passProblem(view, command.player);
    case 'confirm':
      return confirmProblem(view, command.player, command.what, command.launch ?? null);
    case 'teach':
      // AG52: the view's step says.
      return teachProblem(view.teach, command.do);
  }
}
