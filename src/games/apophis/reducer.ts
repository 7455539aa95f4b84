// The one reducer: (state, action) → state. An illegal action comes back as a
// typed error with a sentence the table can read, and the state unchanged.

import { dueClockActions as dueClocks, type Replayed, replayWith } from '../../game.ts';
import { startTeaching } from '../../teach.ts';
import type { Action } from './actions.ts';
import { actions } from './creators.ts';
import { type RuleError, ruleError } from './errors.ts';
import {
  buildProblem,
  launchProblem,
  pauseProblem,
  resumeProblem,
  rollProblem,
  scrapProblem,
  shuffleProblem,
  shuffling,
  startProblem,
  suitsProblem,
  timeUpProblem,
  undoProblem,
} from './guards.ts';
import { acceptDie, beginLaunch, type LaunchProgress, rerollDie, rollDie } from './launch.ts';
import { SUITS, type Suit } from './sections.ts';
import {
  ADVANCED_RECOMMENDED_SECONDS,
  DEFAULT_SETUP,
  DIFFICULTIES,
  type GameSetup,
  setupProblem,
} from './setup.ts';
import {
  type HistoryEntry,
  lobbyState,
  nextClockAt,
  supplyFor,
  type TableSnapshot,
  type TableState,
} from './state.ts';
import { applyTeachAction, startWhileTapping, tapping, teachStep } from './teach.ts';

/** R11: the team shuffles for at least ten seconds. */
export const SHUFFLE_MS = 10_000;
/** R22: how many table actions can be undone, one by one. */
export const UNDO_DEPTH = 50;

export type Applied =
  | { ok: true; state: TableState }
  | { ok: false; state: TableState; error: RuleError };

type Act<T extends Action['type']> = Extract<Action, { type: T }>;

function noLaunch(): RuleError {
  return ruleError('launch/none', 'no launch under way');
}

function refuse(state: TableState, error: RuleError): Applied {
  return { ok: false, state, error };
}

function accept(state: TableState): Applied {
  return { ok: true, state };
}

function log(state: TableState, ...entries: HistoryEntry[]): HistoryEntry[] {
  return [...state.history, ...entries];
}

/** The shuffle, or null once its countdown is over. */
function liveShuffle(state: TableState, at: number): TableState['shuffle'] {
  return shuffling(state, at) ? state.shuffle : null;
}

/** R22: remember the table as it is, so the action about to be applied can be undone. */
function withUndo(state: TableState, action: Action): TableState['undo'] {
  if (state.phase !== 'running' && state.phase !== 'launching') {
    throw new Error(`undo snapshot taken in phase ${state.phase}`);
  }
  const before: TableSnapshot = {
    phase: state.phase,
    rocket: state.rocket,
    launchSequence: state.launchSequence,
    apophis: state.apophis,
    shuffle: state.shuffle,
    launch: state.launch,
  };
  return [...state.undo, { action, before }].slice(-UNDO_DEPTH);
}

/** Put the launch's progress on the table; when it has ended, clear the rocket (R16) and check the win (R20). */
function applyLaunch(
  state: TableState,
  progress: LaunchProgress,
  at: number,
  undo: TableState['undo'],
  entries: HistoryEntry[],
): TableState {
  const { launch, apophis } = progress;
  const next: TableState = { ...state, launch, apophis, undo, history: log(state, ...entries) };
  if (!launch.result) return { ...next, phase: 'launching' };
  const ended: TableState = {
    ...next,
    phase: 'running',
    rocket: [],
    supply: supplyFor([]),
    launchSequence: [],
    history: [
      ...next.history,
      { at, event: 'launch', rocket: launch.rocket, result: launch.result, apophis },
    ],
  };
  if (launch.result !== 'destroyed' && launch.result !== 'deflected') return ended;
  const deadline = state.timer.deadline ?? at;
  return {
    ...ended,
    phase: 'won',
    outcome: { result: launch.result, at },
    timer: { ...state.timer, remainingMs: Math.max(0, deadline - at) },
    history: [...ended.history, { at, event: 'won', result: launch.result }],
  };
}

function newGame(state: TableState, action: Act<'newGame'>): Applied {
  const timerSeconds =
    action.timerSeconds ??
    (action.difficulty !== undefined
      ? DIFFICULTIES[action.difficulty]
      : action.variant === 'advanced'
        ? ADVANCED_RECOMMENDED_SECONDS
        : DEFAULT_SETUP.timerSeconds);
  if (action.difficulty !== undefined && !(action.difficulty in DIFFICULTIES)) {
    return refuse(
      state,
      ruleError(
        'setup/invalid',
        `the difficulty is beginner, easy, medium or hard, not ${action.difficulty}`,
      ),
    );
  }
  const setup: GameSetup = { players: action.players, variant: action.variant, timerSeconds };
  const problem = setupProblem(setup);
  if (problem) return refuse(state, ruleError('setup/invalid', problem));
  // Learn by playing: a game asked with `teach: true` keeps its teaching (./teach.ts).
  const teaching = startTeaching(action.teach);
  return accept(teaching ? { ...lobbyState(setup), teach: teaching } : lobbyState(setup));
}

