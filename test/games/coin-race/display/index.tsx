// Coin race's screens for the shell's tests, a folder laid out as display/games/<id>/ is: its
// meta, its big screen and its phone panel each a part fetched when a page draws it, and the
// module's own cues.

import { type GameView, lazyPart } from '../../../../display/games/seam.ts';
import { type CoinView, coin } from '../module.ts';
import { meta } from './meta.ts';

export const game: GameView<CoinView> = {
  ...meta,
  BigScreen: lazyPart(() => import('./big-screen.tsx').then((module) => module.CoinBoard)),
  Control: lazyPart(() => import('./control.tsx').then((module) => module.CoinControl)),
  cues: coin.cues,
  sounds: { hit: 'success', win: 'fanfare' },
};
