// Apophis's typed action creators, apart from the schemas in actions.ts: the reducer and the
// screens that replay a log need them, and they should not carry the schema library with them.

import type { Action } from './actions.ts';

/** Who threw the die: the box's electronic die, or a physical die typed in by hand (R22). */
export const DIE_SOURCES = ['box', 'hand'] as const;
export type DieSource = (typeof DIE_SOURCES)[number];

type Setup = Omit<Extract<Action, { type: 'newGame' }>, 'type' | 'at'>;

/** Typed creators, so callers never spell an action by hand. */
export const actions = {
  newGame: (at: number, setup: Setup): Action => ({ type: 'newGame', at, ...setup }),
  start: (at: number): Action => ({ type: 'start', at }),
  pause: (at: number): Action => ({ type: 'pause', at }),
  resume: (at: number): Action => ({ type: 'resume', at }),
  build: (at: number, section: Extract<Action, { type: 'build' }>['section']): Action => ({
    type: 'build',
    at,
    section,
  }),
  suits: (at: number, suits: Extract<Action, { type: 'suits' }>['suits']): Action => ({
    type: 'suits',
    at,
    suits,
  }),
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
  teach: (at: number, what: 'next' | 'skip'): Action => ({ type: 'teach', at, do: what }),
};
