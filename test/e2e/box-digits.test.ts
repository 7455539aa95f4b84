// The virtual box's 4-digit display on the control page in Debian's Chromium (issue 24: "the
// lobby's virtual clock shows ':'"). Apogee's lobby sends the box its mission's minutes, paused,
// so the firmware blinks them: lit 700 ms, dark 300 ms. The dark phase drew a lone ':' (the
// colon was always drawn, and the display's own style sat in the big screen's stylesheet, which
// a phone never loads). Sampled through several blinks, at a phone's size and on a big screen
// opened at /control, in English and French, with the lobby's mission as it comes and with the
// longest one chosen; and in Apophis's lobby, whose clock is its timer.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TOKEN, waitUntil } from '../server/harness.ts';
import { type BIG_SCREEN, PHONE } from './browser.ts';
import { chromiumSession } from './session.ts';

const SIZES = [
  { name: '390×844', device: { ...PHONE, viewport: { width: 390, height: 844 } } },
  { name: '1280×720', device: { viewport: { width: 1280, height: 720 } } },
  { name: '1920×1080', device: { viewport: { width: 1920, height: 1080 } } },
] as unknown as { name: string; device: typeof PHONE | typeof BIG_SCREEN }[];

const session = chromiumSession({ virtualBox: true });

/** What the display shows, read every 60 ms for 1.5 s (a blink is one second). */
async function sample(page: Page): Promise<{ texts: Set<string>; dark: number }> {
  const digits = page.getByTestId('box-digits');
  await digits.waitFor({ timeout: 20_000 });
  await digits.scrollIntoViewIfNeeded();
  const texts = new Set<string>();
  let dark = 0;
  for (let i = 0; i < 25; i++) {
    const { text, off } = await digits.evaluate((element) => ({
      text: (element as HTMLElement).innerText.replace(/\s/g, ''),
      off: element.classList.contains('off'),
    }));
    texts.add(text);
    if (off) dark++;
    await page.waitForTimeout(60);
  }
  return { texts, dark };
}

async function check(page: Page, clock: RegExp) {
  const { texts, dark } = await sample(page);
  // The blink was seen (so the dark phase was looked at), and it never showed a ':' alone.
  expect(dark).toBeGreaterThan(0);
  expect([...texts].filter((text) => text !== '' && !clock.test(text))).toEqual([]);
  expect([...texts].some((text) => clock.test(text))).toBe(true);
  // Red digits on the dark module, as a TM1637 looks: the display's own style is loaded.
  const look = await page
    .getByTestId('box-digits')
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(look).toBe('rgb(18, 4, 4)');
}

describe("the virtual box's clock in the lobby never shows a lone ':'", () => {
  it('Apogee, the mission as the lobby has it, then the longest', async () => {
    const phone = await session.screen(`${session.service.url}/control?token=${TOKEN}`, PHONE);
    await phone.page.getByTestId('choose-game-apogee').tap();
    await waitUntil('Apogee', () => session.service.app.table.module.id === 'apogee');
    for (const mission of [null, 9]) {
      if (mission !== null) {
        await phone.page.getByTestId(`setup-mission-${mission}`).tap();
        // AG2: mission 9, expert, 90 minutes.
        await waitUntil(
          'mission 9 on the box',
          () => session.service.app.table.boxStatus().screen?.digits === '9000',
        );
      }
      // Every size with the lobby's mission; the longest on the phone alone (the same drawing).
      for (const { name, device } of mission === null ? SIZES : SIZES.slice(0, 1)) {
        for (const lang of ['en', 'fr']) {
          const screen = await session.screen(
            `${session.service.url}/control?token=${TOKEN}&lang=${lang}`,
            device,
          );
          await check(screen.page, /^\d\d:\d\d$/).catch((error: Error) => {
            throw new Error(
              `${name} ${lang} mission ${mission ?? 'as it comes'}: ${error.message}`,
            );
          });
          await screen.close();
        }
      }
    }
  }, 180_000);

  it("Apophis's lobby, its timer on the box", async () => {
    const phone = await session.screen(`${session.service.url}/control?token=${TOKEN}`, PHONE);
    await phone.page.getByTestId('choose-game-apophis').tap();
    await waitUntil('Apophis', () => session.service.app.table.module.id === 'apophis');
    await check(phone.page, /^\d\d:\d\d$/);
  }, 60_000);
});
