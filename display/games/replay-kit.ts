// What a game's history table (display/games/<id>/replay.tsx) and its fold are built with: the
// fold of the module's own reducer over a log, and a replayed view dressed as the table's state.
// Apart from seam.ts, so that only the history's chunks carry it, not every table page.

import type { GameAction } from '../../src/game.ts';
import type { BoxStatus, PublicState } from '../../src/messages.ts';
import type { Fold } from './seam.ts';

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
