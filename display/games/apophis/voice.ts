// What the big screen's voice says of an Apophis table: the launch sequence complete, then each
// step's outcome as its die settles it (R12–R15, R18), the shuffle's end, the win named by how it
// was won, a loss on time said so (R20); and the clock whose marks it calls, the game's timer.

import type { Cue } from '../../../src/game.ts';
import type { StepName } from '../../../src/games/apophis/launch.ts';
import { timeLeft } from '../../../src/games/apophis/state.ts';
import type { ApophisState, ApophisView } from '../../../src/games/apophis/view.ts';
import { CUE_LINES } from '../../voice/cue-lines.ts';
import type { GameVoice } from '../seam.ts';

/** What a step's outcome is called aloud, by step and `ok` (good for the team); '' says nothing. */
const STEP_LINES: Readonly<Record<StepName, readonly [failed: string, passed: string]>> = {
  fuel: ['no-fuel', ''], // R12: enough fuel is no news
  explosion: ['exploded', 'structure-holds'], // R18
  accuracy: ['miss', 'hit'], // R13
  damage: ['no-damage', 'damage'], // R14
  deflection: ['no-deflection', 'deflection'], // R15
};

/** The steps settled in this change: all of a launch the cues call new, else those past the ones seen. */
function stepLines(cues: readonly Cue[], before: ApophisState, after: ApophisState): string[] {
  const steps = after.launch?.steps ?? [];
  const seen = cues.includes('launch') ? 0 : (before.launch?.steps.length ?? 0);
  return steps.slice(seen).flatMap((step) => STEP_LINES[step.step][step.ok ? 1 : 0] || []);
}

export const apophisVoice: GameVoice<ApophisView> = {
  texts: () => import('./voice-lines.ts').then((module) => module.voiceLines),
  lines(cues, prior, next) {
    const lines: string[] = [];
    if (cues.includes('launch')) lines.push('launch-complete');
    // The steps say the hit, the miss and the damage better than their cues.
    lines.push(...stepLines(cues, prior, next));
    if (cues.includes('shuffleEnd')) lines.push('shuffle-end');
    if (cues.includes('win')) {
      const result = next.outcome?.result;
      if (result === 'destroyed' || result === 'deflected') lines.push(result);
      lines.push(CUE_LINES.win as string);
    }
    if (cues.includes('loss')) {
      if (next.timer.remainingMs === 0) lines.push('time-up'); // R20: the clock ran out
      lines.push(CUE_LINES.loss as string);
    }
    return lines;
  },
  clockMs: (state, now) => timeLeft(state, now),
};
