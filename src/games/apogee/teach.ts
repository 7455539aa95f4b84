// Learn by playing (issue 34, src/teach.ts): Apogee's first quarter walked with the real cards.
// The pitch and the launch pad are tapped through in the lobby (OK, which Apogee has no other use
// for); then each phase of the first quarter (AG3) is played at the table and left with the box's
// own START, as in every quarter; the teaching ends when the first quarter does (AG52, READINGS.md).
// Each step's words, in both languages, are the screens' (display/games/apogee/teach.ts).

import {
  applyTeach,
  currentStep,
  type TeachAction,
  type TeachPlan,
  type TeachStep,
} from '../../teach.ts';
import type { ApogeeState } from './state.ts';

/** The state a step reads: the stage, the quarter and its phase. */
type Read = Pick<ApogeeState, 'stage' | 'quarter' | 'phase'>;

/** Past the first quarter's `phase` (or the quarter over): that step's play is done. */
const past =
  (phase: ApogeeState['phase']) =>
  (state: Read): boolean =>
    state.quarter > 1 || state.stage === 'over' || state.phase !== phase;

export const TEACH_PLAN: readonly TeachPlan<Read>[] = [
  // AG2: the mission on the table (mission 1, the demo's: one successful launch into LEO).
  { id: 'pitch', next: 'tap', lit: ['OK'] },
  // AG4, AG5: the launch pad's First Stage, Upper Stage and Payload cards, each printing its
  // thrust and mass; the companion keeps what is built and reads the performance.
  { id: 'pad', next: 'tap', lit: ['OK'] },
  // AG40: START starts the mission's clock (minutes, no deadline).
  { id: 'start', next: 'play', lit: ['START'], done: (state) => state.stage !== 'lobby' },
  // AG3 A. Planning: the Engineers on the four actions; a card built goes on the phone (AG36,
  // the pad's limit AG44); START ends the phase.
  { id: 'planning', next: 'play', lit: ['START'], done: past('planning') },
  // AG3 B. Launch: launches in decreasing authority (AG9), the box's d12 (ROLL), a rocket that
  // cannot fly passed at once (AG47); START ends the phase (AG37).
  { id: 'launch', next: 'play', lit: ['START', 'ROLL'], done: past('launch') },
  // AG3 C. Administration: credits and each Director's action; START ends the quarter, and the
  // mission is checked (AG30).
  { id: 'administration', next: 'play', lit: ['START'], done: past('administration') },
];

/** The step a teaching table is on (`GameRules.teachStep`), or null. */
export function teachStep(state: ApogeeState): TeachStep | null {
  return currentStep(TEACH_PLAN, state.teach ?? null, state);
}

/** A `teach` action (next, skip) on `state`: the new teaching, or the refusal's code. */
export function teachApplied(state: ApogeeState, action: TeachAction) {
  return applyTeach(TEACH_PLAN, state.teach ?? null, state, action);
}
