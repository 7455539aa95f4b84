// Apogee's names that its mission report shares with its screens (the missions, their levels and
// the destinations) in both languages: a few words, so the report's phrase book (report.ts), which
// holds both languages at once, needs neither whole dictionary (French is fetched when asked).

import type { Destination } from '../../../../src/games/apogee/launch.ts';
import type { Lang } from '../../../i18n/index.ts';
import type { Level } from './en.ts';

export type Names = {
  mission: (n: number) => string;
  level: Record<Level, string>;
  destination: Record<Destination, string>;
};

export const NAMES: Readonly<Record<Lang, Names>> = {
  en: {
    mission: (n) => `Mission ${n}`,
    level: { easy: 'easy', intermediate: 'intermediate', expert: 'expert' },
    destination: {
      leo: 'LEO',
      geo: 'GEO',
      moon: 'Moon',
      lagrange: 'Lagrangian point',
      asteroid: 'Asteroid',
      mars: 'Mars',
    },
  },
  fr: {
    mission: (n) => `Mission ${n}`,
    level: { easy: 'facile', intermediate: 'intermédiaire', expert: 'expert' },
    destination: {
      leo: 'Orbite basse (LEO)',
      geo: 'Orbite géostationnaire (GEO)',
      moon: 'Lune',
      lagrange: 'Point de Lagrange',
      asteroid: 'Astéroïde',
      mars: 'Mars',
    },
  },
};
