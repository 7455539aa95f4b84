// The layout sweep's machinery, shared by layout.test.ts (Apophis's play, the timer, the
// spectators' page) and layout-ends.test.ts (the ends and their reports, Apogee's and Apocalyte's
// screens): each file sweeps its states on its own Chromium, so the two run side by side in the
// paced group. What a page must hold to pass is said in layout.test.ts's opening.

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
import { mapBounds, mapProblems } from './layout-apocalyte.ts';
import { layoutProblems } from './layout-check.ts';
import { type LayoutState, writeState } from './layout-states.ts';
import { boundsFor, type TextSizes, textSizes } from './legibility.ts';

export type Size = {
  name: string;
  viewport: { width: number; height: number };
  /** The big screen, or a phone (the control page, or the spectators' when the state says). */
  page: 'big' | 'phone';
  /**
   * The smallest text a mission report may draw, in px: on a big screen 1/54 of its height
   * (20 px at 1080, read from across a room), on a phone held in the hand 12 px.
   */
  readable: number;
};
/** What each game's players read from across the table (18 px at 720): its numbers and odds. */
const FAR: Record<string, string> = {
  apophis: '[data-testid="timer"], .odds-row dd:not(.odds-why)',
  apogee: '.ag-odds .ag-target, .ag-numbers dd',
  apocalyte: '.ac-territory .ac-count',
};
/**
 * The marks drawn on a piece, part of its picture: an Apophis pyramid's letter and suit (the
 * rocket's and the supply's words say them beside it).
 */
const PICTURE = '.pyramid';
/** The smallest text of each screen, said at the end of the sweep. */
const smallest: string[] = [];
const saySmallest = (where: string, sizes: TextSizes) => {
  const s = sizes.smallest;
  smallest.push(`${where}: ${s ? `${s.px.toFixed(1)} px "${s.text}" in ${s.where}` : 'no text'}`);
};

export const SIZES: Size[] = [
  { name: '1920x1080', viewport: { width: 1920, height: 1080 }, page: 'big', readable: 20 },
  { name: '1280x720', viewport: { width: 1280, height: 720 }, page: 'big', readable: 720 / 54 },
  { name: 'phone-390x844', viewport: { width: 390, height: 844 }, page: 'phone', readable: 12 },
];
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
export const WAIT = { timeout: 10_000 } as const;
/**
 * Every screen's picture in test/artifacts/ (`APOPHIS_SCREENSHOTS=1`); otherwise only a screen
 * with a problem is kept: encoding 180 pictures was a third of this file's time.
 */
const SCREENSHOTS = process.env.APOPHIS_SCREENSHOTS === '1';

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
/** What any page of this file's sweep logged as an error or threw. */
export const errors: string[] = [];

/**
 * A service resuming `state`'s game, written just now into a scratch folder of its own, with its
 * last commands sent over a real WebSocket; it holds the state's phase before any page opens.
 */
