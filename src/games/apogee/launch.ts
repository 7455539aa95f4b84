// Apogee's launch check (AG4–AG7, AG9): from a rocket's thrust and mass to its
// performance (AG5), the d12 target for a destination (AG6), the round's
// specialists (AG7) and the exact chance. Pure: no I/O, no clock, no dice.
// Readings where the rules are silent are AG20 on, in this folder's README.

export const DESTINATIONS = ['leo', 'geo', 'moon', 'lagrange', 'asteroid', 'mars'] as const;
export type Destination = (typeof DESTINATIONS)[number];

/** The destinations as a player reads them, in a sentence ("cannot reach the Moon"). */
export const DESTINATION_NAMES: Readonly<Record<Destination, string>> = {
  leo: 'LEO',
  geo: 'GEO',
  moon: 'the Moon',
  lagrange: 'a Lagrangian point',
  asteroid: 'the Asteroid',
  mars: 'Mars',
};

export const SPECIALISTS = [
  'kathy-johnson',
  'katalina-tsiolkovsky',
  'mark-faget',
  'diane-dyson',
] as const;
export type Specialist = (typeof SPECIALISTS)[number];

export const SPECIALIST_NAMES: Readonly<Record<Specialist, string>> = {
  'kathy-johnson': 'Kathy Johnson',
  'katalina-tsiolkovsky': 'Katalina Tsiolkovsky',
  'mark-faget': 'Mark Faget',
  'diane-dyson': 'Diane Dyson',
};

/** An inclusive range of whole numbers, as the tables print them ("13–16"). */
export type Range = { readonly min: number; readonly max: number };

/** AG5: the mass columns, left to right. */
export const MASS_COLUMNS: readonly Range[] = [
  { min: 7, max: 8 },
  { min: 9, max: 12 },
  { min: 13, max: 16 },
  { min: 17, max: 20 },
  { min: 21, max: 24 },
  { min: 25, max: 28 },
];

/**
 * AG5: the performance table, one row per thrust range, one value per mass column.
 * The text's 25–28 row came through as `3.5 2.8 1.6 1.3 1.1 2.2`; every column falls
 * steadily down the rows, so its 2.2 belongs under mass 13–16 (RULES-APOGEE.md, AG5).
 */
export const PERFORMANCE_ROWS: readonly {
  readonly thrust: Range;
  readonly performance: readonly number[];
}[] = [
  { thrust: { min: 33, max: 36 }, performance: [4.5, 3.6, 2.8, 2.1, 1.7, 1.4] },
  { thrust: { min: 29, max: 32 }, performance: [4.0, 3.2, 2.5, 1.9, 1.5, 1.3] },
  { thrust: { min: 25, max: 28 }, performance: [3.5, 2.8, 2.2, 1.6, 1.3, 1.1] },
  { thrust: { min: 21, max: 24 }, performance: [3.0, 2.4, 1.8, 1.4, 1.1, 1.0] },
  { thrust: { min: 17, max: 20 }, performance: [2.5, 2.0, 1.5, 1.2, 1.0, 0.8] },
  { thrust: { min: 13, max: 16 }, performance: [2.0, 1.6, 1.2, 0.9, 0.8, 0.6] },
  { thrust: { min: 9, max: 12 }, performance: [1.5, 1.2, 0.9, 0.7, 0.6, 0.5] },
];

/** AG5: the thrust and mass the table shows, end to end. */
export const THRUST_RANGE: Range = { min: 9, max: 36 };
export const MASS_RANGE: Range = { min: 7, max: 28 };

/**
 * AG6: the target table, one row per performance band (from `min` up to the next band),
 * one target per destination in DESTINATIONS order; null is the table's dash.
 * The printed top row says 3.0–3.9; the 4.0 and 4.5 of AG5 use it too (AG23).
 */
export const TARGET_ROWS: readonly {
  readonly min: number;
  readonly label: string;
  readonly targets: readonly (number | null)[];
}[] = [
  { min: 3.0, label: '3.0 and more', targets: [3, 4, 4, 4, 4, 4] },
  { min: 2.5, label: '2.5–2.9', targets: [4, 5, 5, 5, 5, 5] },
  { min: 2.0, label: '2.0–2.4', targets: [5, 6, 6, 6, 6, null] },
  { min: 1.7, label: '1.7–1.9', targets: [5, 6, 6, 6, null, null] },
  { min: 1.4, label: '1.4–1.6', targets: [6, 7, 7, null, null, null] },
  { min: 1.2, label: '1.2–1.3', targets: [6, 7, null, null, null, null] },
  { min: 1.0, label: '1.0–1.1', targets: [7, null, null, null, null, null] },
];

