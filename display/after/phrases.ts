// The words of the after-the-game screens that belong to a game: each game's report phrases
// (its meta's `phrases`, display/games/<id>/i18n/report.ts), looked up by the phrase's key. A key
// a book does not know shows its last word ("mark.launch.hit" → "hit"), so a new phrase never
// blanks or breaks a screen.

import { signal } from '@preact/signals';
import type { Phrase } from '../../src/report.ts';
import type { PhraseBook } from '../games/seam.ts';
import type { Lang } from '../i18n/index.ts';

export type { PhraseBook, Words } from '../games/seam.ts';

/** The last word of a key, for a phrase no book knows: `mark.launch-hit` → `hit`. */
export function lastWord(key: string): string {
  const words = key.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  return words.at(-1) ?? key;
}

/** A phrase in words: the book's, with its values filled in, or the key's last word. */
export function say(book: PhraseBook | null, lang: Lang, phrase: Phrase): string {
  const words = book?.[lang][phrase.key];
  const values = phrase.values ?? {};
  if (words === undefined) return lastWord(phrase.key);
  if (typeof words === 'function') return words(values);
  return words.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The books loaded so far, by game: screens read it and redraw when one arrives. */
export const books = signal<Readonly<Record<string, PhraseBook>>>({});
const loading = new Map<string, Promise<void>>();

/**
 * Loads a game's book once with its loader (its meta's `phrases`: the page that asks hands it, so
 * this module imports no game); resolves when it is in `books`, or at once for a game without
 * one (and on a failure, which a later call tries again): words then fall back to the key's last word.
 */
export function loadBook(
  game: string,
  load: (() => Promise<PhraseBook>) | undefined,
): Promise<void> {
  if (!load) return Promise.resolve();
  let found = loading.get(game);
  if (!found) {
    found = load().then(
      (book) => {
        books.value = { ...books.value, [game]: book };
      },
      () => {
        loading.delete(game);
      },
    );
    loading.set(game, found);
  }
  return found;
}
