// The screens of each game, by the id of its module, each loaded on demand (its own chunk):
// the shell draws the header, the lobby's QR code, the overlays and the keyboard, and hands
// the table to the view `state.game` names.

import type { ComponentType } from 'preact';
import type { Cue } from '../../src/game.ts';
import type { PublicState } from '../../src/messages.ts';
import type { Send } from '../views/big-screen.tsx';

export type GameView = {
  /** The big screen's body for this game. */
  BigScreen: ComponentType<{ state: PublicState; controlUrl: string | null }>;
  /** The control page's panels for this game. */
  Control: ComponentType<{ state: PublicState; send: Send }>;
  /** The sound cues a change of the table calls for (the game module's own). */
  cues(before: PublicState | null, after: PublicState): Cue[];
  /** What the big screen's voice says of this game; without it, the shell's lines for the cues. */
  voice?: GameVoice;
};

/** A game's own lines for the big screen's voice (ids of display/voice/lines.ts). */
export type GameVoice = {
  /** The lines a change of the table calls for, in place of the shell's lines for its cues. */
  lines(cues: readonly Cue[], before: PublicState, after: PublicState): string[];
  /** The time left on the game's clock at `now`, whose marks the voice calls; null: none. */
  clockMs?(state: PublicState, now: number): number | null;
};

export type GameViews = Readonly<Record<string, () => Promise<GameView>>>;

/** The games a table can be set to from the control page's lobby, by id, with their names (the same in every language). */
export const GAME_TITLES: Readonly<Record<string, string>> = {
  apophis: 'Apophis',
  apogee: 'Apogee',
};

export const GAME_VIEWS: GameViews = {
  apophis: () => import('./apophis/index.tsx').then((module) => module.view),
  apogee: () => import('./apogee/index.tsx').then((module) => module.view),
};
