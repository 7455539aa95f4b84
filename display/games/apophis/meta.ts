// What every page knows of Apophis without its screens: its title and place in the lists, and its
// report phrases and history table, fetched through ./after.ts when an after-the-game page asks.

import type { GameMeta } from '../seam.ts';

/** One small chunk stands between every table page and the after pages' loaders. */
const after = () => import('./after.ts');

export const meta: GameMeta = {
  id: 'apophis',
  title: 'Apophis',
  order: 1,
  phrases: () => after().then((module) => module.phrases()),
  replay: () => after().then((module) => module.replay()),
  pitch: {
    en: 'The asteroid Apophis is coming: build rockets together and knock it off course before the timer runs out.',
    fr: 'L’astéroïde Apophis arrive : construisez des fusées ensemble et déviez-le avant la fin du compte à rebours.',
    picture: '☄️',
  },
};
