// What a game's log tells after the game, for every module alike: the dice it rolled, its
// set-up in a few words, and its report (a timeline, curves, the luck meter, the moment that
// decided it). Each module makes its own from its actions; the service and screens know no game.
// Words come as phrases (a key of the game's and its values) so that each screen says them in
// its own language.

import type { Ending, Status } from './game.ts';
import type { ProofEntry, ProofVerdict } from './proof.ts';

/** Dice an action rolled: their sides and values, and whether the box rolled them or a player typed them. */
export type RolledDice = { sides: number; values: number[]; by: 'box' | 'hand' };

/** Something to say, in any language: the game's key and the values it takes. */
export type Phrase = { key: string; values?: Readonly<Record<string, string | number>> };

/** The set-up in a few words: what win rates are grouped by, and the history's line. */
export type SetupSummary = {
  /** How many players, when the game knows. */
  players: number | null;
  /** The game's own word for how hard (`hard`, `mission-3`), or null. */
  difficulty: string | null;
  /** The game's own word for its rules variant (`advanced`), or null. */
  variant: string | null;
  /** The players' names, by seat, when the game knows them (Apogee); absent for a team without names. */
  names?: string[];
};

/** One moment on the timeline. `at`: ms since the game started (its first action). */
export type ReportMark = {
  at: number;
  /** The game's own kind: `launch`, `hit`, `miss`, `damage`, `deflection`, `pause`, `shuffle`, `end`… */
  kind: string;
  /** Good news for the table, bad news, or neither (colours the mark). */
  tone: 'good' | 'bad' | 'neutral';
  label: Phrase;
};

/** A mark worded by one phrase: `key`, with its `values` when it has any. */
export function markOf(
  at: number,
  kind: string,
  tone: ReportMark['tone'],
  key: string,
  values?: Phrase['values'],
): ReportMark {
  return { at, kind, tone, label: values ? { key, values } : { key } };
}

/** A value over the game (Apophis's value, armies in play), as steps at the moments it changed. */
export type ReportSeries = { key: string; label: Phrase; points: { at: number; value: number }[] };

/** Armies one side lost: the exact expectation before the dice, and what the dice did. */
export type ExpectedLosses = { expected: number; actual: number };

/** A fight's armies lost by each side: the table's players and their opponents (Apocalyte's Apocalytes). */
export type FightLosses = { players: ExpectedLosses; opponents: ExpectedLosses };

/**
 * A roll the table hoped for: the exact chance of success before the dice, and what they did.
 * A fight's roll (a combat round) also carries each side's `losses`, expected against actual.
 */
export type LuckRoll = {
  at: number;
  label: Phrase;
  chance: number;
  success: boolean;
  losses?: FightLosses;
};

export type GameReport = {
  game: string;
  /** Epoch ms of the first action and of the last (or the ending). */
  startedAt: number;
  endedAt: number;
  ending: Ending | null;
  marks: ReportMark[];
  series: ReportSeries[];
  luck: LuckRoll[];
  /** The moment that decided the game, when one did. */
  decisive: ReportMark | null;
  /** Counts worth a line (launches per player, hits, shuffles), in the game's words. */
  tallies: { label: Phrase; value: number }[];
  /** A competitive game's winners, by seat (SetupSummary.names); absent when the table wins or loses together. */
  winners?: number[];
};

// The HTTP answers of the service's "after the game" routes (server/routes/history.ts), typed
// here so the screens read them without importing the server.

/** One game in `GET /api/history`, newest first. */
export type HistoryEntry = {
  id: string;
  /** The table whose folder holds the log (`1` for a one-table service). */
  table: string;
  game: string;
  createdAt: number;
  /** The `at` of the last action. */
  updatedAt: number;
  /** From the first action to the ending (or the last action of an unfinished game). */
  durationMs: number;
  status: Status;
  ending: Ending | null;
  /**
   * Ended before its end from a screen (`by`: `phone`, `hall`, or `newGame` for a new set-up sent
   * while it ran), at the table's time `at`; null (or absent, from an older service) otherwise.
   */
  endedEarly?: { at: number; by: string } | null;
  /** The game's own phase word, as its public view names it. */
  phase: string;
  setup: SetupSummary;
  actions: number;
  /**
   * What the box's proof proves of the game's rolls (src/proof.ts, DESIGN.md "Dice anyone can
   * audit"): absent from an older service.
   */
  proof?: ProofVerdict;
};

