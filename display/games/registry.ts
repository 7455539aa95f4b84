// A registry of games' screens built from their folders, each laid out as display/games/<id>/:
// its `meta.ts` read at once (the titles, the phrase books, the replays: no game's screens load for
// them), its `index.tsx` (the whole GameView) fetched when a page draws the game. The product's
// registry (./index.ts) and the tests' own build theirs here, from `import.meta.glob`.

import { lang, loadLanguage } from '../i18n/index.ts';
import { applyColours } from '../palette.ts';
import type { GameMeta, GameView, GameViews, LazyPart } from './seam.ts';

/** Each folder's `meta.ts`, by its path: `import.meta.glob('./*\/meta.ts', { eager: true })`. */
export type MetaFiles = Readonly<Record<string, { meta: GameMeta }>>;
/** Each folder's `index.tsx`, by its path, fetched on demand: `import.meta.glob('./*\/index.tsx')`. */
export type IndexFiles = Readonly<Record<string, () => Promise<{ game: GameView }>>>;

export type Registry = {
  /** Each game's meta by id, in the games' order. */
  metas: Readonly<Record<string, GameMeta>>;
  /** Each game's title by id, in the games' order (the lobby's choice lists them so). */
  titles: Readonly<Record<string, string>>;
  /** Each game's object alone, none of its parts loaded. */
  games: GameViews;
  /** Each game's view, loaded with its big screen's body: the big screen, the spectators. */
  views: GameViews;
  /** Each game's view, loaded with its phone panels: the control page. */
  controls: GameViews;
};

export function registryOf(metaFiles: MetaFiles, indexFiles: IndexFiles): Registry {
  const games = Object.entries(indexFiles)
    .map(([path, load]) => {
      const meta = metaFiles[path.replace(/index\.tsx$/, 'meta.ts')]?.meta;
      if (!meta) throw new Error(`${path}: a game's folder holds a meta.ts beside its index.tsx`);
      return { meta, load: async () => (await load()).game };
    })
    .sort((a, b) => a.meta.order - b.meta.order);

  /** The views, each loaded with the parts a page draws, so the page renders them at once. */
  const viewsWith = (...parts: ('BigScreen' | 'Control' | 'EndLoses')[]): GameViews =>
    Object.fromEntries(
      games.map(({ meta, load }) => [
        meta.id,
        async () => {
          const view = await load();
          for (const part of parts) await (view[part] as Partial<LazyPart<object>>)?.load?.();
          // Its words in the chosen language too, so that it shows in it from the first frame.
          await loadLanguage(lang.peek()).catch(() => undefined);
          if (view.colours && typeof document !== 'undefined') {
            applyColours(document.documentElement, view.colours);
          }
          return view;
        },
      ]),
    );
  return {
    metas: Object.fromEntries(games.map(({ meta }) => [meta.id, meta])),
    titles: Object.fromEntries(games.map(({ meta }) => [meta.id, meta.title])),
    games: Object.fromEntries(games.map(({ meta, load }) => [meta.id, load])),
    views: viewsWith('BigScreen'),
    // The phone's panels, and what ending the game loses (the shell's "End this game").
    controls: viewsWith('Control', 'EndLoses'),
  };
}
