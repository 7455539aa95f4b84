// Each scenario's name in English and in French, one row each: the dictionaries (en.ts, fr.ts)
// and the report's phrase book (report.ts) read them here, so they call a scenario the same.
// And the rows a dictionary writes its nouns in (one, many), as `Noun`s.

import type { Scenario } from '../../../../src/games/apocalyte/setup.ts';

const NAMES: Readonly<Record<Scenario, readonly [en: string, fr: string]>> = {
  zombies: ['Zombies', 'Zombies'],
  infection: ['Infection', 'Infection'],
  mutants: ['Mutants', 'Mutants'],
  aliens: ['Aliens', 'Extraterrestres'],
  demons: ['Demons', 'Démons'],
  meteor: ['Meteor', 'Météore'],
};

/** The scenarios' names in one language. */
export const scenarioNames = (lang: 'en' | 'fr'): Record<Scenario, string> =>
  Object.fromEntries(
    Object.entries(NAMES).map(([scenario, [en, fr]]) => [scenario, lang === 'en' ? en : fr]),
  ) as Record<Scenario, string>;

/** Nouns written as rows, `[one, many]`, by key. */
export const nounsOf = <K extends string>(
  rows: Readonly<Record<K, readonly [one: string, many: string]>>,
): Record<K, { one: string; many: string }> =>
  Object.fromEntries(
    Object.entries<readonly [string, string]>(rows).map(([key, [one, many]]) => [
      key,
      { one, many },
    ]),
  ) as Record<K, { one: string; many: string }>;
