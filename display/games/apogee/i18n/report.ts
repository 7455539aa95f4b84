// Apogee's words in the mission report and the history: the phrase keys its report gives
// (`apogee.…`, src/games/apogee/report.ts and its README), with the destinations and mission
// levels its screens use too (names.ts). A key missing here shows its last word.

import type { Destination } from '../../../../src/games/apogee/launch.ts';
import { MISSIONS } from '../../../../src/games/apogee/setup.ts';
import type { PhraseBook, Words } from '../../seam.ts';
import { NAMES, type Names } from './names.ts';

type Book = Record<string, Words>;

function bookOf(names: Names, own: Book): Book {
  const place = (v: Readonly<Record<string, string | number>>) =>
    names.destination[v.destination as Destination] ?? String(v.destination);
  const missions = Object.entries(MISSIONS).map(([n, mission]) => [
    `difficulty.mission-${n}`,
    `${names.mission(Number(n))} (${names.level[mission.level]})`,
  ]);
  const withPlace =
    (template: string): Words =>
    (v) =>
      template.replace('{player}', String(v.player)).replace('{destination}', place(v));
  return {
    ...Object.fromEntries(missions),
    ...own,
    'apogee.mark.success': withPlace(String(own.success)),
    'apogee.mark.failure': withPlace(String(own.failure)),
    'apogee.luck.launch': withPlace(String(own.luck)),
  };
}

export const phrases: PhraseBook = {
  en: bookOf(NAMES.en, {
    success: '{player} reaches {destination}',
    failure: '{player} fails to reach {destination}',
    luck: '{player} to {destination}',
    'apogee.mark.start': 'start',
    'apogee.mark.pause': 'pause',
    'apogee.mark.resume': 'resume',
    'apogee.mark.confirm': '{player}: confirmed',
    'apogee.mark.quarter': 'quarter {quarter}',
    'apogee.mark.end': 'won by {winners}',
    'apogee.series.successes': '{player}: successes',
    'apogee.tally.launches': '{player}: launches',
    'apogee.tally.successes': '{player}: successes',
    'apogee.tally.hits': 'successful launches',
    'apogee.tally.misses': 'failed launches',
    'apogee.tally.quarters': 'quarters',
  }),
  fr: bookOf(NAMES.fr, {
    success: '{player} atteint {destination}',
    failure: '{player} n’atteint pas {destination}',
    luck: '{player} vers {destination}',
    'apogee.mark.start': 'départ',
    'apogee.mark.pause': 'pause',
    'apogee.mark.resume': 'reprise',
    'apogee.mark.confirm': '{player} : confirmé',
    'apogee.mark.quarter': 'trimestre {quarter}',
    'apogee.mark.end': 'gagnée par {winners}',
    'apogee.series.successes': '{player} : réussites',
    'apogee.tally.launches': '{player} : lancements',
    'apogee.tally.successes': '{player} : réussites',
    'apogee.tally.hits': 'lancements réussis',
    'apogee.tally.misses': 'lancements manqués',
    'apogee.tally.quarters': 'trimestres',
  }),
};
