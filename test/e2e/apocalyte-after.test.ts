// Apocalyte after the game, end to end in Debian's Chromium: a data folder holding two Apocalyte
// logs written as the store writes them (Meteor won by the missile, Infection lost with a part of
// the cure found), then the history with its scrubber redrawing the map (the end drawn from the
// service's final view; the reducer's chunk fetched only when the scrubber first moves), and the
// numbers listing Apocalyte. Screenshot kept in test/artifacts (apocalyte-history.png).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsResponse } from '../../src/report.ts';
import { curedThenOverrun, missileGame } from '../display/after/apocalyte-games.ts';
import { type Service, startService } from '../server/harness.ts';
import { writeLog } from '../stats/logs.ts';
import {
  BIG_SCREEN,
  buildScreens,
  keepScreenshot,
  launchChromium,
  openScreen,
  PHONE,
  type Screen,
} from './browser.ts';

const WAIT = { timeout: 10_000 } as const;
const SMALL_PHONE = { ...PHONE, viewport: { width: 390, height: 844 } } as unknown as typeof PHONE;
const WON_ID = '20260101-200001-mete';
const LOST_ID = '20260101-210001-infe';
const HOUR = 3_600_000;

const won = missileGame();
// The loss an hour later, so the list's order (newest first) is known.
const lost = curedThenOverrun().log.map((action) => ({ ...action, at: action.at + HOUR }));

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
let service: Service;
let dataDir: string;
const opened: Screen[] = [];

async function open(url: string, device: typeof BIG_SCREEN | typeof PHONE): Promise<Page> {
  const screen = await openScreen(browser, url, device);
  opened.push(screen);
  return screen.page;
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'apocalyte-after-'));
  const games = join(dataDir, 'games');
  writeLog(games, {
    id: WON_ID,
    createdAt: won.log[0]?.at ?? 0,
    game: 'apocalyte',
    actions: won.log,
  });
  writeLog(games, { id: LOST_ID, createdAt: lost[0]?.at ?? 0, game: 'apocalyte', actions: lost });
  [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
  service = await startService({ dir: dataDir, extra: { displayDir: screens.dir } });
}, 90_000);

