// The voice's line for each cue, apart from choose.ts: each game's voice (display/games/<id>/voice.ts)
// reuses a few of them, and a module of its own keeps choose.ts and every line's words off the
// game pages that never speak (the control page, the spectators').

import type { Cue } from '../../src/game.ts';

/**
 * The line a cue of that name calls for when a game has no voice of its own (a game's voice may
 * reuse them). The words of `damage` and `shuffle-end` are the game's own that calls them
 * (its folder's voice-lines.ts): the shell has no words of a game's.
 */
export const CUE_LINES: Readonly<Partial<Record<Cue, string>>> = {
  hit: 'hit',
  miss: 'miss',
  damage: 'damage',
  shuffleEnd: 'shuffle-end',
  win: 'won',
  loss: 'lost',
};
