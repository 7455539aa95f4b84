// The one reducer: (state, action) → state. An illegal action comes back with a sentence and
// the state unchanged; the guards (./guards.ts) say why, the engine (./engine.ts) does the
// referee's work between the table's inputs.

import type { Applied } from '../../game.ts';
import type { Action, ActionOf } from './actions.ts';
import { newDraw } from './draw.ts';
import {
  checkEnd,
  dealt,
  feedChoice,
  feedDice,
  nameOf,
  proceed,
  roundWork,
  scenarioChosen,
  seatName,
  startApocalyteTurn,
  startPlayerTurn,
  suppliesOn,
  supplyTasks,
  tell,
} from './engine.ts';
import { no, type RuleError } from './errors.ts';
import {
  choiceProblem,
  closePortalProblem,
  confirmProblem,
  correctProblem,
  dealProblem,
  endMovesProblem,
  endTurnProblem,
  fightProblem,
  mothershipProblem,
  moveProblem,
  pauseProblem,
  placedProblem,
  placeProblem,
  reinforceProblem,
  rerollProblem,
  resumeProblem,
  rollProblem,
  scenarioProblem,
  setupProblem,
  startProblem,
  suppliesProblem,
  targetProblem,
  undoProblem,
} from './guards.ts';
import { TERRITORIES, type Territory } from './map.ts';
import type { Colour, Scenario } from './setup.ts';
import { type ApocalyteState, addArmies, lobbyState, snapshotOf, withGround } from './state.ts';

/** As Apophis's R22: how many table actions can be undone, one by one. */
export const UNDO_DEPTH = 30;

type S = ApocalyteState;
type Result = Applied<S>;
const refuse = (state: S, error: RuleError): Result => ({ ok: false, state, error });
const take = (state: S): Result => ({ ok: true, state });

/** Apply `change` unless `problem`; remember the table before it for undo. */
function guarded(state: S, action: Action, problem: RuleError | null, change: () => S): Result {
  if (problem) return refuse(state, problem);
  const undo = [...state.undo, { action: action.type, before: snapshotOf(state) }].slice(
    -UNDO_DEPTH,
  );
  return take({ ...change(), undo });
}

function newGame(state: S, action: ActionOf<'newGame'>): Result {
  const problem = setupProblem(action.players);
  if (problem) return refuse(state, problem);
  return take(
    lobbyState(
      action.players.map((p) => ({
        name: p.name.trim(),
        colour: p.colour as Colour,
        letter: p.letter,
      })),
    ),
  );
}

function start(state: S, action: ActionOf<'start'>): Result {
  const problem = startProblem(state);
  if (problem) return refuse(state, problem);
  const dealing: S = {
    ...state,
    stage: 'playing',
    phase: 'deal',
    tasks: [{ do: 'deal', draw: newDraw(TERRITORIES, TERRITORIES.length) }],
  };
  return take(proceed(dealing, action.at));
}

/** AC3: the dice of the pending request; the box's dice close what came before them (as R22). */
function rolled(state: S, action: ActionOf<'rolled'>): Result {
  const problem = rollProblem(state, action.values, action.sides);
  if (problem) return refuse(state, problem);
  const next = feedDice(state, [...action.values], action.at);
  if (action.source === 'box') return take({ ...next, undo: [] });
  const undo = [...state.undo, { action: action.type, before: snapshotOf(state) }].slice(
    -UNDO_DEPTH,
  );
  return take({ ...next, undo });
}

function place(state: S, action: ActionOf<'place'>): Result {
  return guarded(state, action, placeProblem(state, action.territory, action.count), () => {
    const t = action.territory as Territory;
    const seat = state.cards[t] ?? 0;
    return { ...state, board: withGround(state.board, t, (g) => addArmies(g, seat, action.count)) };
  });
}

function move(state: S, action: ActionOf<'move'>): Result {
  return guarded(state, action, moveProblem(state, action), () => {
    const turn = state.turn;
    if (!turn) return state;
    const from = action.from as Territory;
    const to = action.to as Territory;
    let board = withGround(state.board, from, (g) => ({
      ...addArmies(g, turn.seat, -action.armies),
      supplies: g.supplies - action.supplies,
    }));
    board = withGround(board, to, (g) => {
      const entered = {
        ...addArmies(g, turn.seat, action.armies),
        supplies: g.supplies + action.supplies,
      };
      // Infection: after the cure, supplies carried into a dead zone lift its counter.
      return g.mark === 'dead-zone' && action.supplies > 0 ? { ...entered, mark: null } : entered;
    });
    const carried =
      action.supplies > 0
        ? ` with ${action.supplies} supply ${action.supplies === 1 ? 'counter' : 'counters'}`
        : '';
    const through = action.via ? ` through ${nameOf(action.via as Territory)}` : '';
    const text = `${seatName(state, turn.seat)} moves ${action.armies} ${action.armies === 1 ? 'army' : 'armies'}${carried} from ${nameOf(from)} to ${nameOf(to)}${through}`;
    const movesLeft = turn.movesLeft - (action.via ? 2 : 1);
    return tell({ ...state, board, turn: { ...turn, movesLeft } }, text, [], action.at, false);
  });
}

function endTurn(state: S, action: ActionOf<'endTurn'>): Result {
  return guarded(state, action, endTurnProblem(state), () => {
    const seat = state.turn?.seat ?? 0;
    // The Apocalytes play after the last seat (AC9; the scenario usually has them move first).
    if (seat + 1 < state.players.length) return startPlayerTurn(state, seat + 1);
    return startApocalyteTurn(state, action.at);
  });
}

