// Apophis's words and the shell's, in the chosen language, as one dictionary: its
// components read `t.value`. Its refusals by code reach the shell's notices too.

import { dictionary, gameErrors, overShell } from '../../../i18n/index.ts';
import { type ApophisDict, en } from './en.ts';

/** Apophis's own words by language: English in the view's chunk, French fetched when asked. */
export const words = dictionary<ApophisDict>(en, {
  fr: () => import('./fr.ts').then((module) => module.fr),
});

/** Every word of Apophis's screens, the shell's included, in the chosen language. */
export const t = overShell(words);
export type Dict = typeof t.value;

/** How Apophis's refusals read in each language; the view hands them to the shell. */
export function tellShellOurErrors(): void {
  gameErrors.value = (language) => words.loaded(language)?.ruleErrors;
}
