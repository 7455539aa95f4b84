// The games the table knows, by id. The service, the store and the screens take a
// registry like this one (tests add a game of their own) and never name a game.

import type { GameRegistry } from '../game.ts';
import { apocalyte } from './apocalyte/index.ts';
import { apogee } from './apogee/index.ts';
import { apophis } from './apophis/index.ts';

export const GAMES: GameRegistry = { apophis, apogee, apocalyte };
