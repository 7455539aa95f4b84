// Apocalyte's words on the screens, in English (the big screen's, and the names the phone and the
// history's replay share); the shell's shared words are in display/i18n. The French dictionary has
// this shape (type ApocalyteDict), so a missing word is a type error.

import {
  type Continent,
  isTerritory,
  TERRITORIES,
  TERRITORY_FACTS,
  type Territory,
} from '../../../../src/games/apocalyte/map.ts';
import type { OddsNote } from '../../../../src/games/apocalyte/odds.ts';
import {
  APOCALYTE_NAMES,
  type Colour,
  type Mark,
  type Scenario,
} from '../../../../src/games/apocalyte/setup.ts';
import type { Phase, PlayerTurn } from '../../../../src/games/apocalyte/state.ts';
import {
  DICE_FOR_EN,
  type DiceFor,
  type EndGoal,
  INSTRUCTIONS_EN,
  type InstructionKey,
  type PlaceForm,
} from '../../../../src/games/apocalyte/words.ts';
import { percentSign } from '../../../i18n/numbers.ts';
import { PHASE_WORDS } from '../meta.ts';
import { scenarioNames } from './scenarios.ts';

/** A noun for one and for several (an Apocalyte, an army…). */
export type Noun = { one: string; many: string };

/** A chance in whole percents; never 0% or 100% for what may or may not happen. */
const percent = (chance: number) =>
  percentSign(
    `${chance > 0 && chance < 0.005 ? '<1' : chance < 1 && chance > 0.995 ? '>99' : Math.round(chance * 100)}`,
    'en',
  );

