// The table at any moment of a logged game, for the history's scrubber: each game's replayer
// (its meta's `replay`, display/games/<id>/replay.tsx) draws the module's public view with the
// game's own pieces, a chunk per game loaded when a game of it is opened, and folds the logged
// actions with the module's own reducer (`fold`, a chunk of its own fetched only when the scrubber
// first leaves the end: until then the page draws the service's `final` view).

import { gameMeta } from '../games/index.ts';
import type { Replayer } from '../games/seam.ts';

export type { Fold, Replayer } from '../games/seam.ts';

/** The replayer of a game, or null when this build has none for it. */
export function loadReplayer(game: string): Promise<Replayer> | null {
  return gameMeta(game)?.replay?.() ?? null;
}
