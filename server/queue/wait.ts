// How long a group waits: the median length of this table's last games of the game it plays
// (the history knows their lengths), times the games before the group's own. A game under way
// counts for what its clock has left when the game shows one (at most a whole game), else half a
// game; a lobby's group is about to play a whole one; a finished game's table is free.

import type { AnyGameModule, Status } from '../../src/game.ts';
import type { HistoryEntry } from '../../src/report.ts';

/** Games the median reads, newest first. */
export const WAIT_GAMES = 5;
/** A game's length when the table has played none of it yet (a demo game of 10 to 15 minutes). */
export const GUESSED_GAME_MS = 15 * 60_000;

/** The median length (ms) of the newest finished or ended games of `game` at `table`, and how many. */
export function medianLength(
  entries: readonly HistoryEntry[],
  table: string,
  game: string,
): { ms: number; games: number } {
  const lengths = entries
    .filter((e) => e.table === table && e.game === game && e.durationMs > 0)
    .filter((e) => e.status === 'over' || Boolean(e.endedEarly))
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, WAIT_GAMES)
    .map((e) => e.durationMs)
    .sort((a, b) => a - b);
  if (lengths.length === 0) return { ms: GUESSED_GAME_MS, games: 0 };
  const mid = Math.floor(lengths.length / 2);
  const ms =
    lengths.length % 2 === 1
      ? (lengths[mid] as number)
      : ((lengths[mid - 1] as number) + (lengths[mid] as number)) / 2;
  return { ms, games: lengths.length };
}

/** What the table's game still holds before the first group can sit down (ms). */
export function tableLeftMs(
  module: AnyGameModule,
  state: unknown,
  status: Status,
  now: number,
  gameMs: number,
): number {
  if (status === 'over') return 0;
  if (status === 'lobby') return gameMs;
  const clock = module.boxClock?.(state, now);
  return clock ? Math.min(clock.remainingMs, gameMs) : gameMs / 2;
}

/** The wait of the group at `place` (1 first), in whole minutes. */
export function waitMinutes(place: number, leftMs: number, gameMs: number): number {
  return Math.round((leftMs + (place - 1) * gameMs) / 60_000);
}
