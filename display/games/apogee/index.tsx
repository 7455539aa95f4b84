// Apogee's screens, loaded by the shell when `state.game` is apogee (a chunk of its own; the big
// screen's body and the phone's panels are chunks apart, fetched by the page that draws them).
// They import the module's pure parts (guards, view, launch tables), never its TypeBox schemas.

import { type ApogeeCue, cues } from '../../../src/games/apogee/cues.ts';
import type { ApogeeView } from '../../../src/games/apogee/view.ts';
import { type GameView, lazyPart, teachScreens } from '../seam.ts';
import { meta } from './meta.ts';
import { apogeeVoice } from './voice.ts';

export const game: GameView<ApogeeView, ApogeeCue> = {
  ...meta,
  BigScreen: lazyPart(() => import('./big-screen.tsx').then((module) => module.ApogeeBigScreen)),
  Control: lazyPart(() => import('./control.tsx').then((module) => module.ApogeeControl)),
  cues,
  sounds: { launch: 'rise', hit: 'success', miss: 'failure', win: 'fanfare' },
  voice: apogeeVoice,
  // Learn by playing (AG52): each step's words and the pitch's picture (the steps: the module's teach.ts).
  teach: teachScreens(() => import('./teach.ts')),
};
