// The voice's switch in English and French, merged over the shell's as a game's words are
// (display/games/<id>/i18n): they load with the big screen, not with every page.

import { computed } from '@preact/signals';
import { type Lang, lang, DICTIONARIES as SHELL } from '../i18n/index.ts';

const en = {
  /** The big screen's voice: its switch, and the keys of the room's sound. */
  voice: {
    on: 'voice on',
    off: 'voice off',
    title: 'Spoken call-outs (V). M mutes every sound; + and − set the volume.',
  },
};

/** French has English's shape: a missing word is a type error, not a blank on the screen. */
const fr: typeof en = {
  voice: {
    on: 'voix activée',
    off: 'voix coupée',
    title: 'Annonces parlées (V). M coupe tout le son ; + et − règlent le volume.',
  },
};

export const DICTIONARIES = {
  en: { ...SHELL.en, ...en },
  fr: { ...SHELL.fr, ...fr },
} satisfies Record<Lang, unknown>;

export const t = computed(() => DICTIONARIES[lang.value]);
export type Dict = typeof t.value;
