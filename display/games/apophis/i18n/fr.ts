// Apophis's words on the screens in French, with the game's French terms (R3: green is trèfles).

import type { ErrorCode } from '../../../../src/games/apophis/errors.ts';
import type { Refusals } from '../../../i18n/index.ts';
import { PHASE_WORDS } from '../meta.ts';
import type { ApophisDict } from './en.ts';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const fr: ApophisDict = {
  moment: {
    title: 'Lancement',
    rollNow: (step) => `Lancez le dé : ${step}`,
    rolling: 'le dé roule…',
    rerolling: 'une redondance est dépensée : relancez, le nouveau dé compte',
    passesOn: (faces) =>
      faces.length === 0
        ? 'aucune face ne réussit'
        : faces.length === 6
          ? 'toutes les faces réussissent'
          : `réussit sur ${faces.join(', ')}`,
    rerolledFrom: (rolls) => `relancé après ${rolls}`,
    question: {
      fails: 'Ce dé échoue',
      passes: 'Ce dé réussit',
      ifKept: 'Gardé, cela donne :',
      next: (step) => `au dé suivant : ${step}`,
      failKeys:
        'ROLL (R) : dépenser une redondance · OK deux fois (Entrée) : garder le dé qui échoue',
      passKeys: 'OK ou START : le garder · ROLL : dépenser quand même une redondance',
      left: (n) => plural(n, '1 redondance restante', `${n} redondances restantes`),
    },
    headline: {
      'no-fuel': () => 'Pas assez de combustible : le missile n’a jamais décollé',
      exploded: () => 'Explosion sur le pas de tir',
      missed: () => 'Manqué',
      'no-effect': () => 'Touché, sans effet',
      damaged: (h) =>
        `Apophis endommagé : ${h.toDestroy === 1 ? 'encore un dégât' : h.toDestroy === 2 ? 'encore deux dégâts' : `encore ${h.toDestroy} dégâts`} pour le détruire`,
      deflection: (h) => `Dévié : ${h.deflections} sur ${h.toDeflect}`,
      destroyed: () => 'Apophis détruit',
      deflected: (h) => `Apophis dévié : ${h.deflections} sur ${h.toDeflect}`,
    },
    detail: (h) => {
      switch (h.code) {
        case 'no-fuel':
          return `jaune ${h.yellow}, il en faut ${h.needed}`;
        case 'exploded':
          return `${h.total} : il explose à ${h.explodesAt}`;
        case 'missed':
          return `${h.total} contre ${h.needed}`;
        case 'damaged':
          return h.toDeflect === null ? '' : `déviation ${h.deflections} sur ${h.toDeflect}`;
        default:
          return '';
      }
    },
    end: {
      decided: 'Le lancement décisif',
      cutShort: 'Le temps s’est écoulé en plein lancement',
      closest: 'Si près du but',
      damages: (n, of) => `${n} dégâts sur ${of}`,
      moreToDestroy: (n) =>
        n === 1 ? 'un de plus l’aurait détruit' : `${n} de plus l’auraient détruit`,
      deflections: (n, of) => `${n} compteurs de déviation sur ${of}`,
      again: 'Appuyez sur START pour rejouer avec la même mise en place',
    },
  },
  oddsWhy: {
    hit: 'atteint Apophis',
    damage: 'Apophis perd une pyramide',
    deflection: 'un compteur de déviation',
    explode: 'explose sur le pas de tir (avancé)',
    win: 'ce lancement gagne la partie',
    fuelEmpty: 'construisez un missile',
  },
  colour: { green: 'vert', red: 'rouge', blue: 'bleu', yellow: 'jaune' },
  suit: { clubs: 'trèfles', hearts: 'cœurs', diamonds: 'carreaux', spades: 'piques' },
  size: { small: 'petite', medium: 'moyenne', large: 'grande' },
  role: {
    basic: {
      green: 'ogive de déviation',
      red: 'ogive nucléaire',
      blue: 'système de guidage',
      yellow: 'combustible pour boosters',
    },
    advanced: {
      green: 'redondance système',
      red: 'ogive nucléaire',
      blue: 'système de guidage',
      yellow: 'combustible pour boosters',
    },
  },
  variant: { basic: 'règles de base', advanced: 'règles avancées' },
  phase: PHASE_WORDS.fr,
  lobby: {
    players: (n) => plural(n, '1 joueur', `${n} joueurs`),
    cardsEach: (n) => `distribuez ${n} cartes à chacun`,
    timer: 'minuteur',
    setup: 'Mise en place',
    checklist: [
      'Empilez les trois pyramides noires (grande, moyenne, petite) : c’est Apophis.',
      'Posez une carte de chaque couleur et placez dessus les sections de missile de sa couleur.',
      'Mélangez le paquet et distribuez les cartes.',
      'Placez les compteurs de déviation à l’écart.',
    ],
    pressStart: 'Appuyez sur START',
  },
  timer: { label: 'temps restant' },
  apophis: {
    title: 'Apophis',
    value: (v) => `valeur ${v}`,
    damages: 'dégâts',
    deflections: 'compteurs de déviation',
    destroyed: 'détruit',
    countersWinNothing: 'les compteurs ne font pas gagner en règles avancées',
  },
  rocket: { title: 'Missile', empty: 'aucune section', points: (n) => `${n} points` },
  supply: { title: 'Réserve' },
  sequence: { title: 'Séquence de lancement' },
  fuel: {
    title: 'Combustible',
    share: (yellow, total) => `jaune ${yellow} sur ${total}`,
    need: 'au moins 25 %',
  },
  odds: {
    title: 'Chances d’un lancement maintenant',
    empty: 'construisez un missile pour voir ses chances',
    noFuel: 'pas assez de combustible : le lancement échouerait',
    hit: 'touché',
    damage: 'dégâts',
    deflection: 'déviation',
    explode: 'explosion',
    win: 'victoire',
    rerolls: (n) => plural(n, '1 relance', `${n} relances`),
  },
  step: {
    fuel: 'contrôle du combustible',
    explosion: 'explosion',
    accuracy: 'précision',
    damage: 'dégâts',
    deflection: 'déviation',
  },
  launch: {
    title: 'Lancement',
    fuelLine: (have, need) => `jaune ${have}, il en faut ${need}`,
    sum: (total, need) => `${total} contre ${need}`,
    explodesAt: (need) => `explose à ${need}`,
    pass: 'OK',
    fail: 'échec',
    passOf: {
      fuel: 'assez de combustible',
      explosion: 'pas d’explosion',
      accuracy: 'touché',
      damage: 'dégâts',
      deflection: 'dévié',
    },
    failOf: {
      fuel: 'pas assez de combustible',
      explosion: 'explosion',
      accuracy: 'manqué',
      damage: 'pas de dégâts',
      deflection: 'pas de déviation',
    },
    rollFor: (step) => `Lancez le dé : ${step}`,
    rolling: 'le dé roule…',
    decide: (n) =>
      `Relancer ou accepter ? ${plural(n, '1 redondance restante', `${n} redondances restantes`)}`,
    wouldPass: 'ce résultat réussit',
    wouldFail: 'ce résultat échoue',
    result: {
      'no-fuel': 'Pas assez de combustible',
      exploded: 'Le missile a explosé',
      missed: 'Manqué',
      hit: 'Touché',
      destroyed: 'Apophis détruit',
      deflected: 'Apophis dévié',
    },
  },
  shuffleOverlay: 'Mélange',
  end: {
    destroyed: 'Apophis détruit : vous avez gagné !',
    deflected: 'Apophis dévié : vous avez gagné !',
    impact: 'Impact : Apophis a percuté la Terre',
    launches: 'lancements',
    hits: 'touchés',
    damages: 'dégâts',
    deflections: 'déviations',
    timeUsed: 'temps utilisé',
    timeLeft: 'temps restant',
  },
  events: {
    title: 'Derniers événements',
    start: 'partie commencée',
    pause: 'pause',
    resume: 'reprise',
    build: (section) => `construit ${section}`,
    suits: (suits) => `séquence de lancement : ${suits}`,
    scrap: 'missile mis au rebut',
    shuffle: 'mélange',
    shuffleDone: 'mélange terminé',
    roll: (value, byHand) => `dé : ${value}${byHand ? ' (à la main)' : ''}`,
    launch: (rocket, result) => `lancement ${rocket} : ${result}`,
    undo: (what) => `annulé : ${what}`,
    won: 'gagné',
    lost: 'perdu',
  },
  action: {
    newGame: 'nouvelle partie',
    start: 'démarrage',
    pause: 'pause',
    resume: 'reprise',
    build: 'construction',
    suits: 'cartes de la séquence',
    scrap: 'mise au rebut',
    shuffle: 'mélange',
    roll: 'dé',
    reroll: 'relance',
    accept: 'acceptation',
    undo: 'annulation',
    clock: 'horloge',
  },
  // Every code of src/games/apophis/errors.ts, none other; {n} takes the first number of the
  // server's English sentence (seconds left, a section size).
  ruleErrors: {
    'setup/invalid': 'Cette mise en place n’est pas jouable (1 à 4 joueurs, 1 à 60 minutes).',
    'game/not-started': 'La partie n’a pas commencé : appuyez sur START.',
    'game/already-started': 'La partie a déjà commencé.',
    'game/over': 'La partie est finie : lancez une nouvelle partie.',
    'game/time-up': 'Le temps est écoulé : Apophis a percuté la Terre.',
    'game/paused': 'La partie est en pause : reprenez d’abord.',
    'game/not-paused': 'La partie n’est pas en pause.',
    'build/not-in-supply': 'Cette section est déjà sur le missile.',
    'build/too-large': 'Une section ne peut pas aller sur une section plus petite.',
    'build/sequence-started': 'Une séquence de lancement est en cours : pas de construction.',
    'suits/empty-rocket': 'Il faut un missile pour une séquence de lancement.',
    'suits/duplicate': 'Cette couleur de carte est déjà dans la séquence.',
    'suits/invalid': 'Choisissez trèfles, cœurs, carreaux ou piques.',
    'scrap/empty': 'Le missile est vide : rien à mettre au rebut.',
    'shuffle/in-progress': 'Mélange en cours : encore {n} s.',
    'launch/under-way': 'Un lancement est en cours.',
    'launch/none': 'Aucun lancement en cours.',
    'launch/awaits-decision': 'Relancez ou acceptez d’abord le dé.',
    'launch/awaits-roll': 'Lancez d’abord le dé.',
    'launch/no-rerolls': 'Plus aucune redondance système.',
    'roll/invalid': 'Un dé montre 1 à 6.',
    'undo/nothing': 'Rien à annuler.',
    'clock/nothing-due': 'Rien à faire pour l’horloge.',
    'box/nothing': 'Ce bouton ne fait rien maintenant.',
    'box/confirm-scrap':
      'Appuyez sur OK dans les {n} s pour mettre le missile au rebut (ou maintenez SCRAP).',
    'box/confirm-accept':
      'Ce dé échoue : appuyez de nouveau sur OK pour le garder, ou sur ROLL pour dépenser une redondance.',
    'box/game-over':
      'La partie est finie : appuyez sur START pour rejouer avec la même mise en place.',
    'teach/tap':
      'L’apprentissage commence : touchez Suivant ou appuyez sur START ; le chrono part avec le premier coup.',
  } satisfies Refusals<ErrorCode>,
};