export const en = {
  ac: {
    /** Full names: the map's <title>, the instructions. */
    territory: Object.fromEntries(TERRITORIES.map((t) => [t, TERRITORY_FACTS[t].en])) as Record<
      Territory,
      string
    >,
    /** A territory in a sentence with its preposition or article (words.ts's `{en:…}`, `{le:…}`). */
    place: (id: string, _form: PlaceForm) => (isTerritory(id) ? TERRITORY_FACTS[id].en : id),
    /** The map's labels where the full name is too wide for its place on the board. */
    short: {
      'northwest-territory': 'NW Territory',
      'western-united-states': 'West US',
      'eastern-united-states': 'East US',
      'central-america': 'C. America',
      'great-britain': 'Gt Britain',
      'northern-europe': 'N. Europe',
      'western-europe': 'W. Europe',
      'southern-europe': 'S. Europe',
      'north-africa': 'N. Africa',
      'east-africa': 'E. Africa',
      'south-africa': 'S. Africa',
      'middle-east': 'Mid. East',
      'new-guinea': 'N. Guinea',
      'western-australia': 'W. Austr.',
      'eastern-australia': 'E. Austr.',
      afghanistan: 'Afghan.',
      madagascar: 'Madag.',
      scandinavia: 'Scandin.',
    } as Partial<Record<Territory, string>>,
    continent: {
      'north-america': 'North America',
      'south-america': 'South America',
      europe: 'Europe',
      africa: 'Africa',
      asia: 'Asia',
      australia: 'Australia',
    } as Record<Continent, string>,
    scenario: scenarioNames('en'),
    /** What each scenario calls its Apocalytes (the words the referee's instructions use). */
    apocalytes: APOCALYTE_NAMES as Record<Scenario, Noun>,
    /** Before a scenario is chosen. */
    someApocalytes: { one: 'Apocalyte', many: 'Apocalytes' } as Noun,
    mark: {
      'ground-zero': 'ground zero',
      mothership: 'mothership',
      portal: 'portal',
      crater: 'crater',
      'dead-zone': 'dead zone',
    } as Record<Mark, string>,
    colour: {
      red: 'red',
      blue: 'blue',
      yellow: 'yellow',
      black: 'black',
      grey: 'grey',
    } as Record<Colour, string>,
    supply: { one: 'supply counter', many: 'supply counters' } as Noun,
    army: { one: 'army', many: 'armies' } as Noun,
    count: (n: number, noun: Noun) => `${n} ${n === 1 ? noun.one : noun.many}`,
    seat: (n: number) => `player ${n + 1}`,
    legend: 'Key',
    mapLabel: 'The board: each territory with its armies and counters',
    /** The phone's map zoomed on the continent in play (follow.tsx), and its way to the whole. */
    wholeMap: 'Whole map',
    zoomOn: (continent: string) => `Zoom: ${continent}`,
    inPlay: (continent: string) => `In play: ${continent}`,
    wholeBoard: 'The whole board',

    lobby: 'Apocalyte: the table is set on the phone',
    pressStart: 'Press START to deal the territories.',
    setUp: 'Set-up',
    phase: PHASE_WORDS.en as Record<Phase, string>,
    turnOf: (name: string) => `${name}'s turn`,
    step: {
      reinforce: '1. Two new armies',
      move: '2. Moves',
      combat: '3. Combat',
    } as Record<PlayerTurn['step'], string>,
    round: (n: number) => `Round ${n}`,
    toPlace: (n: number) => `${n} to place`,
    movesLeft: (n: number) => `${n} ${n === 1 ? 'move' : 'moves'} left`,
    toFight: 'Still to fight:',
    allFought: 'A round fought everywhere: the turn may end.',
    extraLeft: (name: string, n: number) => `${name}: ${n} left`,

    now: 'The table now',
    roll: (count: number, sides: number) => `Roll ${count} d${sides}`,
    rollFor: (roll: string, purpose: string) => `${roll}: ${purpose}`,
    confirm: 'Do it on the board, then OK.',
    askTarget: (many: string, territory: string, names: string) =>
      `A tie in ${territory}: who do the ${many} attack? (${names})`,
    askQuarantine: (name: string, territory: string, many: string, from: string) =>
      `${name}: quarantine ${territory} against the ${many} from ${from}?`,
    askReroll: (name: string, dice: string) => `${name}: reroll one of your dice (${dice})?`,
    doDeal: 'Roll the deal with the box, or enter it on the phone.',
    doPlace: (quota: number) => `Place ${quota} extra armies each, at most 5 on a territory.`,
    doSupplies: 'Draw the supply counters with the box, or enter them on the phone.',
    doScenario: 'Choose the scenario on the phone, or roll it.',
    doReinforce: (name: string, n: number) =>
      `${name} places ${n} new ${n === 1 ? 'army' : 'armies'} on a territory of theirs.`,
    doMove: (name: string) => `${name} moves armies, or ends the moves.`,
    doCombat: (name: string) => `${name} fights: at least one round in each contested territory.`,
    doEndTurn: (name: string) => `${name} may end the turn.`,
    lastInstructions: 'Instructions',
    /** The rest of a long list of territories, lit on the map. */
    andMore: (n: number) => `and ${n} more`,
    /** A combat round announced before its dice: the attacker's dice against the defender's. */
    diceAgainst: (attack: number, defence: number) =>
      `${attack} ${attack === 1 ? 'die' : 'dice'} against ${defence}`,
    quarantineRound: (many: string, territory: string, name: string) =>
      `The ${many} try to enter ${territory}, quarantined by ${name}`,
    /** The player side of a quarantine's dice. */
    defenders: 'the quarantine',
    doneThisTurn: (n: number) => `Done this turn (${n})`,
    /** A quarantine asked on the big screen (AC8): where to answer, and its odds. */
    quarantineWhere: 'Answer on the phone: quarantine (a roll) or let them in.',
    quarantineHolds: (chance: string) => `It holds, nobody enters: ${chance}`,
    quarantineCosts: (name: string, chance: string) =>
      `It fails and ${name} loses armies: ${chance}`,

    armies: 'Armies on the board',
    counters: 'Counters',
    cure: (n: number, of: number) => `Cure: ${n} of ${of} parts`,
    mothershipUp: 'The mothership flies',
    mothershipDown: 'The mothership is destroyed',
    meteorites: (n: number, of: number) => `Meteorites: ${n} of ${of}`,
    marksOnBoard: (n: number, mark: string) => `${mark}: ${n}`,

    odds: (territory: string) => `Odds of a round in ${territory}`,
    oddsLoss: (theirs: string, ours: string) => `${theirs} · ${ours}`,
    lose: (n: number, noun: Noun) => `−${n} ${n === 1 ? noun.one : noun.many}`,
    noLoss: 'no loss',
    percent,
    gain: (n: number, noun: Noun) => `+${n} ${n === 1 ? noun.one : noun.many}`,
    clearChance: (many: string, chance: string, rounds: number) =>
      `${chance} to clear the ${many} in ${rounds === 1 ? 'this round' : `${rounds} rounds`}`,
    /** A change the odds leave out, because a player decides it. */
    oddsNote: {
      playerReroll: 'Without the reroll a player may ask for (2 or more supply counters).',
    } as Record<OddsNote, string>,

    won: 'The players win',
    lost: 'The Apocalytes win',
    goal: {
      cleared: (many: string) => `No ${many} left on the board.`,
      portals: () => 'Every portal is closed.',
      mothership: () => 'The aliens are gone and the mothership destroyed.',
      missile: () => 'The missile is fired: the meteor is destroyed.',
      overrun: (many: string) => `The ${many} overran every territory.`,
      meteorites: () => 'The 13th meteorite has fallen.',
    } as Record<EndGoal, (many: string) => string>,
    /** At the end, the last change the table makes on the board (the 13th meteorite's fall). */
    lastOnBoard: 'Last, on the board:',
    roundsPlayed: (n: number) => `${n} ${n === 1 ? 'round' : 'rounds'} played`,
    armiesLeft: 'Armies left',

    /** The instructions' templates (src/games/apocalyte/words.ts). */
    instructions: INSTRUCTIONS_EN as Readonly<Record<InstructionKey, string>>,
    /** What a roll of the box is for. */
    diceFor: DICE_FOR_EN as Readonly<Record<DiceFor, string>>,
  },
};

export type ApocalyteDict = typeof en;
