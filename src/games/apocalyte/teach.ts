// Learn by playing (issue 34, src/teach.ts): Apocalyte's teaching, a short demo said as such
// (demo.ts, AC56). The pitch is tapped through in the lobby (OK, which does nothing there);
// START lays out the demo's board, OK says the real pieces are set; then the zombies' first turn
// (ROLL and OK as the box asks, AC37), and the first player's turn: the two new armies, the
// moves, the first attack (turn play 1–3), and the end of that turn, where the teaching ends.
// Each step's words, in both languages, are the screens' (display/games/apocalyte/teach.ts).

import {
  applyTeach,
  currentStep,
  type TeachAction,
  type TeachPlan,
  type TeachStep,
} from '../../teach.ts';
import type { ApocalyteState } from './state.ts';

/** The state a step reads. */
type Read = Pick<ApocalyteState, 'stage' | 'phase' | 'round' | 'turn' | 'pending'>;

/** The first player's first turn is over (or the game is). */
const firstTurnOver = (s: Read): boolean =>
  s.stage === 'over' || s.round > 1 || (s.phase === 'player' && (s.turn?.seat ?? 0) > 0);

export const TEACH_PLAN: readonly TeachPlan<Read>[] = [
  // AC10: the players together against the Apocalytes; clear every one from the board.
  { id: 'pitch', next: 'tap', lit: ['OK'] },
  // START: the demo's board (AC56) in place of AC2's set-up.
  { id: 'start', next: 'play', lit: ['START'], done: (s) => s.stage !== 'lobby' },
  // The real pieces set as the lines and the map say; OK (the placement's, opening.ts).
  { id: 'board', next: 'play', lit: ['OK'], done: (s) => s.stage === 'over' || s.round >= 1 },
  // AC9, AC37: the zombies' first wave, combat only: ROLL their dice, OK each change made.
  {
    id: 'apocalytes',
    next: 'play',
    lit: ['ROLL', 'OK'],
    done: (s) => s.stage === 'over' || s.round > 1 || s.phase === 'player',
  },
  // Turn play 1: two new armies on a territory without zombies, placed on the phone.
  {
    id: 'reinforce',
    next: 'play',
    lit: [],
    done: (s) => firstTurnOver(s) || s.turn?.step !== 'reinforce',
  },
  // Turn play 2: up to two moves (armies and supplies); START ends the moves.
  {
    id: 'move',
    next: 'play',
    lit: ['START'],
    done: (s) => firstTurnOver(s) || s.turn?.step === 'combat',
  },
  // Turn play 3, AC4: the first attack, a round where the player's armies meet the zombies.
  {
    id: 'fight',
    next: 'play',
    lit: ['ROLL', 'OK', 'START'],
    done: (s) =>
      firstTurnOver(s) || (Object.keys(s.turn?.rounds ?? {}).length > 0 && s.pending === null),
  },
  // The game goes on: START ends the turn (each player in turn, then the zombies), and with it
  // the teaching. A play step, so the shell's band leaves the board in sight.
  { id: 'yours', next: 'play', lit: ['START'], done: firstTurnOver },
];

/** The step a teaching table is on (`GameRules.teachStep`), or null. */
export function teachStep(state: ApocalyteState): TeachStep | null {
  return currentStep(TEACH_PLAN, state.teach ?? null, state);
}

/** A `teach` action (next, skip) on `state`: the new teaching, or the refusal's code. */
export function teachApplied(state: ApocalyteState, action: TeachAction) {
  return applyTeach(TEACH_PLAN, state.teach ?? null, state, action);
}

/** Whether `start` lays out the demo (a teaching not skipped before it). */
export const teachingDemo = (state: ApocalyteState): boolean =>
  state.teach !== undefined && !state.teach.skipped;
