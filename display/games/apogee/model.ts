// Apogee's small helpers for its screens: the table as an Apogee view, the clock drawn from the
// state's own fields at the server's time, and the words every panel shares.

import type { ApogeeCommand } from '../../../src/games/apogee/actions.ts';
import { MISSIONS } from '../../../src/games/apogee/setup.ts';
import { missionLeftMs, playedAt } from '../../../src/games/apogee/state.ts';
import { type ApogeeView, whyNot } from '../../../src/games/apogee/view.ts';
import type { PublicState } from '../../../src/messages.ts';
import { serverNow } from '../../model.ts';
import type { Dict } from './i18n/index.ts';

export type ApogeeTable = PublicState<ApogeeView>;

/** The module's guard for `command`, asked now: null when the referee would take it. */
export function why(state: ApogeeTable, command: ApogeeCommand) {
  return whyNot(state, command, serverNow());
}

export function levelOf(mission: number): 'easy' | 'intermediate' | 'expert' {
  return MISSIONS[mission]?.level ?? 'easy';
}

/** `mm:ss`, whole seconds down (time played counts up). */
export function mmss(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export const playedMsAt = (state: ApogeeTable, now: number) => playedAt(state, now);
export const leftMsAt = (state: ApogeeTable, now: number) => missionLeftMs(state, now);

/** `Ann, Bob and Cleo`. */
export function listOf(dict: Dict, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${dict.ag.and} ${items.at(-1)}`;
}

export function nameOf(state: ApogeeTable, player: number): string {
  return state.players[player]?.name ?? `#${player + 1}`;
}
