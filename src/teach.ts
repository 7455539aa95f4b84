// Learn by playing (convention mode): the contract every game's teaching start shares. A game
// started with `teach: true` keeps a `Teaching` in its state; its `teachStep` says, from that
// state alone, which step of its first round the table is on. A step is left by doing what it
// asks at the table (a `play` step: the game's own action moves it on) or by a tap on "Next"
// (a `tap` step: the pitch, a picture, a word about the pieces). "Skip" ends the teaching at any
// step and the game goes on as a normal one. Both are actions in the log, so a restart or a
// replay finds the table on the same step. Pure: no time, no words (each game's screens say
// a step's id in both languages, display/games/<id>/teach.ts).

import type { Button } from './buttons.ts';

/** What a teaching game keeps: how many `tap` steps were tapped through, whether it was skipped. */
export type Teaching = { tapped: number; skipped: boolean };

/** The step a teaching table is on, as every screen receives it in the game's view (`teach`). */
export type TeachStep = {
  /** The game's name for the step: its screens' words and picture are keyed by it. */
  id: string;
  /** 0-based place of the step, and how many the first round has, for "step 3 of 7". */
  index: number;
  count: number;
  /** `tap`: "Next" moves on; `play`: doing it at the table moves on ("Next" is not offered). */
  next: 'tap' | 'play';
  /** The box's buttons that are the next thing to press: the box lights these only. */
  lit: Button[];
};

/** The teaching's command (every game's commandSchemas carry it) and its action. */
export type TeachCommand = { type: 'teach'; do: 'next' | 'skip' };
export type TeachAction = TeachCommand & { at: number };

/** A game's step as it writes it: `done` reads the game's state (a `play` step's end). */
export type TeachPlan<S> = {
  id: string;
  next: 'tap' | 'play';
  lit: readonly Button[];
  /** For a `play` step: the table has done it. A `tap` step is done once tapped through. */
  done?: (state: S) => boolean;
};

/** A teaching just started (`newGame` with `teach: true`), or none. */
export function startTeaching(teach: boolean | undefined): Teaching | null {
  return teach ? { tapped: 0, skipped: false } : null;
}

/**
 * The step `state` is on: the first of `plan` not yet done, or null when the teaching is over,
 * skipped or was never asked for. `tap` steps are done in order as "Next" is tapped.
 */
export function currentStep<S>(
  plan: readonly TeachPlan<S>[],
  teaching: Teaching | null,
  state: S,
): TeachStep | null {
  if (!teaching || teaching.skipped) return null;
  let tapped = teaching.tapped;
  for (const [index, step] of plan.entries()) {
    const done = step.next === 'tap' ? tapped-- > 0 : (step.done?.(state) ?? false);
    if (!done)
      return { id: step.id, index, count: plan.length, next: step.next, lit: [...step.lit] };
  }
  return null;
}

/**
 * A `teach` action applied: "next" taps through a `tap` step (refused on a `play` step, which
 * the table moves on by playing), "skip" ends the teaching. Returns the new teaching or the
 * refusal's code; the game words it.
 */
export function applyTeach<S>(
  plan: readonly TeachPlan<S>[],
  teaching: Teaching | null,
  state: S,
  action: TeachAction,
): { ok: true; teaching: Teaching } | { ok: false; code: 'teach/none' | 'teach/play' } {
  const step = currentStep(plan, teaching, state);
  if (!teaching || !step) return { ok: false, code: 'teach/none' };
  if (action.do === 'skip') return { ok: true, teaching: { ...teaching, skipped: true } };
  if (step.next === 'play') return { ok: false, code: 'teach/play' };
  return { ok: true, teaching: { ...teaching, tapped: teaching.tapped + 1 } };
}

/** The `newGame` of the shell's "Teach us as we play": the game named, `teach: true`, nothing else. */
export function isTeachSetUp(command: unknown): boolean {
  if (typeof command !== 'object' || command === null) return false;
  const keys = Object.keys(command).sort().join(',');
  const { type, game, teach } = command as { type?: unknown; game?: unknown; teach?: unknown };
  return (
    keys === 'game,teach,type' && type === 'newGame' && typeof game === 'string' && teach === true
  );
}

/**
 * Whether a game has a teaching start: its `newGame` command's schema takes `teach` (read from
 * the schema, so the service, which knows no game, can ask).
 */
export function teaches(module: { commandSchemas: Readonly<Record<string, unknown>> }): boolean {
  const schema = module.commandSchemas.newGame as { properties?: object } | undefined;
  return schema?.properties !== undefined && Object.hasOwn(schema.properties, 'teach');
}

/** The sentence for a teaching start asked of a game without one. */
export const noTeaching = (title: string) =>
  `${title} has no teaching start yet: set it up and play as usual`;
