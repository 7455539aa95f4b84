// The words of the pages after the game (the history, the numbers, the dice's honesty), merged
// over the shell's and the mission report's (report-i18n.ts, which the end screen loads alone) as a
// game's words are (display/games/<id>/i18n): they load with these pages, not with every screen;
// French (i18n.fr.ts) is fetched when asked.

import { computed } from '@preact/signals';
import { dictionary, t as shell } from '../i18n/index.ts';
import { type ReportWords, reportWords } from './report-i18n.ts';

const en = {
  /** After the game: the history, the numbers, the dice's honesty (display/after). */
  after: {
    history: 'History',
    numbers: 'Numbers',
    backToList: 'all games',
    loading: 'loading…',
    noGames: 'No game in the data folder yet.',
    column: { game: 'game', outcome: 'outcome', length: 'length', setup: 'set-up', date: 'date' },
    won: 'won',
    lost: 'lost',
    unfinished: 'unfinished',
    /** A game ended from a screen before its end (its log says so). */
    endedEarly: 'ended early',
    players: (n: number) => (n === 1 ? '1 player' : `${n} players`),
    actions: (n: number) => (n === 1 ? '1 action' : `${n} actions`),
    skipped: (n: number) =>
      n === 1 ? '1 line of the log was skipped:' : `${n} lines of the log were skipped:`,
    export: 'Export',
    exportPlays: 'BG Stats play',
    openInBgStats: 'open in BG Stats',
    scrubber: 'The table at a moment of the game',
    scrubberAt: (index: number, count: number, clock: string) =>
      `action ${index} of ${count} · ${clock}`,
    noReplay: 'This screen cannot replay this game; its report is below.',
    /** While the game's reducer is fetched, the first time the scrubber leaves the end. */
    replayLoading: 'loading the replay…',
    rollsSoFar: 'The rolls so far',
    noRolls: 'No roll yet.',
    games: (n: number) => (n === 1 ? '1 game' : `${n} games`),
    winRate: 'Win rate',
    bySetup: 'By difficulty and variant',
    any: 'any',
    restsOn: (n: number) => (n === 1 ? 'on 1 finished game' : `on ${n} finished games`),
    noFinished: 'no finished game',
    played: 'played',
    launches: 'Rolls the table hoped for, and successes',
    /** The chances the table took (a launch, a combat round), and the dice all its games rolled. */
    launchesLine: (rolls: number, hits: number, dice?: number) =>
      `${rolls} ${rolls === 1 ? 'chance' : 'chances'} taken, ${hits} ${hits === 1 ? 'success' : 'successes'}${dice === undefined ? '' : ` · ${dice} ${dice === 1 ? 'die' : 'dice'} rolled in all`}`,
    luckAll: 'Luck over all games',
    fightsTitle: 'Fights',
    /** A game's fights (its luck rolls with losses): the rounds fought, each side's armies lost. */
    fights: (rounds: number) =>
      `${rounds === 1 ? '1 combat round' : `${rounds} combat rounds`}: the armies lost, expected against actual`,
    /** The fights' sides, when the game's book names them not (its `side.players`, `side.opponents`). */
    side: { players: 'the players', opponents: 'their opponents' },
    expected: 'expected',
    actual: 'actual',
    timeUsed: 'Time used',
    timeLine: (time: string, games: number) =>
      `${time} over ${games === 1 ? '1 finished game' : `${games} finished games`}`,
    dice: 'The dice’s honesty',
    dieColumn: 'die',
    verdictColumn: 'what its rolls say (tap for the histogram)',
    /** The dice too little rolled to test, folded: `n` kinds of die (a deal's d42, d41… each one), `rolls` in all. */
    tooFewDice: (n: number, rolls: number, sides: string) =>
      n === 1
        ? `1 die (${sides}) with too few rolls to tell: ${rolls} ${rolls === 1 ? 'roll' : 'rolls'}`
        : `${n} kinds of die (${sides}), ${rolls} rolls in all: too few to tell for each`,
    ended: 'ended early',
    box: (box: string, sides: number) =>
      box === 'virtual'
        ? `the virtual box, d${sides}`
        : box === 'unknown'
          ? `a box not named in older logs, d${sides}`
          : `box ${box}, d${sides}`,
    typed: (sides: number) => `d${sides} typed in by hand`,
    face: 'face',
    rolls: 'rolls',
    expectedLine: 'expected for a fair die',
    honesty: {
      tooFew: (rolls: number) => `${rolls} rolls: too few rolls to tell`,
      fair: (rolls: number) => `${rolls} rolls: nothing suggests this die is unfair`,
      doubt: (rolls: number, p: string) =>
        `${rolls} rolls: this die may favour some faces, roll more to tell: p ${p}`,
      biased: (rolls: number, p: string) => `${rolls} rolls: this die favours some faces: p ${p}`,
    },
    chiSquare: (value: string, p: string, rolls: number) =>
      `chi-square ${value}, p ${p}, ${rolls} rolls`,
    noDice: 'No die rolled yet.',
  },
};

export type AfterWords = typeof en;

/** The words by language: English with this chunk, French fetched when asked. */
export const words = dictionary<AfterWords>(en, {
  fr: () => import('./i18n.fr.ts').then((module) => module.fr),
});

/** The report's words and the pages' as one `after`, what the pages read. */
export function withReport(report: ReportWords, pages: AfterWords) {
  return { after: { ...report.after, ...pages.after } };
}

export const t = computed(() => ({
  ...shell.value,
  ...withReport(reportWords.t.value, words.t.value),
}));
export type Dict = typeof t.value;
