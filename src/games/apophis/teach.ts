// Learn by playing, Apophis's first round (src/teach.ts is the contract): two steps tapped
// through before the clock starts (the goal and its picture; the pieces and the cards), then the
// first round played with the real pieces: a yellow section, a red one on it, the four suits,
// the launch's dice. The clock starts when the last tap step is tapped (the first play step
// begins), so no time runs while the table reads (READINGS.md, R24). The round is short on
// purpose: two builds, one launch sequence, two or three dice, well under two minutes of play
// (bench/taps.ts counts it). Each step's words are the screens' (display/games/apophis/teach.ts).

import {
  applyTeach,
  currentStep,
  type TeachAction,
  type TeachPlan,
  type TeachStep,
} from '../../teach.ts';
import { teachRefusal } from '../kit/teach.ts';
import { type RuleError, ruleError } from './errors.ts';
import type { TableState } from './state.ts';

/** The table has launched at least once (R16: the rocket is back in the supply after it). */
const launched = (state: TableState) => state.history.some((entry) => entry.event === 'launch');
/** The launch sequence has begun (R9), or the rocket has flown. */
const sequenced = (state: TableState) =>
  state.launchSequence.length > 0 || state.launch !== null || launched(state);

/** Apophis's first round, step by step. */
export const TEACH_PLAN: readonly TeachPlan<TableState>[] = [
  // R20 (the goal: destroy Apophis with three damages, R14, or five deflections, R15, before
  // the timer runs out), with the pitch's picture. START (the box's "go") taps on.
  { id: 'pitch', next: 'tap', lit: ['START'] },
  // R1–R3 (sizes are points; a colour is a role and a suit; a section costs its size in cards of
  // its suit), R5 (the cards dealt). Tapping on starts the clock.
  { id: 'pieces', next: 'tap', lit: ['START'] },
  // R8 (one section a turn, on an empty rocket any size), R12 (yellow is the fuel: a quarter of
  // the points): the first build, on the phone.
  { id: 'fuel', next: 'play', lit: [], done: (s) => s.rocket.length >= 1 || sequenced(s) },
  // R8 (a section no larger than the one under it), R14 (red is the warhead that damages).
  { id: 'warhead', next: 'play', lit: [], done: (s) => s.rocket.length >= 2 || sequenced(s) },
  // R9 (one card of each suit in front of the rocket, over one or more turns; the fourth
  // launches it at once).
  {
    id: 'suits',
    next: 'play',
    lit: [],
    done: (s) => s.launch !== null || launched(s),
  },
  // R12–R15 (fuel checked, then a die for accuracy, then one for damage), R16: ROLL on the box.
  { id: 'launch', next: 'play', lit: ['ROLL'], done: launched },
];

/** The step an Apophis table is on, or null (not teaching, skipped, done, or the game over, R20). */
export function teachStep(state: TableState): TeachStep | null {
  if (state.phase === 'won' || state.phase === 'lost') return null;
  return currentStep(TEACH_PLAN, state.teach ?? null, state);
}

/** A tap step is on: the pitch, read before the clock starts. */
export function tapping(step: TeachStep | null): boolean {
  return step?.next === 'tap';
}

/** START on a tap step: the teaching's pitch is read first; its last "Next" starts the clock. */
export function startWhileTapping(): RuleError {
  return ruleError(
    'teach/tap',
    'the teaching is on its first steps: tap Next or press START; the clock starts with the first play',
  );
}

/**
 * A `teach` action applied: the new teaching, and whether the clock starts now (the last tap
 * step tapped in the lobby: the first play step begins, R24).
 */
export function applyTeachAction(
  state: TableState,
  action: TeachAction,
): { ok: true; state: TableState; starts: boolean } | { ok: false; error: RuleError } {
  const applied = applyTeach(
    TEACH_PLAN,
    state.phase === 'won' || state.phase === 'lost' ? null : (state.teach ?? null),
    state,
    action,
  );
  if (!applied.ok) return { ok: false, error: teachRefusal(applied.code) };
  const next = { ...state, teach: applied.teaching };
  const step = teachStep(next);
  return { ok: true, state: next, starts: state.phase === 'lobby' && step?.next === 'play' };
}
