// The shell's words in French.

import type { ShellDict } from './en.ts';

export const fr: ShellDict = {
  soundState: {
    on: 'son activé',
    off: 'son coupé',
    blocked: 'son coupé : cliquez ou appuyez sur une touche pour l’activer',
    turnOn: 'l’activer',
    mute: 'couper',
    volume: 'volume',
    unsupported: 'pas de son dans ce navigateur',
  },
  voice: {
    on: 'voix activée',
    off: 'voix coupée',
    title: 'Annonces parlées (V). M coupe tout le son ; + et − règlent le volume.',
  },
  hall: {
    title: 'Le hall de la convention',
    table: (id: string) => `Table ${id}`,
    noTables: 'Ce service n’a aucune table.',
    unreachable:
      'Le service ne répond pas : tourne-t-il, et cet appareil est-il sur son réseau ? Nouvel essai toutes les 2 s.',
    badToken:
      'Le jeton de ce lien n’est pas celui du service : les liens de contrôle sont masqués. Ouvrez le lien du hall affiché par le service.',
    readOnly:
      'Lecture seule : ouvrez le lien du hall avec le jeton du service pour voir le lien de contrôle de chaque table.',
    loading: 'demande des tables au service…',
    timeLeft: 'temps restant',
    noClock: 'pas de chrono',
    phase: 'phase',
    box: 'boîtier',
    links: { big: 'Grand écran', control: 'Contrôle', watch: 'Spectateurs' },
    lastHeard: (seconds: number) => `dernière réponse il y a ${seconds} s`,
  },
  watch: {
    table: (id: string) => `Table ${id}`,
    readOnly: 'Spectateur : rien sur cette page ne peut changer la table.',
    waiting: 'en attente de la table…',
  },
  boxState: {
    serial: 'boîtier prêt',
    virtual: 'boîtier virtuel prêt',
    unlinked: 'boîtier non relié : vérifiez son câble',
    virtualUnlinked: 'boîtier virtuel pas encore relié',
    none: 'pas de boîtier : dés saisis sur le téléphone',
  },
  lang: 'fr',
  title: 'Apophis, centre de contrôle',
  status: {
    lobby: 'prêt à démarrer',
    playing: 'en jeu',
    paused: 'en pause',
    over: 'partie finie',
  },
  link: {
    connecting: 'connexion…',
    reconnecting: 'reconnexion…',
    open: 'connecté',
  },
  box: {
    firmware: (version) => `micrologiciel ${version}`,
    cannotRoll: (dice, oneD6Only) =>
      `${oneD6Only ? 'Ce boîtier ne lance qu’un d6' : 'Ce boîtier ne peut pas lancer ces dés'} : lancez ${
        dice.count === 1 ? `un d${dice.sides}` : `${dice.count}d${dice.sides}`
      } sur la table et saisissez les dés.`,
  },
  qr: {
    controlLink: 'Piloter depuis un téléphone',
    noToken: 'Ouvrez le lien affiché par le service pour montrer le QR code de contrôle.',
  },
  overlay: {
    paused: 'PAUSE',
    boxLost: 'Boîtier déconnecté',
    reconnecting: 'Reconnexion…',
  },
  fullscreen: 'Plein écran (F)',
  keys: 'Touches, comme le boîtier : S START · R ROLL · X SCRAP · H SHUFFLE · Entrée OK · P START maintenu (pause) · F plein écran',
  loading: 'chargement du jeu…',
  unknownGame: (game) => `Cet écran ne connaît pas le jeu « ${game} » : rechargez la page.`,
  control: {
    title: 'Contrôle',
    readOnly: 'Lecture seule : ouvrez le lien avec le jeton pour piloter la table.',
    language: 'Langue',
    virtualBox: 'Boîtier virtuel',
    game: 'Jeu',
    longPress: 'maintenez pour un appui long',
    waiting: 'en attente de la table…',
  },
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
  errors: {
    'link/down': 'Pas de connexion : reconnexion…',
    'auth/token': 'Jeton absent ou faux : ouvrez le lien de contrôle affiché par le service.',
    'box/away': 'Le boîtier n’est pas relié : saisissez la valeur d’un vrai dé.',
    'box/cannot-roll':
      'Ce boîtier ne peut pas lancer ces dés : lancez-les sur la table et saisissez-les.',
    'box/wrong-dice': 'Le boîtier a lancé d’autres dés que ceux du jeu : relancez.',
    'box/rolling': 'Le dé roule déjà.',
    'log/write': 'Le journal de la partie n’a pas pu être écrit.',
    'message/invalid': 'Message refusé par le service.',
    'rate/limited': 'Trop de commandes d’un coup : réessayez dans un instant.',
    'server/error': 'Erreur du service.',
  },
};
