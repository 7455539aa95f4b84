// What an Apocalyte table holds: the players, the companion's mirror of the board (each
// territory's armies by seat, Apocalytes, supply counters and special counter), the phase
// of set-up or play, the work left in the current step (`tasks`), what the table must give
// next (`pending`: dice, a choice, or a confirmation), the instructions told, and undo.

import type { Dice } from '../../game.ts';
import type { Teaching } from '../../teach.ts';
import type { Stage } from '../kit/guards.ts';
import type { UndoEntry } from '../kit/undo.ts';
import { TERRITORIES, type Territory } from './map.ts';
import type { Colour, Mark, Scenario } from './setup.ts';
import type { DiceFor, EndGoal, InstructionPhrase } from './words.ts';

export type Player = { name: string; colour: Colour; letter: string };

/** One territory of the mirror. `armies[seat]` are that player's armies. */
export type Ground = { armies: number[]; apocalytes: number; supplies: number; mark: Mark | null };
export type Board = Record<Territory, Ground>;

/** AC2: set-up, then the Apocalytes' turn and each player's turn in seat order. */
export type Phase =
  | 'deal'
  | 'place'
  | 'supplies'
  | 'scenario'
  | 'placement'
  | 'apocalytes'
  | 'player';

/** A player's turn: the armies still to place, moves left, rounds fought per territory. */
export type PlayerTurn = {
  seat: number;
  step: 'reinforce' | 'move' | 'combat';
  toPlace: number;
  movesLeft: number;
  rounds: Partial<Record<Territory, number>>;
  /** Aliens: the one attempt on the mothership this turn is spent. */
  mothershipTried: boolean;
};

/** A draw of territory cards by dice (AC3, AC36): what is left, how many more, what came out. */
export type Draw = { pool: Territory[]; want: number; drawn: Territory[] };

/** One combat round (AC4) with the scenario's changes, as far as the dice have come. */
export type RoundWork = {
  do: 'round';
  territory: Territory;
  by: 'players' | 'apocalytes';
  /** The player side: the attacker, or the target (AC5); null until chosen on a tie. */
  seat: number | null;
  kind: 'attack' | 'quarantine';
  /** Apocalyte attacks: rounds still to fight after this one (AC39). */
  roundsLeft: number;
  /** Zombies' first wave: supplies count as absent. */
  noSupplies: boolean;
  /** Quarantine: the Apocalytes trying to enter, and from where. */
  moving: number;
  attack: number[] | null;
  defence: number[] | null;
  apocalyteRerolled: boolean;
  playerAsked: boolean;
  /** The player's die chosen for a reroll (index in their dice), awaiting its new face. */
  rerollDie: number | null;
  saved: number | null;
  cureRolled: boolean;
};

export type Task =
  | { do: 'deal'; draw: Draw }
  | { do: 'supplies'; seat: number; draw: Draw }
  | { do: 'rollScenario' }
  | { do: 'placement'; draw: Draw }
  | { do: 'grow'; draw: Draw | null }
  | { do: 'meteorite'; draw: Draw | null }
  /** Meteor: `near`, the crater whose neighbours get their rioter first (a step after the fall's). */
  | { do: 'rioters'; draw: Draw | null; near?: Territory }
  | { do: 'pickMovers'; draw: Draw | null }
  | {
      do: 'move';
      from: Territory;
      to: Territory | null;
      choices: Territory[] | null;
      count: number | null;
      quarantine: 'unasked' | 'asked' | 'declined' | 'entered' | 'blocked';
    }
  | { do: 'combat'; noSupplies: boolean }
  | RoundWork
  | { do: 'terminal'; order: Territory[] | null; rolled: number }
  | { do: 'mothership' }
  | { do: 'endTurn' };

/** What the table must give before play goes on. */
export type Pending =
  | { kind: 'dice'; dice: Dice; for: DiceFor }
  | { kind: 'choice'; ask: 'target'; territory: Territory; seats: number[] }
  | { kind: 'choice'; ask: 'quarantine'; territory: Territory; from: Territory; seat: number }
  | { kind: 'choice'; ask: 'reroll'; territory: Territory; seat: number; dice: number[] }
  | { kind: 'confirm' };

/**
 * A step told to the table ("move 3 zombies from Ukraine to Scandinavia") as a phrase (words.ts),
 * with its dice; `round` and `side` (the seat whose turn told it, -1 for the set-up and the
 * Apocalytes' turn) say which turn it belongs to, `ok` that it waited for the table's OK (the
 * last line of a step, steps.ts).
 */
export type Instruction = {
  phrase: InstructionPhrase;
  dice: number[];
  at: number;
  round?: number;
  side?: number;
  ok?: true;
  /** A combat round's line: how many of `dice` are the attacker's (the rest the defender's). */
  attack?: number;
};

export type { Stage };

/** The end: `result` in English for the log, `goal` the end reached (words.ts) for the screens. */
export type Ending = { result: string; goal: EndGoal; won: boolean; at: number };

