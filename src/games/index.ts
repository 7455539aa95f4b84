// The games the table knows, by id: `GAME_CATALOG`, as the service holds them (./catalog.ts, each
// game loaded when a table first needs it), and `GAMES`, the same games loaded at once
// (./loaded.ts), for the tests and the benches, which add a game of their own to it. The service,
// the store and the screens take a registry and never name a game.

export { GAME_CATALOG } from './catalog.ts';
export { GAMES } from './loaded.ts';
