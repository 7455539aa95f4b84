// Apophis's fold for the history's scrubber: its reducer and view, fetched the first time the
// scrubber leaves the end (./replay.tsx).

import type { Action } from '../../../src/games/apophis/actions.ts';
import { reduce } from '../../../src/games/apophis/reducer.ts';
import { lobbyState, type TableState } from '../../../src/games/apophis/state.ts';
import { viewOf } from '../../../src/games/apophis/view.ts';
import { foldViews } from '../replay-kit.ts';

export const fold = foldViews<TableState, Action>({
  lobby: () => lobbyState(),
  reduce,
  view: viewOf,
});
