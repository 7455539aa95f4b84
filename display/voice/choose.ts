// Which lines the voice says, from what the big screen already knows: the shell's status turns,
// the game's own lines for a change of its table (its GameView's `voice`), else the lines of the
// module's cues, and the game's clock crossing its marks. Pure: the tests feed it states; the
// player (speaker.ts) says what comes out. It knows no game: each game's words live in its view.

import type { Cue } from '../../src/game.ts';
import type { PublicState } from '../../src/messages.ts';
import type { GameVoice } from '../games/seam.ts';
import { CUE_LINES } from './cue-lines.ts';
import { COUNTDOWN_FROM, HEX_DIGITS, MINUTE_MARKS } from './lines.ts';

/** The shell's lines for these cues, in their order; the clock's cues are the time marks' job. */
export function cueLines(cues: readonly Cue[]): string[] {
  return cues.flatMap((cue) => CUE_LINES[cue] ?? []);
}

/**
 * The lines one change of the table calls for, in the order the room lives them: the status's
 * turn (started, paused, resumed), then the game's own lines (`voice`) or, for a game without
 * them, the lines of its cues.
 */
export function changeLines(
  cues: readonly Cue[],
  before: PublicState | null,
  after: PublicState,
  voice?: GameVoice,
): string[] {
  if (!before) return []; // a page's first state is a snapshot, not news
  const lines: string[] = [];
  if (before.status === 'lobby' && after.status === 'playing') lines.push('started');
  if (before.status === 'playing' && after.status === 'paused') lines.push('paused');
  if (before.status === 'paused' && after.status === 'playing') lines.push('resumed');
  lines.push(...(voice ? voice.lines(cues, before, after) : cueLines(cues)));
  if (after.sealed && after.sealed !== before.sealed) lines.push(...sealLines(after.sealed));
  return lines;
}

/**
 * The seal of the game's dice as it first shows (its first box roll): "Dice sealed." and its
 * 8 hex digits one by one, so the room hears what the screens show (`93CF 604D`).
 */
export function sealLines(seal: string): string[] {
  const digits = [...seal.toLowerCase()].filter((c) => HEX_DIGITS.includes(c));
  return ['sealed', ...digits.map((digit) => `hex-${digit}`)];
}

/** The time left on a table's clock as its game's voice reads it; null for a game without one. */
export function clockMs(
  voice: GameVoice | undefined,
  state: PublicState | null,
  now: number,
): number | null {
  if (!state || !voice?.clockMs) return null;
  return voice.clockMs(state, now);
}

/**
 * The time marks crossed between two readings of the clock: whole minutes (MINUTE_MARKS),
 * thirty seconds, then each second of the last ten. A reading that jumps over several (a
 * screen back from the background) says only the latest, never a burst of stale ones.
 */
export function timeLines(beforeMs: number, afterMs: number): string[] {
  const crossed = (mark: number) => beforeMs > mark && afterMs <= mark;
  for (let second = 1; second <= COUNTDOWN_FROM; second++) {
    if (crossed(second * 1000)) return [`count-${second}`];
  }
  if (crossed(30_000)) return ['seconds-30'];
  for (const minutes of [...MINUTE_MARKS].sort((a, b) => a - b)) {
    if (crossed(minutes * 60_000)) return [`minutes-${minutes}`];
  }
  return [];
}
