// What a launch did, in one line for the room: a code and its numbers, so each screen words it
// in its own language. Also what the die on the table would make of the launch if the table
// kept it (R19's question, stated plainly), and which faces of the next die pass. Pure: every
// answer comes from the referee's own step machine (launch.ts), never from a rule copied here.

import {
  type Apophis,
  acceptDie,
  DAMAGES_TO_DESTROY,
  DEFLECTIONS_TO_WIN,
  type DieStep,
  judge,
  type Launch,
} from './launch.ts';

export type HeadlineCode =
  /** R12: too little yellow, no die rolled. */
  | 'no-fuel'
  /** R18: the explosion die blew the rocket up. */
  | 'exploded'
  /** R13: the accuracy die missed Apophis. */
  | 'missed'
  /** A hit that neither damaged nor deflected Apophis. */
  | 'no-effect'
  /** R14: a pyramid came off (and a counter went on); `toDestroy` more to win. */
  | 'damaged'
  /** R15: a deflection counter, no damage (basic rules). */
  | 'deflection'
  /** R14, R20: the third damage. */
  | 'destroyed'
  /** R15, R20: the fifth counter (basic rules). */
  | 'deflected';

/** A launch's outcome as the screens word it. `good` is good for the team. */
export type Headline =
  | { code: 'no-fuel'; good: false; yellow: number; needed: number }
  | { code: 'exploded'; good: false; total: number; explodesAt: number }
  | { code: 'missed'; good: false; total: number; needed: number }
  | { code: 'no-effect'; good: false }
  | {
      code: 'damaged';
      good: true;
      damages: number;
      toDestroy: number;
      /** Counters after the launch, and how many win; null when counters win nothing (R17). */
      deflections: number;
      toDeflect: number | null;
    }
  | { code: 'deflection'; good: true; deflections: number; toDeflect: number }
  | { code: 'destroyed'; good: true; damages: number }
  | { code: 'deflected'; good: true; deflections: number; toDeflect: number };

/**
 * The headline of a finished launch, from the launch and Apophis after it; null while the
 * launch is under way (or was cut short by the clock, R20).
 */
export function headline(launch: Launch, after: Apophis): Headline | null {
  const last = launch.steps.at(-1);
  const passed = (step: DieStep) => launch.steps.some((s) => s.step === step && s.ok);
  switch (launch.result) {
    case null:
      return null;
    case 'no-fuel':
      return { code: 'no-fuel', good: false, yellow: last?.have ?? 0, needed: last?.need ?? 0 };
    case 'exploded':
      return {
        code: 'exploded',
        good: false,
        total: last?.total ?? 0,
        explodesAt: last?.need ?? 0,
      };
    case 'missed':
      return { code: 'missed', good: false, total: last?.total ?? 0, needed: last?.need ?? 0 };
    case 'destroyed':
      return { code: 'destroyed', good: true, damages: after.damages };
    case 'deflected':
      return {
        code: 'deflected',
        good: true,
        deflections: after.deflections,
        toDeflect: DEFLECTIONS_TO_WIN,
      };
    case 'hit':
      if (passed('damage')) {
        return {
          code: 'damaged',
          good: true,
          damages: after.damages,
          toDestroy: Math.max(0, DAMAGES_TO_DESTROY - after.damages),
          deflections: after.deflections,
          toDeflect: launch.variant === 'basic' ? DEFLECTIONS_TO_WIN : null,
        };
      }
      if (passed('deflection')) {
        return {
          code: 'deflection',
          good: true,
          deflections: after.deflections,
          toDeflect: DEFLECTIONS_TO_WIN,
        };
      }
      return { code: 'no-effect', good: false };
  }
}

/** What keeping the die on the table would do: end the launch with a headline, or go on to a die. */
export type IfKept = { ends: Headline } | { next: DieStep } | null;

/**
 * R19's question stated plainly: what the launch comes to if the table keeps the pending die.
 * Asked of the referee's own `acceptDie`, so it is the very answer an accept would give.
 */
export function ifKept(launch: Launch, apophis: Apophis): IfKept {
  if (launch.awaiting?.kind !== 'decision' || !launch.pending) return null;
  const kept = acceptDie({ launch, apophis });
  const ends = headline(kept.launch, kept.apophis);
  if (ends) return { ends };
  const next = kept.launch.awaiting?.step;
  return next ? { next } : null;
}

/** The faces of a d6 that pass `step` now (good for the team), from the referee's `judge`. */
export function passingFaces(launch: Launch, apophis: Apophis, step: DieStep): number[] {
  return [1, 2, 3, 4, 5, 6].filter((face) => judge(step, face, launch.points, apophis).ok);
}
