// What the referee tells the table, as phrases: a key and its values (ids and numbers), and the
// English templates here (the French in display/games/apocalyte/i18n/instructions.fr.ts). One
// `fillPhrase` renders a template in any language from names the language gives.

import type { Phrase } from '../../report.ts';
import { TERRITORY_FACTS, type Territory } from './map.ts';
import { APOCALYTE_NAMES, type Scenario } from './setup.ts';

/**
 * Templates with holes:
 * - `{name}`: the value `name`. Values named `territory`, `from`, `to`, `via`, `where` hold a
 *   territory id; `territories` holds ids joined by commas (said joined by ", "); `seat` holds
 *   a seat number (said as the player's name); `scenario` a scenario id; `armies` the armies by
 *   seat joined by "/" (said player by player: "Ada 0, Bo 4"); the rest are numbers.
 * - `{name|one|many}`: the word `one` when the value `name` is 1, else `many` ("army"/"armies").
 * - `{apocalytes:name}`: the scenario's noun for the value `name` ("zombie"/"zombies");
 *   `{apocalytes}`: its plural alone. No value is ever named `apocalytes`.
 * - `{en:name}`, `{le:name}`: a territory (or each of a list) with the preposition or the
 *   article a language puts before it (French: "en Inde", "au Groenland"; "l’Inde"), as its
 *   `PhraseNames.place` says; a language without one says the bare name.
 */
export const INSTRUCTIONS_EN = {
  // Set-up (AC2, each scenario's starting placement).
  'deal.cards': '{seat} takes {territories}: one army on each',
  'supplies.placed': '{seat} puts a supply counter on {territories}',
  'scenario.is': 'the scenario is {scenario}',
  // AC56: a convention's short Apocalyte, the demo's board without the teaching, said as a demo.
  'demo.is':
    'a short demo: the zombies on a few territories around South America, a few turns long',
  'place.each': 'place {count} {apocalytes:count} on each of {territories}',
  'placement.infection': 'ground zero is {territory}: replace one army there with an infected army',
  'placement.mutants':
    'ground zero: on {territories} remove every player army, put a special counter and {count} {apocalytes:count}',
  'placement.aliens':
    'the mothership lands on {territory}: remove every army and supply counter there, put the special counter and {count} {apocalytes:count}',
  'placement.demons':
    'portals open on {territories}: put a special counter and {count} {apocalytes:count} on each',
  // The Apocalytes' growth (Zombies, Mutants, Aliens, Demons).
  'grow.place': 'place {count} {apocalytes:count} on {territories}',
  'grow.mothership': 'place {count} {apocalytes:count} on the mothership in {territory}',
  'grow.mothershipSupplies':
    'remove the supply counters on {territories} and place {count} {apocalytes:count} on the mothership in {territory}',
  'grow.portals': 'place {count} {apocalytes:count} on each portal: {territories}',
  // Meteor.
  'meteorite.falls':
    'meteorite {count} of {total} falls on {territory}: remove every army and supply counter there and put a special counter',
  // AC7 moves, AC8 quarantine, Infection's spread.
  'movers.drawn': 'the {apocalytes} of {territories} move, in that order',
  'move.nowhere': '{from} has nowhere to go',
  'move.noSpread': '{from} has no territory to spread to',
  'move.apocalytes': 'move {count} {apocalytes:count} from {from} to {to}',
  'move.withSupplies':
    'move {count} {apocalytes:count} from {from} to {to} with {supplies} supply {supplies|counter|counters}',
  'move.withMothership':
    'move {count} {apocalytes:count} from {from} to {to}, and the mothership with them',
  'move.blocked': 'the {apocalytes} of {from} stay where they are',
  'spread.fails': 'the infection does not reach {to} ({needed} needed)',
  'spread.reaches':
    "the infection reaches {to}: replace one of {seat}'s armies with an infected army",
  // A combat round (AC4, AC5, AC8): who fights where, with the dice, then each change told alone.
  'round.attack': '{seat} attacks the {apocalytes} in {territory}',
  'round.attacked': 'the {apocalytes} attack {seat} in {territory}',
  'quarantine.fails': 'the quarantine of {territory} fails',
  'quarantine.holds': 'the quarantine of {territory} holds',
  'round.even': 'no loss',
  'round.lose': '{seat} loses {count} {count|army|armies} in {territory}',
  'round.add': 'add {count} {apocalytes:count} in {territory}',
  'round.remove': 'remove {count} {apocalytes:count} from {territory}',
  'round.gain': '{seat} takes their place in {territory} with {count} {count|army|armies}',
  'round.saved': '{count} {apocalytes:count} saved by {count|its roll|their rolls}',
  'reroll.apocalytes': 'the {apocalytes} reroll their lowest die',
  // Infection's cure and terminal phase; the Aliens' mothership; the Demons' portals.
  'cure.found': 'a double: part {part} of {parts} of the cure is found',
  'cure.missed': 'no double: the cure is not found this time',
  'terminal.struck': 'terminal phase: on a 6, half the infected die in {territories}',
  'terminal.none': 'terminal phase: no 6 in {territories}',
  'mothership.fails': 'the attack on the mothership in {territory} fails',
  'mothership.destroyed': 'the mothership in {territory} is destroyed: remove its special counter',
  'portal.closed':
    'the portal in {territory} is closed: remove its supply counters and special counter',
  // The players' moves (turn play 2) and the table's corrections.
  'move.armies': '{seat} moves {count} {count|army|armies} from {from} to {to}',
  'move.armiesVia': '{seat} moves {count} {count|army|armies} from {from} to {to} through {via}',
  'move.armiesSupplies':
    '{seat} moves {count} {count|army|armies} with {supplies} supply {supplies|counter|counters} from {from} to {to}',
  'move.armiesSuppliesVia':
    '{seat} moves {count} {count|army|armies} with {supplies} supply {supplies|counter|counters} from {from} to {to} through {via}',
  corrected:
    '{territory} corrected: {armies}, {count} {apocalytes:count}, {supplies} supply {supplies|counter|counters}',
} as const;