export async function serveState(state: LayoutState): Promise<Service & { removeDir(): void }> {
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
    const table = tableState(service) as unknown as { phase: string; stage?: string };
    const byStage =
      state.game === 'apogee' || (state.game === 'apocalyte' && state.phase === 'over');
    const phase = byStage ? table.stage : table.phase;
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
export async function visit(
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
    ...(size.page === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${state.name}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${state.name}: ${error.message}`));
  const watch = size.page === 'phone' && state.phone === 'watch';
  const path = size.page === 'big' ? '/' : watch ? '/watch' : '/control';
  try {
    await page.goto(`${service.url}${path}?token=${TOKEN}&lang=${lang}`);
    if (size.page === 'big' || watch) {
      const root = watch ? '[data-testid="watch"]' : '[data-testid="big-screen"]';
      await page.locator(`${root} ${state.shown}`).first().waitFor(WAIT);
      if (state.gone)
        await page.locator(state.gone).waitFor({ state: 'detached', timeout: 20_000 });
    } else {
      await page
        .locator(
          state.control ?? '[data-testid="control"][data-game="apophis"] [data-testid="timer"]',
        )
        .first()
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

/**
 * An end's order of reading, run in the page: its headline bigger than any other text on it, and
 * every text of its report (a chart's labels at the scale the chart is drawn) `readable` px or more.
 */
function endProblems(end: { headline: string; report: string; readable: number }): string[] {
  const top = document.querySelector(end.headline);
  const report = document.querySelector(end.report);
  if (!top || !report) return [`no ${top ? end.report : end.headline} on the page`];
  const problems: string[] = [];
  const headlinePx = Number.parseFloat(getComputedStyle(top).fontSize);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent ?? '').trim().slice(0, 40);
    if (!parent || text === '' || top.contains(parent)) continue;
    if (parent.closest('title, .visually-hidden') || parent.getClientRects().length === 0) continue;
    const style = getComputedStyle(parent);
    if (style.visibility === 'hidden') continue;
    let px = Number.parseFloat(style.fontSize);
    const svg = parent.closest('svg');
    const drawn = svg?.viewBox.baseVal;
    if (svg && drawn && drawn.width > 0) px *= svg.getBoundingClientRect().width / drawn.width;
    if (px >= headlinePx) {
      problems.push(`"${text}" is ${px.toFixed(1)} px, as big as the headline (${headlinePx} px)`);
    }
    if (report.contains(parent) && px < end.readable) {
      problems.push(
        `the report's "${text}" is ${px.toFixed(1)} px, under ${end.readable.toFixed(1)} px`,
      );
    }
  }
  return problems;
}

export type Seen = { problems: string[]; timerWidth: number | null; timerText: string | null };

type Served = Service & { removeDir(): void };
/**
 * One service per state for all its screens and languages (it holds its phase: a page only reads
 * it, and a launch's moment has ended for every look after the first); a brief state (seconds
 * left on its timer) gets a fresh one per look, so that none runs out while it is looked at.
 */
const held = new Map<string, Promise<Served>>();
function serviceFor(state: LayoutState): Promise<Served> {
  if (state.brief) return serveState(state);
  let service = held.get(state.name);
  if (!service) {
    service = serveState(state);
    held.set(state.name, service);
    // A state whose service could not start is tried afresh by its next look.
    service.catch(() => held.delete(state.name));
  }
  return service;
}
async function release(state: LayoutState, service: Served): Promise<void> {
  if (!state.brief) return;
  await service.close();
  service.removeDir();
}
afterAll(async () => {
  for (const pending of held.values()) {
    const service = await pending.catch(() => null);
    await service?.close();
    service?.removeDir();
  }
});

