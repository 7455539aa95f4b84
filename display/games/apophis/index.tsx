// Apophis's screens, loaded by the shell when `state.game` is apophis (a chunk of its own; the big
// screen's body and the phone's panels are chunks apart, fetched by the page that draws them).
// They import the module's pure parts they ask (guards, cues), not its schemas: the module
// object (src/games/apophis/index.ts) is the service's, and TypeBox would weigh on phones.

import { type ApophisCue, stateCues } from '../../../src/games/apophis/cues.ts';
import type { ApophisView } from '../../../src/games/apophis/view.ts';
import { type GameView, lazyPart, teachScreens } from '../seam.ts';
import { SECTION_FILL } from './colours.ts';
import { meta } from './meta.ts';
import { apophisVoice } from './voice.ts';

export const game: GameView<ApophisView, ApophisCue> = {
  ...meta,
  BigScreen: lazyPart(() => import('./big-screen.tsx').then((module) => module.ApophisBigScreen)),
  Control: lazyPart(() => import('./control.tsx').then((module) => module.ApophisControl)),
  EndLoses: lazyPart(() => import('./panels/end.tsx').then((module) => module.EndLoses)),
  cues: stateCues,
  sounds: {
    launch: 'rise',
    hit: 'success',
    miss: 'failure',
    damage: 'strike',
    shuffleEnd: 'ready',
    win: 'fanfare',
    loss: 'lament',
  },
  voice: apophisVoice,
  colours: SECTION_FILL,
  // Learn by playing: each step's words and the pitch's picture, a chunk fetched when a table
  // first teaches (the steps: the module's teach.ts).
  teach: teachScreens(() => import('./teach.ts')),
};
