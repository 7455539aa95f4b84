// The screens of each game, by the id of its module, each loaded on demand (its own chunk):
// the shell draws the header, the lobby's QR code, the overlays and the keyboard, and hands
// the table to the view `state.game` names. A view's big screen and phone panels are chunks of
// their own too: the big screen and the spectators never fetch the panels, the phone never the body.

import { lang, loadLanguage } from '../i18n/index.ts';
import type { GameView, GameViews, LazyPart } from './seam.ts';

/** The games a table can be set to from the control page's lobby, by id, with their names (the same in every language). */
export const GAME_TITLES: Readonly<Record<string, string>> = {
  apophis: 'Apophis',
  apogee: 'Apogee',
  apocalyte: 'Apocalyte',
};

/** Each game's view module, by id (`import()` with a literal path: Vite makes each a chunk). */
const VIEW_MODULES: Readonly<Record<string, () => Promise<{ view: GameView }>>> = {
  apophis: () => import('./apophis/index.tsx'),
  apogee: () => import('./apogee/index.tsx'),
  apocalyte: () => import('./apocalyte/index.tsx'),
};

/** The views, each loaded with the one part a page draws, so the page renders it at once. */
function viewsWith(part: 'BigScreen' | 'Control'): GameViews {
  return Object.fromEntries(
    Object.entries(VIEW_MODULES).map(([game, fetch]) => [
      game,
      async () => {
        const { view } = await fetch();
        await (view[part] as Partial<LazyPart<object>>).load?.();
        // Its words in the chosen language too, so that it shows in it from the first frame.
        await loadLanguage(lang.peek()).catch(() => undefined);
        return view;
      },
    ]),
  );
}

/** The views for the big screen and the spectators: each with its big screen's body. */
export const GAME_VIEWS: GameViews = viewsWith('BigScreen');
/** The views for the control page: each with its phone panels. */
export const GAME_CONTROLS: GameViews = viewsWith('Control');
