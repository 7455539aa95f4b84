// A rocket on its launch pad: can it fly (AG4), its thrust and mass (AG4, AG8 Heavy
// Version), what the pad and the card texts allow beside a card (AG43, AG44), and its check
// for a destination with the round's specialists (AG5–AG7, from ./launch.ts).

import type { CardFields } from './actions.ts';
import { no, type RuleError } from './errors.ts';
import { type Destination, type LaunchCheck, launchCheck, type Specialist } from './launch.ts';
import {
  CARD_KINDS,
  type CardKind,
  MAX_CARD_COUNT,
  MAX_CARD_VALUE,
  PAD_LIMIT,
  RULES_VERSION,
  TECH_KIND,
  TECHS,
  type Tech,
} from './setup.ts';
import type { Card } from './state.ts';

const A_KIND = {
  first: 'a First Stage',
  upper: 'an Upper Stage',
  payload: 'a Payload',
  rnd: 'R&D',
} as const;

const KIND_NAMES = {
  first: 'First Stage',
  upper: 'Upper Stage',
  payload: 'Payload',
  rnd: 'R&D',
} as const;

/** AG32: a card's fields, or why the table cannot take it. */
export function cardProblem(card: CardFields): RuleError | null {
  if (!(CARD_KINDS as readonly string[]).includes(card.kind))
    return no(
      'card/kind',
      `a card is a First Stage, an Upper Stage, a Payload or R&D, not "${card.kind}"`,
    );
  for (const field of ['thrust', 'mass'] as const) {
    const value = card[field];
    if (!Number.isInteger(value) || value < 0 || value > MAX_CARD_VALUE)
      return no(
        'card/value',
        `a card's ${field} is a whole number from 0 to ${MAX_CARD_VALUE}, not ${value}`,
      );
  }
  for (const field of ['astronauts', 'satellites'] as const) {
    const value = card[field];
    if (value !== undefined && (!Number.isInteger(value) || value < 0 || value > MAX_CARD_COUNT))
      return no(
        'card/value',
        `a card's ${field} is a whole number from 0 to ${MAX_CARD_COUNT}, not ${value}`,
      );
  }
  if (card.name !== undefined && (card.name.length < 1 || card.name.length > 30))
    return no('card/name', 'a card name has 1 to 30 characters');
  // AG32: each feature belongs to the card kind the rules print it on.
  if (card.heavy && card.kind !== 'rnd')
    return no(
      'card/feature',
      `Heavy Version is an R&D technology, not ${A_KIND[card.kind as keyof typeof A_KIND]}`,
    );
  if (card.reusable && card.kind !== 'rnd')
    return no(
      'card/feature',
      `Reusable Launch System is an R&D technology, not ${A_KIND[card.kind as keyof typeof A_KIND]}`,
    );
  if (card.nuclearPulse && card.kind !== 'first')
    return no('card/feature', 'Nuclear Pulse Propulsion is a First Stage technology');
  if (card.tech !== undefined) {
    if (!(TECHS as readonly string[]).includes(card.tech))
      return no(
        'card/feature',
        `a technology the card texts name is ${TECHS.join(', ')}, not "${card.tech}"`,
      );
    const kind = TECH_KIND[card.tech as Tech];
    if (card.kind !== kind)
      return no('card/feature', `${TECH_NAMES[card.tech as Tech]} is ${A_KIND[kind]} technology`);
    if (card.nuclearPulse && card.tech !== 'nuclear-pulse')
      return no(
        'card/feature',
        `a card is Nuclear Pulse Propulsion or ${TECH_NAMES[card.tech as Tech]}, not both`,
      );
  }
  if ((card.astronauts ?? 0) > 0 && card.kind !== 'payload' && card.kind !== 'rnd')
    return no('card/feature', 'astronauts ride on a Payload or R&D Manned Flight card');
  if ((card.satellites ?? 0) > 0 && card.kind !== 'payload')
    return no('card/feature', 'satellites are a Payload');
  return null;
}

/** The technologies as the card texts name them. */
export const TECH_NAMES: Readonly<Record<Tech, string>> = {
  'nuclear-pulse': 'Nuclear Pulse Propulsion',
  laser: 'Laser propulsion',
  ssto: 'SSTO vehicle',
  ion: 'Ion Thruster',
  'nuclear-rocket': 'Nuclear Rocket',
};

/** AG43: a technology typed as a card's name, as the card texts spell it (any case). */
const NAMED: Readonly<Record<string, Tech>> = {
  'nuclear pulse propulsion': 'nuclear-pulse',
  'laser propulsion': 'laser',
  'ssto vehicle': 'ssto',
  ssto: 'ssto',
  'ion thruster': 'ion',
  'nuclear rocket': 'nuclear-rocket',
};

const plain = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * AG43: what technology a card is, for the card texts: the one the table named (`tech`, the
 * Nuclear Pulse flag, or a name the texts print), `other` for a card named anything else, null
 * for a card typed without a name (its technology unknown, it constrains nothing).
 */
export function techOf(card: Pick<Card, 'tech' | 'nuclearPulse' | 'name'>): Tech | 'other' | null {
  if (card.tech) return card.tech;
  if (card.nuclearPulse) return 'nuclear-pulse';
  if (card.name === undefined || card.name.trim() === '') return null;
  return NAMED[plain(card.name)] ?? 'other';
}

