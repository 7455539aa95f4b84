// Apogee's set-up facts and limits, as plain values: what the screens (on phones) and the
// rules share without loading the actions' TypeBox schemas. AG1, AG2, AG31, AG32.

/** AG1: 2 to 5 players. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
/** The colours the screens can draw, one per player (AG31). */
export const COLOURS = ['blue', 'red', 'green', 'yellow', 'white'] as const;
export type Colour = (typeof COLOURS)[number];
/** The card kinds a rocket is built of (AG4; R&D as `rnd`). */
export const CARD_KINDS = ['first', 'upper', 'payload', 'rnd'] as const;
export type CardKind = (typeof CARD_KINDS)[number];
/**
 * The rules' version a game is played by, kept in its `newGame` (a log without one is version 1,
 * written before issue 21): 2 reads AG2's docking, the one sequence a round, the pad's limits, the
 * First and Upper Stages' card texts and AG7 as RULES-APOGEE.md says them now (READINGS.md AG42 on);
 * 3 (issue 32) re-opens an automatic pass a specialist undoes, refuses removing a built card (a
 * card typed by mistake is struck off as a correction), enters the Directors' specialties and
 * asks an Asteroid launch of mission 7 for its satellites (READINGS.md AG48 on).
 */
export const RULES_VERSION = 3;
/** Card texts: the technologies a table can name when it builds, with the kind each is (AG43). */
export const TECHS = ['nuclear-pulse', 'laser', 'ssto', 'ion', 'nuclear-rocket'] as const;
export type Tech = (typeof TECHS)[number];
export const TECH_KIND: Readonly<Record<Tech, CardKind>> = {
  'nuclear-pulse': 'first',
  laser: 'first',
  ssto: 'first',
  ion: 'upper',
  'nuclear-rocket': 'upper',
};
/** The launch pad board: "built (3 cards limit)" for each of the four kinds (AG44). */
export const PAD_LIMIT = 3;
/** What the table confirms by hand (AG2). */
export const CONFIRMS = ['investors', 'satellites', 'docking'] as const;
export type Confirmable = (typeof CONFIRMS)[number];
/** Who threw the d12: the box, or a die typed in by hand. */
export const DIE_SOURCES = ['box', 'hand'] as const;
export type DieSource = (typeof DIE_SOURCES)[number];
/** AG32: the largest thrust or mass a single card may print. */
export const MAX_CARD_VALUE = 20;
/** AG32: the most astronauts or satellites a single card may carry. */
export const MAX_CARD_COUNT = 9;

/** AG2: each mission's level and expected minutes (the minutes are no deadline). */
export const MISSIONS: Readonly<
  Record<number, { level: 'easy' | 'intermediate' | 'expert'; minutes: number }>
> = {
  1: { level: 'easy', minutes: 10 },
  2: { level: 'easy', minutes: 20 },
  3: { level: 'easy', minutes: 30 },
  4: { level: 'intermediate', minutes: 20 },
  5: { level: 'intermediate', minutes: 40 },
  6: { level: 'intermediate', minutes: 55 },
  7: { level: 'expert', minutes: 55 },
  8: { level: 'expert', minutes: 60 },
  9: { level: 'expert', minutes: 90 },
};
