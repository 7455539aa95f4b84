// What every page knows of Apophis without its screens: its title and place in the lists, and its
// report phrases and history table, fetched through ./after.ts when an after-the-game page asks.

import type { GameMeta } from '../seam.ts';

/** One small chunk stands between every table page and the after pages' loaders. */
const after = () => import('./after.ts');

/** Apophis's phases as its screens name them (its dictionaries read them here too). */
export const PHASE_WORDS = {
  en: {
    lobby: 'ready to start',
    running: 'playing',
    paused: 'paused',
    launching: 'launch',
    won: 'won',
    lost: 'lost',
  },
  fr: {
    lobby: 'prêt à démarrer',
    running: 'en jeu',
    paused: 'en pause',
    launching: 'lancement',
    won: 'gagné',
    lost: 'perdu',
  },
} as const;

export const meta: GameMeta = {
  id: 'apophis',
  title: 'Apophis',
  order: 1,
  phases: PHASE_WORDS,
  phrases: () => after().then((module) => module.phrases()),
  replay: () => after().then((module) => module.replay()),
  pitch: {
    en: 'The asteroid Apophis is coming: build rockets together and knock it off course before the timer runs out.',
    fr: 'L’astéroïde Apophis arrive : construisez des fusées ensemble et déviez-le avant la fin du compte à rebours.',
    picture: '☄️',
  },
};
