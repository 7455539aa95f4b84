// The one reducer: (state, action) → state. An illegal action comes back with a sentence
// and the state unchanged; the guards (./guards.ts) say why.

import { type Applied, replayWith } from '../../game.ts';
import { startTeaching } from '../../teach.ts';
import { pauseProblem, resumeProblem, startProblem } from '../kit/guards.ts';
import { teachRefusal } from '../kit/teach.ts';
import { remember as rememberIn, undoLast } from '../kit/undo.ts';
import type { Action, ActionOf, CardFields } from './actions.ts';
import { type Director, directorProblem, directorUsed } from './directors.ts';
import { no, type RuleError } from './errors.ts';
import {
  advanceProblem,
  buildProblem,
  canLaunch,
  confirmProblem,
  launchProblem,
  nextPlayer,
  passProblem,
  removeProblem,
  rollProblem,
  setupProblem,
  specialistsProblem,
  strikeProblem,
} from './guards.ts';
import { type Destination, launchSucceeds, type Specialist } from './launch.ts';
import { goalsOf, missionDone } from './missions.ts';
import {
  afterSuccess,
  astronautsOf,
  checkOf,
  reusableOf,
  satellitesOf,
  TECH_NAMES,
} from './rocket.ts';
import {
  type ApogeeState,
  type Card,
  type LaunchRecord,
  lobbyState,
  type Player,
  playedAt,
  type Snapshot,
  snapshotOf,
} from './state.ts';
import { teachApplied } from './teach.ts';

/** AG38 (as Apophis's R22): how many table actions can be undone, one by one. */
export const UNDO_DEPTH = 50;

type Result = Applied<ApogeeState>;
const refuse = (state: ApogeeState, error: RuleError): Result => ({ ok: false, state, error });
const take = (state: ApogeeState): Result => ({ ok: true, state });

/** Remember the table before `action`, so it can be undone (AG38: a box's die clears the list). */
function remember(
  state: ApogeeState,
  action: Action,
  source?: 'box' | 'hand',
): ApogeeState['undo'] {
  return rememberIn(state.undo, action.type, () => snapshotOf(state), UNDO_DEPTH, source);
}

function cardOf(id: number, fields: CardFields): Card {
  const card: Card = {
    id,
    kind: fields.kind as Card['kind'],
    thrust: fields.thrust,
    mass: fields.mass,
  };
  if (fields.name !== undefined) card.name = fields.name.trim();
  if (fields.tech !== undefined) card.tech = fields.tech as Card['tech'];
  if (fields.heavy) card.heavy = true;
  if (fields.nuclearPulse) card.nuclearPulse = true;
  if (fields.reusable) card.reusable = true;
  if (fields.astronauts) card.astronauts = fields.astronauts;
  if (fields.satellites) card.satellites = fields.satellites;
  return card;
}

function withRocket(state: ApogeeState, player: number, rocket: Card[]): Player[] {
  return state.players.map((p, index) => (index === player ? { ...p, rocket } : p));
}

/** A card built, corrected or removed (AG4, AG8): refused with `problem`, else undoable. */
function onRocket(
  state: ApogeeState,
  action: Action & { player: number },
  problem: RuleError | null,
  change: (rocket: Card[]) => Card[],
  more: Partial<ApogeeState> = {},
): Result {
  if (problem) return refuse(state, problem);
  const rocket = state.players[action.player]?.rocket ?? [];
  return take({
    ...state,
    ...more,
    players: withRocket(state, action.player, change(rocket)),
    undo: remember(state, action),
  });
}

/** AG42: a `newGame` without a version was written before version 2: it plays by version 1. */
function newGame(state: ApogeeState, action: ActionOf<'newGame'>): Result {
  const version = action.version ?? 1;
  const problem = setupProblem(action.players, action.mission, version);
  if (problem) return refuse(state, problem);
  const players = action.players.map((p) => ({
    name: p.name.trim(),
    colour: p.colour as Player['colour'],
    authority: p.authority,
  }));
  // AG52: `teach: true` starts the teaching (a log without it: none, its state as before).
  const teaching = startTeaching(action.teach);
  const lobby = lobbyState(players, action.mission, version);
  return take(teaching ? { ...lobby, teach: teaching } : lobby);
}

/** AG52: a tap through a teaching step or the teaching skipped; no undo (the table is as it was). */
function teach(state: ApogeeState, action: ActionOf<'teach'>): Result {
  const applied = teachApplied(state, action);
  if (!applied.ok) return refuse(state, teachRefusal(applied.code));
  return take({ ...state, teach: applied.teaching });
}

/**
 * AG47 (version 2): while the launch order comes to a player who cannot launch (no complete
 * rocket that reaches a destination, or a docking this round), that player passes at once.
 */
