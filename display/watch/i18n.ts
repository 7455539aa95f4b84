// The spectators' page's words (`/watch`), merged over the shell's as a game's words are
// (display/games/<id>/i18n): they load with that page only; French (i18n.fr.ts) is fetched when asked.

import { dictionary, overShell } from '../i18n/index.ts';

const en = {
  /** The spectators' page of a table (`/watch`): read only, laid out for a phone. */
  watch: {
    table: (id: string) => `Table ${id}`,
    readOnly: 'Watching only: nothing on this page can change the table.',
    waiting: 'waiting for the table…',
  },
};

export type WatchWords = typeof en;

/** The words by language: English with this chunk, French fetched when asked. */
export const words = dictionary<WatchWords>(en, {
  fr: () => import('./i18n.fr.ts').then((module) => module.fr),
});

export const t = overShell(words);
export type Dict = typeof t.value;