afterAll(async () => {
  for (const screen of opened) await screen.close();
  await browser?.close();
  await service?.close();
  screens?.remove();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('Apocalyte after the game', () => {
  it('the history lists both games; the scrubber redraws the map', async () => {
    const page = await open(`${service.url}/history`, BIG_SCREEN);
    // The scripts the page fetches: the fold's chunk (display/after/tables/apocalyte-fold.ts).
    const folds: string[] = [];
    page.on('request', (request) => {
      if (/\/apocalyte-fold-[\w-]+\.js$/.test(request.url())) folds.push(request.url());
    });
    await page.getByTestId('history-list').waitFor(WAIT);
    const games = page.getByTestId('history-game');
    expect(await games.count()).toBe(2);
    expect(await games.nth(0).getAttribute('data-id')).toBe(LOST_ID);
    expect(await games.nth(0).getByTestId('history-outcome').textContent()).toBe('lost');
    expect(await games.nth(0).getByTestId('history-setup').textContent()).toBe(
      'Ada, Bo · Infection',
    );
    expect(await games.nth(1).getByTestId('history-outcome').textContent()).toBe('won');
    expect(await games.nth(1).getByTestId('history-setup').textContent()).toBe('Ada, Bo · Meteor');

    await games.nth(1).locator('a').click();
    const table = page.getByTestId('replay-table');
    await table.waitFor(WAIT);
    const range = page.getByTestId('scrubber-range');
    expect(await range.getAttribute('max')).toBe('35');
    expect(await table.getAttribute('data-phase')).toBe('over');
    expect(await page.getByTestId('replay-moment').textContent()).toBe('Meteor · The players win');
    // The report: the scenario, two Apocalyte turns, the meteorite and the end on the timeline.
    const report = page.getByTestId('after-report');
    expect(await report.locator('g.mark').count()).toBe(5);
    expect(await page.getByTestId('report-decisive').textContent()).toMatch(
      /^The moment that decided it: at 00:34, the missile destroys the meteor: the players win$/,
    );
    const map = table.getByTestId('ac-map');
    const atEnd = await map.innerHTML();
    // The end is on the screen, drawn from the service's final view: no fold fetched yet.
    expect(await page.getByTestId('replay-players').getAttribute('data-total')).toBe('105');
    expect(folds).toEqual([]);
    // Action 20: the placement's eight rioters on the board, its OK awaited. Moving the
    // scrubber fetches the fold, once.
    await range.fill('20');
    expect(await page.getByTestId('scrubber-at').textContent()).toBe('action 20 of 35 · 00:19');
    expect(await page.getByTestId('replay-apocalytes').getAttribute('data-total')).toBe('8');
    expect(await table.locator('[data-territory] .ac-chip.apocalytes').count()).toBe(8);
    expect(await page.getByTestId('replay-players').getAttribute('data-total')).toBe('102');
    expect(await map.innerHTML()).not.toBe(atEnd);
    expect(folds).toHaveLength(1);
    await keepScreenshot(page, 'apocalyte-history');
    await range.fill('35');
    expect(await map.innerHTML()).toBe(atEnd);
    await range.fill('1');
    expect(await table.getAttribute('data-phase')).toBe('lobby');
    expect(folds).toHaveLength(1);
  });

  it('the scrubber’s map is drawn whole: nothing cut at its bottom (issue 32)', async () => {
    for (const device of [BIG_SCREEN, SMALL_PHONE]) {
      const page = await open(`${service.url}/history/${LOST_ID}`, device);
      const table = page.getByTestId('replay-table');
      await table.waitFor(WAIT);
      // Every territory and label of the map inside the box that shows it (the table clips).
      const cut = await page.evaluate(() => {
        const shown = document.querySelector('[data-testid="replay-table"]') as HTMLElement;
        const box = shown.getBoundingClientRect();
        const map = shown.querySelector('[data-testid="ac-map"]') as SVGSVGElement;
        const drawn = map.getBoundingClientRect();
        const parts = Array.from(map.querySelectorAll('[data-territory], text'));
        const out = parts
          .map((part) => part.getBoundingClientRect())
          .filter((r) => r.height > 0 && (r.bottom > box.bottom + 1 || r.bottom > drawn.bottom + 1))
          .map((r) => Math.round(r.bottom));
        return { out, table: Math.round(box.bottom), map: Math.round(drawn.bottom) };
      });
      expect(cut.out, `map bottom ${cut.map}, table bottom ${cut.table}`).toEqual([]);
    }
  });

  it('the army charts write no value over another (issue 32)', async () => {
    const page = await open(`${service.url}/history/${WON_ID}`, BIG_SCREEN);
    await page.getByTestId('step-line').first().waitFor(WAIT);
    const overlaps = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-testid="step-line"]')).flatMap((chart) => {
        // The values drawn on the line (the last label is the chart's title, under its axis).
        const boxes = Array.from(chart.querySelectorAll('text.chart-label'))
          .slice(0, -1)
          .map((text) => text.getBoundingClientRect());
        return boxes.flatMap((a, i) =>
          boxes
            .slice(i + 1)
            .filter(
              (b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
            )
            .map(() => chart.querySelector('title')?.textContent ?? ''),
        );
      }),
    );
    expect(overlaps).toEqual([]);
  });

  it('the history in French, on a phone', async () => {
    const page = await open(`${service.url}/history/${LOST_ID}?lang=fr`, PHONE);
    await page.getByTestId('replay-table').waitFor(WAIT);
    expect(await page.locator('h1').textContent()).toBe('Apocalyte · perdue');
    expect(await page.getByTestId('replay-moment').textContent()).toBe(
      'Infection · Les Apocalytes gagnent',
    );
    const marks = page.getByTestId('after-report').locator('g.mark title');
    expect(await marks.allTextContents()).toEqual([
      expect.stringMatching(/ scénario\u202f: Infection$/),
      expect.stringMatching(/ tour des Apocalytes, manche 1$/),
      expect.stringMatching(/ partie 1 sur 3 du remède trouvée$/),
      expect.stringMatching(/ les Apocalytes ont envahi tous les territoires$/),
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.viewport.width,
    );
  });

  it('the numbers list Apocalyte', async () => {
    const page = await open(`${service.url}/stats`, BIG_SCREEN);
    const module = page.getByTestId('stats-apocalyte');
    await module.waitFor(WAIT);
    expect(await module.locator('h2').textContent()).toBe('Apocalyte');
    expect(await module.getByTestId('module-counts').textContent()).toBe(
      'played 2 · won 1 · lost 1 · unfinished 0',
    );
    expect(await module.getByTestId('module-setups').locator('th').allTextContents()).toEqual(
      expect.arrayContaining(['Meteor · any', 'Infection · any']),
    );
    for (const screen of opened) expect(screen.errors).toEqual([]);
  });

  it('the numbers show the fights, read on a phone in French (390×844)', async () => {
    // Issue 24: /api/stats has luck.fights; the numbers page shows them. The figures come from
    // the service's own answer; the page must show them whole on a phone.
    const api = (await (await fetch(`${service.url}/api/stats`)).json()) as StatsResponse;
    const fights = api.modules.apocalyte?.luck.fights;
    // The infection's game has three rounds with losses (the missile's, none).
    expect(fights?.count).toBe(3);
    const page = await open(`${service.url}/stats?lang=fr`, SMALL_PHONE);
    const module = page.getByTestId('stats-apocalyte');
    await module.getByTestId('fights-table').waitFor(WAIT);
    await module.getByTestId('fights-table').scrollIntoViewIfNeeded();
    expect(await module.getByTestId('module-fights').textContent()).toBe(
      '3 manches de combat\u202f: les armées perdues, prévues et obtenues',
    );
    // Ada's three rounds in Alaska: 0.255 + 0.779 + 1.079 = 2.1 armies expected, 1 + 1 + 2 lost;
    // the infected lose none there (the report's own rounds, test/display/after/apocalyte-games.ts).
    expect(fights?.players.expected).toBeCloseTo(2.113, 3);
    const rows = module.getByTestId('fights-table').locator('tbody tr');
    expect(await rows.nth(0).locator('th, td').allTextContents()).toEqual([
      'les armées des joueurs',
      '2,1',
      '4',
    ]);
    expect(await rows.nth(1).locator('th, td').allTextContents()).toEqual([
      'les Apocalytes',
      '0',
      '0',
    ]);
    // Readable on the phone: inside the page, nothing wider than its box, the figures at 16 px.
    const fit = await module.evaluate((element) => ({
      page: document.documentElement.scrollWidth,
      table: element.querySelector('[data-testid="fights-table"]')?.getBoundingClientRect().right,
      line: element.querySelector('[data-testid="module-fights"]')?.scrollWidth,
      lineBox: element.querySelector('[data-testid="module-fights"]')?.clientWidth,
      size: getComputedStyle(element.querySelector('[data-testid="fights-table"] td') as Element)
        .fontSize,
    }));
    expect(fit.page).toBeLessThanOrEqual(390);
    expect(fit.table).toBeLessThanOrEqual(390);
    expect(fit.line).toBeLessThanOrEqual(fit.lineBox ?? 0);
    expect(Number.parseFloat(fit.size)).toBeGreaterThanOrEqual(16);
    await keepScreenshot(page, 'apocalyte-stats-fights-phone-fr');
    for (const screen of opened) expect(screen.errors).toEqual([]);
  });
});
