// The seam between the table and a game's rules. A game is one plain object, a
// `GameModule` (boardgame.io's `Game` is the model): its rules (`GameRules`: set-up, a pure
// reducer, the "why not" guards the reducer itself uses, the clock's next moment, what each
// box button means, the lamps, the beeps and sound cues, the public view, the outcome and the
// story), plus one TypeBox schema per action and command, kept apart so a page can load the
// rules without the schema library. A game writes only the members it has: `defineGame` and
// `defineRules` (./define-game.ts) fill the rest with their defaults. The service, the store, the box link and the screens'
// shell know no game: they run whichever module a game's log names. Everything here is pure.

import type { TSchema } from 'typebox';
import type { CommandLine } from './command-line.ts';
import type { Button, Gesture } from './protocol.ts';
import type { GameReport, RolledDice, SetupSummary } from './report.ts';
import type { TeachStep } from './teach.ts';

/** Every action of every game: a plain object with the wall-clock time it happened (epoch ms). */
export type GameAction = { type: string; at: number };
/** What a screen asks for: an action without its time, or a request the module turns into actions. */
export type GameCommand = { type: string };

/** Why a game refused: a code for tests and screens, and a sentence a player can read. */
export type RuleError = { code: string; message: string };

export type Applied<S> = { ok: true; state: S } | { ok: false; state: S; error: RuleError };

/** Where any game stands, for the shell: set up, under way, paused, or over. */
export type Status = 'lobby' | 'playing' | 'paused' | 'over';

/** How a game ended: the game's own word for it, when, and whether the table won. */
export type Ending = { result: string; at: number; won: boolean };

/** Dice the box rolls at once: `count` dice of `sides` sides. */
export type Dice = { count: number; sides: number };

/** A box beep at a moment of the game (a time mark, the end). */
export type Beep = { at: number; ms: number; hz: number };

/**
 * A sound cue's name. Each game lists its own (`cueNames`, from its `cues.ts`) and says which of
 * its changes call for which; its screens choose the sound each makes (display/games/<id>/).
 */
export type Cue = string;

/** What a command asks of the table now. */
export type CommandPlan<A extends GameAction> =
  | { ok: true; actions: A[] }
  /** The box is to roll these dice; what it rolls comes back through `diceRolled`. */
  | { ok: true; roll: Dice }
  | { ok: false; error: RuleError };

/** What a box button (or the key that stands for it) does now. */
export type ButtonMeaning<A extends GameAction> =
  | { does: 'act'; actions: A[] }
  /** A costly press: it waits for OK within `withinMs`; `confirm` names it while it waits. */
  | { does: 'arm'; confirm: string; withinMs: number; notice: RuleError }
  /** The die rolls: the box rolls its own on its ROLL button, a screen's press asks the box. */
  | { does: 'roll'; dice: Dice }
  | { does: 'nothing'; error: RuleError };

/** What a press knows besides the state: when, and which costly press waits for OK. */
export type PressContext = { at: number; armed: string | null };

/** One line of a game told from its log (`apophis replay`). */
export type Told = { lines: string[]; refused: number; summary: string[] };

/**
 * One game's rules. `S` the state, `A` its actions, `C` the commands screens send,
 * `V` the public view every screen receives (the game's own fields of the state message).
 * Pure and schema-free: what a page imports to fold a log (`src/games/<id>/rules.ts`).
 */
export interface GameRules<
  S = unknown,
  A extends GameAction = GameAction,
  C extends GameCommand = GameCommand,
  V = unknown,