/** The First and Upper Stage technologies that fly only beside their own kind (card texts). */
const ONLY_THEIR_OWN: readonly Tech[] = ['nuclear-pulse', 'laser', 'ion', 'nuclear-rocket'];

const AMONG: Readonly<Record<CardKind, string>> = {
  first: 'First Stages',
  upper: 'Upper Stages',
  payload: 'Payloads',
  rnd: 'R&D',
};

/** AG43: why `card` cannot be built beside `others` (the rest of the rocket), by the card texts. */
export function compatibilityProblem(others: readonly Card[], card: CardFields): RuleError | null {
  const kind = card.kind as CardKind;
  if (kind !== 'first' && kind !== 'upper') return null;
  const mine = techOf(card as Card);
  const stages = others.filter((c) => c.kind === 'first' || c.kind === 'upper');
  // SSTO vehicle: "it is not possible to build other First Stage or Upper Stage Technologies".
  if ((mine === 'ssto' && stages.length > 0) || stages.some((c) => techOf(c) === 'ssto'))
    return no(
      'build/incompatible',
      'an SSTO vehicle flies alone: no other First Stage or Upper Stage beside it',
    );
  const same = others.filter((c) => c.kind === kind);
  for (const tech of ONLY_THEIR_OWN) {
    if (TECH_KIND[tech] !== kind) continue;
    // "only compatible with other «…»": a card of another known technology conflicts.
    const clash =
      mine === tech
        ? same.some((c) => techOf(c) !== null && techOf(c) !== tech)
        : mine !== null && same.some((c) => techOf(c) === tech);
    if (clash)
      return no('build/incompatible', `${TECH_NAMES[tech]} flies alone among ${AMONG[kind]}`);
  }
  return null;
}

/** AG44: the pad holds 3 cards of each kind at most. */
export function padProblem(others: readonly Card[], card: CardFields): RuleError | null {
  const kind = card.kind as CardKind;
  if (others.filter((c) => c.kind === kind).length < PAD_LIMIT) return null;
  return no(
    'build/pad-full',
    `the pad holds ${PAD_LIMIT} ${KIND_NAMES[kind] ?? kind} cards at most`,
  );
}

/** AG8: one Heavy Version per rocket. */
export function heavyProblem(
  rocket: readonly Card[],
  card: CardFields,
  replacing?: number,
): RuleError | null {
  if (!card.heavy) return null;
  if (rocket.some((c) => c.heavy && c.id !== replacing))
    return no('build/second-heavy', 'only one Heavy Version can be built per rocket (AG8)');
  return null;
}

/** AG4: what the rocket lacks to fly, or null; an SSTO vehicle needs no Upper Stage (AG43, version 2). */
export function missingProblem(rocket: readonly Card[], version = RULES_VERSION): RuleError | null {
  const ssto =
    version >= 2 && rocket.some((card) => card.kind === 'first' && techOf(card) === 'ssto');
  const lacking = (['first', 'upper', 'payload'] as const).filter(
    (kind) => !(kind === 'upper' && ssto) && !rocket.some((card) => card.kind === kind),
  );
  if (lacking.length === 0) return null;
  return no(
    'launch/incomplete',
    `the rocket needs at least one ${lacking.map((kind) => KIND_NAMES[kind]).join(', ')} to launch (AG4)`,
  );
}

/** AG4, AG8: the rocket's thrust (first stages doubled by a Heavy Version) and mass. */
export function totalsOf(rocket: readonly Card[]): { thrust: number; mass: number } {
  const heavy = rocket.some((card) => card.heavy);
  let thrust = 0;
  let mass = 0;
  for (const card of rocket) {
    thrust += card.kind === 'first' && heavy ? card.thrust * 2 : card.thrust;
    mass += card.mass;
  }
  return { thrust, mass };
}

export function astronautsOf(rocket: readonly Card[]): number {
  return rocket.reduce((sum, card) => sum + (card.astronauts ?? 0), 0);
}

export function satellitesOf(rocket: readonly Card[]): number {
  return rocket.reduce((sum, card) => sum + (card.satellites ?? 0), 0);
}

export function reusableOf(rocket: readonly Card[]): boolean {
  return rocket.some((card) => card.reusable);
}

/** AG7 (Diane Dyson): the built Nuclear Pulse Propulsion stages; version 1 counted the flag alone. */
export function nuclearPulseStages(rocket: readonly Card[], version = RULES_VERSION): number {
  return rocket.filter(
    (card) =>
      card.kind === 'first' &&
      (version >= 2 ? techOf(card) === 'nuclear-pulse' : card.nuclearPulse === true),
  ).length;
}

/** AG4–AG7: the rocket's check for a destination this round, by the game's rules' version. */
export function checkOf(
  rocket: readonly Card[],
  destination: Destination,
  specialists: readonly Specialist[],
  version = RULES_VERSION,
): LaunchCheck {
  const { thrust, mass } = totalsOf(rocket);
  return launchCheck({
    thrust,
    mass,
    destination,
    specialists,
    nuclearPulseStages: nuclearPulseStages(rocket, version),
    version,
  });
}

/** AG9: what stays on the pad after a success: First Stages, with a Reusable Launch System. */
export function afterSuccess(rocket: readonly Card[]): Card[] {
  return reusableOf(rocket) ? rocket.filter((card) => card.kind === 'first') : [];
}
