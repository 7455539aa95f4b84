// The seam between the screens' shell and a game's screens: what a game's folder in
// display/games/<id>/ hands the shell, and the lazy helpers its parts are made with. It imports
// no page and no game, so a page or a game can import it without importing anything back.

import { signal } from '@preact/signals';
import { type ComponentType, type FunctionComponent, h } from 'preact';
import type { Cue } from '../../src/game.ts';
import type { Command, PublicState } from '../../src/messages.ts';
import { GameViewMissing } from '../components/game-view-missing.tsx';
import type { VoiceLine } from '../voice/texts.ts';

/** How a screen sends a command; `place` names where a refusal of it is shown. */
export type Send = (command: Command, place: string) => void;

export type GameView = {
  /** The big screen's body for this game (the spectators' too); may be a `lazyPart`. */
  BigScreen: ComponentType<{ state: PublicState; controlUrl: string | null }>;
  /** The control page's panels for this game; may be a `lazyPart`. */
  Control: ComponentType<{ state: PublicState; send: Send }>;
  /** The sound cues a change of the table calls for (the game module's own). */
  cues(before: PublicState | null, after: PublicState): Cue[];
  /** What the big screen's voice says of this game; without it, the shell's lines for the cues. */
  voice?: GameVoice;
};

/** A game's own lines for the big screen's voice (its `texts`, or the shell's in display/voice/lines.ts). */
export type GameVoice = {
  /** The words of the game's own lines, in English and French (the voice registers them). */
  texts?: readonly VoiceLine[];
  /** The lines a change of the table calls for, in place of the shell's lines for its cues. */
  lines(cues: readonly Cue[], before: PublicState, after: PublicState): string[];
  /** The time left on the game's clock at `now`, whose marks the voice calls; null: none. */
  clockMs?(state: PublicState, now: number): number | null;
};

export type GameViews = Readonly<Record<string, () => Promise<GameView>>>;

/** A part of a game's view whose code is a chunk of its own, fetched by `load()` or at its first render. */
export type LazyPart<Props> = FunctionComponent<Props> & { load(): Promise<void> };

/** A module fetched the first time a screen needs it: `get()` is null until it is in, and asks for it. */
export type LazyModule<M> = { get(): M | null; load(): Promise<M> };

export function lazyModule<M>(fetch: () => Promise<M>): LazyModule<M> {
  const loaded = signal<M | null>(null);
  let fetching: Promise<M> | null = null;
  const load = () => {
    fetching ??= fetch().then(
      (module) => {
        loaded.value = module;
        return module;
      },
      (error: unknown) => {
        fetching = null; // the next render tries again
        throw error;
      },
    );
    return fetching;
  };
  return {
    get() {
      if (!loaded.value) load().catch(() => undefined);
      return loaded.value;
    },
    load,
  };
}

export function lazyPart<Props extends object>(
  fetch: () => Promise<ComponentType<Props>>,
): LazyPart<Props> {
  const part = lazyModule(fetch);
  function Part(props: Props) {
    const Ready = part.get();
    return Ready ? h(Ready, props) : h(GameViewMissing, { game: '', why: 'loading' });
  }
  return Object.assign(Part, { load: () => part.load().then(() => undefined) });
}
