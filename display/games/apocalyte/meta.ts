// What every page knows of Apocalyte without its screens: its title and place in the lists, and its
// report phrases and history table, fetched through ./after.ts when an after-the-game page asks.

import type { GameMeta } from '../seam.ts';

/** One small chunk stands between every table page and the after pages' loaders. */
const after = () => import('./after.ts');

export const meta: GameMeta = {
  id: 'apocalyte',
  title: 'Apocalyte',
  order: 3,
  phrases: () => after().then((module) => module.phrases()),
  replay: () => after().then((module) => module.replay()),
  pitch: {
    en: 'Together against the apocalypse: hold the world on a real Risk board while the companion plays the other side.',
    fr: 'Ensemble contre l’apocalypse : tenez le monde sur un vrai plateau de Risk pendant que le compagnon joue l’autre camp.',
    picture: '🌍',
  },
};
