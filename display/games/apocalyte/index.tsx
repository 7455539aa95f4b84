// Apocalyte's screens, loaded by the shell when `state.game` is apocalyte (a chunk of its own; the
// big screen's body and the phone's panels are chunks apart, fetched by the page that draws them).
// They import the module's pure parts (guards, view, map, odds), never its TypeBox schemas.

import { type ApocalyteCue, cues } from '../../../src/games/apocalyte/cues.ts';
import type { ApocalyteView } from '../../../src/games/apocalyte/view.ts';
import { type GameView, lazyPart, teachScreens } from '../seam.ts';
import { meta } from './meta.ts';
import { apocalyteVoice } from './voice.ts';

export const game: GameView<ApocalyteView, ApocalyteCue> = {
  ...meta,
  BigScreen: lazyPart(() => import('./big-screen.tsx').then((module) => module.ApocalyteBigScreen)),
  Control: lazyPart(() => import('./control.tsx').then((module) => module.ApocalyteControl)),
  cues,
  sounds: { hit: 'success', damage: 'strike', win: 'fanfare', loss: 'lament' },
  voice: apocalyteVoice,
  // Learn by playing (AC56): each step's words and the pitch's picture (the steps: the module's teach.ts).
  teach: teachScreens(() => import('./teach.ts')),
};
