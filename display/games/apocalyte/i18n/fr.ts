// Apocalyte's words on the screens in French (the territories as a French edition prints them),
// with the instructions' French templates (instructions.fr.ts): fetched together when French is chosen.

import {
  TERRITORIES,
  TERRITORY_FACTS,
  type Territory,
} from '../../../../src/games/apocalyte/map.ts';
import { de } from '../../../i18n/french.ts';
import { percentSign } from '../../../i18n/numbers.ts';
import { PHASE_WORDS } from '../meta.ts';
import type { ApocalyteDict, Noun } from './en.ts';
import { DICE_FOR_FR, INSTRUCTIONS_FR } from './instructions.fr.ts';
import { deFr, enFr, leFr } from './places.fr.ts';
import { nounsOf, scenarioNames } from './scenarios.ts';

/** A chance in whole percents; never 0% or 100% for what may or may not happen. */
const percent = (chance: number) =>
  percentSign(
    `${chance > 0 && chance < 0.005 ? '<1' : chance < 1 && chance > 0.995 ? '>99' : Math.round(chance * 100)}`,
    'fr',
  );
const plural = (n: number, noun: Noun) => (n === 1 ? noun.one : noun.many);

export const fr: ApocalyteDict = {
  ac: {
    territory: Object.fromEntries(TERRITORIES.map((t) => [t, TERRITORY_FACTS[t].fr])) as Record<
      Territory,
      string
    >,
    place: (id, form) => (form === 'en' ? enFr(id) : leFr(id)),
    short: {
      'northwest-territory': 'Terr. N.-O.',
      'western-united-states': 'Ouest ÉU',
      'eastern-united-states': 'Est ÉU',
      'central-america': 'Am. centrale',
      'great-britain': 'G.-Bretagne',
      'northern-europe': 'Europe N.',
      'western-europe': 'Europe O.',
      'southern-europe': 'Europe S.',
      'north-africa': 'Afrique N.',
      'east-africa': 'Afrique E.',
      'south-africa': 'Afrique S.',
      'middle-east': 'M.-Orient',
      'new-guinea': 'N.-Guinée',
      'western-australia': 'Austr. O.',
      'eastern-australia': 'Austr. E.',
      afghanistan: 'Afghan.',
      madagascar: 'Madag.',
      scandinavia: 'Scandin.',
    },
    continent: {
      'north-america': 'Amérique du Nord',
      'south-america': 'Amérique du Sud',
      europe: 'Europe',
      africa: 'Afrique',
      asia: 'Asie',
      australia: 'Océanie',
    },
    scenario: scenarioNames('fr'),
    apocalytes: nounsOf({
      zombies: ['zombie', 'zombies'],
      infection: ['armée infectée', 'armées infectées'],
      mutants: ['mutant', 'mutants'],
      aliens: ['extraterrestre', 'extraterrestres'],
      demons: ['démon', 'démons'],
      meteor: ['émeutier', 'émeutiers'],
    }),
    someApocalytes: { one: 'Apocalyte', many: 'Apocalytes' },
    mark: {
      'ground-zero': 'point zéro',
      mothership: 'vaisseau mère',
      portal: 'portail',
      crater: 'cratère',
      'dead-zone': 'zone morte',
    },
    colour: { red: 'rouge', blue: 'bleu', yellow: 'jaune', black: 'noir', grey: 'gris' },
    supply: { one: 'pion de ravitaillement', many: 'ravitaillements' },
    army: { one: 'armée', many: 'armées' },
    count: (n, noun) => `${n} ${plural(n, noun)}`,
    seat: (n) => `joueur ${n + 1}`,
    legend: 'Légende',
    mapLabel: 'Le plateau : chaque territoire avec ses armées et ses pions',
    wholeMap: 'Carte entière',
    zoomOn: (continent) => `Zoom : ${continent}`,
    inPlay: (continent) => `En jeu : ${continent}`,
    wholeBoard: 'Tout le plateau',

    lobby: 'Apocalyte : la table se prépare sur le téléphone',
    pressStart: 'Appuyez sur START pour distribuer les territoires.',
    setUp: 'Mise en place',
    phase: PHASE_WORDS.fr,
    turnOf: (name) => `Au tour ${de(name)}`,
    step: {
      reinforce: '1. Renforts',
      move: '2. Déplacements',
      combat: '3. Combat',
    },
    round: (n) => `Tour ${n}`,
    toPlace: (n) => `${n} à placer`,
    movesLeft: (n) => `${n} ${n === 1 ? 'déplacement restant' : 'déplacements restants'}`,
    toFight: 'Reste à combattre :',
    allFought: 'Une manche livrée partout : le tour peut finir.',
    extraLeft: (name, n) => `${name} : encore ${n}`,

    now: 'La table maintenant',
    roll: (count, sides) => `Lancez ${count} d${sides}`,
    rollFor: (roll, purpose) => `${roll} : ${purpose}`,
    confirm: 'Faites-le sur le plateau, puis OK.',
    askTarget: (many, territory, names) =>
      `Égalité ${enFr(territory)} : qui les ${many} attaquent-ils ? (${names})`,
    askQuarantine: (name, territory, many, from) =>
      `${name} : mettre ${leFr(territory)} en quarantaine contre les ${many} venus ${deFr(from)} ?`,
    askReroll: (name, dice) => `${name} : relancer un de vos dés (${dice}) ?`,
    doDeal: 'Lancez la distribution avec le boîtier, ou saisissez-la sur le téléphone.',
    doPlace: (quota) => `Placez ${quota} armées en renfort chacun, 5 au plus par territoire.`,
    doSupplies:
      'Tirez les pions de ravitaillement avec le boîtier, ou saisissez-les sur le téléphone.',
    doScenario: 'Choisissez le scénario sur le téléphone, ou tirez-le au dé.',
    doReinforce: (name, n) =>
      `${name} place ${n} ${n === 1 ? 'nouvelle armée' : 'nouvelles armées'} sur un de ses territoires.`,
    doMove: (name) => `${name} déplace des armées, ou finit ses déplacements.`,
    doCombat: (name) => `${name} combat : au moins une manche dans chaque territoire disputé.`,
    doEndTurn: (name) => `${name} peut finir son tour.`,
    lastInstructions: 'Consignes',
    andMore: (n) => `et ${n} autres`,
    diceAgainst: (attack: number, defence: number) =>
      `${attack} ${attack === 1 ? 'dé' : 'dés'} contre ${defence}`,
    quarantineRound: (many: string, territory: string, name: string) =>
      `Les ${many} tentent d’entrer : ${territory}, en quarantaine (${name})`,
    defenders: 'la quarantaine',
    doneThisTurn: (n: number) => `Fait pendant ce tour (${n})`,
    quarantineWhere: 'Répondez sur le téléphone : quarantaine (un lancer) ou les laisser entrer.',
    quarantineHolds: (chance: string) => `Elle tient, personne n’entre : ${chance}`,
    quarantineCosts: (name: string, chance: string) =>
      `Elle échoue et ${name} perd des armées : ${chance}`,

    armies: 'Armées sur le plateau',
    counters: 'Pions',
    cure: (n, of) => `Remède : ${n} ${n <= 1 ? 'partie' : 'parties'} sur ${of}`,
    mothershipUp: 'Le vaisseau mère vole',
    mothershipDown: 'Le vaisseau mère est détruit',
    meteorites: (n, of) => `Météorites : ${n} sur ${of}`,
    marksOnBoard: (n, mark) => `${mark} : ${n}`,

    odds: (territory) => `Chances d’une manche ${enFr(territory)}`,
    oddsLoss: (theirs, ours) => `${theirs} · ${ours}`,
    lose: (n, noun) => `−${n} ${plural(n, noun)}`,
    noLoss: 'aucune perte',
    percent,
    gain: (n, noun) => `+${n} ${plural(n, noun)}`,
    clearChance: (many, chance, rounds) =>
      `${chance} d’éliminer les ${many} ${rounds === 1 ? 'dans cette manche' : `en ${rounds} manches`}`,
    oddsNote: {
      playerReroll:
        'Sans la relance qu’un joueur peut demander (2 pions de ravitaillement ou plus).',
    },

    won: 'Les joueurs gagnent',
    lost: 'Les Apocalytes gagnent',
    goal: {
      cleared: (many) => `Le plateau est libéré des ${many}.`,
      portals: () => 'Tous les portails sont fermés.',
      mothership: () => 'Les extraterrestres sont partis et le vaisseau mère détruit.',
      missile: () => 'Le missile est tiré : le météore est détruit.',
      overrun: (many) => `Les ${many} ont envahi tous les territoires.`,
      meteorites: () => 'La 13e météorite est tombée.',
    },
    lastOnBoard: 'Enfin, sur le plateau :',
    roundsPlayed: (n) => `${n} ${n === 1 ? 'tour joué' : 'tours joués'}`,
    armiesLeft: 'Armées restantes',

    instructions: INSTRUCTIONS_FR,
    diceFor: DICE_FOR_FR,
  },
};