export type InstructionKey = keyof typeof INSTRUCTIONS_EN;

/** A phrase the referee tells: `Phrase` with a key the templates know. */
export type InstructionPhrase = Phrase & { key: InstructionKey };

/** What a pending request for dice is for (`pending.for`), in English. */
export const DICE_FOR_EN = {
  deal: 'deal the territory cards',
  supplies: 'draw the supply counters',
  scenario: 'roll the scenario',
  placement: "draw the scenario's starting territories",
  grow: 'draw where the Apocalytes grow',
  meteorite: 'draw where the meteorite falls',
  rioters: 'draw where the new rioters appear',
  movers: 'draw which Apocalytes move',
  destination: 'draw where they go',
  count: 'roll how many move',
  spread: 'roll whether the infection spreads',
  round: 'roll the combat round',
  apocalyteReroll: 'reroll the lowest Apocalyte die',
  playerReroll: 'reroll the chosen die',
  save: 'roll to save each alien lost',
  cure: 'roll two dice for a part of the cure',
  terminal: 'roll for each infected territory',
  mothership: 'roll the attack on the mothership',
} as const;

export type DiceFor = keyof typeof DICE_FOR_EN;

/** How a game ended (`Ending.goal`), each scenario's goal (AC10, AC45–AC48) or a loss. */
export const END_GOALS = [
  'cleared',
  'mothership',
  'portals',
  'missile',
  'overrun',
  'meteorites',
] as const;
export type EndGoal = (typeof END_GOALS)[number];

/**
 * How a language says the values of a phrase. `apocalytes` gives the noun alone; `list`, when
 * given, says a list of territories (a screen short of room cuts a long deal), else ", " joins it.
 */
