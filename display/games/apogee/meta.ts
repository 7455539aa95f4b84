// What every page knows of Apogee without its screens: its title and place in the lists, and where
// its report phrases and its history table are (each a chunk of its own, fetched when asked).

import type { GameMeta } from '../seam.ts';

export const meta: GameMeta = {
  id: 'apogee',
  title: 'Apogee',
  order: 2,
  phrases: () => import('./i18n/report.ts').then((module) => module.phrases),
  replay: () => import('./replay.tsx').then((module) => module.replayer),
};