export function reduce(state: S, action: Action): Result {
  switch (action.type) {
    case 'newGame':
      return newGame(state, action);
    case 'clock':
      return refuse(state, no('clock/nothing-due', 'Apocalyte has no deadline'));
    case 'start':
      return start(state, action);
    case 'pause': {
      const problem = pauseProblem(state);
      return problem ? refuse(state, problem) : take({ ...state, stage: 'paused' });
    }
    case 'resume': {
      const problem = resumeProblem(state);
      return problem ? refuse(state, problem) : take({ ...state, stage: 'playing' });
    }
    case 'rolled':
      return rolled(state, action);
    case 'deal':
      return guarded(state, action, dealProblem(state, action.seats), () =>
        dealt(
          { ...state, tasks: [], pending: null },
          (t) => action.seats[TERRITORIES.indexOf(t)] ?? 0,
          TERRITORIES,
          action.at,
        ),
      );
    case 'place':
      return place(state, action);
    case 'placed':
      return guarded(state, action, placedProblem(state), () =>
        proceed({ ...state, phase: 'supplies', tasks: supplyTasks(state) }, action.at),
      );
    case 'supplies':
      return guarded(state, action, suppliesProblem(state, action.territories), () => ({
        ...suppliesOn(state, action.territories as Territory[]),
        phase: 'scenario',
        tasks: [],
        pending: null,
      }));
    case 'scenario':
      return guarded(state, action, scenarioProblem(state, action.scenario), () => {
        if (action.scenario === undefined)
          return proceed({ ...state, tasks: [{ do: 'rollScenario' }] }, action.at);
        return proceed(
          scenarioChosen(state, action.scenario as Scenario, [], action.at),
          action.at,
        );
      });
    case 'reinforce':
      return guarded(state, action, reinforceProblem(state, action.territory, action.count), () => {
        const turn = state.turn;
        if (!turn) return state;
        const t = action.territory as Territory;
        const toPlace = turn.toPlace - action.count;
        const board = withGround(state.board, t, (g) => addArmies(g, turn.seat, action.count));
        return {
          ...state,
          board,
          turn: { ...turn, toPlace, step: toPlace === 0 ? 'move' : 'reinforce' },
        };
      });
    case 'move':
      return move(state, action);
    case 'endMoves':
      return guarded(state, action, endMovesProblem(state), () =>
        state.turn ? { ...state, turn: { ...state.turn, step: 'combat', movesLeft: 0 } } : state,
      );
    case 'fight':
      return guarded(state, action, fightProblem(state, action.territory), () => {
        const turn = state.turn;
        if (!turn) return state;
        const work = roundWork(action.territory as Territory, 'players', turn.seat);
        return proceed(
          { ...state, turn: { ...turn, step: 'combat', movesLeft: 0 }, tasks: [work] },
          action.at,
        );
      });
    case 'mothership':
      return guarded(state, action, mothershipProblem(state), () => {
        const turn = state.turn;
        if (!turn) return state;
        return proceed(
          {
            ...state,
            turn: { ...turn, step: 'combat', movesLeft: 0, mothershipTried: true },
            tasks: [{ do: 'mothership' }],
          },
          action.at,
        );
      });
    case 'closePortal':
      return guarded(state, action, closePortalProblem(state, action.territory), () => {
        const t = action.territory as Territory;
        const board = withGround(state.board, t, (g) => ({ ...g, supplies: 0, mark: null }));
        const text = `the portal in ${nameOf(t)} is closed: remove its supply counters and special counter`;
        return checkEnd(tell({ ...state, board }, text, [], action.at, false), action.at);
      });
    case 'endTurn':
      return endTurn(state, action);
    case 'target':
      return guarded(state, action, targetProblem(state, action.seat), () =>
        feedChoice(state, { ask: 'target', seat: action.seat }, action.at),
      );
    case 'quarantine':
      return guarded(state, action, choiceProblem(state, 'quarantine'), () =>
        feedChoice(state, { ask: 'quarantine', accept: action.accept }, action.at),
      );
    case 'reroll':
      return guarded(state, action, rerollProblem(state, action.die ?? null), () =>
        feedChoice(state, { ask: 'reroll', die: action.die ?? null }, action.at),
      );
    case 'confirm':
      return guarded(state, action, confirmProblem(state), () =>
        proceed({ ...state, pending: null }, action.at),
      );
    case 'correct':
      return guarded(
        state,
        action,
        correctProblem(state, action.territory, action.armies, action.apocalytes, action.supplies),
        () => {
          const t = action.territory as Territory;
          const board = withGround(state.board, t, (g) => ({
            ...g,
            armies: [...action.armies],
            apocalytes: action.apocalytes,
            supplies: action.supplies,
          }));
          const text = `corrected: ${nameOf(t)} holds ${action.armies.join('/')} player armies, ${action.apocalytes} Apocalytes, ${action.supplies} supplies`;
          return checkEnd(tell({ ...state, board }, text, [], action.at, false), action.at);
        },
      );
    case 'undo': {
      const last = state.undo.at(-1);
      const problem = undoProblem(state, last !== undefined);
      if (problem || !last) return refuse(state, problem ?? no('undo/nothing', 'nothing to undo'));
      const reopened = state.stage === 'over';
      return take({
        ...state,
        ...last.before,
        stage: reopened ? 'playing' : state.stage,
        undo: state.undo.slice(0, -1),
      });
    }
  }
}

/** Replay: the state a log leads to. */
export function replay(log: readonly Action[], from: S = lobbyState()) {
  let state = from;
  const refused: { index: number; error: RuleError }[] = [];
  log.forEach((action, index) => {
    const applied = reduce(state, action);
    if (applied.ok) state = applied.state;
    else refused.push({ index, error: applied.error });
  });
  return { state, refused };
}
