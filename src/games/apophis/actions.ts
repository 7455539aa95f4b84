// Every table action is a plain object with the wall-clock time it happened
// (`at`, epoch ms): the reducer reads time only from there, and the game's log
// stores these objects as they are, so a replay is a fold over the log.

import type { Section, Suit } from './sections.ts';
import type { Difficulty, Variant } from './setup.ts';

/** Who threw the die: the box's electronic die, or a physical die typed in by hand (R22). */
export type DieSource = 'box' | 'hand';

export type Action =
  | {
      type: 'newGame';
      at: number;
      players: number;
      variant: Variant;
      /** Seconds on the timer; when absent, `difficulty` (or the variant's default) decides. */
      timerSeconds?: number;
      difficulty?: Difficulty;
    }
  | { type: 'start'; at: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'build'; at: number; section: Section }
  | { type: 'suits'; at: number; suits: Suit[] }
  | { type: 'scrap'; at: number }
  | { type: 'shuffle'; at: number }
  | { type: 'roll'; at: number; value: number; source: DieSource }
  | { type: 'reroll'; at: number }
  | { type: 'accept'; at: number }
  | { type: 'undo'; at: number }
  /** The clock reached the deadline (a loss) or the end of the shuffle countdown. */
  | { type: 'clock'; at: number };

export type ActionType = Action['type'];

type Setup = Omit<Extract<Action, { type: 'newGame' }>, 'type' | 'at'>;

/** Typed creators, so callers never spell an action by hand. */
export const actions = {
  newGame: (at: number, setup: Setup): Action => ({ type: 'newGame', at, ...setup }),
  start: (at: number): Action => ({ type: 'start', at }),
  pause: (at: number): Action => ({ type: 'pause', at }),
  resume: (at: number): Action => ({ type: 'resume', at }),
  build: (at: number, section: Section): Action => ({ type: 'build', at, section }),
  suits: (at: number, suits: Suit[]): Action => ({ type: 'suits', at, suits }),
  scrap: (at: number): Action => ({ type: 'scrap', at }),
  shuffle: (at: number): Action => ({ type: 'shuffle', at }),
  roll: (at: number, value: number, source: DieSource = 'box'): Action => ({
    type: 'roll',
    at,
    value,
    source,
  }),
  reroll: (at: number): Action => ({ type: 'reroll', at }),
  accept: (at: number): Action => ({ type: 'accept', at }),
  undo: (at: number): Action => ({ type: 'undo', at }),
  clock: (at: number): Action => ({ type: 'clock', at }),
};
