/// <reference types="vite/client" />
// The one registry of the games' screens: every folder here with a `meta.ts` and an `index.tsx`
// is a game (./registry.ts says what each gives), found by Vite at build time, so a game's folder
// is all it takes. Each game's object and each of its parts is a chunk of its own, fetched when
// `state.game` names it: the big screen and the spectators never fetch the panels, the phone
// never the body. The shell asks these and names no game.

import { registryOf } from './registry.ts';
import type { GameMeta, GameView } from './seam.ts';

export const GAMES = registryOf(
  import.meta.glob<{ meta: GameMeta }>('./*/meta.ts', { eager: true }),
  import.meta.glob<{ game: GameView }>('./*/index.tsx'),
);

/** The games a table can be set to from the control page's lobby, by id, with their names (the same in every language). */
export const GAME_TITLES = GAMES.titles;
/** The views for the big screen and the spectators: each with its big screen's body. */
export const GAME_VIEWS = GAMES.views;
/** The views for the control page: each with its phone panels. */
export const GAME_CONTROLS = GAMES.controls;

/** A game's meta (its phrase book, its replay), or undefined for a game this build does not know. */
export const gameMeta = (game: string): GameMeta | undefined =>
  Object.hasOwn(GAMES.metas, game) ? GAMES.metas[game] : undefined;
