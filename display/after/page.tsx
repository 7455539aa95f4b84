// The frame of the service-wide pages (the history, the numbers): their title, links between
// them that keep the chosen language, and the language switch. Every game's words are its own.

import type { ComponentChildren } from 'preact';
import { LanguageSwitch } from '../components/status.tsx';
import { GAME_TITLES } from '../games/index.ts';
import type { Lang } from '../i18n/index.ts';
import { lang } from '../i18n/index.ts';
import { t } from './i18n.ts';
import type { PhraseBook } from './phrases.ts';
import './after.css';

/** A path of these pages with the chosen language kept (`?lang=fr`). */
export function pageLink(path: string, language: Lang): string {
  return language === 'en' ? path : `${path}?lang=${language}`;
}

export const gameTitle = (game: string) => GAME_TITLES[game] ?? game;

/** A word of the game's own (a result, a difficulty, a variant) in its book, or null when the book has none. */
export function bookWord(
  book: PhraseBook | null,
  language: Lang,
  kind: string,
  word: string,
): string | null {
  const words = book?.[language][`${kind}.${word}`];
  return typeof words === 'string' ? words : null;
}

/** A word of the game's own in its book, else as the game wrote it. */
export const gameWord = (book: PhraseBook | null, language: Lang, kind: string, word: string) =>
  bookWord(book, language, kind, word) ?? word;

export function AfterPage(props: { title: string; children: ComponentChildren }) {
  const words = t.value.after;
  const language = lang.value;
  return (
    <div class="after-page">
      <header class="after-head">
        <h1>{props.title}</h1>
        <nav>
          <a href={pageLink('/history', language)} data-testid="nav-history">
            {words.history}
          </a>
          <a href={pageLink('/stats', language)} data-testid="nav-stats">
            {words.numbers}
          </a>
        </nav>
        <LanguageSwitch />
      </header>
      <main class="after-main">{props.children}</main>
    </div>
  );
}
