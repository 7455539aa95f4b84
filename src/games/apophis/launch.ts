// A launch as a step machine (R12–R19). It stops at every die and waits for a
// roll; with fail-safe rerolls left (advanced) it then waits for accept or
// reroll. Every settled step records the die, the total, what was needed and
// whether the rocket passed, so a screen can replay it step by step.

import { type Points, pointsOf, type Section } from './sections.ts';
import type { Variant } from './setup.ts';

export type Apophis = {
  /** The largest pyramid showing: 3, 2, 1, and 0 once destroyed (R7). */
  value: number;
  damages: number;
  deflections: number;
};

export const START_APOPHIS: Apophis = { value: 3, damages: 0, deflections: 0 };
/** R14: the third damage destroys Apophis. */
export const DAMAGES_TO_DESTROY = 3;
/** R15: five deflection counters steer Apophis clear (basic rules only, R17). */
export const DEFLECTIONS_TO_WIN = 5;
/** R13, R14, R15: a die check passes at 7 or more. */
export const CHECK_TARGET = 7;
/** R18: the rocket explodes at 8 or more. */
export const EXPLOSION_AT = 8;

export type DieStep = 'explosion' | 'accuracy' | 'damage' | 'deflection';
export type StepName = 'fuel' | DieStep;

/**
 * One check of a launch. `ok` always means "good for the team": for the
 * explosion step it means the rocket did not explode (`total < need`, where
 * `need` is the total that explodes). For the fuel step `have` is the yellow
 * points and `need` the yellow points required; no die is rolled.
 */
export type LaunchStep = {
  step: StepName;
  roll?: number;
  total?: number;
  need: number;
  ok: boolean;
  rerolled: boolean;
  /** Every die thrown for this step, the last one standing (R19). */
  rolls?: number[];
  have?: number;
};

export type LaunchResult = 'no-fuel' | 'exploded' | 'missed' | 'hit' | 'destroyed' | 'deflected';

export type Awaiting = { kind: 'roll' | 'decision'; step: DieStep };

export type Launch = {
  rocket: Section[];
  points: Points;
  variant: Variant;
  /** R19: fail-safe rerolls still to spend in this launch. */
  rerollsLeft: number;
  steps: LaunchStep[];
  /** The die just thrown while the table decides to accept or reroll it (R19). */
  pending: LaunchStep | null;
  awaiting: Awaiting | null;
  result: LaunchResult | null;
};

export type LaunchProgress = { launch: Launch; apophis: Apophis };

/** R12: at least a quarter of the points must be yellow. */
export function fuelNeeded(points: Points): number {
  return Math.ceil(points.total / 4);
}

/** R19: one reroll for each full two points of fail safes (advanced only). */
export function rerollsFor(points: Points, variant: Variant): number {
  return variant === 'advanced' ? Math.floor(points.green / 2) : 0;
}

/** The die steps still to come, in rule order, given what has settled. */
function nextDieStep(launch: Launch): DieStep | null {
  const done = new Set(launch.steps.map((s) => s.step));
  const { variant, points } = launch;
  if (variant === 'advanced' && !done.has('explosion')) return 'explosion'; // R18
  if (!done.has('accuracy')) return 'accuracy'; // R13
  if (points.red > 0 && !done.has('damage')) return 'damage'; // R14
  if (variant === 'basic' && points.green > 0 && !done.has('deflection')) return 'deflection'; // R15, R17
  return null;
}

/** What one die makes of a check. */
export function judge(
  step: DieStep,
  roll: number,
  points: Points,
  apophis: Apophis,
): Omit<LaunchStep, 'rerolled' | 'rolls'> {
  switch (step) {
    case 'explosion': {
      const total = roll + points.yellow; // R18
      return { step, roll, total, need: EXPLOSION_AT, ok: total < EXPLOSION_AT };
    }
    case 'accuracy': {
      const total = roll + apophis.value + points.blue; // R13
      return { step, roll, total, need: CHECK_TARGET, ok: total >= CHECK_TARGET };
    }
    case 'damage': {
      const total = roll + points.red; // R14
      return { step, roll, total, need: CHECK_TARGET, ok: total >= CHECK_TARGET };
    }
    case 'deflection': {
      const total = roll + points.green; // R15
      return { step, roll, total, need: CHECK_TARGET, ok: total >= CHECK_TARGET };
    }
  }
}

function end(launch: Launch, result: LaunchResult): Launch {
  return { ...launch, awaiting: null, pending: null, result };
}

