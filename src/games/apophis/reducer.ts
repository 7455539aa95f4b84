// The one reducer: (state, action) → state. An illegal action comes back as a
// typed error with a sentence the table can read, and the state unchanged.

import { type Action, actions } from './actions.ts';
import { type RuleError, ruleError } from './errors.ts';
import { acceptDie, beginLaunch, type LaunchProgress, rerollDie, rollDie } from './launch.ts';
import { SUITS, type Suit, stackingProblem } from './sections.ts';
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
  shuffleLeft,
  supplyFor,
  type TableSnapshot,
  type TableState,
} from './state.ts';

/** R11: the team shuffles for at least ten seconds. */
export const SHUFFLE_MS = 10_000;
/** R22: how many table actions can be undone, one by one. */
export const UNDO_DEPTH = 50;

export type Applied =
  | { ok: true; state: TableState }
  | { ok: false; state: TableState; error: RuleError };

type Act<T extends Action['type']> = Extract<Action, { type: T }>;

function refuse(state: TableState, error: RuleError): Applied {
  return { ok: false, state, error };
}

function accept(state: TableState): Applied {
  return { ok: true, state };
}

function log(state: TableState, ...entries: HistoryEntry[]): HistoryEntry[] {
  return [...state.history, ...entries];
}

function secondsLeft(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function shuffling(state: TableState, at: number): boolean {
  return shuffleLeft(state, at) > 0;
}

/** The shuffle, or null once its countdown is over. */
function liveShuffle(state: TableState, at: number): TableState['shuffle'] {
  return shuffling(state, at) ? state.shuffle : null;
}

/** Why the table cannot take a table action now (R11, R20, R21), or null. */
function tableProblem(
  state: TableState,
  at: number,
  options: { duringLaunch: boolean; duringShuffle: boolean },
): RuleError | null {
  switch (state.phase) {
    case 'lobby':
      return ruleError('game/not-started', 'the game has not started: press START');
    case 'won':
    case 'lost':
      return ruleError('game/over', 'the game is over: start a new game');
    case 'paused':
      return ruleError('game/paused', 'the game is paused: resume it first');
    case 'launching':
      if (!options.duringLaunch) {
        return ruleError('launch/under-way', 'a launch is under way: finish it first');
      }
      break;
    case 'running':
      break;
  }
  if (!options.duringShuffle && shuffling(state, at)) {
    return ruleError(
      'shuffle/in-progress',
      `shuffling: ${secondsLeft(shuffleLeft(state, at))} s left`,
    );
  }
  return null;
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
  return accept(lobbyState(setup));
}

function start(state: TableState, { at }: Act<'start'>): Applied {
  if (state.phase === 'won' || state.phase === 'lost') {
    return refuse(state, ruleError('game/over', 'the game is over: start a new game'));
  }
  if (state.phase !== 'lobby') {
    return refuse(state, ruleError('game/already-started', 'the game has already started'));
  }
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
  if (state.phase === 'paused') {
    return refuse(state, ruleError('game/paused', 'the game is already paused'));
  }
  const problem = tableProblem(state, at, { duringLaunch: true, duringShuffle: true });
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
  if (state.phase !== 'paused' || state.timer.pausedAt === null || !state.pausedFrom) {
    return refuse(state, ruleError('game/not-paused', 'the game is not paused'));
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
  const problem = tableProblem(state, at, { duringLaunch: false, duringShuffle: false });
  if (problem) return refuse(state, problem);
  if (state.launchSequence.length > 0) {
    return refuse(
      state,
      ruleError('build/sequence-started', 'a launch sequence is under way: no building'),
    );
  }
  const stacking = stackingProblem(state.rocket, section);
  if (stacking) {
    const code = state.rocket.includes(section) ? 'build/not-in-supply' : 'build/too-large';
    return refuse(state, ruleError(code, stacking));
  }
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
  const problem = tableProblem(state, at, { duringLaunch: false, duringShuffle: false });
  if (problem) return refuse(state, problem);
  const laid: Suit[] = Array.isArray(action.suits) ? action.suits : [];
  const stranger = laid.find((suit) => !SUITS.includes(suit));
  if (laid.length === 0 || stranger !== undefined) {
    return refuse(
      state,
      ruleError(
        'suits/invalid',
        stranger !== undefined
          ? `${String(stranger)} is not a suit: clubs, hearts, diamonds or spades`
          : 'name at least one suit',
      ),
    );
  }
  if (state.rocket.length === 0) {
    return refuse(
      state,
      ruleError(
        'suits/empty-rocket',
        'the rocket is empty: build before starting a launch sequence',
      ),
    );
  }
  const sequence = [...state.launchSequence];
  for (const suit of laid) {
    if (sequence.includes(suit)) {
      return refuse(
        state,
        ruleError('suits/duplicate', `${suit} is already in the launch sequence`),
      );
    }
    sequence.push(suit);
  }
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
  const problem = tableProblem(state, at, { duringLaunch: false, duringShuffle: false });
  if (problem) return refuse(state, problem);
  if (state.rocket.length === 0) {
    return refuse(state, ruleError('scrap/empty', 'the rocket is already empty'));
  }
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
  const problem = tableProblem(state, at, { duringLaunch: false, duringShuffle: true });
  if (problem) return refuse(state, problem);
  if (shuffling(state, at)) {
    return refuse(
      state,
      ruleError(
        'shuffle/in-progress',
        `already shuffling: ${secondsLeft(shuffleLeft(state, at))} s left`,
      ),
    );
  }
  return accept({
    ...state,
    shuffle: { endsAt: at + SHUFFLE_MS },
    undo: withUndo(state, action),
    history: log(state, { at, event: 'shuffle' }),
  });
}

/** Why no launch decision or die can be taken now, or null. */
function launchProblem(
  state: TableState,
  at: number,
  wants: 'roll' | 'decision',
): RuleError | null {
  if (state.phase === 'running') {
    return ruleError(
      'launch/none',
      wants === 'roll' ? 'no launch under way: no die is awaited' : 'no launch under way',
    );
  }
  const problem = tableProblem(state, at, { duringLaunch: true, duringShuffle: true });
  if (problem) return problem;
  const launch = state.launch;
  if (!launch?.awaiting) return ruleError('launch/none', 'no launch under way');
  if (wants === 'roll' && launch.awaiting.kind === 'decision') {
    const die = launch.pending?.roll ?? '?';
    return ruleError('launch/awaits-decision', `the die shows ${die}: accept it or reroll`);
  }
  if (wants === 'decision' && launch.awaiting.kind === 'roll') {
    return ruleError('launch/awaits-roll', `the ${launch.awaiting.step} die has not been rolled`);
  }
  return null;
}

function roll(state: TableState, action: Act<'roll'>): Applied {
  const { at, value, source } = action;
  const problem = launchProblem(state, at, 'roll');
  if (problem) return refuse(state, problem);
  if (!Number.isInteger(value) || value < 1 || value > 6) {
    return refuse(state, ruleError('roll/invalid', `a die shows 1 to 6, not ${value}`));
  }
  const progress = rollDie({ launch: state.launch!, apophis: state.apophis }, value);
  // R22: the die is the die; only a value typed in by hand may be corrected.
  const undo = source === 'hand' ? withUndo(state, action) : [];
  return accept(applyLaunch(state, progress, at, undo, [{ at, event: 'roll', value, source }]));
}

/** R19: spend a fail safe on the die just thrown. */
function reroll(state: TableState, action: Act<'reroll'>): Applied {
  const problem = launchProblem(state, action.at, 'decision');
  if (problem) return refuse(state, problem);
  return accept({
    ...state,
    launch: rerollDie(state.launch!),
    undo: withUndo(state, action),
  });
}

/** R19: keep the die just thrown. */
function acceptRoll(state: TableState, action: Act<'accept'>): Applied {
  const problem = launchProblem(state, action.at, 'decision');
  if (problem) return refuse(state, problem);
  const progress = acceptDie({ launch: state.launch!, apophis: state.apophis });
  return accept(applyLaunch(state, progress, action.at, withUndo(state, action), []));
}

/** R22: the last table action, put back; recorded, never erased; the timer runs on. */
function undo(state: TableState, { at }: Act<'undo'>): Applied {
  if (state.phase === 'lost') {
    return refuse(state, ruleError('game/over', 'time ran out: the loss cannot be undone'));
  }
  const last = state.undo[state.undo.length - 1];
  if (!last) {
    const rolled = state.history.some((entry) => entry.event === 'roll' && entry.source === 'box');
    return refuse(
      state,
      ruleError(
        'undo/nothing',
        rolled && state.phase !== 'lobby'
          ? 'nothing to undo: a roll of the die is never undone'
          : 'nothing to undo',
      ),
    );
  }
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

/** R20: past the deadline only the clock may act, until the loss is recorded. */
function timeUp(state: TableState, at: number): boolean {
  const counting =
    state.phase === 'running' || state.phase === 'launching' || state.phase === 'won';
  return counting && state.timer.deadline !== null && at >= state.timer.deadline;
}

export function reduce(state: TableState, action: Action): Applied {
  if (action.type === 'newGame') return newGame(state, action);
  if (action.type === 'clock') return clock(state, action);
  if (timeUp(state, action.at) && !(state.phase === 'won' && action.type !== 'undo')) {
    return refuse(state, ruleError('game/time-up', 'time is up: Apophis has struck'));
  }
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
  }
}

export type Replayed = {
  state: TableState;
  /** Entries the reducer refused: a log written by this service has none. */
  refused: { index: number; action: Action; error: RuleError }[];
};

/** Replay: the state a game's log leads to, a fold of the reducer over it. */
export function replay(log: readonly Action[], from: TableState = lobbyState()): Replayed {
  let state = from;
  const refused: Replayed['refused'] = [];
  for (const [index, action] of log.entries()) {
    const applied = reduce(state, action);
    if (applied.ok) state = applied.state;
    else refused.push({ index, action, error: applied.error });
  }
  return { state, refused };
}

/**
 * The clock actions a resumed game missed while the service was down, each at
 * the moment it fell due (the shuffle's end, then the deadline: the loss is
 * recorded at the deadline), and the state after them. Append them in order.
 */
export function dueClockActions(
  state: TableState,
  now: number,
): { state: TableState; due: Action[] } {
  const due: Action[] = [];
  let current = state;
  for (let at = nextClockAt(current); at !== null && at <= now; at = nextClockAt(current)) {
    const applied = reduce(current, actions.clock(at));
    if (!applied.ok) break;
    current = applied.state;
    due.push(actions.clock(at));
  }
  return { state: current, due };
}
