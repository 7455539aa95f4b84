// Apogee's history replay in Debian's Chromium (issue 24: "the history's replay cuts destinations
// to 'L… G… M…'"): a game of five players and one of two, written as the store writes them, opened at /history/<id>
// at 1280×720 and on a phone of 390×844, in English and French, at its end and moved back with
// the scrubber. Every pad's destinations and the mission board's columns are read whole: the
// name the dictionary gives, no '…', and no box narrower than its text (scrollWidth ≤
// clientWidth), inside the page. Screenshots kept in test/artifacts (apogee-replay-*.png).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYERS, ROCKET, Table } from '../games/apogee-fixtures.ts';
import { type Service, startService } from '../server/harness.ts';
import { writeLog } from '../stats/logs.ts';
import {
  type BIG_SCREEN,
  buildScreens,
  keepScreenshot,
  launchChromium,
  openScreen,
  PHONE,
  type Screen,
} from './browser.ts';

/** A game of five (the narrowest pads) and one of two (each pad's odds in two columns). */
const GAMES = [
  { id: '20260101-200001-apog', seats: 5 },
  { id: '20260101-210001-apog', seats: 2 },
] as const;
const FIVE = [
  ...PLAYERS,
  { name: 'Dee', colour: 'yellow', authority: 4 },
  { name: 'Esperanza', colour: 'white', authority: 6 },
];
/** The pads' short names (display/games/apogee/i18n), every one a pad lists. */
const SHORT = {
  en: ['LEO', 'GEO', 'Moon', 'Lagrange', 'Asteroid', 'Mars'],
  fr: ['LEO', 'GEO', 'Lune', 'Lagrange', 'Astéroïde', 'Mars'],
} as const;
const SIZES = [
  { name: '1280x720', device: { viewport: { width: 1280, height: 720 } } },
  { name: '390x844', device: { ...PHONE, viewport: { width: 390, height: 844 } } },
] as unknown as { name: string; device: typeof PHONE | typeof BIG_SCREEN }[];

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
let service: Service;
let dataDir: string;
const opened: Screen[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'apogee-replay-'));
  for (const { id, seats } of GAMES) {
    // Every pad with a rocket (so each lists its odds), in quarter 1's launch phase.
    const players = FIVE.slice(0, seats);
    const table = Table.started(players, 3);
    for (const seat of players.keys()) table.buildAll(seat, ROCKET);
    table.act({ type: 'advance' });
    writeLog(join(dataDir, 'games'), {
      id,
      createdAt: table.log[0]?.at ?? 0,
      game: 'apogee',
      actions: table.log,
    });
  }
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

/** Every destination and column heading of the replayed table that does not show whole. */
async function cut(page: Page): Promise<string[]> {
  return page.getByTestId('replay-table').evaluate((table) => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const element of Array.from(
      table.querySelectorAll<HTMLElement>('.ag-dest, .ag-board thead th'),
    )) {
      const text = element.textContent ?? '';
      const box = element.getBoundingClientRect();
      if (text.includes('…')) out.push(`"${text}" has an ellipsis`);
      if (
        element.scrollWidth > element.clientWidth &&
        getComputedStyle(element).display !== 'inline'
      )
        out.push(`"${text}" is ${element.scrollWidth} px in ${element.clientWidth} px`);
      if (box.right > width + 0.5 || box.left < -0.5)
        out.push(`"${text}" runs off the page (${Math.round(box.left)}–${Math.round(box.right)})`);
      // A box that is inline has no clientWidth: its parent must hold it.
      const parent = element.parentElement;
      if (parent && parent.scrollWidth > parent.clientWidth)
        out.push(
          `"${text}"'s ${parent.tagName} is ${parent.scrollWidth} px in ${parent.clientWidth} px`,
        );
    }
    return out;
  });
}

describe("Apogee's history replay shows its destinations whole", () => {
  for (const { id, seats } of GAMES)
    for (const { name, device } of SIZES) {
      for (const lang of ['en', 'fr'] as const) {
        it(`${seats} players, ${name}, ${lang}`, async () => {
          const screen = await openScreen(
            browser,
            `${service.url}/history/${id}?lang=${lang}`,
            device,
          );
          opened.push(screen);
          const { page } = screen;
          const table = page.getByTestId('replay-table');
          await table.waitFor({ timeout: 20_000 });
          await expect.poll(() => table.locator('.ag-pad').count()).toBe(seats);
          // Each pad lists the six destinations by their whole names.
          const names = await table.locator('.ag-dest').allTextContents();
          expect(names).toEqual(Array.from({ length: seats }, () => SHORT[lang]).flat());
          expect(await cut(page)).toEqual([]);
          await keepScreenshot(page, `apogee-replay-${seats}-${name}-${lang}`);
          // Back to the set-up's end with the scrubber: the pads redrawn, still whole.
          await page.getByTestId('scrubber-range').fill('3');
          await expect.poll(() => table.getAttribute('data-phase')).toBe('playing');
          expect(await cut(page)).toEqual([]);
        }, 60_000);
      }
    }
});