/** Record a settled step, apply its effect on Apophis, and move to the next die or the end. */
function settle({ launch, apophis }: LaunchProgress, step: LaunchStep): LaunchProgress {
  const settled: Launch = { ...launch, steps: [...launch.steps, step], pending: null };
  if (!step.ok) {
    const failure: Record<StepName, LaunchResult | null> = {
      fuel: 'no-fuel',
      explosion: 'exploded',
      accuracy: 'missed',
      damage: null, // R14/R15: a failed effect does not stop the next one
      deflection: null,
    };
    const result = failure[step.step];
    if (result) return { launch: end(settled, result), apophis };
  }
  let next = apophis;
  if (step.ok && step.step === 'damage') {
    // R14: the top pyramid comes off and a deflection counter goes on.
    const damages = apophis.damages + 1;
    next = {
      value: Math.max(0, 3 - damages),
      damages,
      deflections: apophis.deflections + 1,
    };
    if (damages >= DAMAGES_TO_DESTROY) return { launch: end(settled, 'destroyed'), apophis: next };
  }
  if (step.ok && step.step === 'deflection') {
    next = { ...apophis, deflections: apophis.deflections + 1 };
  }
  // R15: five counters win in the basic rules, whether a damage or a deflection put the fifth;
  // R17: in the advanced rules they win nothing.
  if (launch.variant === 'basic' && step.ok && next.deflections >= DEFLECTIONS_TO_WIN) {
    return { launch: end(settled, 'deflected'), apophis: next };
  }
  const die = nextDieStep(settled);
  if (!die) return { launch: end(settled, 'hit'), apophis: next };
  return { launch: { ...settled, awaiting: { kind: 'roll', step: die } }, apophis: next };
}

/** The fourth suit is down: the rocket launches (R9) and the fuel is checked (R12). */
export function beginLaunch(
  rocket: readonly Section[],
  variant: Variant,
  apophis: Apophis,
): LaunchProgress {
  const points = pointsOf(rocket);
  const launch: Launch = {
    rocket: [...rocket],
    points,
    variant,
    rerollsLeft: rerollsFor(points, variant),
    steps: [],
    pending: null,
    awaiting: null,
    result: null,
  };
  const need = fuelNeeded(points);
  const fuel: LaunchStep = {
    step: 'fuel',
    need,
    have: points.yellow,
    ok: points.yellow >= need,
    rerolled: false,
  };
  return settle({ launch, apophis }, fuel);
}

/**
 * The die for the awaited step. With rerolls left (R19) the result waits for
 * accept or reroll; otherwise it stands at once. The caller checks that a roll
 * is awaited and that 1 ≤ value ≤ 6.
 */
export function rollDie(progress: LaunchProgress, value: number): LaunchProgress {
  const { launch, apophis } = progress;
  const awaiting = launch.awaiting;
  if (awaiting?.kind !== 'roll') throw new Error('rollDie: no die is awaited');
  const earlier = launch.pending;
  const thrown: LaunchStep = {
    ...judge(awaiting.step, value, launch.points, apophis),
    rerolled: earlier !== null,
    rolls: [...(earlier?.rolls ?? []), value],
  };
  if (launch.rerollsLeft > 0) {
    return {
      launch: { ...launch, pending: thrown, awaiting: { kind: 'decision', step: awaiting.step } },
      apophis,
    };
  }
  return settle(progress, thrown);
}

/** R19: spend a fail safe on the pending die; the new die will stand (or be rerolled again). */
export function rerollDie(launch: Launch): Launch {
  if (launch.awaiting?.kind !== 'decision' || launch.rerollsLeft < 1) {
    throw new Error('rerollDie: nothing to reroll');
  }
  return {
    ...launch,
    rerollsLeft: launch.rerollsLeft - 1,
    awaiting: { kind: 'roll', step: launch.awaiting.step },
  };
}

/** R19: the table keeps the pending die. */
export function acceptDie(progress: LaunchProgress): LaunchProgress {
  const pending = progress.launch.pending;
  if (progress.launch.awaiting?.kind !== 'decision' || !pending) {
    throw new Error('acceptDie: nothing to accept');
  }
  return settle(progress, pending);
}

export type ResolvedLaunch = LaunchProgress & { diceUsed: number };
export type Resolution = { ok: true; value: ResolvedLaunch } | { ok: false; error: string };

/**
 * Referee a whole launch with the given dice in order (the `apophis resolve`
 * command): rerolls are spent on failed dice while any remain, extra dice are
 * ignored, and too few dice is an error naming the step that needed one.
 */
export function resolveLaunch(
  rocket: readonly Section[],
  variant: Variant,
  apophis: Apophis,
  dice: readonly number[],
): Resolution {
  let progress = beginLaunch(rocket, variant, apophis);
  let used = 0;
  while (progress.launch.awaiting) {
    const awaiting = progress.launch.awaiting;
    if (awaiting.kind === 'decision') {
      const failed = progress.launch.pending?.ok === false;
      progress = failed ? { ...progress, launch: rerollDie(progress.launch) } : acceptDie(progress);
      continue;
    }
    const value = dice[used];
    if (value === undefined) {
      const again = progress.launch.pending ? ' (a fail-safe reroll)' : '';
      return {
        ok: false,
        error: `not enough dice: the ${awaiting.step} step needs die number ${used + 1}${again}`,
      };
    }
    if (!Number.isInteger(value) || value < 1 || value > 6) {
      return { ok: false, error: `die number ${used + 1} is ${value}: a die shows 1 to 6` };
    }
    used += 1;
    progress = rollDie(progress, value);
  }
  return { ok: true, value: { ...progress, diceUsed: used } };
}
