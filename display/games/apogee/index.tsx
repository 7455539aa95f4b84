// Apogee's screens, loaded by the shell when `state.game` is apogee (a chunk of its own). They
// import the module's pure parts (guards, view, launch tables), never its TypeBox schemas.

import { cues } from '../../../src/games/apogee/cues.ts';
import type { ApogeeView } from '../../../src/games/apogee/view.ts';
import type { GameView } from '../index.ts';
import { ApogeeBigScreen } from './big-screen.tsx';
import { ApogeeControl } from './control.tsx';
import { apogeeVoice } from './voice.ts';

export const view: GameView = {
  BigScreen: ApogeeBigScreen,
  Control: ApogeeControl,
  cues: (before, after) =>
    cues(before as unknown as ApogeeView | null, after as unknown as ApogeeView),
  voice: apogeeVoice,
};
