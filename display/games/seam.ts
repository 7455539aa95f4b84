// The seam between the screens' shell and a game's screens: what a game's folder in
// display/games/<id>/ hands the shell (its `meta.ts`, collected at once, and its `index.tsx`,
// the whole object, loaded with the table), and the helpers its parts are made with. It imports
// no page and no game, so a page or a game can import it without importing anything back.

import { signal } from '@preact/signals';
import { type ComponentType, type FunctionComponent, h } from 'preact';
import type { Cue, GameAction } from '../../src/game.ts';
import type { Command, PublicState } from '../../src/messages.ts';
import { GameViewMissing } from '../components/game-view-missing.tsx';
import type { Lang } from '../i18n/index.ts';
import type { Tune } from '../sound.ts';
import type { VoiceLine } from '../voice/texts.ts';

/** How a screen sends a command; `place` names where a refusal of it is shown. */
export type Send = (command: Command, place: string) => void;

/**
 * What any page may know of a game without its screens (display/games/<id>/meta.ts): the hall,
 * the history and the numbers read it, and the table's pages list the games with it. Light:
 * the heavy parts are loaders.
 */
export type GameMeta = {
  /** The game module's id (`GameModule.id`, `state.game`) these screens are for. */
  id: string;
  /** Its name, the same in every language: the lobby's choice, the hall, the history. */
  title: string;
  /** Its place in the lobby's choice of games, lowest first. */
  order: number;
  /** Its phrases for the reports (a chunk of its own); without it a phrase shows its key's last word. */
  phrases?(): Promise<PhraseBook>;
  /** Its table for the history's scrubber (a chunk of its own); without it the history draws no table. */
  replay?(): Promise<Replayer>;
  /**
   * Its goal in one sentence, in each language, and a picture of it (an emoji or a short mark):
   * the attract loop's pitch (display/attract/); without it the loop shows the title alone.
   */
  pitch?: { en: string; fr: string; picture: string };
  /**
   * Its phases in each language, by the phase word its public view gives (`state.phase`), as its
   * screens name them: the hall, which knows no game, says a table's phase with them.
   */
  phases?: Readonly<Record<'en' | 'fr', Readonly<Record<string, string>>>>;
};

/**
 * A game's screens (display/games/<id>/index.tsx, the twin of the module's `GameModule`): its
 * meta, the parts each page draws, its cues, its voice and its colours. Every table page loads
 * the chosen game's object, so what is heavy sits behind a loader (a `lazyPart`). `V` is the
 * module's public view: a game writes `GameView<ItsView>` and its parts read the table as its own
 * (`PublicState<V>`), never cast; the shell, which knows no game, holds `GameView` (any view)
 * and hands a game only the states whose `game` names it.
 */
// biome-ignore lint/suspicious/noExplicitAny: the shell holds every game's view, whatever its state
export type GameView<V = any, K extends Cue = Cue> = GameMeta & {
  /** The big screen's body for this game (the spectators' too); may be a `lazyPart`. */
  BigScreen: ComponentType<{ state: PublicState<V>; controlUrl: string | null }>;
  /** The control page's panels for this game; may be a `lazyPart`. */
  Control: ComponentType<{ state: PublicState<V>; send: Send }>;
  /**
   * What ending the game now loses, as list items (`<li>`) of the shell's confirmation ("End this
   * game", display/components/end-game.tsx); without it the shell says it in a general sentence.
   */
  EndLoses?: ComponentType<{ state: PublicState<V> }>;
  /** The sound cues a change of the table calls for (the game module's own, `K` its cues' names). */
  cues(before: PublicState<V> | null, after: PublicState<V>): K[];
  /** The sound each of its cues makes, from the shell's palette (display/sound.ts); none: silent. */
  sounds?: Readonly<Record<K, Tune>>;
  /** What the big screen's voice says of this game; without it, the shell's lines for the cues. */
  voice?: GameVoice<V>;
  /**
   * The game's own fills (its pieces' colours, which only it draws), each light enough for black
   * letters at 7:1: set as CSS custom properties (`--<name>`) on the page once the game is loaded.
   */
  colours?: Readonly<Record<string, string>>;
  /**
   * Its teaching start's screens (Learn by playing, src/teach.ts), a chunk of their own fetched
   * when a table first teaches: each step's words by the id its module's `teachStep` gives, in
   * both languages (display/games/<id>/teach.ts), and the pitch's picture (teach-picture.tsx,
   * SVG drawn in its folder), shown on the first step. The shell's teach card draws them
   * (display/teach/); without it the lobby offers no teaching.
   */
  teach?: () => Promise<GameTeach>;
};

/** A teaching step in words: a title of a few words, one or two sentences said to the table. */
export type TeachWords = { title: string; say: string };

/** A game's teaching start on screen (the `teach` member of its `GameView`). */
export type GameTeach = {
  words: Readonly<Record<Lang, Readonly<Record<string, TeachWords>>>>;
  Picture: ComponentType;
};

/** What a game's teaching chunk (its `teach.ts`) exports: its steps' words and the pitch's picture. */
export type TeachChunk = { teachWords: GameTeach['words']; TeachPicture: ComponentType };

/** A game's `teach` member: its teaching chunk, fetched when a table first teaches, as the card reads it. */
export function teachScreens(fetch: () => Promise<TeachChunk>): () => Promise<GameTeach> {
  return () =>
    fetch().then(({ teachWords, TeachPicture }) => ({ words: teachWords, Picture: TeachPicture }));
}

/** A game's own lines for the big screen's voice (its `texts`, or the shell's in display/voice/lines.ts). */
// biome-ignore lint/suspicious/noExplicitAny: the shell's voice holds any game's, whatever its state
export type GameVoice<V = any> = {
  /**
   * The words of the game's own lines, in English and French (its voice-lines.ts): a chunk of
   * their own, fetched when the voice first hears the game, so no phone carries them.
   */
  texts?(): Promise<readonly VoiceLine[]>;
  /** The lines a change of the table calls for, in place of the shell's lines for its cues. */
  lines(cues: readonly Cue[], before: PublicState<V>, after: PublicState<V>): string[];
  /** The time left on the game's clock at `now`, whose marks the voice calls; null: none. */
  clockMs?(state: PublicState<V>, now: number): number | null;
};

export type GameViews = Readonly<Record<string, () => Promise<GameView>>>;

type Values = Readonly<Record<string, string | number>>;
/** A phrase's words: `{name}` takes the value of that name; a function for plurals and the like. */
export type Words = string | ((values: Values) => string);
/** One game's phrases for the reports by key, in each language (display/games/<id>/i18n/report.ts). */
export type PhraseBook = Readonly<Record<Lang, Readonly<Record<string, Words>>>>;

/** The module's reducer and view over a log. */
// biome-ignore lint/suspicious/noExplicitAny: the history holds any game's fold
export type Fold<V = any> = {
  /**
   * The module's public view (`module.view`) after each prefix of the log: `views[i]` after the
   * first i + 1 actions, at the last one's time. The last is the service's `final`.
   */
  views(actions: readonly GameAction[]): V[];
};

/** A game's table in the history (display/games/<id>/replay.tsx), at any moment of a logged game. */
// biome-ignore lint/suspicious/noExplicitAny: the history holds any game's replayer
export type Replayer<V = any> = {
  /** Draws one public view of the module: one of the fold's, or the service's `final`. */
  Table: ComponentType<{ view: V }>;
  /** Fetches the fold (the reducer and its rules), apart from the table's chunk. */
  fold(): Promise<Fold<V>>;
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