/** One state on one screen in one language: its problems, and what its timer shows. */
async function look(state: LayoutState, size: Size, lang: Lang): Promise<Seen> {
  const service = await serviceFor(state);
  try {
    const { page, close } = await visit(service, state, size, lang);
    try {
      const problems = await page.evaluate(layoutProblems, {
        scrollsDown: size.page === 'phone',
        ...(state.whole ? { whole: state.whole } : {}),
      });
      // Read from three metres at 1280×720: 14 px at least, what players read from afar 18 px
      // (the same share of the screen at 1080); 12 px on a phone held in the hand.
      const sizes = await page.evaluate(
        textSizes,
        boundsFor(size.page, size.viewport.height, FAR[state.game ?? 'apophis'], PICTURE),
      );
      saySmallest(`${state.name} ${size.name} ${lang}`, sizes);
      problems.push(...sizes.problems);
      if (state.headline && state.report) {
        problems.push(
          ...(await page.evaluate(endProblems, {
            headline: state.headline,
            report: state.report,
            readable: size.readable,
          })),
        );
      }
      // The luck meter's bars seen from across the room (issue 32: a long game's 84 bars were
      // 2.5 px wide at 720p): 6 px each at least on a big screen.
      if (size.page === 'big') {
        const thin = await page.evaluate(() =>
          Array.from(document.querySelectorAll('[data-testid="luck-bars"] .roll-frame'))
            .map((bar) => bar.getBoundingClientRect().width)
            .filter((width) => width < 6),
        );
        if (thin.length > 0)
          problems.push(
            `${thin.length} luck bars are under 6 px wide (${Math.min(...thin).toFixed(1)} px)`,
          );
      }
      // The map read from three metres: numbers 1/40 of the screen's height (27 px at 1080),
      // names 18 px at 720 (27 px at 1080, issue 32), none under another territory's chip or
      // counter, over another name or another's disc.
      if (state.map && size.page === 'big')
        problems.push(...(await page.evaluate(mapProblems, mapBounds(size.viewport.height))));
      // The step the table is asked about, its die in sight, not under the question.
      if (size.page === 'big') {
        const pending = await page.evaluate(() => {
          const step = document.querySelector('[data-testid="moment-pending"]');
          if (!step) return null;
          const die = step.querySelector('.die') ?? step;
          const box = die.getBoundingClientRect();
          // Its centre and its corners (3 px in): the whole die, not cut by the steps' box.
          const points = [
            [box.left + box.width / 2, box.top + box.height / 2],
            [box.left + 3, box.top + 3],
            [box.right - 3, box.top + 3],
            [box.left + 3, box.bottom - 3],
            [box.right - 3, box.bottom - 3],
          ];
          const seen = points.every(([x, y]) => {
            const top = document.elementFromPoint(x as number, y as number);
            return top !== null && die.contains(top);
          });
          return seen ? null : 'the step in question has its die cut or out of sight';
        });
        if (pending) problems.push(pending);
      }
      const timer = page.getByTestId('timer');
      const hasTimer = (await timer.count()) === 1;
      // Paused too: the table reads its time left while it waits (issue 32: "a paused clock dims
      // to near invisible").
      if (size.page === 'big' && hasTimer && !(await timerInView(page))) {
        problems.push('the timer is covered');
      }
      const seen: Seen = {
        problems: problems.map((problem) => `${state.name} ${size.name} ${lang}: ${problem}`),
        timerWidth: hasTimer ? await timer.evaluate((t) => t.getBoundingClientRect().width) : null,
        timerText: hasTimer ? await timer.textContent() : null,
      };
      if (seen.problems.length > 0 || SCREENSHOTS)
        await keepScreenshot(page, `layout-${state.name}-${size.name}-${lang}`);
      if (size.page === 'phone' && state.phone === 'watch' && state.report) {
        // The report is below the fold of a phone: lines drawn over each other are seen only in
        // sight, so it is checked again once scrolled to.
        await page.locator(state.report).scrollIntoViewIfNeeded();
        const below = await page.evaluate(layoutProblems, {
          scrollsDown: true,
          ...(state.whole ? { whole: state.whole } : {}),
        });
        const sizes = await page.evaluate(
          textSizes,
          boundsFor('phone', size.viewport.height, undefined, PICTURE),
        );
        saySmallest(`${state.name} ${size.name} ${lang} (report)`, sizes);
        below.push(...sizes.problems);
        seen.problems.push(
          ...below.map((p) => `${state.name} ${size.name} ${lang} (report): ${p}`),
        );
        if (below.length > 0 || SCREENSHOTS)
          await keepScreenshot(page, `layout-${state.name}-${size.name}-${lang}-report`);
      }
      return seen;
    } finally {
      await close();
    }
  } finally {
    await release(state, service);
  }
}

/** What each state's looks saw, by `<state> <size> <lang>`: the timer's checks read it. */
export const seen = new Map<string, Seen>();

/**
 * The sweep of `states`: Chromium launched and the screens built once for the file, then one test
 * per state and screen size, each in English and French.
 */
export function sweep(states: readonly LayoutState[]): void {
  beforeAll(async () => {
    [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    screens?.remove();
    if (smallest.length > 0)
      console.log(`the smallest text of each screen:\n${smallest.join('\n')}`);
  });

  for (const state of states) {
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
}
