// The one reducer: (state, action) → state. An illegal action comes back with a sentence and
// the state unchanged; the guards (./guards.ts) say why, the engine (./engine.ts) does the
// referee's work between the table's inputs.

import { type Applied, replayWith } from '../../game.ts';
import { startTeaching } from '../../teach.ts';
import { pauseProblem, resumeProblem, startProblem } from '../kit/guards.ts';
import { teachRefusal } from '../kit/teach.ts';
import { remember, undoLast } from '../kit/undo.ts';
import type { Action, ActionOf, Played } from './actions.ts';
import { roundWork } from './battles.ts';
import { demoOpening } from './demo.ts';
import { newDraw } from './draw.ts';
import { afterCorrection, checkEnd, confirmWin } from './ends.ts';
import { feedChoice, feedDice, proceed, startApocalyteTurn, startPlayerTurn } from './engine.ts';
import { no, type RuleError } from './errors.ts';
import { rollProblem, setupProblem, type TableMove, tableMoveProblem } from './guards.ts';
import { TERRITORIES, type Territory } from './map.ts';
import { dealt, scenarioChosen, suppliesOn, supplyTasks } from './opening.ts';
import type { Colour, Scenario } from './setup.ts';
import {
  type ApocalyteState,
  addArmies,
  FIRST_RULES,
  lobbyState,
  type Snapshot,
  snapshotOf,
  withGround,
} from './state.ts';
import { tell } from './tasks.ts';
import { teachApplied, teachingDemo } from './teach.ts';
import type { InstructionPhrase } from './words.ts';

/** As Apophis's R22: how many table actions can be undone, one by one. */
export const UNDO_DEPTH = 30;

type S = ApocalyteState;
type Result = Applied<S>;
const refuse = (state: S, error: RuleError): Result => ({ ok: false, state, error });
const take = (state: S): Result => ({ ok: true, state });

/** Apply `change` unless the move's guard refuses it; remember the table before it for undo. */
function guarded(state: S, action: TableMove & { at: number }, change: () => S): Result {
  const problem = tableMoveProblem(state, action);
  if (problem) return refuse(state, problem);
  return take({ ...change(), undo: remembered(state, action) });
}

/** R22: the table before `action`; a die of the box closes what came before it. */
function remembered(state: S, action: Action, source?: 'box' | 'hand') {
  return remember(state.undo, action.type, () => snapshotOf(state), UNDO_DEPTH, source);
}

function newGame(state: S, action: ActionOf<'newGame'>): Result {
  const problem = setupProblem(action.players);
  if (problem) return refuse(state, problem);
  const lobby = lobbyState(
    action.players.map((p) => ({
      name: p.name.trim(),
      colour: p.colour as Colour,
      letter: p.letter,
    })),
  );
  // A newGame that names no rules was written by module 1 (state.ts, RULES_VERSION).
  const game = { ...lobby, rules: action.rules ?? FIRST_RULES };
  // AC56: `teach: true` starts the teaching (a log without it: none, its state as before).
  const teaching = startTeaching(action.teach);
  // AC56: `demo: true`, the demo's board without the teaching (a convention's short Apocalyte).
  const asked: S = action.demo ? { ...game, demo: true } : game;
  return take(teaching ? { ...asked, teach: teaching } : asked);
}

function start(state: S, action: ActionOf<'start'>): Result {
  const problem = startProblem(state);
  if (problem) return refuse(state, problem);
  // AC56: a teaching table (or a short demo's) starts on the demo's board, the pieces to set and OK.
  if (teachingDemo(state) || state.demo)
    return take(demoOpening({ ...state, stage: 'playing' }, action.at));
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
  return take({ ...next, undo: remembered(state, action, action.source) });
}

function place(state: S, action: ActionOf<'place'>): Result {
  return guarded(state, action, () => {
    const t = action.territory as Territory;
    const seat = state.cards[t] ?? 0;
    return { ...state, board: withGround(state.board, t, (g) => addArmies(g, seat, action.count)) };
  });
}

function move(state: S, action: ActionOf<'move'>): Result {
  return guarded(state, action, () => {
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
    const values = { seat: turn.seat, count: action.armies, from, to };
    const carried = action.supplies > 0;
    const phrase: InstructionPhrase = action.via
      ? {
          key: carried ? 'move.armiesSuppliesVia' : 'move.armiesVia',
          values: { ...values, supplies: action.supplies, via: action.via },
        }
      : {
          key: carried ? 'move.armiesSupplies' : 'move.armies',
          values: { ...values, supplies: action.supplies },
        };
    const movesLeft = turn.movesLeft - (action.via ? 2 : 1);
    return tell({ ...state, board, turn: { ...turn, movesLeft } }, phrase, [], action.at, false);
  });
}