function passIdle(state: ApogeeState): ApogeeState {
  if (state.version < 2 || state.stage !== 'playing' || state.phase !== 'launch') return state;
  if (state.awaiting) return state;
  let acted = state.acted;
  const passed: number[] = [];
  for (;;) {
    const next = nextPlayer({ players: state.players, acted });
    if (next === null || canLaunch({ ...state, acted }, next)) break;
    acted = acted.map((done, index) => (index === next ? 'passed' : done));
    passed.push(next);
  }
  if (acted === state.acted) return state;
  // Version 3 (AG48): the passes made so are known, so a specialist can re-open them.
  if (state.version < 3) return { ...state, acted };
  return { ...state, acted, autoPassed: [...(state.autoPassed ?? []), ...passed] };
}

/**
 * AG48 (version 3): the round's specialists changed in B: a player passed at once (AG47) who can
 * launch now is put back in the order; a pass the player chose stands. Then AG47 again.
 */
function reopenPasses(state: ApogeeState): ApogeeState {
  if (state.version < 3 || state.phase !== 'launch') return state;
  const reopened = (state.autoPassed ?? []).filter(
    (seat) => state.acted[seat] === 'passed' && canLaunch({ ...state, acted: state.acted }, seat),
  );
  if (reopened.length === 0) return passIdle(state);
  return passIdle({
    ...state,
    acted: state.acted.map((done, index) => (reopened.includes(index) ? null : done)),
    autoPassed: (state.autoPassed ?? []).filter((seat) => !reopened.includes(seat)),
  });
}

/** AG3, AG30, AG37: the next phase; out of C the round ends, and the mission is checked. */
function advance(state: ApogeeState, action: ActionOf<'advance'>): Result {
  const problem = advanceProblem(state);
  if (problem) return refuse(state, problem);
  const undo = remember(state, action);
  if (state.phase === 'planning') {
    const fresh = state.version >= 3 ? { autoPassed: [] } : {};
    return take(
      passIdle({
        ...state,
        ...fresh,
        phase: 'launch',
        acted: state.players.map(() => null),
        undo,
      }),
    );
  }
  if (state.phase === 'launch') {
    // AG37: whoever neither launched nor passed has passed.
    const acted = state.acted.map((done) => done ?? 'passed');
    return take({ ...state, phase: 'administration', acted, undo });
  }
  // AG3, AG30: the round ends; every player whose mission is complete wins.
  const winners = state.players
    .map((_, index) => index)
    .filter((index) =>
      missionDone(goalsOf(state.mission, index, state.record, state.confirmed, state.version)),
    );
  if (winners.length > 0) {
    return take({
      ...state,
      stage: 'over',
      winners,
      endedAt: action.at,
      playedMs: playedAt(state, action.at),
      runningSince: null,
      undo,
    });
  }
  return take({
    ...state,
    quarter: state.quarter + 1,
    phase: 'planning',
    specialists: [],
    acted: state.players.map(() => null),
    undo,
  });
}

function launch(state: ApogeeState, action: ActionOf<'launch'>): Result {
  const problem = launchProblem(
    state,
    action.player,
    action.destination,
    action.withoutSatellites === true,
  );
  if (problem) return refuse(state, problem);
  const destination = action.destination as Destination;
  const rocket = state.players[action.player]?.rocket ?? [];
  const check = checkOf(rocket, destination, state.specialists, state.version);
  return take({
    ...state,
    awaiting: { player: action.player, destination, check },
    undo: remember(state, action),
  });
}

/** AG9: the d12 decides; success empties the rocket but for reusable first stages. */
function launchRolled(state: ApogeeState, action: ActionOf<'launchRolled'>): Result {
  const problem = rollProblem(state, action.value);
  const awaiting = state.awaiting;
  if (problem || !awaiting) return refuse(state, problem ?? no('launch/none', 'no launch waits'));
  const { player, destination, check } = awaiting;
  if (!check.reachable) return refuse(state, no('launch/unreachable', check.reason));
  const rocket = state.players[player]?.rocket ?? [];
  const success = launchSucceeds(check.target, action.value);
  const entry: LaunchRecord = {
    quarter: state.quarter,
    player,
    destination,
    die: action.value,
    source: action.source,
    target: check.target,
    success,
    astronauts: astronautsOf(rocket),
    satellites: satellitesOf(rocket),
    reusable: reusableOf(rocket),
    firstStages: rocket
      .filter((card) => card.kind === 'first')
      // AG34: a stage typed with its technology alone is named by it (AG43).
      .map((card) => ({
        name: card.name ?? (card.tech ? TECH_NAMES[card.tech] : null),
        nuclearPulse: card.nuclearPulse === true,
      })),
    thrust: check.thrust,
    mass: check.mass,
    at: action.at,
  };
  // Version 3: the First Stages a success takes off the pad, for Harper Tompkins (AG9, AG50).
  if (success && state.version >= 3) {
    const kept = afterSuccess(rocket);
    entry.firstStageCards = rocket.filter((card) => card.kind === 'first' && !kept.includes(card));
  }
  return take(
    passIdle({
      ...state,
      players: success ? withRocket(state, player, afterSuccess(rocket)) : state.players,
      acted: state.acted.map((done, index) => (index === player ? 'launched' : done)),
      awaiting: null,
      record: [...state.record, entry],
      // AG38 (R22): the box's die is the die; only a die typed in by hand may be undone.
      undo: remember(state, action, action.source),
    }),
  );
}

