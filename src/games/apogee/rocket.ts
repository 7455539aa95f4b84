// A rocket on its launch pad: can it fly (AG4), its thrust and mass (AG4, AG8 Heavy
// Version), and its check for a destination with the round's specialists (AG5–AG7,
// from ./launch.ts).

import type { CardFields } from './actions.ts';
import { no, type RuleError } from './errors.ts';
import { type Destination, type LaunchCheck, launchCheck, type Specialist } from './launch.ts';
import { CARD_KINDS, MAX_CARD_COUNT, MAX_CARD_VALUE } from './setup.ts';
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
  if ((card.astronauts ?? 0) > 0 && card.kind !== 'payload' && card.kind !== 'rnd')
    return no('card/feature', 'astronauts ride on a Payload or R&D Manned Flight card');
  if ((card.satellites ?? 0) > 0 && card.kind !== 'payload')
    return no('card/feature', 'satellites are a Payload');
  return null;
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

/** AG4: what the rocket lacks to fly, or null. */
export function missingProblem(rocket: readonly Card[]): RuleError | null {
  const lacking = (['first', 'upper', 'payload'] as const).filter(
    (kind) => !rocket.some((card) => card.kind === kind),
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

/** AG4–AG7: the rocket's check for a destination this round. */
export function checkOf(
  rocket: readonly Card[],
  destination: Destination,
  specialists: readonly Specialist[],
): LaunchCheck {
  const { thrust, mass } = totalsOf(rocket);
  return launchCheck({
    thrust,
    mass,
    destination,
    specialists,
    nuclearPulseStages: rocket.filter((card) => card.kind === 'first' && card.nuclearPulse).length,
  });
}

/** AG9: what stays on the pad after a success: First Stages, with a Reusable Launch System. */
export function afterSuccess(rocket: readonly Card[]): Card[] {
  return reusableOf(rocket) ? rocket.filter((card) => card.kind === 'first') : [];
}
