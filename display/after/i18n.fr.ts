// The pages after the game's words in French: a chunk of its own, fetched when French is asked (i18n.ts).

import type { AfterWords } from './i18n.ts';

/** French has English's shape: a missing word is a type error, not a blank on the screen. */
export const fr: AfterWords = {
  after: {
    history: 'Historique',
    numbers: 'Chiffres',
    backToList: 'toutes les parties',
    loading: 'chargement…',
    noGames: 'Aucune partie dans le dossier de données pour l’instant.',
    column: { game: 'jeu', outcome: 'issue', length: 'durée', setup: 'réglages', date: 'date' },
    won: 'gagnée',
    lost: 'perdue',
    unfinished: 'inachevée',
    endedEarly: 'terminée avant la fin',
    players: (n: number) => (n === 1 ? '1 joueur' : `${n} joueurs`),
    actions: (n: number) => (n === 1 ? '1 action' : `${n} actions`),
    skipped: (n: number) =>
      n === 1 ? '1 ligne du journal a été ignorée :' : `${n} lignes du journal ont été ignorées :`,
    export: 'Exporter',
    exportPlays: 'partie pour BG Stats',
    openInBgStats: 'ouvrir dans BG Stats',
    scrubber: 'La table à un moment de la partie',
    scrubberAt: (index: number, count: number, clock: string) =>
      `action ${index} sur ${count} · ${clock}`,
    noReplay: 'Cet écran ne sait pas rejouer cette partie ; son rapport est ci-dessous.',
    replayLoading: 'chargement de la relecture…',
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
    launchesLine: (rolls, hits, dice) =>
      `${rolls} ${rolls <= 1 ? 'chance tentée' : 'chances tentées'}, ${hits} ${hits <= 1 ? 'réussite' : 'réussites'}${dice === undefined ? '' : ` · ${dice} ${dice <= 1 ? 'dé lancé' : 'dés lancés'} en tout`}`,
    luckAll: 'La chance sur toutes les parties',
    fightsTitle: 'Combats',
    fights: (rounds: number) =>
      `${rounds === 1 ? '1 manche de combat' : `${rounds} manches de combat`} : les armées perdues, prévues et obtenues`,
    side: { players: 'les joueurs', opponents: 'leurs adversaires' },
    expected: 'prévu',
    actual: 'obtenu',
    timeUsed: 'Temps de jeu',
    timeLine: (time: string, games: number) =>
      `${time} sur ${games === 1 ? '1 partie terminée' : `${games} parties terminées`}`,
    dice: 'L’honnêteté des dés',
    dieColumn: 'dé',
    verdictColumn: 'ce que disent ses jets (touchez pour l’histogramme)',
    tooFewDice: (n, rolls, sides) =>
      n === 1
        ? `1 dé (${sides}) avec trop peu de jets pour conclure : ${rolls} ${rolls <= 1 ? 'jet' : 'jets'}`
        : `${n} sortes de dés (${sides}), ${rolls} jets en tout : trop peu pour conclure sur chacun`,
    ended: 'terminées avant la fin',
    box: (box: string, sides: number) =>
      box === 'virtual'
        ? `le boîtier virtuel, d${sides}`
        : box === 'unknown'
          ? `un boîtier que les anciens journaux ne nomment pas, d${sides}`
          : `boîtier ${box}, d${sides}`,
    typed: (sides: number) => `d${sides} saisi à la main`,
    face: 'face',
    rolls: 'jets',
    expectedLine: 'attendu pour un dé honnête',
    honesty: {
      tooFew: (rolls: number) => `${rolls} jets : trop peu de jets pour conclure`,
      fair: (rolls: number) => `${rolls} jets : rien n’indique que ce dé soit truqué`,
      doubt: (rolls: number, p: string) =>
        `${rolls} jets : ce dé favorise peut-être certaines faces, lancez-le encore pour le savoir : p ${p}`,
      biased: (rolls: number, p: string) =>
        `${rolls} jets : ce dé favorise certaines faces : p ${p}`,
    },
    chiSquare: (value: string, p: string, rolls: number) =>
      `khi-deux ${value}, p ${p}, ${rolls} jets`,
    noDice: 'Aucun dé lancé pour l’instant.',
  },
};