function endTurn(state: S, action: ActionOf<'endTurn'>): Result {
  return guarded(state, action, () => {
    const seat = state.turn?.seat ?? 0;
    // The Apocalytes play after the last seat (AC9; the scenario usually has them move first).
    if (seat + 1 < state.players.length) return startPlayerTurn(state, seat + 1);
    return startApocalyteTurn(state, action.at);
  });
}

export function reduce(state: S, action: Played): Result {
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
      return guarded(state, action, () =>
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
      return guarded(state, action, () =>
        proceed({ ...state, phase: 'supplies', tasks: supplyTasks(state) }, action.at),
      );
    case 'supplies':
      return guarded(state, action, () => ({
        ...suppliesOn(state, action.territories as Territory[]),
        phase: 'scenario',
        tasks: [],
        pending: null,
      }));
    case 'scenario':
      return guarded(state, action, () => {
        if (action.scenario === undefined)
          return proceed({ ...state, tasks: [{ do: 'rollScenario' }] }, action.at);
        return proceed(
          scenarioChosen(state, action.scenario as Scenario, [], action.at),
          action.at,
        );
      });
    case 'reinforce':
      return guarded(state, action, () => {
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
      return guarded(state, action, () =>
        state.turn ? { ...state, turn: { ...state.turn, step: 'combat', movesLeft: 0 } } : state,
      );
    case 'fight':
      return guarded(state, action, () => {
        const turn = state.turn;
        if (!turn) return state;
        const work = roundWork(action.territory as Territory, 'players', turn.seat);
        return proceed(
          { ...state, turn: { ...turn, step: 'combat', movesLeft: 0 }, tasks: [work] },
          action.at,
        );
      });
    case 'mothership':
      return guarded(state, action, () => {
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
      return guarded(state, action, () => {
        const t = action.territory as Territory;
        const board = withGround(state.board, t, (g) => ({ ...g, supplies: 0, mark: null }));
        const phrase: InstructionPhrase = { key: 'portal.closed', values: { territory: t } };
        return checkEnd(tell({ ...state, board }, phrase, [], action.at, false), action.at);
      });
    case 'endTurn':
      return endTurn(state, action);
    case 'target':
      return guarded(state, action, () =>
        feedChoice(state, { ask: 'target', seat: action.seat }, action.at),
      );
    case 'quarantine':
      return guarded(state, action, () =>
        feedChoice(state, { ask: 'quarantine', accept: action.accept }, action.at),
      );
    case 'reroll':
      return guarded(state, action, () =>
        feedChoice(state, { ask: 'reroll', die: action.die ?? null }, action.at),
      );
    case 'confirm':
      return guarded(state, action, () => proceed({ ...state, pending: null }, action.at));
    case 'correct':
      return guarded(state, action, () => {
        const t = action.territory as Territory;
        const board = withGround(state.board, t, (g) => ({
          ...g,
          armies: [...action.armies],
          apocalytes: action.apocalytes,
          supplies: action.supplies,
        }));
        const phrase: InstructionPhrase = {
          key: 'corrected',
          values: {
            territory: t,
            armies: action.armies.join('/'),
            count: action.apocalytes,
            supplies: action.supplies,
          },
        };
        return afterCorrection(tell({ ...state, board }, phrase, [], action.at, false), action.at);
      });
    case 'confirmWin':
      return guarded(state, action, () => confirmWin(state, action.at));
    case 'teach': {
      // AC56: a tap through a step or the teaching skipped; no undo (the table is as it was).
      const applied = teachApplied(state, action);
      if (!applied.ok) return refuse(state, teachRefusal(applied.code));
      return take({ ...state, teach: applied.teaching });
    }
    case 'undo': {
      const undone = undoLast<S, Snapshot>(state);
      return undone.ok ? take(undone.state) : refuse(state, undone.error);
    }
  }
}

/** Replay: the state a log leads to. */
export function replay(log: readonly Played[], from: S = lobbyState()) {
  return replayWith({ lobby: () => lobbyState(), reduce }, log, from);
}
