// Learn by playing in Debian's Chromium for Apogee and Apocalyte (issue 34, AG52, AC56): the
// lobby's "Teach us as we play" on a phone (390x844), the pitch with its picture on a 1280x720
// big screen, the tap steps through the phone's Next, the steps the table plays, each worded on
// both screens, then a skip from a middle step; English and French. Screenshots kept in
// test/artifacts. The table's plays are sent as the phone's commands (the box's presses are the
// module's own tests: test/games/*-teach.test.ts).

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teachWords as apocalyteWords } from '../../display/games/apocalyte/teach.ts';
import { teachWords as apogeeWords } from '../../display/games/apogee/teach.ts';
import type { GameTeach } from '../../display/games/seam.ts';
import type { Command } from '../../src/messages.ts';
import { type Service, startService, TOKEN, waitUntil } from '../server/harness.ts';
import {
  type BIG_SCREEN,
  buildScreens,
  keepScreenshot,
  launchChromium,
  openScreen,
  type Screen,
} from './browser.ts';
import { mapBounds, mapProblems } from './layout-apocalyte.ts';
import { boundsFor, textSizes } from './legibility.ts';

const WAIT = { timeout: 15_000 } as const;
const BIG_720 = { viewport: { width: 1280, height: 720 } } as unknown as typeof BIG_SCREEN;
const PHONE_390 = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  hasTouch: true,
  isMobile: true,
} as unknown as typeof BIG_SCREEN;

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;

beforeAll(async () => {
  [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  screens?.remove();
});

const stepOf = (page: Page) => page.getByTestId('teach-card').getAttribute('data-step');

/** The card shows `id`'s words in `lang` on the big screen and the phone. */
async function showsStep(
  game: string,
  big: Page,
  phone: Page,
  words: GameTeach['words'],
  lang: 'en' | 'fr',
  id: string,
) {
  await expect.poll(() => stepOf(big), WAIT).toBe(id);
  const said = words[lang][id];
  await expect.poll(() => big.getByTestId('teach-title').textContent(), WAIT).toBe(said?.title);
  expect(await big.getByTestId('teach-say').textContent()).toBe(said?.say);
  await expect
    .poll(() => phone.getByTestId('teach-phone').getAttribute('data-step'), WAIT)
    .toBe(id);
  expect(await phone.getByTestId('teach-phone').textContent()).toContain(said?.title ?? '');
  // Read from across the table: the card's words 18 px at least at 720 and every label 14; the
  // phone's 12 (the pictures' marks are part of the drawing). Apocalyte's map beside the band
  // reads as it does without it (issue 32: its names were 12.2 px above a band across the screen):
  // names and numbers 18 px, none over another's.
  const picture = '[data-testid$="-teach-picture"]';
  const sizes = await big.evaluate(() =>
    Array.from(document.querySelectorAll('.teach-card h2, .teach-say')).map((element) =>
      Number.parseFloat(getComputedStyle(element).fontSize),
    ),
  );
  expect(sizes.length).toBe(2);
  for (const px of sizes) expect(px).toBeGreaterThanOrEqual(18);
  const far = await big.evaluate(
    textSizes,
    boundsFor('big', 720, '.teach-say, .teach-card h2', picture),
  );
  expect(far.problems).toEqual([]);
  if (
    game === 'apocalyte' &&
    (await big.getByTestId('teach-card').getAttribute('data-next')) === 'play'
  ) {
    expect(await big.evaluate(mapProblems, mapBounds(720))).toEqual([]);
  }
  expect((await phone.evaluate(textSizes, boundsFor('phone', 844))).problems).toEqual([]);
  // The card sits within the big screen (1280x720).
  const box = await big.getByTestId('teach-card').boundingBox();
  expect(
    box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 1281 && box.y + box.height <= 721,
  ).toBe(true);
}

const WALKS = [
  {
    game: 'apogee',
    words: apogeeWords,
    /** The table's plays after the tap steps, each with the step it leads to. */
    plays: [
      [{ type: 'start' }, 'planning'],
      [{ type: 'advance' }, 'launch'],
    ],
  },
  {
    game: 'apocalyte',
    words: apocalyteWords,
    plays: [
      [{ type: 'start' }, 'board'],
      [{ type: 'confirm' }, 'apocalytes'],
    ],
  },
] as const;

describe.each(WALKS)('$game teaches in Chromium', ({ game, words, plays }) => {
  for (const lang of ['en', 'fr'] as const) {
    it(`${lang}: the pitch and its picture, Next on the phone, the table's plays, skip`, async () => {
      const service: Service = await startService({ extra: { displayDir: screens.dir } });
      const opened: Screen[] = [];
      try {
        const table = service.app.table;
        const send = async (command: Record<string, unknown>) => {
          const result = await table.command(command as unknown as Command);
          if (!result.ok) throw new Error(`${String(command.type)} refused: ${result.error}`);
        };
        await send({ type: 'newGame', game });
        const [bigScreen, phoneScreen] = [
          await openScreen(browser, `${service.url}/?token=${TOKEN}&lang=${lang}`, BIG_720),
          await openScreen(
            browser,
            `${service.url}/control?token=${TOKEN}&lang=${lang}`,
            PHONE_390,
          ),
        ];
        opened.push(bigScreen, phoneScreen);
        const big = bigScreen.page;
        const phone = phoneScreen.page;
        // The lobby's choice on the phone starts the game's teaching.
        await phone.getByTestId('teach-choose').tap();
        await showsStep(game, big, phone, words, lang, 'pitch');
        await big.getByTestId('teach-picture').locator('svg').waitFor(WAIT);
        expect(await big.getByTestId(`${game}-teach-picture`).isVisible()).toBe(true);
        await keepScreenshot(big, `teach-${game}-${lang}-pitch`);
        await keepScreenshot(phone, `teach-${game}-${lang}-pitch-phone`);
        // Every tap step through the phone's Next.
        while ((await big.getByTestId('teach-card').getAttribute('data-next')) === 'tap') {
          const before = await stepOf(big);
          await phone.getByTestId('teach-next').tap();
          await expect.poll(() => stepOf(big), WAIT).not.toBe(before);
        }
        // The steps the table plays: no Next on the phone, each moved on by the play itself.
        for (const [command, next] of plays) {
          // Each screen hears the table on its own: the phone on the big screen's step first.
          const step = await stepOf(big);
          await expect
            .poll(() => phone.getByTestId('teach-phone').getAttribute('data-step'), WAIT)
            .toBe(step);
          expect(await phone.getByTestId('teach-next').count()).toBe(0);
          await send(command);
          await showsStep(game, big, phone, words, lang, next);
        }
        await keepScreenshot(big, `teach-${game}-${lang}-middle`);
        // A skip from this middle step: the cards go, the game goes on.
        await phone.getByTestId('teach-skip').tap();
        await big.getByTestId('teach-card').waitFor({ state: 'detached', ...WAIT });
        await phone.getByTestId('teach-phone').waitFor({ state: 'detached', ...WAIT });
        await waitUntil(
          'the teaching skipped',
          () => (table.state as { teach?: { skipped: boolean } }).teach?.skipped === true,
        );
        expect((table.state as { stage: string }).stage).toBe('playing');
        expect([...bigScreen.errors, ...phoneScreen.errors]).toEqual([]);
      } finally {
        for (const screen of opened) await screen.close();
        await service.close();
      }
    }, 120_000);
  }
});
