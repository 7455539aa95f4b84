// Apophis's words and the shell's, in the chosen language, as one dictionary: its
// components read `t.value`. Its refusals by code reach the shell's notices too.

import { computed } from '@preact/signals';
import { gameErrors, type Lang, lang, DICTIONARIES as SHELL } from '../../../i18n/index.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

/** Every word of Apophis's screens, the shell's included, by language. */
export const DICTIONARIES = {
  en: { ...SHELL.en, ...en },
  fr: { ...SHELL.fr, ...fr },
} satisfies Record<Lang, unknown>;

export const t = computed(() => DICTIONARIES[lang.value]);
export type Dict = typeof t.value;

/** How Apophis's refusals read in each language; the view hands them to the shell. */
export function tellShellOurErrors(): void {
  gameErrors.value = { en: en.ruleErrors, fr: fr.ruleErrors };
}
