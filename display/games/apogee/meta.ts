// What every page knows of Apogee without its screens: its title and place in the lists, and its
// report phrases and history table, fetched through ./after.ts when an after-the-game page asks.

import type { GameMeta } from '../seam.ts';

/** One small chunk stands between every table page and the after pages' loaders. */
const after = () => import('./after.ts');

/** Apogee's phases as its screens name them (its dictionaries read them here too). */
export const PHASE_WORDS = {
  en: { planning: 'A. Planning', launch: 'B. Launch', administration: 'C. Administration' },
  fr: {
    planning: 'A. Planification',
    launch: 'B. Lancement',
    administration: 'C. Administration',
  },
} as const;

export const meta: GameMeta = {
  id: 'apogee',
  title: 'Apogee',
  order: 2,
  phases: PHASE_WORDS,
  phrases: () => after().then((module) => module.phrases()),
  replay: () => after().then((module) => module.replay()),
  pitch: {
    en: 'Run a space agency: build rockets card by card and fly them further than the other Directors.',
    fr: 'Dirigez une agence spatiale : construisez vos fusées carte par carte et envoyez-les plus loin que les autres directeurs.',
    picture: '🚀',
  },
};
