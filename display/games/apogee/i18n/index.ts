// Apogee's words and the shell's, in the chosen language, as one dictionary: its components
// read `t.value`. Its refusals by code reach the shell's notices too.

import { dictionary, gameErrors, overShell } from '../../../i18n/index.ts';
import { type ApogeeDict, en } from './en.ts';

/** Apogee's own words by language: English in the view's chunk, French fetched when asked. */
export const words = dictionary<ApogeeDict>(en, {
  fr: () => import('./fr.ts').then((module) => module.fr),
});

export const t = overShell(words);
export type Dict = typeof t.value;

/**
 * How Apogee's refusals read in each language; the view hands them to the shell. English keeps
 * the module's own sentence (it names the player, the card, the numbers), French reads by code.
 */
export function tellShellOurErrors(): void {
  gameErrors.value = (language) => (language === 'en' ? {} : words.loaded(language)?.ruleErrors);
}