/** AG6: below this performance nothing is in reach. */
export const LOWEST_PERFORMANCE = 1.0;

function inRange(value: number, range: Range): boolean {
  return value >= range.min && value <= range.max;
}

/** AG5: the performance for a thrust and a mass, or null when the table shows neither (cannot launch). */
export function performanceOf(thrust: number, mass: number): number | null {
  if (!Number.isInteger(thrust) || !Number.isInteger(mass)) return null;
  const column = MASS_COLUMNS.findIndex((range) => inRange(mass, range));
  const row = PERFORMANCE_ROWS.find((r) => inRange(thrust, r.thrust));
  if (column < 0 || row === undefined) return null;
  return row.performance[column] ?? null;
}

/** AG6: the d12 target for a performance and a destination, or null when out of reach (a dash, or below 1.0). */
export function targetOf(performance: number, destination: Destination): number | null {
  const column = DESTINATIONS.indexOf(destination);
  if (column < 0 || !Number.isFinite(performance)) return null;
  // Rows run from the best band down; the first whose floor the performance reaches is its band.
  const row = TARGET_ROWS.find((r) => performance >= r.min);
  if (row === undefined) return null;
  return row.targets[column] ?? null;
}

/** The least performance that reaches a destination (AG6), e.g. 2.5 for Mars. */
export function leastPerformanceFor(destination: Destination): number {
  const column = DESTINATIONS.indexOf(destination);
  let least = Number.POSITIVE_INFINITY;
  for (const row of TARGET_ROWS) if (row.targets[column] != null) least = Math.min(least, row.min);
  return least;
}

/** The chance a d12 meets a target: 1 at a target ≤ 1, 0 above 12, else (13 − target) / 12. */
export function chanceOf(target: number): number {
  if (target <= 1) return 1;
  if (target > 12) return 0;
  return (13 - target) / 12;
}

/**
 * AG7 (corrected): Kathy Johnson adds 1 to the number read from the launch probability table,
 * Katalina Tsiolkovsky subtracts 2 ("the chance" is that number, as each card's detailed line says).
 */
export const KATHY_JOHNSON_SHIFT = 1;
export const KATALINA_TSIOLKOVSKY_SHIFT = -2;
/** AG42: the shifts as rules' version 1 read them (inverted), for the logs written then. */
export const VERSION_1_SHIFTS = { kathy: -1, katalina: 2 } as const;
/** AG7: Mark Faget's change to the mass, before the performance. */
export const MARK_FAGET_MASS = -1;

export type LaunchInput = {
  thrust: number;
  mass: number;
  destination: Destination;
  /** The round's specialists (AG7); each counts once even if listed twice. */
  specialists?: readonly Specialist[];
  /** Built Nuclear Pulse Propulsion first stages (Diane Dyson adds 1 thrust each). */
  nuclearPulseStages?: number;
  /** The rules' version (AG42): 1 shifts the targets as that version did; by default the current. */
  version?: number;
};

/**
 * Why a launch cannot reach, as data for a screen to word in its language (the sentence `reason`
 * is the service's English): a thrust or mass off the performance table (AG5), or a performance
 * short of the destination (AG6), `needs` the least that reaches it (or the lowest of any).
 */
export type LaunchWhy =
  | { kind: 'off-table'; what: 'thrust' | 'mass'; value: number; min: number; max: number }
  | {
      kind: 'short';
      performance: number;
      destination: Destination;
      needs: number;
      lowest: boolean;
    };

export type LaunchCheck =
  | {
      reachable: true;
      thrust: number;
      mass: number;
      performance: number;
      target: number;
      chance: number;
    }
  | {
      reachable: false;
      thrust: number;
      mass: number;
      performance: number | null;
      target: null;
      chance: 0;
      reason: string;
      /** The reason as data, where a screen words it (a table's AG5/AG6 limits). */
      why?: LaunchWhy;
    };

function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** A number for a sentence: 1 decimal for performances, as the tables print them. */
function tenths(performance: number): string {
  return performance.toFixed(1);
}

function cannot(
  thrust: number,
  mass: number,
  performance: number | null,
  reason: string,
  why?: LaunchWhy,
): LaunchCheck {
  const check = {
    reachable: false as const,
    thrust,
    mass,
    performance,
    target: null,
    chance: 0 as const,
    reason,
  };
  return why ? { ...check, why } : check;
}