export type PhraseNames = {
  territory(id: string): string;
  seat(n: number): string;
  apocalytes(count: number): string;
  scenario(id: string): string;
  list?(names: string[]): string;
  /** A territory with its preposition (`en`: "en Inde") or its article (`le`: "l’Inde"). */
  place?(id: string, form: PlaceForm): string;
};

/** The forms of a territory a template may ask for (`{en:territory}`, `{le:from}`). */
export const PLACE_FORMS = ['en', 'le'] as const;
export type PlaceForm = (typeof PLACE_FORMS)[number];
const isPlaceForm = (form: string): form is PlaceForm =>
  (PLACE_FORMS as readonly string[]).includes(form);

const TERRITORY_VALUES = new Set(['territory', 'from', 'to', 'via', 'where']);

function valueSaid(
  name: string,
  value: string | number,
  names: PhraseNames,
  form?: PlaceForm,
): string {
  const place = (id: string) => (form && names.place ? names.place(id, form) : names.territory(id));
  if (TERRITORY_VALUES.has(name)) return place(String(value));
  if (name === 'territories') {
    const said = String(value)
      .split(',')
      .filter((id) => id !== '')
      .map(place);
    return names.list ? names.list(said) : said.join(', ');
  }
  if (name === 'seat') return names.seat(Number(value));
  if (name === 'armies')
    return String(value)
      .split('/')
      .map((count, seat) => `${names.seat(seat)} ${count}`)
      .join(', ');
  if (name === 'scenario') return names.scenario(String(value));
  return String(value);
}

/** The holes of a template (see INSTRUCTIONS_EN): `{name}`, `{name|one|many}`, `{apocalytes:name}`. */
const HOLE = /\{(\w+)(?::(\w+)|\|([^|{}]*)\|([^|{}]*))?\}/g;

/** The values a template reads (its holes' names, the bare `{apocalytes}` aside). */
export function holesOf(template: string): string[] {
  const found = new Set<string>();
  for (const [, name, agree] of template.matchAll(HOLE)) {
    if (name === 'apocalytes' || (agree && name && isPlaceForm(name))) {
      if (agree) found.add(agree);
    } else if (name) found.add(name);
  }
  return [...found];
}

/** A template filled with a phrase's values; a hole without its value stays as written. */
export function fillPhrase(template: string, phrase: Phrase, names: PhraseNames): string {
  const values = phrase.values ?? {};
  const has = (name: string) => Object.hasOwn(values, name);
  return template.replace(
    HOLE,
    (whole, name: string, agree?: string, one?: string, many?: string) => {
      if (name === 'apocalytes') {
        if (!agree) return names.apocalytes(2);
        return has(agree) ? names.apocalytes(Number(values[agree])) : whole;
      }
      if (agree && isPlaceForm(name))
        return has(agree) ? valueSaid(agree, values[agree] as string, names, name) : whole;
      if (!has(name)) return whole;
      const value = values[name] as string | number;
      if (one !== undefined) return Number(value) === 1 ? one : (many ?? '');
      return valueSaid(name, value, names);
    },
  );
}

/** A territory list as a phrase holds it (`territories`). */
export const territoriesValue = (ts: readonly Territory[]) => ts.join(',');

type Table = { players: readonly { name: string }[]; scenario: Scenario | null };

/** The English names of a table: its players, its scenario's Apocalytes, the board. */
export function englishNames(table: Table): PhraseNames {
  const noun = APOCALYTE_NAMES[table.scenario ?? 'zombies'];
  return {
    territory: (id) => TERRITORY_FACTS[id as Territory]?.en ?? id,
    seat: (n) => table.players[n]?.name ?? `player ${n + 1}`,
    apocalytes: (count) => (count === 1 ? noun.one : noun.many),
    scenario: (id) => id,
  };
}

/** A phrase in English, as `apophis replay` prints it. */
export function sayEnglish(phrase: Phrase, table: Table): string {
  const template = (INSTRUCTIONS_EN as Record<string, string>)[phrase.key] ?? phrase.key;
  return fillPhrase(template, phrase, englishNames(table));
}
