// What every page knows of Apocalyte without its screens: its title and place in the lists, and its
// report phrases and history table, fetched through ./after.ts when an after-the-game page asks.

import type { GameMeta } from '../seam.ts';

/** One small chunk stands between every table page and the after pages' loaders. */
const after = () => import('./after.ts');

/** Apocalyte's phases as its screens name them (its dictionaries read them here too). */
export const PHASE_WORDS = {
  en: {
    deal: 'The territories dealt',
    place: 'Extra armies',
    supplies: 'Supply counters',
    scenario: 'The scenario',
    placement: 'The Apocalytes arrive',
    apocalytes: "The Apocalytes' turn",
    player: "A player's turn",
  },
  fr: {
    deal: 'Les territoires distribués',
    place: 'Armées en renfort',
    supplies: 'Pions de ravitaillement',
    scenario: 'Le scénario',
    placement: 'Les Apocalytes arrivent',
    apocalytes: 'Le tour des Apocalytes',
    player: 'Le tour d’un joueur',
  },
} as const;

export const meta: GameMeta = {
  id: 'apocalyte',
  title: 'Apocalyte',
  order: 3,
  phases: PHASE_WORDS,
  phrases: () => after().then((module) => module.phrases()),
  replay: () => after().then((module) => module.replay()),
  pitch: {
    en: 'Together against the apocalypse: hold the world on a real Risk board while the companion plays the other side.',
    fr: 'Ensemble contre l’apocalypse : tenez le monde sur un vrai plateau de Risk pendant que le compagnon joue l’autre camp.',
    picture: '🌍',
  },
};
