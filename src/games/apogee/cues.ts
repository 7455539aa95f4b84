// The sound cues a change of Apogee's table calls for: a launch declared, its die a hit or
// a miss, the mission won. Pure, with no schemas, so the screens import it as it is.

import type { ApogeeView } from './view.ts';

/** Every cue Apogee calls for (the module's `cueNames`; its screens give each a sound). */
export const CUE_NAMES = ['launch', 'hit', 'miss', 'win'] as const;
export type ApogeeCue = (typeof CUE_NAMES)[number];

export function cues(before: ApogeeView | null, after: ApogeeView): ApogeeCue[] {
  const list: ApogeeCue[] = [];
  if (!before) return list;
  if (!before.awaiting && after.awaiting) list.push('launch');
  if (after.record.length > before.record.length)
    list.push(after.record.at(-1)?.success ? 'hit' : 'miss');
  if (before.stage !== 'over' && after.stage === 'over') list.push('win');
  return list;
}
