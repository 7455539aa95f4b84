// Apocalyte's map on a phone follows the play (display/games/apocalyte/follow.tsx), in Debian's
// Chromium against the real service resuming a real log: Ada fights the zombies in Alaska (her
// combat step, the round's dice awaited). Issue 24 asks for "a phone map (control and
// spectator) that zooms to the continent in play", large enough to tap a territory and read its
// number (army numbers 18 px or more there), with a way to the whole board and back, and the
// zoom following the play to another continent. Measured at 390×844 and 844×390, English and
// French: the control page's map and the spectators' page's.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Continent, type Territory, territoriesOf } from '../../src/games/apocalyte/map.ts';
import type { ApocalyteState } from '../../src/games/apocalyte/state.ts';
import type { Command } from '../../src/messages.ts';
import { seededRandom } from '../../src/random.ts';
import { type Service, startService, TOKEN, waitUntil } from '../server/harness.ts';
import { buildScreens, keepScreenshot, launchChromium } from './browser.ts';
import { adaFights, apocalyteLog } from './layout-apocalyte.ts';
import { writeState } from './layout-states.ts';

const WAIT = { timeout: 10_000 } as const;
const PORTRAIT = { width: 390, height: 844 };
const LANDSCAPE = { width: 844, height: 390 };
/** The floor for an army's number on the phone's zoomed map, in CSS px. */
const NUMBER_PX = 18;
/** A thumb's disc (the phone's pickers hold the same floor, apocalyte-phone.test.ts). */
const DISC_PX = 44;

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
let service: Service;
let dir: string;
const table = () => service.app.table.state as ApocalyteState;

async function command(sent: Command): Promise<void> {
  const result = await service.app.table.command(sent);
  if (!result.ok) throw new Error(`${sent.type} refused: ${result.error}`);
}

