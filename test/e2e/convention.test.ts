// A convention table's queue and attract loop (issue 34) in Debian's Chromium against the real
// service: the queue's screens (the hall's list and the visitor's join page) fit 1920×1080,
// 1280×720 and 390×844; the big screen idle in its lobby shows the attract loop after the table's
// minutes on the page's clock (the pitch, the moment that decided this table's last game, the
// queue's QR code with the wait), and a key press or a tap ends it. A newcomer's whole path, from
// the queue's QR code to the end screen's play to take home, is teach.test.ts.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/messages.ts';
import { TOKEN, tableState } from '../server/harness.ts';
import { winWithSixes } from '../server/win-apophis.ts';
import { BIG_SCREEN, HD, keepScreenshot, SMALL_PHONE } from './browser.ts';
import { decodeQr } from './qr-decode.ts';
import { chromiumSession } from './session.ts';

const WAIT = { timeout: 15_000 } as const;
const session = chromiumSession();

/** No element wider than the page: nothing to scroll sideways. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function command(sent: Command): Promise<void> {
  const result = await session.service.app.table.command(sent);
  if (!result.ok) throw new Error(`${sent.type} refused: ${result.error}`);
}

describe('the queue’s screens', () => {
  it('fit 1920×1080, 1280×720 and 390×844 in the hall and on the phones', async () => {
    const { service } = session;
    for (let n = 1; n <= 3; n++) {
      const joined = await service.app.inject({
        method: 'POST',
        url: '/api/queue',
        payload: { group: `Groupe ${n} au nom long`, players: ['Ada', 'Bo', 'Cy'] },
        remoteAddress: `10.7.0.${n}`,
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }
    for (const [device, name] of [
      [BIG_SCREEN, '1080'],
      [HD, '720'],
      [SMALL_PHONE, 'phone'],
    ] as const) {
      const hall = await session.open(`${service.url}/hall?token=${TOKEN}`, device);
      await hall.getByTestId('queue-group-row').first().waitFor(WAIT);
      expect(await hall.getByTestId('queue-group-row').count()).toBe(3);
      expect(await fitsWidth(hall), name).toBe(true);
      await keepScreenshot(hall, `convention-hall-${name}`);
      const visitor = await session.open(`${service.url}/t/1/queue?lang=fr`, device);
      await visitor.getByTestId('queue-join').waitFor(WAIT);
      expect(await visitor.getByTestId('queue-ahead').textContent()).toMatch(
        /^3 groupes en attente/,
      );
      expect(await fitsWidth(visitor), name).toBe(true);
    }
  }, 120_000);
});

describe('the attract loop', () => {
  it('starts after the lobby’s idle minutes on the page’s clock, and a key press ends it', async () => {
    const { service } = session;
    // This table's last game, won on its third launch.
    await command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 } as Command);
    await command({ type: 'start' } as Command);
    await winWithSixes(service);
    expect(tableState(service).phase).toBe('won');
    await command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 } as Command);
    const context = await session.browser.newContext({ ...BIG_SCREEN, reducedMotion: 'reduce' });
    const page = await context.newPage();
    session.keep({ page, errors: [], close: () => context.close() });
    await page.clock.install();
    await page.goto(`${service.url}/?token=${TOKEN}&attract=2`);
    await page.getByTestId('big-screen').waitFor(WAIT);
    await page.locator('[data-testid="big-screen"][data-phase="lobby"]').waitFor(WAIT);
    await page.clock.runFor('01:59');
    expect(await page.getByTestId('attract').count()).toBe(0);
    await page.clock.runFor('00:02');
    const attract = page.getByTestId('attract');
    await attract.waitFor(WAIT);
    expect(await page.getByTestId('attract-pitch').textContent()).toMatch(/^The asteroid Apophis/);
    // The moment that decided this table's last game (won above, on its third launch).
    await expect
      .poll(() => page.getByTestId('attract-decided').textContent(), WAIT)
      .toMatch(/^Decided at this table · .+/);
    await page.getByTestId('attract-wait').waitFor(WAIT);
    await attract.locator('svg.qr').waitFor(WAIT);
    expect(await decodeQr(attract)).toBe(`${service.url}/queue`);
    await keepScreenshot(page, 'convention-attract-1080');
    // S is START on the big screen: the press that ends the loop does nothing else.
    await page.keyboard.press('s');
    await attract.waitFor({ state: 'detached', timeout: 10_000 });
    expect(tableState(service).phase).toBe('lobby');
    // Idle again: it comes back.
    await page.clock.runFor('02:01');
    await page.getByTestId('attract').waitFor(WAIT);
    await page.mouse.click(10, 10);
    await page.getByTestId('attract').waitFor({ state: 'detached', timeout: 10_000 });
  }, 120_000);
});
