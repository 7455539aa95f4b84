// Apophis's words and the shell's, in the chosen language, as one dictionary: its
// components read `t.value`. Its refusals by code reach the shell's notices too.

import { computed } from '@preact/signals';
import { gameErrors, lang, t as shell } from '../../../i18n/index.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

const WORDS = { en, fr };

export const t = computed(() => ({ ...shell.value, ...WORDS[lang.value] }));
export type Dict = typeof t.value;

/** How Apophis's refusals read in each language; the view hands them to the shell. */
export function tellShellOurErrors(): void {
  gameErrors.value = { en: en.ruleErrors, fr: fr.ruleErrors };
}
