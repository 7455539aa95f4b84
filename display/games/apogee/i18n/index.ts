// Apogee's words and the shell's, in the chosen language, as one dictionary: its components
// read `t.value`. Its refusals by code reach the shell's notices too.

import { computed } from '@preact/signals';
import { gameErrors, type Lang, lang, DICTIONARIES as SHELL } from '../../../i18n/index.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

export const DICTIONARIES = {
  en: { ...SHELL.en, ...en },
  fr: { ...SHELL.fr, ...fr },
} satisfies Record<Lang, unknown>;

export const t = computed(() => DICTIONARIES[lang.value]);
export type Dict = typeof t.value;

/**
 * How Apogee's refusals read in each language; the view hands them to the shell. English keeps
 * the module's own sentence (it names the player, the card, the numbers), French reads by code.
 */
export function tellShellOurErrors(): void {
  gameErrors.value = { en: {}, fr: fr.ruleErrors };
}
