// The screens of each game, by the id of its module, each loaded on demand (its own chunk):
// the shell draws the header, the lobby's QR code, the overlays and the keyboard, and hands
// the table to the view `state.game` names. A view's big screen and phone panels are chunks of
// their own too: the big screen and the spectators never fetch the panels, the phone never the body.

import { signal } from '@preact/signals';
import { type ComponentType, type FunctionComponent, h } from 'preact';
import type { Cue } from '../../src/game.ts';
import type { PublicState } from '../../src/messages.ts';
import { GameViewMissing } from '../components/game-view.tsx';
import { lang, loadLanguage } from '../i18n/index.ts';
import type { Send } from '../views/big-screen.tsx';
import type { VoiceLine } from '../voice/texts.ts';

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

/** The games a table can be set to from the control page's lobby, by id, with their names (the same in every language). */
export const GAME_TITLES: Readonly<Record<string, string>> = {
  apophis: 'Apophis',
  apogee: 'Apogee',
  apocalyte: 'Apocalyte',
};

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

/** Each game's view module, by id (`import()` with a literal path: Vite makes each a chunk). */
const VIEW_MODULES: Readonly<Record<string, () => Promise<{ view: GameView }>>> = {
  apophis: () => import('./apophis/index.tsx'),
  apogee: () => import('./apogee/index.tsx'),
  apocalyte: () => import('./apocalyte/index.tsx'),
};

/** The views, each loaded with the one part a page draws, so the page renders it at once. */
function viewsWith(part: 'BigScreen' | 'Control'): GameViews {
  return Object.fromEntries(
    Object.entries(VIEW_MODULES).map(([game, fetch]) => [
      game,
      async () => {
        const { view } = await fetch();
        await (view[part] as Partial<LazyPart<object>>).load?.();
        // Its words in the chosen language too, so that it shows in it from the first frame.
        await loadLanguage(lang.peek()).catch(() => undefined);
        return view;
      },
    ]),
  );
}

/** The views for the big screen and the spectators: each with its big screen's body. */
export const GAME_VIEWS: GameViews = viewsWith('BigScreen');
/** The views for the control page: each with its phone panels. */
export const GAME_CONTROLS: GameViews = viewsWith('Control');
