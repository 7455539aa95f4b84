// The table state: plain, serialisable data, the same on the server, in the
// log's replay and on every screen.

import type { Teaching } from '../../teach.ts';
import type { Action, DieSource } from './actions.ts';
import { type Apophis, type Launch, type LaunchResult, START_APOPHIS } from './launch.ts';
import { ALL_SECTIONS, type Section, type Suit } from './sections.ts';
import { cardsToDeal, DEFAULT_SETUP, type GameSetup, type Variant } from './setup.ts';

export type Phase = 'lobby' | 'running' | 'paused' | 'launching' | 'won' | 'lost';

export type Timer = {
  /**
   * Epoch ms when the time runs out, null before the start. While paused it
   * keeps the deadline that was in force when the pause began; `remainingMs`
   * is then the truth.
   */
  deadline: number | null;
  /** Time left as of the last action (exact in the lobby, while paused and at the end). */
  remainingMs: number;
  paused: boolean;
  /** When the pause began (R21), null when not paused. */
  pausedAt: number | null;
};

export type Outcome = {
  result: 'destroyed' | 'deflected' | 'impact';
  at: number;
};

/** What happened, in order: the screens' event list and the end-of-game story. */
export type HistoryEntry =
  | { at: number; event: 'start' }
  | { at: number; event: 'pause' }
  | { at: number; event: 'resume' }
  | { at: number; event: 'build'; section: Section }
  | { at: number; event: 'suits'; suits: Suit[] }
  | { at: number; event: 'scrap'; rocket: Section[] }
  | { at: number; event: 'shuffle' }
  | { at: number; event: 'shuffleDone' }
  | { at: number; event: 'roll'; value: number; source: DieSource }
  | { at: number; event: 'launch'; rocket: Section[]; result: LaunchResult; apophis: Apophis }
  | { at: number; event: 'undo'; undid: Action['type'] }
  | { at: number; event: 'won'; result: 'destroyed' | 'deflected' }
  | { at: number; event: 'lost' };

/** The part of the table an undo puts back (R22): never the timer, never the history. */
export type TableSnapshot = {
  phase: 'running' | 'launching';
  rocket: Section[];
  launchSequence: Suit[];
  apophis: Apophis;
  shuffle: { endsAt: number } | null;
  launch: Launch | null;
};

/** An action that may still be undone and the table as it was before it. */
export type UndoEntry = { action: Action; before: TableSnapshot };

export type TableState = {
  phase: Phase;
  /** The phase a pause interrupted, to return to on resume (R21). */
  pausedFrom: 'running' | 'launching' | null;
  variant: Variant;
  players: number;
  cardsEach: number;
  timerSeconds: number;
  /** Sections bottom to top. */
  rocket: Section[];
  /** Sections not on the rocket, in the canonical order (R2). */
  supply: Section[];
  /** Suits laid in front of the rocket (R9). */
  launchSequence: Suit[];
  apophis: Apophis;
  timer: Timer;
  /** R11: the shuffle countdown, null when nobody is shuffling. */
  shuffle: { endsAt: number } | null;
  /** The launch under way, or the last one until the table moves on. */
  launch: Launch | null;
  outcome: Outcome | null;
  history: HistoryEntry[];
  /** R22: the table actions that may still be undone, newest last. */
  undo: UndoEntry[];
  /**
   * Learn by playing (./teach.ts): the teaching start's progress; absent for a game without it
   * (so a log written before it replays to the very state it had).
   */
  teach?: Teaching | null;
};

/** R2: what is not on the rocket is in the supply. */
export function supplyFor(rocket: readonly Section[]): Section[] {
  return ALL_SECTIONS.filter((section) => !rocket.includes(section));
}

/** A table in the lobby, set up but not started (R5, R6, R7). */
export function lobbyState(setup: GameSetup = DEFAULT_SETUP): TableState {
  return {
    phase: 'lobby',
    pausedFrom: null,
    variant: setup.variant,
    players: setup.players,
    cardsEach: cardsToDeal(setup.players),
    timerSeconds: setup.timerSeconds,
    rocket: [],
    supply: supplyFor([]),
    launchSequence: [],
    apophis: { ...START_APOPHIS },
    timer: {
      deadline: null,
      remainingMs: setup.timerSeconds * 1000,
      paused: false,
      pausedAt: null,
    },
    shuffle: null,
    launch: null,
    outcome: null,
    history: [],
    undo: [],
  };
}

/** Time left at `now` (never below zero). */
export function timeLeft(state: Pick<TableState, 'phase' | 'timer'>, now: number): number {
  const { timer } = state;
  if (timer.deadline === null || timer.paused || state.phase === 'won' || state.phase === 'lost') {
    return timer.remainingMs;
  }
  return Math.max(0, timer.deadline - now);
}

/** Seconds left on the shuffle countdown at `now`, 0 when there is none (R11). */
export function shuffleLeft(state: Pick<TableState, 'shuffle' | 'timer'>, now: number): number {
  if (!state.shuffle) return 0;
  // While paused the countdown stands still at the moment the pause began.
  const from = state.timer.pausedAt ?? now;
  return Math.max(0, state.shuffle.endsAt - from);
}

/**
 * The next moment a `clock` action would change the table: the deadline or
 * the end of the shuffle, whichever comes first; null when nothing is due.
 */
export function nextClockAt(state: TableState): number | null {
  if (state.phase !== 'running' && state.phase !== 'launching') return null;
  const times = [state.timer.deadline, state.shuffle?.endsAt].filter(
    (t): t is number => typeof t === 'number',
  );
  return times.length ? Math.min(...times) : null;
}

/** The game's story told in numbers: the end screen and `apophis replay` read it. */
export type Story = {
  launches: number;
  hits: number;
  rolls: number;
  undos: number;
  pauses: number;
  /** Time spent paused, in ms (a pause still under way counts up to its start). */
  pausedMs: number;
};

const HITS = new Set(['hit', 'destroyed', 'deflected']);

export function storyOf(history: readonly HistoryEntry[]): Story {
  const story: Story = { launches: 0, hits: 0, rolls: 0, undos: 0, pauses: 0, pausedMs: 0 };
  let pausedAt: number | null = null;
  for (const entry of history) {
    switch (entry.event) {
      case 'launch':
        story.launches += 1;
        if (HITS.has(entry.result)) story.hits += 1;
        break;
      case 'roll':
        story.rolls += 1;
        break;
      case 'undo':
        story.undos += 1;
        break;
      case 'pause':
        story.pauses += 1;
        pausedAt = entry.at;
        break;
      case 'resume':
        if (pausedAt !== null) story.pausedMs += entry.at - pausedAt;
        pausedAt = null;
        break;
    }
  }
  return story;
}
