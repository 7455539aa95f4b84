// What a game's log tells after the game, for every module alike: the dice it rolled, its
// set-up in a few words, and its report (a timeline, curves, the luck meter, the moment that
// decided it). Each module makes its own from its actions; the service and screens know no game.
// Words come as phrases (a key of the game's and its values) so that each screen says them in
// its own language.

import type { Ending } from './game.ts';

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

/** A value over the game (Apophis's value, armies in play), as steps at the moments it changed. */
export type ReportSeries = { key: string; label: Phrase; points: { at: number; value: number }[] };

/** A roll the table hoped for: the exact chance of success before the dice, and what they did. */
export type LuckRoll = { at: number; label: Phrase; chance: number; success: boolean };

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
};
