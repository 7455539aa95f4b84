// What a game's history table (display/games/<id>/replay.tsx) and its fold are built with: the
// fold of the module's own rules over a log, and a replayed view dressed as the table's state.
// Apart from seam.ts, so that only the history's chunks carry it, not every table page.

import type { GameAction, GameCommand, GameRules } from '../../src/game.ts';
import type { BoxStatus, PublicState } from '../../src/messages.ts';
import type { Fold } from './seam.ts';

/**
 * The fold of a module's own rules (`src/games/<id>/rules.ts`, which load no schema library) over
 * a log, each state seen through its view at its action's time; an action the reducer refuses
 * leaves the state as it was (as the service's replay does).
 */
export function foldViews<S, A extends GameAction, V>(
  rules: Pick<GameRules<S, A, GameCommand, V>, 'lobby' | 'reduce' | 'view'>,
): Fold<V> {
  return {
    views: (actions) => {
      const views: V[] = [];
      let state = rules.lobby();
      for (const action of actions as readonly A[]) {
        state = rules.reduce(state, action).state;
        views.push(rules.view(state, action.at));
      }
      return views;
    },
  };
}

/**
 * A replayer's `fold`: the game's rules fetched (`() => import('…/src/games/<id>/rules.ts')`, a
 * chunk of its own, `<id>-fold-….js`) the first time the scrubber leaves the end, then folded.
 */
export const foldOf =
  <S, A extends GameAction, V>(
    load: () => Promise<{ rules: GameRules<S, A, GameCommand, V> }>,
  ): (() => Promise<Fold<V>>) =>
  () =>
    load().then(({ rules }) => foldViews(rules));

/** No box: a replayed table is drawn from its log, not from a box. */
const NO_BOX: BoxStatus = { connected: false, source: 'none', firmware: null };

/** A replayed view with the shell's fields a game's pieces may read. */
export function asPublic<V extends object>(view: V, game: string): PublicState<V> {
  return { ...view, game, status: 'over', gameId: null, addresses: [], box: NO_BOX };
}
