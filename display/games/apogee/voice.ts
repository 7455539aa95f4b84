// What the big screen's voice says of an Apogee table: a launch declared and its destination,
// what the d12 did (AG9), the quarter's phases as the table moves on (AG3), the mission won; and
// the clock whose marks it calls, the mission's minutes less the time played (AG2, AG40).

import { missionLeftMs } from '../../../src/games/apogee/state.ts';
import type { ApogeeView } from '../../../src/games/apogee/view.ts';
import { CUE_LINES } from '../../voice/cue-lines.ts';
import type { GameVoice } from '../seam.ts';

export const apogeeVoice: GameVoice<ApogeeView> = {
  texts: () => import('./voice-lines.ts').then((module) => module.voiceLines),
  lines(cues, prior, next) {
    const lines: string[] = [];
    if (cues.includes('launch') && next.awaiting) {
      lines.push(`apogee-launch-${next.awaiting.destination}`);
    }
    // The module cues a hit or a miss when the record grows: its newest entry is this launch.
    const rolled = next.record.at(-1);
    if ((cues.includes('hit') || cues.includes('miss')) && rolled) {
      lines.push(rolled.success ? `apogee-reached-${rolled.destination}` : 'apogee-failed');
    }
    // AG3: the phase the table moved to, while it plays (not a new set-up, not the end).
    if (prior.stage === 'playing' && next.stage === 'playing') {
      if (next.quarter > prior.quarter) lines.push('apogee-new-quarter');
      else if (next.phase !== prior.phase) lines.push(`apogee-phase-${next.phase}`);
    }
    if (cues.includes('win')) lines.push(CUE_LINES.win as string);
    return lines;
  },
  clockMs: (state, now) => missionLeftMs(state, now),
};
