// What Apophis's phone panels share: whether the game is over or under way, and what undo would
// put back (R22), in the screen's words.

import type { ApophisState } from '../../../../src/games/apophis/view.ts';
import type { PanelOf } from '../../../components/act.tsx';
import { SUIT_SYMBOL } from '../colours.ts';
import { t } from './words.ts';

export type Panel = PanelOf<ApophisState>;

export const over = (state: ApophisState) => state.phase === 'won' || state.phase === 'lost';
export const inGame = (state: ApophisState) => state.phase !== 'lobby' && !over(state);

/** R22: what undo would put back, in the screen's words; null when nothing can be. */
export function undoneWhat(state: ApophisState): string | null {
  const dict = t.value;
  const action = state.undoable;
  if (!action) return null;
  let what = dict.action[action.type] ?? action.type;
  if (action.type === 'build') what = `${what} ${action.section}`;
  if (action.type === 'suits')
    what = `${what} ${action.suits.map((suit) => SUIT_SYMBOL[suit]).join(' ')}`;
  if (action.type === 'roll') what = `${what} ${action.value}`;
  return what;
}