beforeAll(async () => {
  [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
  dir = mkdtempSync(join(tmpdir(), 'apophis-zoom-'));
  // Ada's combat step (layout-apocalyte.ts): Alaska 4 of her armies and a supply against 2
  // zombies; Peru hers too against 2 zombies; her round in Alaska started, its dice awaited.
  await writeState(
    dir,
    {
      name: 'apocalyte-zoom',
      game: 'apocalyte',
      phase: 'player',
      shown: '',
      actions: (now) =>
        apocalyteLog(now, (t) => {
          adaFights(t);
          t.set('peru', [3, 0], 2, 0).act({ type: 'fight', territory: 'alaska' });
        }),
    },
    Date.now(),
  );
  service = await startService({ dir, extra: { displayDir: screens.dir } });
  expect(table().pending).toMatchObject({ kind: 'dice', for: 'round' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await service?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  screens?.remove();
});

type Page_ = { page: Page; root: string; close(): Promise<void> };

/** The control page or the spectators' page on a phone of `viewport`, in `lang`. */
async function phonePage(
  kind: 'control' | 'watch',
  viewport: { width: number; height: number },
  lang: 'en' | 'fr',
): Promise<Page_> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(`${service.url}/${kind}?token=${TOKEN}&lang=${lang}`);
  const root = kind === 'control' ? '[data-testid="play-map"]' : '[data-testid="watch"]';
  await page.locator(`${root} [data-testid="ac-follow"] svg`).waitFor(WAIT);
  return { page, root, close: () => context.close() };
}

type Seen = {
  zoom: string | null;
  viewBox: string | null;
  /** The territory's disc wholly inside the map's box, and the map inside the page's width. */
  inside: boolean;
  disc: number;
  /** The territory's army numbers, and the smallest of its continent's, in CSS px. */
  number: number;
  smallest: number;
};

/**
 * The map's zoom, and `territory` on it: whether its disc is in the map's visible box, its size,
 * its numbers' size (font size at the drawing's scale); run in the page.
 */
function measure(args: { root: string; territory: string; continent: string[] }): Seen {
  const follow = document.querySelector(`${args.root} [data-testid="ac-follow"]`);
  const svg = follow?.querySelector('svg');
  if (!follow || !(svg instanceof SVGSVGElement)) throw new Error('no map');
  const px = (element: Element) =>
    Number.parseFloat(getComputedStyle(element).fontSize) *
    ((element as SVGGraphicsElement).getScreenCTM()?.a ?? 0);
  const numbers = (territory: string) =>
    Array.from(svg.querySelectorAll(`[data-territory="${territory}"] .ac-count`)).map(px);
  const map = svg.getBoundingClientRect();
  const disc = svg
    .querySelector(`[data-territory="${args.territory}"] .ac-disc`)
    ?.getBoundingClientRect();
  if (!disc) throw new Error(`no ${args.territory}`);
  const within = (a: DOMRect, b: { left: number; right: number; top: number; bottom: number }) =>
    a.left >= b.left - 1 &&
    a.right <= b.right + 1 &&
    a.top >= b.top - 1 &&
    a.bottom <= b.bottom + 1;
  return {
    zoom: follow.getAttribute('data-zoom'),
    viewBox: svg.getAttribute('viewBox'),
    inside:
      within(disc, map) &&
      within(map, { left: 0, right: document.documentElement.clientWidth, top: -1e9, bottom: 1e9 }),
    disc: Math.min(disc.width, disc.height),
    number: Math.min(...numbers(args.territory)),
    smallest: Math.min(...args.continent.flatMap(numbers)),
  };
}

const look = (p: Page_, territory: Territory, continent: Continent) =>
  p.page.evaluate(measure, {
    root: p.root,
    territory,
    continent: territoriesOf(continent),
  });

const sizes: string[] = [];

describe('the phone map zoomed on the fight in Alaska', () => {
  for (const [kind, lang] of [
    ['control', 'en'],
    ['watch', 'fr'],
    ['control', 'fr'],
    ['watch', 'en'],
  ] as const) {
    for (const viewport of [PORTRAIT, LANDSCAPE]) {
      const size = `${viewport.width}×${viewport.height}`;
      it(`${kind} page, ${size}, ${lang}: North America in sight, Alaska's number ${NUMBER_PX} px or more; the whole board and back`, async () => {
        const p = await phonePage(kind, viewport, lang);
        try {
          const zoomed = await look(p, 'alaska', 'north-america');
          sizes.push(
            `${kind} ${size} ${lang}: Alaska's disc ${zoomed.disc.toFixed(0)} px, its number ${zoomed.number.toFixed(1)} px, North America's smallest number ${zoomed.smallest.toFixed(1)} px`,
          );
          expect(zoomed.zoom).toBe('north-america');
          expect(zoomed.inside).toBe(true);
          expect(zoomed.number).toBeGreaterThanOrEqual(NUMBER_PX);
          expect(zoomed.smallest).toBeGreaterThanOrEqual(NUMBER_PX);
          expect(zoomed.disc).toBeGreaterThanOrEqual(DISC_PX);
          const toggle = p.page.locator(`${p.root} [data-testid="ac-follow-toggle"]`);
          expect(await toggle.textContent()).toBe(lang === 'en' ? 'Whole map' : 'Carte entière');
          if (kind === 'control' && viewport === PORTRAIT) {
            // The map in sight under the instruction it shows (the dice typed above it).
            await p.page
              .getByTestId('play-map')
              .evaluate((panel) => panel.scrollIntoView({ block: 'end' }));
            await keepScreenshot(p.page, `apocalyte-phone-zoom-${lang}`);
            await p.page.evaluate(() => window.scrollTo(0, 0));
          }
          await toggle.tap();
          await expect
            .poll(() => look(p, 'alaska', 'north-america'), WAIT)
            .toMatchObject({ zoom: 'whole', viewBox: '0 0 1600 900' });
          expect(await toggle.textContent()).toBe(
            lang === 'en' ? 'Zoom: North America' : 'Zoom\u202f: Amérique du Nord',
          );
          await toggle.tap();
          await expect
            .poll(() => look(p, 'alaska', 'north-america'), WAIT)
            .toMatchObject({ zoom: 'north-america', viewBox: zoomed.viewBox });
        } finally {
          await p.close();
        }
      }, 60_000);
    }
  }
});

describe('the zoom follows the play', () => {
  it('once the round in Alaska is over, a fight in Peru brings South America on both phones', async () => {
    const control = await phonePage('control', PORTRAIT, 'en');
    const watch = await phonePage('watch', PORTRAIT, 'fr');
    try {
      // The round's dice, any reroll, every OK (seeded dice), until Ada may fight again.
      const random = seededRandom(3);
      for (let i = 0; i < 50 && table().pending; i++) {
        const p = table().pending;
        if (p?.kind === 'dice')
          await command({
            type: 'roll',
            values: Array.from({ length: p.dice.count }, () => 1 + Math.floor(random() * 6)),
          } as Command);
        else if (p?.kind === 'confirm') await command({ type: 'confirm' } as Command);
        else if (p?.kind === 'choice' && p.ask === 'reroll')
          await command({ type: 'reroll' } as Command);
        else throw new Error(`unexpected ${JSON.stringify(p)}`);
      }
      await command({ type: 'fight', territory: 'peru' } as Command);
      await waitUntil('the round in Peru', () => table().pending?.kind === 'dice', 10_000);
      for (const p of [control, watch]) {
        await expect
          .poll(async () => (await look(p, 'peru', 'south-america')).zoom, WAIT)
          .toBe('south-america');
        const seen = await look(p, 'peru', 'south-america');
        sizes.push(
          `${p.root} 390×844 after the move: Peru's disc ${seen.disc.toFixed(0)} px, its number ${seen.number.toFixed(1)} px`,
        );
        expect(seen.inside).toBe(true);
        expect(seen.number).toBeGreaterThanOrEqual(NUMBER_PX);
      }
      await keepScreenshot(watch.page, 'apocalyte-watch-zoom-fr');
    } finally {
      await control.close();
      await watch.close();
    }
    console.log(sizes.join('\n'));
  }, 90_000);
});
