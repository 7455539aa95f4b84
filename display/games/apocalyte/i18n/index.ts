// Apocalyte's words and the shell's, in the chosen language, as one dictionary: its components
// read `t.value`. English ships with the view's chunk; French (the instructions' templates
// included) is fetched the first time it is chosen.

import { dictionary, overShell } from '../../../i18n/index.ts';
import { type ApocalyteDict, en } from './en.ts';

/** Apocalyte's own words by language. */
export const words = dictionary<ApocalyteDict>(en, {
  fr: () => import('./fr.ts').then((module) => module.fr),
});

export const t = overShell(words);
export type Dict = typeof t.value;