function start(state: TableState, { at }: Act<'start'>): Applied {
  // R24: while the teaching's pitch is read, its last "Next" starts the clock, not START.
  const problem = startProblem(state) ?? (tapping(teachStep(state)) ? startWhileTapping() : null);
  if (problem) return refuse(state, problem);
  const remainingMs = state.timerSeconds * 1000;
  return accept({
    ...state,
    phase: 'running',
    timer: { deadline: at + remainingMs, remainingMs, paused: false, pausedAt: null },
    history: log(state, { at, event: 'start' }),
  });
}

/** R21: the companion's pause, which the printed rules do not have. */
function pause(state: TableState, { at }: Act<'pause'>): Applied {
  const problem = pauseProblem(state, at);
  if (problem || (state.phase !== 'running' && state.phase !== 'launching')) {
    return refuse(state, problem ?? ruleError('game/not-started', 'the game has not started'));
  }
  const deadline = state.timer.deadline ?? at;
  return accept({
    ...state,
    phase: 'paused',
    pausedFrom: state.phase,
    timer: { deadline, remainingMs: Math.max(0, deadline - at), paused: true, pausedAt: at },
    history: log(state, { at, event: 'pause' }),
  });
}

function resume(state: TableState, { at }: Act<'resume'>): Applied {
  const problem = resumeProblem(state);
  if (problem || state.timer.pausedAt === null || !state.pausedFrom) {
    return refuse(state, problem ?? ruleError('game/not-paused', 'the game is not paused'));
  }
  const stood = at - state.timer.pausedAt;
  return accept({
    ...state,
    phase: state.pausedFrom,
    pausedFrom: null,
    timer: {
      deadline: at + state.timer.remainingMs,
      remainingMs: state.timer.remainingMs,
      paused: false,
      pausedAt: null,
    },
    shuffle: state.shuffle ? { endsAt: state.shuffle.endsAt + stood } : null,
    history: log(state, { at, event: 'resume' }),
  });
}

/** R8: one section on top of the rocket. */
function build(state: TableState, action: Act<'build'>): Applied {
  const { at, section } = action;
  const problem = buildProblem(state, section, at);
  if (problem) return refuse(state, problem);
  const rocket = [...state.rocket, section];
  return accept({
    ...state,
    rocket,
    supply: supplyFor(rocket),
    shuffle: liveShuffle(state, at),
    launch: null,
    undo: withUndo(state, action),
    history: log(state, { at, event: 'build', section }),
  });
}

/** R9: suits laid in front of the rocket; the fourth launches it at once. */
function suits(state: TableState, action: Act<'suits'>): Applied {
  const { at } = action;
  const problem = suitsProblem(state, action.suits, at);
  if (problem) return refuse(state, problem);
  const laid: Suit[] = action.suits;
  const sequence = [...state.launchSequence, ...laid];
  const undo = withUndo(state, action);
  const entry: HistoryEntry = { at, event: 'suits', suits: laid };
  const shuffle = liveShuffle(state, at);
  if (sequence.length < SUITS.length) {
    return accept({
      ...state,
      launchSequence: sequence,
      shuffle,
      launch: null,
      undo,
      history: log(state, entry),
    });
  }
  const progress = beginLaunch(state.rocket, state.variant, state.apophis);
  return accept(
    applyLaunch({ ...state, launchSequence: sequence, shuffle }, progress, at, undo, [entry]),
  );
}

/** R10: every section back to the supply, the launch sequence discarded. */
function scrap(state: TableState, action: Act<'scrap'>): Applied {
  const { at } = action;
  const problem = scrapProblem(state, at);
  if (problem) return refuse(state, problem);
  return accept({
    ...state,
    rocket: [],
    supply: supplyFor([]),
    launchSequence: [],
    shuffle: liveShuffle(state, at),
    launch: null,
    undo: withUndo(state, action),
    history: log(state, { at, event: 'scrap', rocket: state.rocket }),
  });
}

/** R11: the deck ran out; ten seconds of shuffling while the game timer runs on. */
function shuffle(state: TableState, action: Act<'shuffle'>): Applied {
  const { at } = action;
  const problem = shuffleProblem(state, at);
  if (problem) return refuse(state, problem);
  return accept({
    ...state,
    shuffle: { endsAt: at + SHUFFLE_MS },
    undo: withUndo(state, action),
    history: log(state, { at, event: 'shuffle' }),
  });
}

