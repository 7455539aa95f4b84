// Learn by playing (src/teach.ts) as the games take part, written once: the teaching's
// refusals in both languages and why a `teach` command would be refused on the view's step
// (every game's, Apophis's too), and, for the seated games, the box's OK as "Next" on a tap step
// where the game has no other use for it, and the lamps restricted to what the step names. Each
// game's own plan is its `teach.ts`.

import type { ButtonMeaning, GameAction } from '../../game.ts';
import type { Button, Gesture } from '../../protocol.ts';
import type { TeachStep } from '../../teach.ts';

/** `teach/none`: a tap or a skip with no teaching on; `teach/play`: "Next" on a step to play. */
export type TeachCode = 'teach/none' | 'teach/play';

/** The teaching's refusals, worded in both languages (French typography: U+202F before `:`). */
export const TEACH_REFUSALS: Readonly<Record<TeachCode, { en: string; fr: string }>> = {
  'teach/none': {
    en: 'no teaching is on: the game goes on as a normal one',
    fr: 'aucun apprentissage en cours\u202f: la partie continue normalement',
  },
  'teach/play': {
    en: 'this step moves on when the table does it: play it, or skip the teaching',
    fr: 'cette étape avance quand la table la joue\u202f: jouez-la, ou passez l’apprentissage',
  },
};

/** A teaching's refusal as the reducer gives it (the English sentence; screens read the code). */
export const teachRefusal = (code: TeachCode) => ({ code, message: TEACH_REFUSALS[code].en });

/** Why a `teach` command would be refused on the view's `step` (src/teach.ts's applyTeach), or null. */
export function teachProblem(step: TeachStep | null, what: 'next' | 'skip') {
  if (!step) return teachRefusal('teach/none');
  return what === 'next' && step.next === 'play' ? teachRefusal('teach/play') : null;
}

/**
 * The box's press on a teaching table: OK on a `tap` step is "Next" when the game would do
 * nothing with it (`meaning`), else the game's own meaning.
 */
export function teachPress<A extends GameAction>(
  step: TeachStep | null,
  press: { button: Button; gesture: Gesture; at: number },
  meaning: ButtonMeaning<A>,
): ButtonMeaning<A> {
  const { button, gesture, at } = press;
  if (button !== 'OK' || gesture !== 'PRESS' || step?.next !== 'tap') return meaning;
  if (meaning.does !== 'nothing') return meaning;
  return { does: 'act', actions: [{ type: 'teach', do: 'next', at } as unknown as A] };
}

/**
 * The lamps on a teaching table: what the game lights (OK too on a `tap` step, where it is
 * "Next"), restricted to the step's buttons while the step names some.
 */
export function teachLamps(step: TeachStep | null, game: readonly Button[]): Button[] {
  if (!step || step.lit.length === 0) return [...game];
  const now: Button[] = step.next === 'tap' && !game.includes('OK') ? [...game, 'OK'] : [...game];
  return now.filter((button) => step.lit.includes(button));
}
