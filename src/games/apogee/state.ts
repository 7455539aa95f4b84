// What an Apogee table holds: the players and their rockets (the built cards), the
// quarter and its phase (AG3), the round's specialists (AG7), who launched or passed
// this round (AG9), the launch awaiting its d12, the launch record, what the table
// confirmed (AG2), the winners, the time played and the undo snapshots.

import type { Teaching } from '../../teach.ts';
import type { Stage } from '../kit/guards.ts';
import type { UndoEntry } from '../kit/undo.ts';
import type { Destination, LaunchCheck, Specialist } from './launch.ts';
import {
  type CardKind,
  type Colour,
  type Confirmable,
  type DieSource,
  MISSIONS,
  RULES_VERSION,
  type Tech,
} from './setup.ts';

/** AG3: A. Planning, B. Launch, C. Administration. */
export const PHASES = ['planning', 'launch', 'administration'] as const;
export type Phase = (typeof PHASES)[number];
export const PHASE_NAMES: Record<Phase, string> = {
  planning: 'A. Planning',
  launch: 'B. Launch',
  administration: 'C. Administration',
};

/** A built technology card (AG4), with the id the table gave it. */
export type Card = {
  id: number;
  kind: CardKind;
  name?: string;
  /** The technology the table named (AG43), whose card text constrains the rocket. */
  tech?: Tech;
  thrust: number;
  mass: number;
  heavy?: boolean;
  nuclearPulse?: boolean;
  reusable?: boolean;
  astronauts?: number;
  satellites?: number;
};

export type Player = { name: string; colour: Colour; authority: number; rocket: Card[] };

export type Awaiting = { player: number; destination: Destination; check: LaunchCheck };

/** One launch as the record keeps it (AG9). */
export type LaunchRecord = {
  quarter: number;
  player: number;
  destination: Destination;
  die: number;
  source: DieSource;
  target: number;
  success: boolean;
  astronauts: number;
  satellites: number;
  reusable: boolean;
  firstStages: { name: string | null; nuclearPulse: boolean }[];
  thrust: number;
  mass: number;
  at: number;
  /** Version 3: the First Stage cards a success took off the pad (Harper Tompkins may keep them). */
  firstStageCards?: Card[];
};

/** A Director's specialty entered (version 3, directors.ts): its effect is on the next quarter. */
export type DirectorUse = {
  player: number;
  specialty: 'harper-tompkins' | 'shuguang-jun' | 'zhang-kang';
  quarter: number;
  /** Zhang Kang: the competitor who may not build. */
  target?: number;
};

export type Confirmation = {
  player: number;
  what: Confirmable;
  /** Docking: the index in the record of the launch that docked. */
  launch: number | null;
  quarter: number;
  at: number;
};

export type { Stage };

/** The part of the table an undo puts back. */
export type Snapshot = {
  players: Player[];
  quarter: number;
  phase: Phase;
  specialists: Specialist[];
  acted: (null | 'launched' | 'passed')[];
  awaiting: Awaiting | null;
  record: LaunchRecord[];
  confirmed: Confirmation[];
  nextCardId: number;
  winners: number[] | null;
  endedAt: number | null;
  /** Version 3 (AG48): the seats passed at once this round (AG47), which a specialist may re-open. */
  autoPassed?: number[];
  /** Version 3 (AG50): the Directors' specialties entered, once a game each. */
  directors?: DirectorUse[];
};

export type ApogeeState = Snapshot & {
  stage: Stage;
  mission: number;
  /** The rules' version the game is played by (RULES_VERSION; 1 for a log written before it). */
  version: number;
  /** Time played before `runningSince` (pauses excluded). */
  playedMs: number;
  /** When the clock last started running, or null while it stands. */
  runningSince: number | null;
  undo: UndoEntry<Snapshot>[];
  /**
   * Learn by playing (teach.ts, AG52): the teaching of a `newGame` with `teach: true`; absent
   * otherwise, so that a log without it folds to the very state it did.
   */
  teach?: Teaching;
};

/** AG2: each mission's minutes. */
export const MISSION_MINUTES: Record<number, number> = Object.fromEntries(
  Object.entries(MISSIONS).map(([mission, { minutes }]) => [mission, minutes]),
);

export const DEFAULT_PLAYERS: Omit<Player, 'rocket'>[] = [
  { name: 'Blue', colour: 'blue', authority: 2 },
  { name: 'Red', colour: 'red', authority: 1 },
];

export function lobbyState(
  players: Omit<Player, 'rocket'>[] = DEFAULT_PLAYERS,
  mission = 1,
  version = RULES_VERSION,
): ApogeeState {
  return {
    stage: 'lobby',
    mission,
    version,
    players: players.map((p) => ({ ...p, rocket: [] })),
    quarter: 1,
    phase: 'planning',
    specialists: [],
    acted: players.map(() => null),
    awaiting: null,
    record: [],
    confirmed: [],
    nextCardId: 1,
    winners: null,
    endedAt: null,
    playedMs: 0,
    runningSince: null,
    undo: [],
    // Version 3's own fields, present from the lobby so that every undo snapshot holds them.
    ...(version >= 3 ? { autoPassed: [], directors: [] } : {}),
  };
}

export function snapshotOf(state: ApogeeState): Snapshot {
  // Everything but the stage, the mission, the rules' version, the clock, the undo list itself
  // and the teaching (an undo puts back the table, never a step tapped through).
  const {
    stage: _stage,
    mission: _mission,
    version: _version,
    playedMs: _playedMs,
    runningSince: _runningSince,
    undo: _undo,
    teach: _teach,
    ...snapshot
  } = state;
  return snapshot;
}

/** The time played at `at`, pauses excluded. */
export function playedAt(state: Pick<ApogeeState, 'playedMs' | 'runningSince'>, at: number) {
  return state.playedMs + (state.runningSince === null ? 0 : Math.max(0, at - state.runningSince));
}

/** AG2: the mission's minutes less the time played, never below 0 (the minutes are no loss). */
export function missionLeftMs(
  state: Pick<ApogeeState, 'mission' | 'playedMs' | 'runningSince'>,
  at: number,
): number {
  return Math.max(0, (MISSION_MINUTES[state.mission] ?? 0) * 60_000 - playedAt(state, at));
}
