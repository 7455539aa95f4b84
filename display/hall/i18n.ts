// The hall's words (`/hall`, every table for the volunteer), merged over the shell's as a game's
// words are (display/games/<id>/i18n): they load with the hall only; French (i18n.fr.ts) is
// fetched when asked.

import { dictionary, overShell } from '../i18n/index.ts';

const en = {
  /** The volunteer's page of every table (`/hall`). */
  hall: {
    title: 'Convention hall',
    table: (id: string) => `Table ${id}`,
    noTables: 'This service has no tables.',
    unreachable:
      'The service does not answer: is it running, and is this device on its network? Trying again every 2 s.',
    badToken:
      'This link’s token is not the service’s: control links are hidden. Open the hall link the service printed.',
    readOnly:
      'Read only: open the hall link with the service’s token to show each table’s control link.',
    loading: 'asking the service for its tables…',
    timeLeft: 'time left',
    noClock: 'no clock',
    /** In place of the time left, for a game that is over. */
    finished: 'game over',
    endQuestion: (id: string) =>
      `End table ${id}’s game and take it back to its set-up, with the same players? What was played is lost.`,
    phase: 'phase',
    box: 'box',
    links: { big: 'Big screen', control: 'Control', watch: 'Spectators' },
    lastHeard: (seconds: number) => `last answer ${seconds} s ago`,
    /** A table of a hall of many machines whose machine is gone (its last will, or a clean stop). */
    offlineSince: (time: string, minutes: number) =>
      `offline since ${time}${minutes > 0 ? ` (${minutes} min)` : ''}: its machine does not answer`,
  },
};

export type HallWords = typeof en;

/** The words by language: English with this chunk, French fetched when asked. */
export const words = dictionary<HallWords>(en, {
  fr: () => import('./i18n.fr.ts').then((module) => module.fr),
});

export const t = overShell(words);
export type Dict = typeof t.value;