> {
  /** As named in `newGame.game`, the log's header and `state.game`. */
  readonly id: string;
  /** Goes up when a log written by this module could read differently; the log's header keeps it. */
  readonly version: number;
  readonly title: string;

  /** The lobby before any set-up: what a fresh table shows. */
  lobby(): S;
  /** The `newGame` action a START from the lobby writes first when no set-up was sent. */
  newGameOf(state: S, at: number): A;
  reduce(state: S, action: A): Applied<S>;
  /** What a checked command asks for now, or why not (the reducer's own guards). */
  plan(state: S, command: C, at: number): CommandPlan<A>;
  /** Why `command` would be refused now, asked by a screen of its public view (the same guards). */
  whyNot(view: V, command: C, at: number): RuleError | null;
  /** When the clock next changes the table (a deadline, a countdown), or null. */
  nextClockAt(state: S): number | null;
  clockAction(at: number): A;

  /** What a box button means now. */
  press(state: S, button: Button, gesture: Gesture, context: PressContext): ButtonMeaning<A>;
  /**
   * The dice the game wants rolled now (what a ROLL press rolls), or null when it wants none.
   * The table asks once per change: the box is told these dice, the screens whether it can
   * roll them, and a box's roll of other dice is refused.
   */
  diceWanted(state: S, context: PressContext): Dice | null;
  /** The box's dice have settled: the actions they make. */
  diceRolled(state: S, values: number[], at: number): A[];
  /** The buttons that do something now: the box lights them. */
  lamps(state: S, context: PressContext): Button[];
  /** The box's beeps still to come (time marks). */
  beeps(state: S): Beep[];
  /** A die to show on the box's pips after this action (a die typed in by hand), or null. */
  faceShown(action: A): number | null;
  /**
   * The game's time left for a box with a display (`CLOCK`): `remainingMs` at `at`,
   * counting down when `running`; null when there is no clock to show.
   */
  boxClock(state: S, at: number): { remainingMs: number; running: boolean } | null;
  /**
   * The time left on the game's own clock at `now` (Apophis's timer, Apogee's mission), for the
   * table's words about it (a resume line); null for a game without one. `defineGame` fills it
   * (null); optional so that a module made otherwise (a test's) may leave it out.
   */
  timeLeftMs?(state: S, now: number): number | null;

  status(state: S): Status;
  ending(state: S): Ending | null;
  /** The game's fields of the public state at `now`. */
  view(state: S, now: number): V;
  /** Every sound cue the game calls for (its `cues.ts`'s list): its screens give each a sound. */
  readonly cueNames: readonly Cue[];
  /** The sound cues one change of the public view calls for, in order (names of `cueNames`). */
  cues(before: V | null, after: V): Cue[];
  /** One readable line for the service's log. */
  describe(action: A): string;
  /** The whole log told on the game's clock (`apophis replay`). */
  tell(actions: readonly A[]): Told;

  /**
   * The dice this action rolled, if any (the dice's honesty counts them). `before` is the state
   * the action applied to, for a game whose dice depend on its set-up; only accepted actions are asked.
   */
  rolls(action: A, before: S): RolledDice[];
  /** The set-up in a few words (history, win rates by difficulty and variant). */
  summary(state: S): SetupSummary;
  /**
   * The story of a game from its log (the mission report, the history page). `steps` are
   * `replaySteps` of these same actions when the caller folded the log already (the history
   * does, for the state and the dice); without them the report folds the log itself. The
   * report is the same either way.
   */
  report(actions: readonly A[], steps?: readonly Step<S, A>[]): GameReport;
  /**
   * The lobby's set-up with these players seated, in order, and every other choice kept (a
   * convention's next group, server/queue). Optional: without it, a game whose `newGame` counts
   * its players takes the group's size (server/queue/seats.ts, the one default).
   */
  seatGroup?(state: S, names: readonly string[]): C;
  /**
   * A convention's demo length: the lobby's set-up made short (Apophis a short timer, Apogee
   * mission 1), its players kept. Optional: a game without one has no demo preset.
   */
  demoSetUp?(state: S): C;
  /**
   * Learn by playing (src/teach.ts): the step of the first round a table started with
   * `teach: true` is on, or null (not teaching, skipped, or the first round done). `defineGame`
   * fills it (null) for a game without a teaching start.
   */
  teachStep?(state: S, at: number): TeachStep | null;
}

/** A game as the service holds it: its rules, the schemas the store and the WebSocket check with. */
export interface GameModule<
  S = unknown,
  A extends GameAction = GameAction,
  C extends GameCommand = GameCommand,
  V = unknown,
> extends GameRules<S, A, C, V> {
  /** One schema per action type (with `at`): the store checks each line of a log with them. */
  readonly actionSchemas: Readonly<Record<string, TSchema>>;
  /** One schema per command type: the WebSocket checks each command with them. */
  readonly commandSchemas: Readonly<Record<string, TSchema>>;
  /** The game's own questions on the command line (`apophis odds`, `apophis apogee launch`). */
  readonly commandLines?: readonly CommandLine[];
}

