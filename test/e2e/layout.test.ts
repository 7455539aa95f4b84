// The screens as a table's instrument, in Debian's Chromium: every state a game goes through
// (the lobby, play with the tallest rocket, a shuffle, a pause, each step of a launch, the reroll
// question, the last ten seconds, won, lost), on the big screen at 1920×1080 and 1280×720 and on
// the phone's control page at 390×844, in English and in French. Each state is a game log written
// through the real store and resumed by a real service. A page fails when any element or line of
// text leaves the viewport or its panel, when a text is wider than its box, or when a word is
// broken across two lines. The timer keeps one width from 10:00 to 00:08.2, pulses each of the
// last ten seconds (not for a viewer who asked for reduced motion), and a shuffle leaves it in view.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Service,
  startService,
  TOKEN,
  tableState,
  Screen as WsScreen,
} from '../server/harness.ts';
import { buildScreens, keepScreenshot, launchChromium } from './browser.ts';
import { layoutProblems } from './layout-check.ts';
import { type LayoutState, STATES, writeState } from './layout-states.ts';

type Size = {
  name: string;
  viewport: { width: number; height: number };
  /** The big screen, or the phone's control page. */
  page: 'big' | 'control';
};
const SIZES: Size[] = [
  { name: '1920x1080', viewport: { width: 1920, height: 1080 }, page: 'big' },
  { name: '1280x720', viewport: { width: 1280, height: 720 }, page: 'big' },
  { name: 'phone-390x844', viewport: { width: 390, height: 844 }, page: 'control' },
];
const LANGS = ['en', 'fr'] as const;
type Lang = (typeof LANGS)[number];
const WAIT = { timeout: 10_000 } as const;

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  screens?.remove();
});

/**
 * A service resuming `state`'s game, written just now into a scratch folder of its own, with its
 * last commands sent over a real WebSocket; it holds the state's phase before any page opens.
 */
async function serveState(state: LayoutState): Promise<Service & { removeDir(): void }> {
  const dir = mkdtempSync(join(tmpdir(), `apophis-layout-${state.name}-`));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const live = await writeState(dir, state, Date.now());
  const service = await startService({ dir, extra: { displayDir: screens.dir } });
  try {
    if (live.length > 0) {
      const phone = await WsScreen.open(service.url);
      try {
        for (const command of live) {
          const result = await phone.command(command);
          if (!result.ok)
            throw new Error(`${state.name}: ${command.type} refused: ${JSON.stringify(result)}`);
        }
      } finally {
        phone.close();
      }
    }
    const phase = tableState(service).phase;
    if (phase !== state.phase)
      throw new Error(`${state.name}: the table is ${phase}, not ${state.phase}`);
  } catch (error) {
    await service.close();
    removeDir();
    throw error;
  }
  return { ...service, removeDir };
}

type Visit = { page: Page; close(): Promise<void> };

/** The screen for `size` in `lang`, once `state` is drawn on it. */
async function visit(
  service: Service,
  state: LayoutState,
  size: Size,
  lang: Lang,
  motion: 'reduce' | 'no-preference' = 'reduce',
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: size.viewport,
    deviceScaleFactor: 1,
    reducedMotion: motion,
    ...(size.page === 'control' ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${state.name}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${state.name}: ${error.message}`));
  const path = size.page === 'control' ? '/control' : '/';
  try {
    await page.goto(`${service.url}${path}?token=${TOKEN}&lang=${lang}`);
    if (size.page === 'big') {
      await page.locator(`[data-testid="big-screen"] ${state.shown}`).first().waitFor(WAIT);
      if (state.gone)
        await page.locator(state.gone).waitFor({ state: 'detached', timeout: 20_000 });
    } else {
      await page
        .locator('[data-testid="control"][data-game="apophis"] [data-testid="timer"]')
        .waitFor(WAIT);
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  } catch (error) {
    await context.close();
    throw error;
  }
  return { page, close: () => context.close() };
}

/**
 * Whether a game timer is the first thing under its own centre, nothing over it: the table's, or
 * the one a launch's moment shows while it has the whole screen.
 */
function timerInView(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[data-testid="timer"], [data-testid="moment-timer"]'),
    ).some((timer) => {
      const box = timer.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && timer.contains(top);
    }),
  );
}

type Seen = { problems: string[]; timerWidth: number | null; timerText: string | null };

/** One state on one screen in one language: its problems, and what its timer shows. */
async function look(state: LayoutState, size: Size, lang: Lang): Promise<Seen> {
  const service = await serveState(state);
  try {
    const { page, close } = await visit(service, state, size, lang);
    try {
      const problems = await page.evaluate(layoutProblems, {
        scrollsDown: size.page === 'control',
      });
      const timer = page.getByTestId('timer');
      const hasTimer = (await timer.count()) === 1;
      if (
        size.page === 'big' &&
        hasTimer &&
        state.phase !== 'paused' &&
        !(await timerInView(page))
      ) {
        problems.push('the timer is covered');
      }
      const seen: Seen = {
        problems: problems.map((problem) => `${state.name} ${size.name} ${lang}: ${problem}`),
        timerWidth: hasTimer ? await timer.evaluate((t) => t.getBoundingClientRect().width) : null,
        timerText: hasTimer ? await timer.textContent() : null,
      };
      await keepScreenshot(page, `layout-${state.name}-${size.name}-${lang}`);
      return seen;
    } finally {
      await close();
    }
  } finally {
    await service.close();
    service.removeDir();
  }
}

const seen = new Map<string, Seen>();

for (const state of STATES) {
  describe(state.name, () => {
    for (const size of SIZES) {
      it(`${size.name}, English and French: nothing leaves its panel or the screen, no word is broken`, async () => {
        const problems: string[] = [];
        for (const lang of LANGS) {
          const result = await look(state, size, lang);
          seen.set(`${state.name} ${size.name} ${lang}`, result);
          problems.push(...result.problems);
        }
        expect(problems).toEqual([]);
      }, 60_000);
    }
  });
}

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

it('no page logged an error or threw', () => {
  expect(errors).toEqual([]);
});