/** The part of the table an undo puts back. */
export type Snapshot = {
  phase: Phase;
  board: Board;
  /** AC2: each territory card's holder after the deal (supply draws are among one's own). */
  cards: Partial<Record<Territory, number>>;
  scenario: Scenario | null;
  round: number;
  turn: PlayerTurn | null;
  tasks: Task[];
  pending: Pending | null;
  instructions: Instruction[];
  /** Infection: the cure's parts found. Aliens: the mothership destroyed. Meteor: meteorites. */
  cure: number;
  mothershipDown: boolean;
  meteorites: number;
  ending: Ending | null;
  /**
   * AC10 (rules 3): a table's own correction left the board cleared; the table confirms the win
   * or goes on correcting. Absent in a game of rules 1 or 2.
   */
  winToConfirm?: boolean;
};

/**
 * The rules a game follows, as its `newGame` says (the module's version, `rules.ts`): 1 for a log
 * written before issue 21 (no field), whose Zombies quarantine offered no reroll, whose Demons
 * ended on the last portal and whose cure converted in the round that found it; 2 reads the
 * texts as RULES-APOCALYTE.md's AC8, AC10 and AC11 did after issue 21; 3 (issue 32) wins by the
 * board cleared in every scenario (Meteor by the last rioter killed too, Aliens with the
 * mothership's counter still standing) and asks the table to confirm a win its own correction
 * left. An old log replays as it did.
 */
export const RULES_VERSION = 3;
/** The rules of a `newGame` written before it named them. */
export const FIRST_RULES = 1;

export type ApocalyteState = Snapshot & {
  stage: Stage;
  players: Player[];
  undo: UndoEntry<Snapshot>[];
  /** The rules this game follows (RULES_VERSION when it began after issue 21). */
  rules: number;
  /**
   * Learn by playing (teach.ts, AC56): the teaching of a `newGame` with `teach: true`; absent
   * otherwise, so that a log without it folds to the very state it did.
   */
  teach?: Teaching;
  /**
   * AC56: the game began on the teaching's demo board (demo.ts), not AC2's set-up; in a lobby
   * without a teaching, the table asked for the demo alone (a convention's short Apocalyte).
   */
  demo?: true;
};

export function emptyBoard(seats: number): Board {
  return Object.fromEntries(
    TERRITORIES.map((t) => [
      t,
      { armies: Array.from({ length: seats }, () => 0), apocalytes: 0, supplies: 0, mark: null },
    ]),
  ) as Board;
}

export const DEFAULT_PLAYERS: Player[] = [
  { name: 'Red', colour: 'red', letter: 'R' },
  { name: 'Blue', colour: 'blue', letter: 'B' },
];

export function lobbyState(players: Player[] = DEFAULT_PLAYERS): ApocalyteState {
  return {
    stage: 'lobby',
    players,
    phase: 'deal',
    board: emptyBoard(players.length),
    cards: {},
    scenario: null,
    round: 0,
    turn: null,
    tasks: [],
    pending: null,
    instructions: [],
    cure: 0,
    mothershipDown: false,
    meteorites: 0,
    ending: null,
    undo: [],
    rules: RULES_VERSION,
  };
}

/** Field by field: an object rest (`...snapshot`) was the costliest step of every action. */
export function snapshotOf(s: ApocalyteState): Snapshot {
  return {
    phase: s.phase,
    board: s.board,
    cards: s.cards,
    scenario: s.scenario,
    round: s.round,
    turn: s.turn,
    tasks: s.tasks,
    pending: s.pending,
    instructions: s.instructions,
    cure: s.cure,
    mothershipDown: s.mothershipDown,
    meteorites: s.meteorites,
    ending: s.ending,
    winToConfirm: s.winToConfirm,
  };
}

// The board read as the rules speak of it.

export const playerArmies = (g: Ground) => g.armies.reduce((a, b) => a + b, 0);
export const hasPlayers = (g: Ground) => g.armies.some((n) => n > 0);
/** AC7: a territory holding only Apocalytes. */
export const onlyApocalytes = (g: Ground) => g.apocalytes > 0 && !hasPlayers(g);
export const contested = (g: Ground) => g.apocalytes > 0 && hasPlayers(g);

/** AC5: the seats with the most armies in a territory (several on a tie), none when empty. */
export function strongest(g: Ground): number[] {
  const most = Math.max(0, ...g.armies);
  if (most === 0) return [];
  return g.armies.flatMap((n, seat) => (n === most ? [seat] : []));
}

/** Armies on the whole board: each player's, and the Apocalytes'. */
export function totals(board: Board): { players: number[]; apocalytes: number } {
  const seats = board.alaska.armies.length;
  const players = Array.from({ length: seats }, () => 0);
  let apocalytes = 0;
  for (const t of TERRITORIES) {
    const g = board[t];
    g.armies.forEach((n, seat) => {
      players[seat] = (players[seat] ?? 0) + n;
    });
    apocalytes += g.apocalytes;
  }
  return { players, apocalytes };
}

/** A board with one territory changed (the others shared). */
export function withGround(board: Board, t: Territory, change: (g: Ground) => Ground): Board {
  return { ...board, [t]: change(board[t]) };
}

export function addArmies(g: Ground, seat: number, n: number): Ground {
  return { ...g, armies: g.armies.map((a, s) => (s === seat ? a + n : a)) };
}