/** Any game's rules, as a page holds them. */
// biome-ignore lint/suspicious/noExplicitAny: a page folds logs of every state and action type
export type AnyGameRules = GameRules<any, any, any, any>;

/** Any module, as the service holds them. */
// biome-ignore lint/suspicious/noExplicitAny: the table runs modules of every state and action type
export type AnyGameModule = GameModule<any, any, any, any>;

/** Every game's module, by id, loaded (`src/games/index.ts`'s `GAMES`; tests add their own). */
export type GameModules = Readonly<Record<string, AnyGameModule>>;

/** A game as a registry holds it: its module, or what fetches it the first time a table needs it. */
export type GameEntry = AnyGameModule | (() => Promise<AnyGameModule>);

/**
 * The games a table knows, by id: each its module or its loader (`GAME_CATALOG` of
 * `src/games/index.ts`, the service's, loads a game's module, schemas and all, when a table
 * first plays it or reads its log).
 */
export type GameRegistry = Readonly<Record<string, GameEntry>>;

/** The game a log or a `newGame` means when it names none (logs written before games had names). */
export const DEFAULT_GAME = 'apophis';

/** Each loader's module once it is in, so that `findGame` answers at once from then on. */
const loaded = new WeakMap<() => Promise<AnyGameModule>, AnyGameModule>();

/** The module of a game the registry knows and holds loaded, or undefined (`loadGame` fetches it). */
export function findGame(games: GameRegistry, id: unknown): AnyGameModule | undefined {
  const entry = typeof id === 'string' && Object.hasOwn(games, id) ? games[id] : undefined;
  return typeof entry === 'function' ? loaded.get(entry) : entry;
}

/** The module of a game the registry knows, fetched the first time it is asked for; else undefined. */
export async function loadGame(
  games: GameRegistry,
  id: unknown,
): Promise<AnyGameModule | undefined> {
  const entry = typeof id === 'string' && Object.hasOwn(games, id) ? games[id] : undefined;
  if (typeof entry !== 'function') return entry;
  const module = loaded.get(entry) ?? (await entry());
  loaded.set(entry, module);
  return module;
}

/** A fold of the reducer over a log: the state it leads to, and what it refused. */
export type Replayed<S, A> = {
  state: S;
  /** Entries the reducer refused: a log written by this service has none. */
  refused: { index: number; action: A; error: RuleError }[];
};

export function replayWith<S, A extends GameAction>(
  module: Pick<GameRules<S, A>, 'lobby' | 'reduce'>,
  log: readonly A[],
  from: S = module.lobby(),
): Replayed<S, A> {
  let state = from;
  const refused: Replayed<S, A>['refused'] = [];
  for (const [index, action] of log.entries()) {
    const applied = module.reduce(state, action);
    if (applied.ok) state = applied.state;
    else refused.push({ index, action, error: applied.error });
  }
  return { state, refused };
}

/** An action the reducer accepted, with the state it applied to and the state it made. */
export type Step<S, A> = { action: A; before: S; after: S };

/** `replayWith` that also keeps each accepted step, for a caller that reads them (a report). */
export function replaySteps<S, A extends GameAction>(
  module: Pick<GameRules<S, A>, 'lobby' | 'reduce'>,
  log: readonly A[],
): Replayed<S, A> & { steps: Step<S, A>[] } {
  const steps: Step<S, A>[] = [];
  const reduce = (before: S, action: A): Applied<S> => {
    const applied = module.reduce(before, action);
    if (applied.ok) steps.push({ action, before, after: applied.state });
    return applied;
  };
  return { ...replayWith({ lobby: () => module.lobby(), reduce }, log), steps };
}

/**
 * The clock actions a game missed while nobody looked (a restart), each at the
 * moment it fell due, and the state after them. Append them in order.
 */
export function dueClockActions<S, A extends GameAction>(
  module: Pick<GameRules<S, A>, 'reduce' | 'nextClockAt' | 'clockAction'>,
  state: S,
  now: number,
): { state: S; due: A[] } {
  const due: A[] = [];
  let current = state;
  for (let at = module.nextClockAt(current); at !== null && at <= now; ) {
    const action = module.clockAction(at);
    const applied = module.reduce(current, action);
    if (!applied.ok) break;
    current = applied.state;
    due.push(action);
    at = module.nextClockAt(current);
  }
  return { state: current, due };
}
