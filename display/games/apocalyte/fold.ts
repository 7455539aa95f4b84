// Apocalyte's fold for the history's scrubber: its reducer (the engine, the guards, the map's
// rules) and view, a chunk of its own fetched the first time the scrubber leaves the end, so the
// page's first paint carries only the map and the words (./replay.tsx).

import type { Action } from '../../../src/games/apocalyte/actions.ts';
import { reduce } from '../../../src/games/apocalyte/reducer.ts';
import { type ApocalyteState, lobbyState } from '../../../src/games/apocalyte/state.ts';
import { viewOf } from '../../../src/games/apocalyte/view.ts';
import { foldViews } from '../replay-kit.ts';

export const fold = foldViews<ApocalyteState, Action>({
  lobby: () => lobbyState(),
  reduce,
  view: viewOf,
});
