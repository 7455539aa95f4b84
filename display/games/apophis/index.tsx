// Apophis's screens, loaded by the shell when `state.game` is apophis (a chunk of its own).
// They import the module's pure parts they ask (guards, cues), not its schemas: the module
// object (src/games/apophis/index.ts) is the service's, and TypeBox would weigh on phones.

import { stateCues } from '../../../src/games/apophis/cues.ts';
import type { ApophisView } from '../../../src/games/apophis/view.ts';
import type { GameView } from '../index.ts';
import { ApophisBigScreen } from './big-screen.tsx';
import { ApophisControl } from './control.tsx';
import { apophisVoice } from './voice.ts';

export const view: GameView = {
  BigScreen: ApophisBigScreen,
  Control: ApophisControl,
  cues: (before, after) =>
    stateCues(before as unknown as ApophisView | null, after as unknown as ApophisView),
  voice: apophisVoice,
};
