// The screens as a table's instrument, in Debian's Chromium: every state a game goes through
// (the lobby, play with the tallest rocket, a shuffle, a pause, each step of a launch, the reroll
// question, the last ten seconds, won, lost, each end with its mission report; Apocalyte's set-up,
// its Apocalytes' turn, a player's combat with its odds and its end with the report), on the big screen
// at 1920×1080 and 1280×720 and on a phone at 390×844 (the control page, or the spectators' page
// for an end with its report), in English and in French. Each state is a game log written through
// the real store and resumed by a real service. A page fails when any element or line of text
// leaves the viewport or its panel, when a text is wider than its box, when a word is broken
// across two lines, when a box that must show all it holds hides some of it, or when a text in
// sight is under 14 px at 1280×720 (what players read from afar, its numbers, under 18; a phone's
// text under 12; legibility.ts), and the smallest text of each screen is said; an end, when a
// text is as big as its headline or a text of its report is too small to read. The timer keeps one width from 10:00 to 00:08.2, pulses each of the
// last ten seconds (not for a viewer who asked for reduced motion), and a shuffle leaves it in view.

import { describe, expect, it } from 'vitest';
import { ENDS_FROM, type LayoutState, STATES } from './layout-states.ts';
import {
  errors,
  LANGS,
  type Lang,
  SIZES,
  type Size,
  seen,
  serveState,
  sweep,
  visit,
  WAIT,
} from './layout-sweep.ts';

// Apophis's play up to its last seconds here; from its end on, layout-ends.test.ts.
sweep(
  STATES.slice(
    0,
    STATES.findIndex((state) => state.name === ENDS_FROM),
  ),
);

describe('the timer', () => {
  const timerOf = (state: string, size: string, lang: Lang) => {
    const result = seen.get(`${state} ${size} ${lang}`);
    if (!result?.timerText || result.timerWidth === null) {
      throw new Error(`no timer was seen for ${state} ${size} ${lang}`);
    }
    return result as { timerText: string; timerWidth: number };
  };

  it('keeps one width from mm:ss to the tenths of the last ten seconds', () => {
    for (const size of SIZES) {
      for (const lang of LANGS) {
        const calm = timerOf('play', size.name, lang);
        const last = timerOf('last-seconds', size.name, lang);
        expect(calm.timerText).toMatch(/^\d\d:\d\d$/);
        expect(last.timerText).toMatch(/^00:0\d\.\d$/);
        expect(last.timerWidth).toBeCloseTo(calm.timerWidth, 0);
      }
    }
  });

  it('pulses each of the last ten seconds, and not for a viewer who asked for reduced motion', async () => {
    const last = STATES.find((s) => s.name === 'last-seconds-odds') as LayoutState;
    const calm = STATES.find((s) => s.name === 'play') as LayoutState;
    const big = SIZES[0] as Size;
    /** The timer's animation, and in motion the next second's beat too. */
    const pulseOf = async (s: LayoutState, motion: 'reduce' | 'no-preference') => {
      const service = await serveState(s);
      try {
        const { page, close } = await visit(service, s, big, 'en', motion);
        try {
          const timer = page.getByTestId('timer');
          const now = () =>
            timer.evaluate((t) => ({
              beat: (t as HTMLElement).dataset.beat ?? null,
              animation: getComputedStyle(t).animationName,
            }));
          const first = await now();
          if (first.beat === null || motion === 'reduce') return { first, next: null };
          // The beat turns with the next whole second, and the pulse starts again with it.
          await expect.poll(async () => (await now()).beat, WAIT).not.toBe(first.beat);
          return { first, next: await now() };
        } finally {
          await close();
        }
      } finally {
        await service.close();
        service.removeDir();
      }
    };
    const moving = await pulseOf(last, 'no-preference');
    expect(moving.first.animation).toBe(`timer-beat-${moving.first.beat}`);
    expect(moving.next?.animation).toBe(`timer-beat-${moving.next?.beat}`);
    expect(moving.next?.animation).not.toBe(moving.first.animation);
    const still = await pulseOf(last, 'reduce');
    expect(still.first.beat).toMatch(/^[ab]$/);
    expect(still.first.animation).toBe('none');
    const before = await pulseOf(calm, 'no-preference');
    expect(before.first).toEqual({ beat: null, animation: 'none' });
  }, 60_000);
});

describe('the spectators’ page', () => {
  it('in the lobby, English and French: no "Press START", which is the table’s to press', async () => {
    const lobby = STATES.find((s) => s.name === 'lobby') as LayoutState;
    const watching: LayoutState = { ...lobby, phone: 'watch' };
    const phone = SIZES.find((size) => size.page === 'phone') as Size;
    const service = await serveState(watching);
    try {
      for (const lang of LANGS) {
        const { page, close } = await visit(service, watching, phone, lang);
        try {
          const shown = await page.locator('[data-testid="press-start"]:visible').count();
          expect(shown, lang).toBe(0);
        } finally {
          await close();
        }
      }
    } finally {
      await service.close();
      service.removeDir();
    }
  }, 60_000);
});

it('no page logged an error or threw', () => {
  expect(errors).toEqual([]);
});