export function reduce(state: ApogeeState, action: Action): Result {
  switch (action.type) {
    case 'newGame':
      return newGame(state, action);
    case 'clock':
      return refuse(state, no('clock/nothing-due', 'Apogee has no deadline (AG2)'));
    case 'start': {
      const problem = startProblem(state);
      if (problem) return refuse(state, problem);
      return take({ ...state, stage: 'playing', runningSince: action.at });
    }
    case 'pause': {
      const problem = pauseProblem(state);
      if (problem) return refuse(state, problem);
      return take({
        ...state,
        stage: 'paused',
        playedMs: playedAt(state, action.at),
        runningSince: null,
      });
    }
    case 'resume': {
      const problem = resumeProblem(state);
      if (problem) return refuse(state, problem);
      return take({ ...state, stage: 'playing', runningSince: action.at });
    }
    case 'advance':
      return advance(state, action);
    case 'specialists': {
      const problem = specialistsProblem(state, action.list);
      if (problem) return refuse(state, problem);
      return take(
        reopenPasses({
          ...state,
          specialists: [...action.list] as Specialist[],
          undo: remember(state, action),
        }),
      );
    }
    case 'build':
      return onRocket(
        state,
        action,
        buildProblem(state, action.player, action.card),
        (rocket) => [...rocket, cardOf(state.nextCardId, action.card)],
        { nextCardId: state.nextCardId + 1 },
      );
    case 'correct': {
      // A card typed by mistake struck off: a correction, not a move (version 3's `remove`).
      const card = action.card;
      if (!card)
        return onRocket(
          state,
          action,
          action.mistake === true
            ? strikeProblem(state, action.player, action.id)
            : no(
                'card/missing',
                'a correction gives the card as it is, or strikes it as a mistake',
              ),
          (rocket) => rocket.filter((c) => c.id !== action.id),
        );
      return onRocket(
        state,
        action,
        buildProblem(state, action.player, card, action.id),
        (rocket) => rocket.map((c) => (c.id === action.id ? cardOf(c.id, card) : c)),
      );
    }
    case 'director': {
      const target = action.target ?? null;
      const problem = directorProblem(state, action.player, action.specialty, target);
      if (problem) return refuse(state, problem);
      const used = directorUsed(state, action.player, action.specialty as Director, target);
      return take({ ...used, undo: remember(state, action) });
    }
    case 'remove':
      return onRocket(state, action, removeProblem(state, action.player, action.id), (rocket) =>
        rocket.filter((card) => card.id !== action.id),
      );
    case 'launch':
      return launch(state, action);
    case 'launchRolled':
      return launchRolled(state, action);
    case 'pass': {
      const problem = passProblem(state, action.player);
      if (problem) return refuse(state, problem);
      return take(
        passIdle({
          ...state,
          acted: state.acted.map((done, index) => (index === action.player ? 'passed' : done)),
          undo: remember(state, action),
        }),
      );
    }
    case 'confirm': {
      const launchIndex = action.launch ?? null;
      const problem = confirmProblem(state, action.player, action.what, launchIndex);
      if (problem) return refuse(state, problem);
      return take(
        passIdle({
          ...state,
          confirmed: [
            ...state.confirmed,
            {
              player: action.player,
              what: action.what as 'investors',
              launch: launchIndex,
              quarter: state.quarter,
              at: action.at,
            },
          ],
          undo: remember(state, action),
        }),
      );
    }
    case 'teach':
      return teach(state, action);
    case 'undo': {
      const undone = undoLast<ApogeeState, Snapshot>(state);
      if (!undone.ok) return refuse(state, undone.error);
      // A game its end reopened runs its clock again from the undo.
      return take({
        ...undone.state,
        runningSince: undone.reopened ? action.at : state.runningSince,
      });
    }
  }
}

/** Replay: the state a log leads to. */
export function replay(log: readonly Action[], from: ApogeeState = lobbyState()) {
  return replayWith({ lobby: lobbyState, reduce }, log, from);
}
