// Apophis's words on the phone only, in French (fetched when French is first chosen on a phone).

import type { PhoneDict } from './phone.en.ts';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const phoneFr: PhoneDict = {
  phone: {
    setUp: 'Mise en place',
    againHint: 'La dernière mise en place, prête pour la partie suivante :',
    startWithThese: 'Démarrer ainsi',
    playAgain: 'Rejouer',
    starting: 'Démarrage…',
    minutesRange: (min, max) => `Le minuteur se règle entre ${min} et ${max} minutes.`,
    seconds: 's',
    timeLost: 'restantes au minuteur',
    rocketLost: (list) => `le missile : ${list}`,
    scrapLoses: (list, count) =>
      `${list} ${count === 1 ? 'retourne' : 'retournent'} dans la réserve.`,
    keepRocket: 'Garder le missile',
    and: 'et',
    typeDie: 'Lancez un dé sur la table et touchez la face obtenue :',
    dieShows: (value) => `Le dé montre ${value}.`,
    dieFails: {
      fuel: 'Ce dé échoue : pas assez de combustible.',
      explosion: 'Ce dé échoue : le missile exploserait.',
      accuracy: 'Ce dé échoue : le missile manquerait Apophis.',
      damage: 'Ce dé échoue : Apophis ne subirait pas de dégâts.',
      deflection: 'Ce dé échoue : pas de compteur de déviation.',
    },
    dieSucceeds: {
      fuel: 'Ce dé réussit : assez de combustible.',
      explosion: 'Ce dé réussit : le missile tient bon.',
      accuracy: 'Ce dé réussit : le missile touche Apophis.',
      damage: 'Ce dé réussit : Apophis perd une pyramide.',
      deflection: 'Ce dé réussit : un compteur de déviation.',
    },
    reroll: (left) =>
      `Relancer (${plural(left, '1 redondance restante', `${left} redondances restantes`)})`,
    acceptFail: {
      fuel: 'Accepter : pas assez de combustible',
      explosion: 'Accepter : le missile explose',
      accuracy: 'Accepter : le missile manque',
      damage: 'Accepter : pas de dégâts',
      deflection: 'Accepter : pas de déviation',
    },
    acceptPass: 'Accepter ce dé',
  },
  play: {
    newGame: 'Nouvelle partie',
    players: 'Joueurs',
    difficulty: 'Difficulté',
    difficultyName: { beginner: 'Débutant', easy: 'Facile', medium: 'Moyen', hard: 'Difficile' },
    custom: 'Personnalisé',
    minutes: 'minutes',
    advancedHint: 'règles avancées : 10 minutes conseillées',
    variant: 'Règles',
    create: 'Préparer cette partie',
    start: 'Démarrer',
    pause: 'Pause',
    resume: 'Reprendre',
    build: 'Construire',
    suits: 'Séquence de lancement',
    scrap: 'Mettre au rebut',
    scrapConfirm: 'Mettre tout le missile au rebut ?',
    yes: 'Oui, au rebut',
    cancel: 'Annuler',
    shuffle: 'Mélanger (10 s)',
    roll: 'Lancer le dé du boîtier',
    physical: 'Ou saisissez un vrai dé :',
    reroll: 'Relancer',
    accept: 'Accepter',
    undo: (what) => `Annuler : ${what}`,
    nothingToUndo: 'Rien à annuler',
  },
};
