// The table at any moment of a logged game, for the history's scrubber: each game's replayer
// draws the module's public view with the game's own pieces (`Table`, a chunk per game, loaded
// when a game of it is opened), and folds the logged actions with the module's own reducer
// (`fold`, a chunk of its own fetched only when the scrubber first leaves the end: until then
// the page draws the service's `final` view).

import type { ComponentType } from 'preact';
import type { GameAction } from '../../src/game.ts';
import type { BoxStatus, PublicState } from '../../src/messages.ts';

/** The module's reducer and view over a log. */
export type Fold = {
  /**
   * The module's public view (`module.view`) after each prefix of the log: `views[i]` after the
   * first i + 1 actions, at the last one's time. The last is the service's `final`.
   */
  views(actions: readonly GameAction[]): unknown[];
};

export type Replayer = {
  /** Draws one public view of the module: one of the fold's, or the service's `final`. */
  Table: ComponentType<{ view: unknown }>;
  /** Fetches the fold (the reducer and its rules), apart from the table's chunk. */
  fold(): Promise<Fold>;
};

const REPLAYERS: Readonly<Record<string, () => Promise<Replayer>>> = {
  apophis: () => import('./tables/apophis.tsx').then((module) => module.replayer),
  apogee: () => import('./tables/apogee.tsx').then((module) => module.replayer),
  apocalyte: () => import('./tables/apocalyte.tsx').then((module) => module.replayer),
};

/** The replayer of a game, or null when this screen has none for it. */
export function loadReplayer(game: string): Promise<Replayer> | null {
  return Object.hasOwn(REPLAYERS, game) ? (REPLAYERS[game]?.() ?? null) : null;
}

/**
 * The fold of a module's reducer over a log, each state seen through its view at its action's
 * time; an action the reducer refuses leaves the state as it was (as the service's replay does).
 */
export function foldViews<S, A extends GameAction>(rules: {
  lobby: () => S;
  reduce: (state: S, action: A) => { state: S };
  view: (state: S, now: number) => unknown;
}): Fold {
  return {
    views: (actions) => {
      const views: unknown[] = [];
      let state = rules.lobby();
      for (const action of actions as readonly A[]) {
        state = rules.reduce(state, action).state;
        views.push(rules.view(state, action.at));
      }
      return views;
    },
  };
}

/** No box: a replayed table is drawn from its log, not from a box. */
const NO_BOX: BoxStatus = { connected: false, source: 'none', firmware: null };

/** A replayed view with the shell's fields a game's pieces may read. */
export function asPublic<V extends object>(view: V, game: string): PublicState<V> {
  return { ...view, game, status: 'over', gameId: null, addresses: [], box: NO_BOX };
}
