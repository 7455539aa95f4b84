// The mission report's words in French: a chunk of its own, fetched when French is asked (report-i18n.ts).

import type { ReportWords } from './report-i18n.ts';

/** French has English's shape: a missing word is a type error, not a blank on the screen. */
export const fr: ReportWords = {
  after: {
    failed: (why: string) => `Chargement impossible : ${why}`,
    report: 'Rapport de mission',
    timeline: 'Chronologie',
    luck: 'Jauge de chance',
    luckLine: (rolls: number, expected: string, actual: number) =>
      `${rolls === 1 ? '1 jet' : `${rolls} jets`} : les chances prévoyaient ${expected} ${Number(expected.replace(',', '.')) < 2 ? 'réussite' : 'réussites'}, les dés en ont donné ${actual}`,
    luckVerdict: {
      lucky: 'plus de chance que prévu',
      unlucky: 'moins de chance que prévu',
      even: 'comme prévu',
    },
    /** Between a label and what it says (French puts a narrow no-break space before the colon). */
    colon: ' : ',
    chance: 'chance',
    success: 'réussite',
    failure: 'échec',
    decisive: 'Le moment décisif',
    tallies: 'Décomptes',
    atClock: (clock: string) => `à ${clock}`,
  },
};
