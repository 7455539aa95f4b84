// Every game of the catalog (./catalog.ts), its module loaded: what the tests and the benches read
// at once and add a game of their own to. The service never reads it, and its build leaves this
// file out (server/vite.config.ts: the games' files have no side effects), so that it loads no
// game before a table needs it.

import { type GameModules, loadGame } from '../game.ts';
import { GAME_CATALOG } from './catalog.ts';

const loaded = await Promise.all(
  Object.keys(GAME_CATALOG).map(async (id) => {
    const module = await loadGame(GAME_CATALOG, id);
    if (!module) throw new Error(`the game ${id} has no module`);
    return [id, module] as const;
  }),
);

export const GAMES: GameModules = Object.fromEntries(loaded);
