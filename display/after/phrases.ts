// The words of the after-the-game screens that belong to a game: each game's report phrases
// (display/games/<id>/i18n/report.ts), looked up by the phrase's key. A key a book does not know
// shows its last word ("mark.launch.hit" → "hit"), so a new phrase never blanks or breaks a screen.

import { signal } from '@preact/signals';
import type { Phrase } from '../../src/report.ts';
import type { Lang } from '../i18n/index.ts';

type Values = Readonly<Record<string, string | number>>;
/** A phrase's words: `{name}` takes the value of that name; a function for plurals and the like. */
export type Words = string | ((values: Values) => string);
/** One game's phrases by key, in each language. */
export type PhraseBook = Readonly<Record<Lang, Readonly<Record<string, Words>>>>;

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

/** Each game's phrase book, loaded when a screen first needs it (a small chunk per game). */
const LOADERS: Readonly<Record<string, () => Promise<PhraseBook>>> = {
  apophis: () => import('../games/apophis/i18n/report.ts').then((module) => module.phrases),
  apogee: () => import('../games/apogee/i18n/report.ts').then((module) => module.phrases),
  apocalyte: () => import('../games/apocalyte/i18n/report.ts').then((module) => module.phrases),
};

/** The books loaded so far, by game: screens read it and redraw when one arrives. */
export const books = signal<Readonly<Record<string, PhraseBook>>>({});
const loading = new Map<string, Promise<void>>();

/**
 * Loads a game's book once; resolves when it is in `books`, or at once for a game without one
 * (and on a failure, which a later call tries again): words then fall back to the key's last word.
 */
export function loadBook(game: string): Promise<void> {
  const load = Object.hasOwn(LOADERS, game) ? LOADERS[game] : undefined;
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
