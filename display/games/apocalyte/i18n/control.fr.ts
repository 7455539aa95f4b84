// Les mots d'Apocalyte sur le téléphone, en français (même forme que control.en.ts), avec les
// refus par code (errors.fr.ts) : un fichier chargé à la demande, quand le français est choisi.

import { decimal } from '../../../i18n/numbers.ts';
import type { ControlDict } from './control.en.ts';
import { ERRORS_FR } from './errors.fr.ts';
import { enFr, leFr } from './places.fr.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const controlFr: ControlDict = {
  ap: {
    setUp: 'Préparer Apocalyte',
    playAgain: 'Rejouer',
    players: 'Joueurs',
    name: 'Nom',
    letter: 'Lettre',
    addPlayer: 'Ajouter un joueur',
    removePlayer: 'Retirer',
    start: 'Commencer la partie',
    starting: 'Démarrage…',
    waitsDice: (count, sides) =>
      `en attente ${count === 1 ? `d’un d${sides}` : `de ${count}d${sides}`}`,
    waitsOk: 'faites l’instruction sur le plateau, puis OK',
    waitsChoice: 'une question pour la table',
    diceTitle: 'Dés',
    rollBox: 'Lancer avec le boîtier',
    typeDice: (count, sides) =>
      `ou saisir ${count === 1 ? `le d${sides}` : `les ${count}d${sides}`} lancés sur la table :`,
    typed: 'saisis',
    clearDice: 'Effacer',
    typeSplit: (attacker, attack, defender, defence) =>
      `D’abord l’attaque : ${attacker}, ${attack} ${attack === 1 ? 'dé' : 'dés'} ; puis la défense : ${defender}, ${defence} ${defence === 1 ? 'dé' : 'dés'}.`,
    sideTyped: (side, dice) => `${side} : ${dice}`,
    sendDice: 'Envoyer les dés',
    instructionTitle: 'Instruction',
    ok: 'OK : fait sur le plateau',
    tickHelp: 'Touchez une ligne une fois faite (une aide : OK n’attend pas)',
    quarantineYes: 'Quarantaine (lancer)',
    quarantineNo: 'Les laisser entrer',
    rerollDie: (value) => `Relancer le ${value}`,
    keep: 'Garder les dés',
    dealTitle: 'Saisir la distribution',
    dealHelp:
      'Choisissez un joueur, puis touchez ses territoires ; ou tirez la distribution avec les dés ci-dessus.',
    dealCount: (name, n) => `${name} : ${n}`,
    unassigned: (n) => `${n} territoires sans détenteur`,
    sendDeal: 'Distribuer ces territoires',
    placeTitle: 'Placer les armées en plus',
    placeHelp:
      'Touchez un territoire sur la carte : il en reçoit jusqu’à 5 (autant qu’il en reste), puis + ou −.',
    placed: 'Tout est placé',
    suppliesTitle: 'Saisir les pions de ravitaillement',
    suppliesHelp:
      'Touchez chaque territoire dont la carte est tirée ; ou tirez-les avec les dés ci-dessus.',
    suppliesCount: (name, n, want) => `${name} : ${n} / ${want}`,
    sendSupplies: 'Poser ces pions',
    scenarioTitle: 'Choisir le scénario',
    rollScenario: 'Le tirer au dé',
    reinforceTitle: (n) => `Placer ${plural(n, 'nouvelle armée', 'nouvelles armées')}`,
    reinforceHelp: 'Sur un de vos territoires sans Apocalytes :',
    addArmies: (n) => `+${n}`,
    moveTitle: (left) => `Déplacer (${plural(left, 'mouvement restant', 'mouvements restants')})`,
    from: 'De',
    to: 'Vers',
    via: (name) => `en passant par ${leFr(name)}`,
    armies: 'Armées',
    allButOne: (n: number) => `Toutes sauf une (${n})`,
    supplies: 'Ravitaillements',
    permission: 'Avec la permission du détenteur',
    move: 'Déplacer',
    endMoves: 'Finir les mouvements',
    combatTitle: 'Combat',
    nothingToFight: 'Plus aucun territoire disputé à combattre.',
    fightAgain:
      'Une manche livrée partout : combattez encore (3 manches au plus par territoire) ou finissez le tour.',
    noFightLeft: 'Plus aucun combat possible ce tour-ci : finissez-le.',
    fight: (name) => `Combattre ${enFr(name)}`,
    roundsFought: (n) => `${plural(n, 'manche livrée', 'manches livrées')}`,
    odds: 'Prochaine manche',
    battle: (rounds) =>
      rounds === 1 ? 'Dans la dernière manche' : `Sur les ${rounds} manches restantes`,
    cleared: (many) => `d’éliminer les ${many}`,
    beaten: 'de perdre toutes vos armées ici',
    armiesLost: 'armées perdues en moyenne',
    apocalytesLost: (many) => `${many} en moins en moyenne`,
    everyOutcome: (n) => `Toutes les issues (${n})`,
    mean: (n) => decimal(n, 'fr', 1, 1),
    mothership: 'Attaquer le vaisseau mère',
    closePortal: (name) => `Fermer le portail ${enFr(name)}`,
    endTurn: 'Finir le tour',
    groundLine: (armies, apocalytes, supplies) =>
      [armies, apocalytes > 0 ? `☣${apocalytes}` : '', supplies > 0 ? `▣${supplies}` : '']
        .filter(Boolean)
        .join(' '),
    asList: 'Les territoires en liste',
    fromHelp: 'De : touchez un de vos territoires',
    toHelp: (from) =>
      `Vers : touchez la destination depuis ${leFr(from)} (${from} à nouveau pour changer)`,
    otherFights: (n) => (n === 1 ? 'L’autre combat' : `Les ${n} autres combats`),
    correctTitle: 'Corriger le plateau',
    winTitle: 'Le plateau semble libéré',
    winHelp:
      'Une correction n’a laissé aucun Apocalyte sur le plateau : confirmez la victoire des joueurs, ou continuez de corriger.',
    confirmWin: 'Confirmer la victoire',
    correctHelp: 'Quand le plateau diffère du compagnon : indiquez un territoire tel qu’il est.',
    correct: (name) => `Mettre ${name} ainsi`,
    pause: 'Pause',
    resume: 'Reprendre',
    undo: (what) => `Annuler : ${what}`,
    nothingToUndo: 'Rien à annuler',
    action: {
      rolled: 'les dés',
      deal: 'la distribution',
      place: 'une armée placée',
      placed: 'la fin du placement',
      supplies: 'les pions de ravitaillement',
      scenario: 'le scénario',
      reinforce: 'les nouvelles armées',
      move: 'le mouvement',
      endMoves: 'la fin des mouvements',
      fight: 'le combat',
      mothership: 'l’attaque du vaisseau mère',
      closePortal: 'le portail fermé',
      endTurn: 'la fin du tour',
      target: 'la cible',
      quarantine: 'la quarantaine',
      reroll: 'la relance',
      confirm: 'la confirmation (OK)',
      confirmWin: 'la victoire confirmée',
      correct: 'la correction',
      start: 'le début',
    },
  },
  ruleErrors: ERRORS_FR,
};
