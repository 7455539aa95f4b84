// The sound cues a change of Apocalyte's table calls for: Apocalytes lost (a hit), player
// armies lost (damage), the game won or lost. Pure, with no schemas, for the screens.

import type { ApocalyteView } from './view.ts';

/** Every cue Apocalyte calls for (the module's `cueNames`; its screens give each a sound). */
export const CUE_NAMES = ['hit', 'damage', 'win', 'loss'] as const;
export type ApocalyteCue = (typeof CUE_NAMES)[number];

export function cues(before: ApocalyteView | null, after: ApocalyteView): ApocalyteCue[] {
  const list: ApocalyteCue[] = [];
  if (
    !before ||
    before.stage === 'lobby' ||
    (before.phase !== after.phase && after.phase === 'place')
  )
    return list;
  const players = (v: ApocalyteView) => v.armies.players.reduce((a, b) => a + b, 0);
  if (after.armies.apocalytes < before.armies.apocalytes) list.push('hit');
  if (players(after) < players(before)) list.push('damage');
  if (before.stage !== 'over' && after.stage === 'over')
    list.push(after.ending?.won ? 'win' : 'loss');
  return list;
}
