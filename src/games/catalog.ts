// The games the service knows, by id, each loaded when a table first needs it: Apophis, the game
// every table's lobby opens on, with the service; each other game's module (its rules, schemas
// and command lines) the first time a table plays it or a log of it is read, a chunk of its own
// in the service's build. The one list of the games; ./index.ts hands it on.

import type { GameRegistry } from '../game.ts';
import { apophis } from './apophis/index.ts';

export const GAME_CATALOG: GameRegistry = {
  apophis,
  apogee: () => import('./apogee/index.ts').then((module) => module.apogee),
  apocalyte: () => import('./apocalyte/index.ts').then((module) => module.apocalyte),
};
