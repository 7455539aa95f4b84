// The mission report's words (display/after/report.tsx, on the end screen and the history),
// merged over the shell's: apart from the history's and the numbers' (i18n.ts, which reads these
// too), so the end screen downloads only the report's. French (report-i18n.fr.ts) is fetched when asked.

import { dictionary, overShell } from '../i18n/index.ts';

const en = {
  /** The mission report: its titles, the luck meter's sentences, a roll in words. */
  after: {
    failed: (why: string) => `Could not load: ${why}`,
    report: 'Mission report',
    timeline: 'Timeline',
    luck: 'Luck meter',
    luckLine: (rolls: number, expected: string, actual: number) =>
      `${rolls === 1 ? '1 roll' : `${rolls} rolls`}: the odds expected ${expected} ${expected === '1' ? 'success' : 'successes'}, the dice gave ${actual}`,
    luckVerdict: {
      lucky: 'luckier than the odds',
      unlucky: 'unluckier than the odds',
      even: 'as the odds said',
    },
    /** Between a label and what it says (French puts a narrow no-break space before the colon). */
    colon: ': ',
    chance: 'chance',
    success: 'success',
    failure: 'failure',
    decisive: 'The moment that decided it',
    tallies: 'Tallies',
    atClock: (clock: string) => `at ${clock}`,
  },
};

export type ReportWords = typeof en;

/** The words by language: English with this chunk, French fetched when asked. */
export const reportWords = dictionary<ReportWords>(en, {
  fr: () => import('./report-i18n.fr.ts').then((module) => module.fr),
});

export const t = overShell(reportWords);
