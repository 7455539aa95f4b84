// Apogee's fold for the history's scrubber: its reducer and view, fetched the first time the
// scrubber leaves the end (./replay.tsx).

import type { Action } from '../../../src/games/apogee/actions.ts';
import { reduce } from '../../../src/games/apogee/reducer.ts';
import { type ApogeeState, lobbyState } from '../../../src/games/apogee/state.ts';
import { viewOf } from '../../../src/games/apogee/view.ts';
import { foldViews } from '../replay-kit.ts';

export const fold = foldViews<ApogeeState, Action>({
  lobby: () => lobbyState(),
  reduce,
  view: viewOf,
});
