// What every page knows of Coin race without its screens: its id, its title and its place.

import type { GameMeta } from '../../../../display/games/seam.ts';

export const meta: GameMeta = { id: 'coin', title: 'Coin race', order: 4 };
