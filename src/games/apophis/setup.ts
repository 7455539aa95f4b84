// Game set-up (R5, R6): who plays, how many cards each, how long the timer runs.

export const VARIANTS = ['basic', 'advanced'] as const;
export type Variant = (typeof VARIANTS)[number];

/** R6: the printed difficulty levels, in seconds. */
export const DIFFICULTIES = {
  beginner: 15 * 60,
  easy: 12 * 60,
  medium: 10 * 60,
  hard: 8 * 60,
} as const;
export type Difficulty = keyof typeof DIFFICULTIES;

/** R6: the advanced rules recommend ten minutes. */
export const ADVANCED_RECOMMENDED_SECONDS = 10 * 60;
export const MIN_TIMER_SECONDS = 60;
export const MAX_TIMER_SECONDS = 3600;
export const MIN_PLAYERS = 1;
export const MAX_PLAYERS = 4;

export type GameSetup = { players: number; variant: Variant; timerSeconds: number };

export const DEFAULT_SETUP: GameSetup = {
  players: 2,
  variant: 'basic',
  timerSeconds: DIFFICULTIES.medium,
};

/** R5: three cards each, four when there are only one or two players. */
export function cardsToDeal(players: number): number {
  return players <= 2 ? 4 : 3;
}

/** Why a set-up cannot be played, or null (R5, R6). */
export function setupProblem(setup: GameSetup): string | null {
  if (
    !Number.isInteger(setup.players) ||
    setup.players < MIN_PLAYERS ||
    setup.players > MAX_PLAYERS
  ) {
    return `Apophis is played by ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${setup.players}`;
  }
  if (!VARIANTS.includes(setup.variant)) {
    return `the rules are basic or advanced, not ${String(setup.variant)}`;
  }
  if (
    !Number.isInteger(setup.timerSeconds) ||
    setup.timerSeconds < MIN_TIMER_SECONDS ||
    setup.timerSeconds > MAX_TIMER_SECONDS
  ) {
    return `the timer takes a whole number of seconds from ${MIN_TIMER_SECONDS} to ${MAX_TIMER_SECONDS}, not ${setup.timerSeconds}`;
  }
  return null;
}
