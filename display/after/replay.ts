// The table at any moment of a logged game, for the history's scrubber: each game's replayer
// folds the logged actions with its module's own reducer and draws the module's public view
// with the game's own pieces. Loaded per game (a chunk each), only when a game of it is opened.

import type { ComponentType } from 'preact';
import type { GameAction } from '../../src/game.ts';
import type { BoxStatus, PublicState } from '../../src/messages.ts';

export type Replayer = {
  /** The public view after each prefix of the log: `views[i]` after the first i + 1 actions, at the last one's time. */
  views(actions: readonly GameAction[]): unknown[];
  Table: ComponentType<{ view: unknown }>;
};

const REPLAYERS: Readonly<Record<string, () => Promise<Replayer>>> = {
  apophis: () => import('./tables/apophis.tsx').then((module) => module.replayer),
  apogee: () => import('./tables/apogee.tsx').then((module) => module.replayer),
};

/** The replayer of a game, or null when this screen has none for it. */
export function loadReplayer(game: string): Promise<Replayer> | null {
  return Object.hasOwn(REPLAYERS, game) ? (REPLAYERS[game]?.() ?? null) : null;
}

/**
 * Each state the log leads to, with the module's reducer; an action it refuses leaves the state
 * as it was (the store checked every line, so a log written by the service has none).
 */
export function foldAll<S, A extends GameAction>(
  start: S,
  reduce: (state: S, action: A) => { state: S },
  actions: readonly A[],
): S[] {
  const states: S[] = [];
  let state = start;
  for (const action of actions) {
    state = reduce(state, action).state;
    states.push(state);
  }
  return states;
}

/** No box: a replayed table is drawn from its log, not from a box. */
const NO_BOX: BoxStatus = { connected: false, source: 'none', firmware: null };

/** A replayed view with the shell's fields a game's pieces may read. */
export function asPublic<V extends object>(view: V, game: string): PublicState<V> {
  return { ...view, game, status: 'over', gameId: null, addresses: [], box: NO_BOX };
}
