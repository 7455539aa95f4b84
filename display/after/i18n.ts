// The words of the pages after the game (the history, the numbers, the mission report, the
// dice's honesty) in English and French, merged over the shell's as a game's words are
// (display/games/<id>/i18n): they load with these pages, not with every screen.

import { computed } from '@preact/signals';
import { type Lang, lang, DICTIONARIES as SHELL } from '../i18n/index.ts';

const en = {
  /** After the game: the history, the numbers, the mission report, the dice's honesty (display/after). */
  after: {
    history: 'History',
    numbers: 'Numbers',
    backToList: 'all games',
    loading: 'loading…',
    failed: (why: string) => `Could not load: ${why}`,
    noGames: 'No game in the data folder yet.',
    column: { game: 'game', outcome: 'outcome', length: 'length', setup: 'set-up', date: 'date' },
    won: 'won',
    lost: 'lost',
    unfinished: 'unfinished',
    players: (n: number) => (n === 1 ? '1 player' : `${n} players`),
    actions: (n: number) => (n === 1 ? '1 action' : `${n} actions`),
    skipped: (n: number) =>
      n === 1 ? '1 line of the log was skipped:' : `${n} lines of the log were skipped:`,
    export: 'Export',
    exportPlays: 'BG Stats play',
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
    /** Between a label and what it says (French puts a space before the colon). */
    colon: ': ',
    chance: 'chance',
    success: 'success',
    failure: 'failure',
    decisive: 'The moment that decided it',
    tallies: 'Tallies',
    atClock: (clock: string) => `at ${clock}`,
    scrubber: 'The table at a moment of the game',
    scrubberAt: (index: number, count: number, clock: string) =>
      `action ${index} of ${count} · ${clock}`,
    noReplay: 'This screen cannot replay this game; its report is below.',
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
    launchesLine: (rolls: number, hits: number) => `${rolls} rolls, ${hits} successes`,
    luckAll: 'Luck over all games',
    expected: 'expected',
    actual: 'actual',
    timeUsed: 'Time used',
    timeLine: (time: string, games: number) =>
      `${time} over ${games === 1 ? '1 finished game' : `${games} finished games`}`,
    dice: 'The dice’s honesty',
    box: (box: string, sides: number) => `box ${box}, d${sides}`,
    typed: (sides: number) => `d${sides} typed in by hand`,
    face: 'face',
    rolls: 'rolls',
    expectedLine: 'expected for a fair die',
    honesty: {
      tooFew: (rolls: number) => `${rolls} rolls: too few rolls to tell`,
      fair: (rolls: number) => `${rolls} rolls: nothing suggests this die is unfair`,
      doubt: (rolls: number, p: string) =>
        `${rolls} rolls: this die may favour some faces, roll more to tell: p = ${p}`,
      biased: (rolls: number, p: string) => `${rolls} rolls: this die favours some faces: p = ${p}`,
    },
    chiSquare: (value: string, p: string, rolls: number) =>
      `chi-square ${value}, p = ${p}, ${rolls} rolls`,
    noDice: 'No die rolled yet.',
  },
};

/** French has English's shape: a missing word is a type error, not a blank on the screen. */
const fr: typeof en = {
  after: {
    history: 'Historique',
    numbers: 'Chiffres',
    backToList: 'toutes les parties',
    loading: 'chargement…',
    failed: (why: string) => `Chargement impossible : ${why}`,
    noGames: 'Aucune partie dans le dossier de données pour l’instant.',
    column: { game: 'jeu', outcome: 'issue', length: 'durée', setup: 'réglages', date: 'date' },
    won: 'gagnée',
    lost: 'perdue',
    unfinished: 'inachevée',
    players: (n: number) => (n === 1 ? '1 joueur' : `${n} joueurs`),
    actions: (n: number) => (n === 1 ? '1 action' : `${n} actions`),
    skipped: (n: number) =>
      n === 1 ? '1 ligne du journal a été ignorée :' : `${n} lignes du journal ont été ignorées :`,
    export: 'Exporter',
    exportPlays: 'partie pour BG Stats',
    report: 'Rapport de mission',
    timeline: 'Chronologie',
    luck: 'Jauge de chance',
    luckLine: (rolls: number, expected: string, actual: number) =>
      `${rolls === 1 ? '1 jet' : `${rolls} jets`} : les chances prévoyaient ${expected} ${Number(expected.replace(',', '.')) < 2 ? 'réussite' : 'réussites'}, les dés en ont donné ${actual}`,
    luckVerdict: {
      lucky: 'plus de chance que prévu',
      unlucky: 'moins de chance que prévu',
      even: 'comme prévu',
    },
    /** Between a label and what it says (French puts a space before the colon). */
    colon: ' : ',
    chance: 'chance',
    success: 'réussite',
    failure: 'échec',
    decisive: 'Le moment décisif',
    tallies: 'Décomptes',
    atClock: (clock: string) => `à ${clock}`,
    scrubber: 'La table à un moment de la partie',
    scrubberAt: (index: number, count: number, clock: string) =>
      `action ${index} sur ${count} · ${clock}`,
    noReplay: 'Cet écran ne sait pas rejouer cette partie ; son rapport est ci-dessous.',
    rollsSoFar: 'Les jets jusqu’ici',
    noRolls: 'Aucun jet pour l’instant.',
    games: (n: number) => (n === 1 ? '1 partie' : `${n} parties`),
    winRate: 'Taux de victoire',
    bySetup: 'Par difficulté et variante',
    any: 'toutes',
    restsOn: (n: number) => (n === 1 ? 'sur 1 partie terminée' : `sur ${n} parties terminées`),
    noFinished: 'aucune partie terminée',
    played: 'jouées',
    launches: 'Jets espérés par la table, et réussites',
    launchesLine: (rolls: number, hits: number) => `${rolls} jets, ${hits} réussites`,
    luckAll: 'La chance sur toutes les parties',
    expected: 'prévu',
    actual: 'obtenu',
    timeUsed: 'Temps de jeu',
    timeLine: (time: string, games: number) =>
      `${time} sur ${games === 1 ? '1 partie terminée' : `${games} parties terminées`}`,
    dice: 'L’honnêteté des dés',
    box: (box: string, sides: number) => `boîtier ${box}, d${sides}`,
    typed: (sides: number) => `d${sides} saisi à la main`,
    face: 'face',
    rolls: 'jets',
    expectedLine: 'attendu pour un dé honnête',
    honesty: {
      tooFew: (rolls: number) => `${rolls} jets : trop peu de jets pour conclure`,
      fair: (rolls: number) => `${rolls} jets : rien n’indique que ce dé soit truqué`,
      doubt: (rolls: number, p: string) =>
        `${rolls} jets : ce dé favorise peut-être certaines faces, lancez-le encore pour le savoir : p = ${p}`,
      biased: (rolls: number, p: string) =>
        `${rolls} jets : ce dé favorise certaines faces : p = ${p}`,
    },
    chiSquare: (value: string, p: string, rolls: number) =>
      `khi-deux ${value}, p = ${p}, ${rolls} jets`,
    noDice: 'Aucun dé lancé pour l’instant.',
  },
};

export const DICTIONARIES = {
  en: { ...SHELL.en, ...en },
  fr: { ...SHELL.fr, ...fr },
} satisfies Record<Lang, unknown>;

export const t = computed(() => DICTIONARIES[lang.value]);
export type Dict = typeof t.value;