function roll(state: TableState, action: Act<'roll'>): Applied {
  const { at, value, source } = action;
  const problem = rollProblem(state, value, at);
  if (problem || !state.launch) return refuse(state, problem ?? noLaunch());
  const progress = rollDie({ launch: state.launch, apophis: state.apophis }, value);
  // R22: the die is the die; only a value typed in by hand may be corrected.
  const undo = source === 'hand' ? withUndo(state, action) : [];
  return accept(applyLaunch(state, progress, at, undo, [{ at, event: 'roll', value, source }]));
}

/** R19: spend a fail safe on the die just thrown. */
function reroll(state: TableState, action: Act<'reroll'>): Applied {
  const problem = launchProblem(state, action.at, 'decision');
  if (problem || !state.launch) return refuse(state, problem ?? noLaunch());
  return accept({
    ...state,
    launch: rerollDie(state.launch),
    undo: withUndo(state, action),
  });
}

/** R19: keep the die just thrown. */
function acceptRoll(state: TableState, action: Act<'accept'>): Applied {
  const problem = launchProblem(state, action.at, 'decision');
  if (problem || !state.launch) return refuse(state, problem ?? noLaunch());
  const progress = acceptDie({ launch: state.launch, apophis: state.apophis });
  return accept(applyLaunch(state, progress, action.at, withUndo(state, action), []));
}

/** R22: the last table action, put back; recorded, never erased; the timer runs on. */
function undo(state: TableState, { at }: Act<'undo'>): Applied {
  const last = state.undo[state.undo.length - 1];
  const problem = undoProblem(state, last !== undefined);
  if (problem || !last)
    return refuse(state, problem ?? ruleError('undo/nothing', 'nothing to undo'));
  const { before } = last;
  const restored: TableState = {
    ...state,
    rocket: before.rocket,
    supply: supplyFor(before.rocket),
    launchSequence: before.launchSequence,
    apophis: before.apophis,
    shuffle: before.shuffle && before.shuffle.endsAt > at ? before.shuffle : null,
    launch: before.launch,
    outcome: null,
    undo: state.undo.slice(0, -1),
    history: log(state, { at, event: 'undo', undid: last.action.type }),
  };
  if (state.phase === 'paused') return accept({ ...restored, pausedFrom: before.phase });
  return accept({ ...restored, phase: before.phase });
}

/** Learn by playing: "Next" or "Skip"; the last tap step tapped in the lobby starts the clock (R24). */
function teach(state: TableState, action: Act<'teach'>): Applied {
  const applied = applyTeachAction(state, action);
  if (!applied.ok) return refuse(state, applied.error);
  return applied.starts
    ? start(applied.state, { type: 'start', at: action.at })
    : accept(applied.state);
}

/** The clock reached the deadline (R20: the loss, at any moment) or the shuffle's end (R11). */
function clock(state: TableState, { at }: Act<'clock'>): Applied {
  const live = state.phase === 'running' || state.phase === 'launching';
  const deadline = state.timer.deadline;
  if (live && deadline !== null && at >= deadline) {
    const launch = state.launch?.awaiting
      ? { ...state.launch, awaiting: null, pending: null }
      : state.launch;
    return accept({
      ...state,
      phase: 'lost',
      outcome: { result: 'impact', at: deadline },
      timer: { ...state.timer, remainingMs: 0 },
      shuffle: null,
      launch,
      undo: [],
      history: log(state, { at: deadline, event: 'lost' }),
    });
  }
  if (live && state.shuffle && at >= state.shuffle.endsAt) {
    return accept({
      ...state,
      shuffle: null,
      history: log(state, { at: state.shuffle.endsAt, event: 'shuffleDone' }),
    });
  }
  return refuse(state, ruleError('clock/nothing-due', 'nothing is due yet'));
}

export function reduce(state: TableState, action: Action): Applied {
  if (action.type === 'newGame') return newGame(state, action);
  if (action.type === 'clock') return clock(state, action);
  const late = timeUpProblem(state, action.at, action.type);
  if (late) return refuse(state, late);
  switch (action.type) {
    case 'start':
      return start(state, action);
    case 'pause':
      return pause(state, action);
    case 'resume':
      return resume(state, action);
    case 'build':
      return build(state, action);
    case 'suits':
      return suits(state, action);
    case 'scrap':
      return scrap(state, action);
    case 'shuffle':
      return shuffle(state, action);
    case 'roll':
      return roll(state, action);
    case 'reroll':
      return reroll(state, action);
    case 'accept':
      return acceptRoll(state, action);
    case 'undo':
      return undo(state, action);
    case 'teach':
      return teach(state, action);
  }
}

/** Replay: the state a game's log leads to, a fold of the reducer over it. */
export function replay(
  log: readonly Action[],
  from: TableState = lobbyState(),
): Replayed<TableState, Action> {
  return replayWith({ lobby: lobbyState, reduce }, log, from);
}

/** The clock actions a resumed game missed while the service was down, each at its moment. */
export function dueClockActions(
  state: TableState,
  now: number,
): { state: TableState; due: Action[] } {
  return dueClocks({ reduce, nextClockAt, clockAction: actions.clock }, state, now);
}