/** `GET /api/history/:id`: the game, its actions as logged (for the scrubber's replay) and its report. */
export type HistoryGame = {
  entry: HistoryEntry;
  actions: { type: string; at: number }[];
  report: GameReport;
  /** Lines of the log skipped on reading, one sentence each. */
  warnings: string[];
  /**
   * The module's public view after the whole log, at its last action (`module.view`): the
   * scrubber draws the end from it before fetching the reducer. Absent from an older service.
   */
  final?: unknown;
  /**
   * The game's log file as the service holds it, in its own data folder (`--data`): the path
   * `npx apophis verify` takes. Absent from an older service.
   */
  file?: string;
};

/** A die's honesty: `counts[i]` is how often face `i + 1` came up; `p` the chi-square test's p value, null while there are too few rolls to test. */
export type DiceHonesty = {
  /** Which box rolled (`virtual`, or the serial box's identity), or `hand` for dice typed in. */
  box: string;
  sides: number;
  rolls: number;
  counts: number[];
  chiSquare: number | null;
  p: number | null;
  /** The plain sentence's data (src/stats/README.md): `too-few` below `needed` rolls, else by p. */
  verdict?: DiceVerdict;
  /** Rolls the test needs before it says anything: 5 per face (an expected count of 5 or more). */
  needed?: number;
};

/** What a die's test says: nothing suggests bias (`fair`), p below 0.01 (`suspect`), p below 0.001 (`unfair`), or not enough rolls yet. */
export type DiceVerdict = 'fair' | 'suspect' | 'unfair' | 'too-few';

/** Win counts for one game module, all and by set-up: `played` is `won + lost + ended + unfinished`. */
export type ModuleStats = {
  played: number;
  won: number;
  lost: number;
  /** Ended before their end from a screen (HistoryEntry.endedEarly). */
  ended: number;
  unfinished: number;
  /** The same counts grouped by difficulty and variant (each group's `played` says what its rate rests on). */
  bySetup: {
    difficulty: string | null;
    variant: string | null;
    played: number;
    won: number;
    lost: number;
    ended: number;
    unfinished: number;
  }[];
  /** Time the finished games took, in ms (sum), and how many. */
  timeMs: number;
  /**
   * Every luck roll of the module's reports: expected successes (sum of chances), actual, how
   * many; and, for a game with fights, their number and each side's losses summed, expected
   * against actual (absent when no report had a fight).
   */
  luck: {
    rolls: number;
    expected: number;
    actual: number;
    fights?: FightLosses & { count: number };
  };
  /** Every die the module's games rolled (a deal's draws, a round's dice…); absent from an older service. */
  dice?: number;
};

/** `GET /api/stats`: every game in the data folder (every table's). */
export type StatsResponse = {
  /** The games played (that left their lobby): the sum of the modules' `played`. */
  games: number;
  modules: Record<string, ModuleStats>;
  /** The box's dice, per box and number of sides. */
  dice: DiceHonesty[];
  /** Dice typed in by hand, per number of sides, the same shape (`box: "hand"`). */
  typed: DiceHonesty[];
  /** Every game's rolls, and those a proof box's revealed seed proves (absent from an older service). */
  proof?: { rolls: number; proven: number; failed: number };
};

/** `GET /api/history/:id/export.json`: the game, and what a third party needs to check its dice. */
export type GameExport = {
  header: unknown;
  entry: HistoryEntry;
  actions: { type: string; at: number }[];
  report: GameReport;
  warnings: string[];
  /** The box's proof lines as logged (commitments, rolls with their @n, seeds, stops). */
  proof: ProofEntry[];
};
