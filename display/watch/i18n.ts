// The spectators' page's words (`/watch`) in English and French, merged over the shell's as a
// game's words are (display/games/<id>/i18n): they load with that page only.

import { computed } from '@preact/signals';
import { type Lang, lang, DICTIONARIES as SHELL } from '../i18n/index.ts';

const en = {
  /** The spectators' page of a table (`/watch`): read only, laid out for a phone. */
  watch: {
    table: (id: string) => `Table ${id}`,
    readOnly: 'Watching only: nothing on this page can change the table.',
    waiting: 'waiting for the table…',
  },
};

/** French has English's shape: a missing word is a type error, not a blank on the screen. */
const fr: typeof en = {
  watch: {
    table: (id: string) => `Table ${id}`,
    readOnly: 'Spectateur : rien sur cette page ne peut changer la table.',
    waiting: 'en attente de la table…',
  },
};

export const DICTIONARIES = {
  en: { ...SHELL.en, ...en },
  fr: { ...SHELL.fr, ...fr },
} satisfies Record<Lang, unknown>;

export const t = computed(() => DICTIONARIES[lang.value]);
export type Dict = typeof t.value;
