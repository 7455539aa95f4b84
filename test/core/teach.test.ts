import { describe, expect, it } from 'vitest';
import { applyTeach, currentStep, startTeaching, type TeachPlan } from '../../src/teach.ts';

// A first round of three steps: a picture to tap through, a build to play, a word to tap.
type S = { built: number };
const plan: TeachPlan<S>[] = [
  { id: 'pitch', next: 'tap', lit: ['START'] },
  { id: 'build', next: 'play', lit: [], done: (s) => s.built > 0 },
  { id: 'after', next: 'tap', lit: [] },
];

describe('a teaching start (src/teach.ts)', () => {
  it('is on no step unless asked for', () => {
    expect(startTeaching(false)).toBeNull();
    expect(currentStep(plan, null, { built: 0 })).toBeNull();
  });

  it('taps through a tap step, waits on a play step until the table plays it, then ends', () => {
    let teaching = startTeaching(true);
    expect(currentStep(plan, teaching, { built: 0 })).toMatchObject({
      id: 'pitch',
      index: 0,
      count: 3,
      lit: ['START'],
    });
    const next = { type: 'teach', do: 'next', at: 1 } as const;
    const tapped = applyTeach(plan, teaching, { built: 0 }, next);
    if (!tapped.ok) throw new Error(tapped.code);
    teaching = tapped.teaching;
    expect(currentStep(plan, teaching, { built: 0 })?.id).toBe('build');
    expect(applyTeach(plan, teaching, { built: 0 }, next)).toEqual({
      ok: false,
      code: 'teach/play',
    });
    expect(currentStep(plan, teaching, { built: 1 })?.id).toBe('after');
    const last = applyTeach(plan, teaching, { built: 1 }, next);
    if (!last.ok) throw new Error(last.code);
    expect(currentStep(plan, last.teaching, { built: 1 })).toBeNull();
    expect(applyTeach(plan, last.teaching, { built: 1 }, next)).toEqual({
      ok: false,
      code: 'teach/none',
    });
  });

  it('skips from any step and the game goes on untaught', () => {
    const skipped = applyTeach(
      plan,
      startTeaching(true),
      { built: 0 },
      { type: 'teach', do: 'skip', at: 1 },
    );
    if (!skipped.ok) throw new Error(skipped.code);
    expect(currentStep(plan, skipped.teaching, { built: 0 })).toBeNull();
  });
});