/** AG4–AG7: performance, target and exact chance of a launch, or why it cannot reach. */
export function launchCheck(input: LaunchInput): LaunchCheck {
  const { thrust, mass, destination } = input;
  const specialists = input.specialists ?? [];
  const stages = input.nuclearPulseStages ?? 0;

  // What a player typed comes here unchecked: every fault is a sentence, never a throw (AG26).
  if (!isWhole(thrust)) {
    return cannot(thrust, mass, null, `thrust ${thrust} is not a whole number of 0 or more`);
  }
  if (!isWhole(mass)) {
    return cannot(thrust, mass, null, `mass ${mass} is not a whole number of 0 or more`);
  }
  if (!isWhole(stages)) {
    return cannot(
      thrust,
      mass,
      null,
      `${stages} Nuclear Pulse Propulsion stages is not a whole number of 0 or more`,
    );
  }
  if (!DESTINATIONS.includes(destination)) {
    return cannot(
      thrust,
      mass,
      null,
      `"${String(destination)}" is not a destination (${DESTINATIONS.join(', ')})`,
    );
  }
  const unknown = specialists.find((s) => !SPECIALISTS.includes(s));
  if (unknown !== undefined) {
    return cannot(
      thrust,
      mass,
      null,
      `"${String(unknown)}" is not a launch specialist (${SPECIALISTS.join(', ')})`,
    );
  }
  const has = new Set<Specialist>(specialists); // AG21: each counts once.

  // AG20, first the rocket: Mark Faget's mass and Diane Dyson's thrust (AG7).
  let effectiveMass = mass;
  let massNote = '';
  if (has.has('mark-faget')) {
    effectiveMass += MARK_FAGET_MASS;
    massNote = ` (${mass} less Mark Faget's 1)`;
  }
  let effectiveThrust = thrust;
  let thrustNote = '';
  if (has.has('diane-dyson') && stages > 0) {
    effectiveThrust += stages;
    thrustNote = ` (${thrust} and Diane Dyson's ${stages})`;
  }

  // AG20, then the tables: AG5 …
  const performance = performanceOf(effectiveThrust, effectiveMass);
  if (performance === null) {
    // AG25: the thrust is named first when both are off the table.
    const thrustOff = !inRange(effectiveThrust, THRUST_RANGE);
    const reason = thrustOff
      ? `a thrust of ${effectiveThrust}${thrustNote} is off the performance table (${THRUST_RANGE.min} to ${THRUST_RANGE.max})`
      : `a mass of ${effectiveMass}${massNote} is off the performance table (${MASS_RANGE.min} to ${MASS_RANGE.max})`;
    const range = thrustOff ? THRUST_RANGE : MASS_RANGE;
    return cannot(effectiveThrust, effectiveMass, null, reason, {
      kind: 'off-table',
      what: thrustOff ? 'thrust' : 'mass',
      value: thrustOff ? effectiveThrust : effectiveMass,
      min: range.min,
      max: range.max,
    });
  }
  // … AG6 …
  const base = targetOf(performance, destination);
  if (base === null) {
    const name = DESTINATION_NAMES[destination];
    const lowest = performance < LOWEST_PERFORMANCE;
    const reason = lowest
      ? `a performance of ${tenths(performance)} cannot reach ${name}: nothing is in reach below ${tenths(LOWEST_PERFORMANCE)}`
      : `a performance of ${tenths(performance)} cannot reach ${name}: it needs ${tenths(leastPerformanceFor(destination))} or more`;
    // AG21: no specialist turns a dash into a target.
    return cannot(effectiveThrust, effectiveMass, performance, reason, {
      kind: 'short',
      performance,
      destination,
      needs: lowest ? LOWEST_PERFORMANCE : leastPerformanceFor(destination),
      lowest,
    });
  }
  // … and last the target's shift (AG7, AG21, AG22).
  const old = input.version === 1;
  let target = base;
  if (has.has('kathy-johnson')) target += old ? VERSION_1_SHIFTS.kathy : KATHY_JOHNSON_SHIFT;
  if (has.has('katalina-tsiolkovsky'))
    target += old ? VERSION_1_SHIFTS.katalina : KATALINA_TSIOLKOVSKY_SHIFT;
  return {
    reachable: true,
    thrust: effectiveThrust,
    mass: effectiveMass,
    performance,
    target,
    chance: chanceOf(target),
  };
}

/** A d12 roll's verdict: success when value ≥ target (AG9). */
export function launchSucceeds(target: number, value: number): boolean {
  return value >= target;
}
