// Which lines the voice says, from what the big screen already knows: the game module's cues
// for a change of the table, the shell's status, and the clock crossing its marks. Pure: the
// tests feed it cue sequences and states; the player (speaker.ts) says what comes out.

import type { Cue } from '../../src/game.ts';
import type { PublicState } from '../../src/messages.ts';
import { COUNTDOWN_FROM, MINUTE_MARKS } from './lines.ts';

/** One die check of a launch as a game's view publishes it (Apophis: `launch.steps`). */
type StepLike = { step: string; ok: boolean };

/** What a step's outcome is called aloud, by step and `ok` (good for the team). R12–R15, R18. */
const STEP_LINES: Readonly<Record<string, readonly [failed: string, passed: string]>> = {
  fuel: ['no-fuel', ''],
  explosion: ['exploded', 'structure-holds'],
  accuracy: ['miss', 'hit'],
  damage: ['no-damage', 'damage'],
  deflection: ['no-deflection', 'deflection'],
};

/** The cues whose line the launch's own steps say better, when the view has steps to read. */
const SAID_BY_STEPS: ReadonlySet<Cue> = new Set(['hit', 'miss', 'damage']);

/** The lines of the cues a launch's steps say better, for a game whose view has no steps. */
const CUE_LINES: Partial<Record<Cue, string>> = { hit: 'hit', miss: 'miss', damage: 'damage' };

function launchOf(state: PublicState | null): { steps: StepLike[]; result: unknown } | null {
  const launch = (state as { launch?: unknown } | null)?.launch as
    | { steps?: unknown; result?: unknown }
    | null
    | undefined;
  if (!launch || !Array.isArray(launch.steps)) return null;
  const steps = launch.steps.filter(
    (step): step is StepLike =>
      typeof (step as StepLike)?.step === 'string' && typeof (step as StepLike)?.ok === 'boolean',
  );
  return { steps, result: launch.result };
}

/** The steps settled in this change: all of a launch the cues call new, else those past the ones seen. */
function newSteps(
  cues: readonly Cue[],
  before: PublicState | null,
  after: PublicState,
): StepLike[] {
  const next = launchOf(after);
  if (!next) return [];
  const seen = cues.includes('launch') ? 0 : (launchOf(before)?.steps.length ?? 0);
  return next.steps.slice(seen);
}

/** The time left on a table's clock, read from its `timer` when the game has one. */
export function clockMs(state: PublicState | null, now: number): number | null {
  const timer = (state as { timer?: unknown } | null)?.timer as
    | { deadline?: unknown; remainingMs?: unknown; paused?: unknown }
    | null
    | undefined;
  if (!state || !timer || typeof timer.remainingMs !== 'number') return null;
  if (typeof timer.deadline !== 'number' || timer.paused === true || state.status !== 'playing') {
    return timer.remainingMs;
  }
  return Math.max(0, timer.deadline - now);
}

/**
 * The lines one change of the table calls for, in the order the room lives them: the status's
 * turn (started, paused, resumed), the launch, its steps told one by one where the game's view
 * publishes them (else the hit, miss and damage cues), the shuffle's end, then the end: the win
 * named (destroyed, deflected) and a loss on time said so.
 */
export function changeLines(
  cues: readonly Cue[],
  before: PublicState | null,
  after: PublicState,
): string[] {
  if (!before) return []; // a page's first state is a snapshot, not news
  const lines: string[] = [];
  if (before.status === 'lobby' && after.status === 'playing') lines.push('started');
  if (before.status === 'playing' && after.status === 'paused') lines.push('paused');
  if (before.status === 'paused' && after.status === 'playing') lines.push('resumed');
  if (cues.includes('launch')) lines.push('launch-complete');
  const steps = newSteps(cues, before, after);
  if (steps.length > 0) {
    for (const step of steps) {
      const said = STEP_LINES[step.step]?.[step.ok ? 1 : 0];
      if (said) lines.push(said);
    }
  } else {
    for (const cue of cues) if (SAID_BY_STEPS.has(cue)) lines.push(CUE_LINES[cue] as string);
  }
  if (cues.includes('shuffleEnd')) lines.push('shuffle-end');
  if (cues.includes('win')) {
    const result = launchOf(after)?.result;
    if (result === 'destroyed' || result === 'deflected') lines.push(result);
    lines.push('won');
  }
  if (cues.includes('loss')) {
    if (clockMs(after, 0) === 0) lines.push('time-up');
    lines.push('lost');
  }
  return lines;
}

/**
 * The time marks crossed between two readings of the clock: whole minutes (MINUTE_MARKS),
 * thirty seconds, then each second of the last ten. A reading that jumps over several (a
 * screen back from the background) says only the latest, never a burst of stale ones.
 */
export function timeLines(beforeMs: number, afterMs: number): string[] {
  const crossed = (mark: number) => beforeMs > mark && afterMs <= mark;
  for (let second = 1; second <= COUNTDOWN_FROM; second++) {
    if (crossed(second * 1000)) return [`count-${second}`];
  }
  if (crossed(30_000)) return ['seconds-30'];
  for (const minutes of [...MINUTE_MARKS].sort((a, b) => a - b)) {
    if (crossed(minutes * 60_000)) return [`minutes-${minutes}`];
  }
  return [];
}
