// The sound cues an Apophis table calls for: a launch, each step's hit or miss,
// damage, the end of a shuffle, the win and the loss. The big screen plays them.

import type { ApophisView } from './view.ts';

/** Every cue Apophis calls for (the module's `cueNames`; its screens give each a sound). */
export const CUE_NAMES = ['launch', 'hit', 'miss', 'damage', 'shuffleEnd', 'win', 'loss'] as const;
export type ApophisCue = (typeof CUE_NAMES)[number];

/** The cues one state change calls for, in the order they happened. */
export function stateCues(before: ApophisView | null, after: ApophisView): ApophisCue[] {
  if (!before) return []; // the first state of a page is a snapshot, not news
  const cues: ApophisCue[] = [];
  const prior = before.launch;
  const next = after.launch;
  // The state carries only the latest entries: the count says how many are new.
  const added = after.historyCount - before.historyCount;
  const news = added > 0 ? after.history.slice(-added) : [];
  // A finished launch stays on the table until it moves on: only a new one, or one that began
  // and ended in this change (no fuel), counts.
  const freshLaunch =
    next !== null &&
    (prior === null || prior.result !== null) &&
    (next.result === null || news.some((entry) => entry.event === 'launch'));
  if (freshLaunch) cues.push('launch');
  if (next) {
    const seen = freshLaunch ? 0 : (prior?.steps.length ?? 0);
    for (const step of next.steps.slice(seen)) {
      if (step.step === 'accuracy') cues.push(step.ok ? 'hit' : 'miss');
      else if (!step.ok && step.step !== 'damage' && step.step !== 'deflection') cues.push('miss');
    }
  }
  if (after.apophis.damages > before.apophis.damages) cues.push('damage');
  for (const entry of news) {
    if (entry.event === 'shuffleDone') cues.push('shuffleEnd');
    if (entry.event === 'won') cues.push('win');
    if (entry.event === 'lost') cues.push('loss');
  }
  return cues;
}
