// The shell's words in French.

import { TEACH_REFUSALS } from '../../src/games/kit/teach.ts';
import type { ShellDict } from './en.ts';

export const fr: ShellDict = {
  soundState: {
    on: 'son activé',
    off: 'son coupé',
    blocked: 'son coupé : une touche',
    turnOn: 'l’activer',
    mute: 'couper',
    volume: 'volume',
    unsupported: 'pas de son dans ce navigateur',
  },
  boxState: {
    serial: 'boîtier prêt',
    virtual: 'boîtier virtuel prêt',
    unlinked: 'boîtier non relié : vérifiez son câble',
    virtualUnlinked: 'boîtier virtuel pas encore relié',
    none: 'pas de boîtier : dés saisis sur le téléphone',
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
      `${oneD6Only ? 'Ce boîtier ne lance qu’un d6' : 'Ce boîtier ne peut pas lancer ces dés'} : lancez ${
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
  keys: 'Touches, comme le boîtier : S START · R ROLL · X SCRAP · H SHUFFLE · Entrée OK · P START maintenu (pause) · F plein écran · V voix · M couper le son · + − volume',
  loading: 'chargement du jeu…',
  unknownGame: (game) => `Cet écran ne connaît pas le jeu « ${game} » : rechargez la page.`,
  control: {
    title: 'Contrôle',
    readOnly: 'Lecture seule : ouvrez le lien avec le jeton pour piloter la table.',
    language: 'Langue',
    virtualBox: 'Boîtier virtuel',
    displayOff: 'affichage éteint',
    game: 'Jeu',
    longPress: 'maintenez pour un appui long',
    waiting: 'en attente de la table…',
  },
  endGame: {
    button: 'Terminer cette partie',
    question:
      'Terminer cette partie et revenir à sa mise en place, avec les mêmes joueurs ? Perdus avec elle :',
    generic: 'tout ce qui a été joué depuis le début : une partie terminée ne reprend pas',
    logKept: 'Le journal de la partie est conservé : l’historique la montre terminée.',
    yes: 'Oui, terminer la partie',
    keep: 'Continuer à jouer',
    endedEarly: {
      phone: 'La dernière partie a été terminée avant sa fin, depuis un téléphone.',
      hall: 'La dernière partie a été terminée avant sa fin, depuis le hall de la convention.',
    },
  },
  errors: {
    'link/down': 'Pas de connexion : reconnexion…',
    'auth/token': 'Jeton absent ou faux : ouvrez le lien de contrôle affiché par le service.',
    'box/away': 'Le boîtier n’est pas relié : saisissez la valeur d’un vrai dé.',
    'box/cannot-roll':
      'Ce boîtier ne peut pas lancer ces dés : lancez-les sur la table et saisissez-les.',
    'box/wrong-dice': 'Le boîtier a lancé d’autres dés que ceux du jeu : relancez.',
    'box/rolling': 'Le dé roule déjà.',
    'log/write': 'Le journal de la partie n’a pas pu être écrit.',
    'end/none': 'Aucune partie en cours : il n’y a rien à terminer.',
    'end/over': 'Cette partie est déjà finie : START remet la même partie en place.',
    'message/invalid': 'Message refusé par le service.',
    'rate/limited': 'Trop de commandes d’un coup : réessayez dans un instant.',
    'server/error': 'Erreur du service.',
    // Every game's teaching refusals (Apophis, Apogee, Apocalyte), worded once in the kit.
    'teach/none': TEACH_REFUSALS['teach/none'].fr,
    'teach/play': TEACH_REFUSALS['teach/play'].fr,
  },
};
