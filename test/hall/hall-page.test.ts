// The hall of many machines in Debian's Chromium: `apophis hall` with its own broker, two
// `apophis serve --mqtt` machines of two box-less tables each, and the `/hall` page on a phone
// and on a 1080p screen. A change at a table shows without a reload (the page's stream: its
// safety-net poll is every 10 s); each control QR code carries that table's own token; "End
// this game" goes through a signed command; a machine killed is marked offline with since
// when, in English and in French.

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_SCREEN, keepScreenshot, launchChromium, openScreen, PHONE } from '../e2e/browser.ts';
import { layoutProblems } from '../e2e/layout-check.ts';
import { ServiceProcess } from '../server/child.ts';
import { Screen } from '../server/harness.ts';
import { freePort, HallProcess, TOKEN, tokenOf, waitUntil } from './harness.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PHONE_390 = { ...PHONE, viewport: { width: 390, height: 844 } } as unknown as typeof PHONE;
const WAIT = { timeout: 15_000 } as const;

let root: string;
let hall: HallProcess;
let browser: Browser;
const services = new Map<string, ServiceProcess>();

const row = (key: string) => `[data-testid="hall-table-${key}"]`;

describe('the hall page of many machines', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    // The page `apophis hall` serves is the built display (dist/display), as `npm start` builds it.
    execFileSync('npm', ['run', '--silent', 'build:display'], { cwd: ROOT, stdio: 'ignore' });
    root = mkdtempSync(join(tmpdir(), 'apophis-hall-page-'));
    hall = await HallProcess.start(['--broker-port', String(await freePort())]);
    for (const name of ['pi-a', 'pi-b']) {
      const dir = join(root, name);
      mkdirSync(dir);
      const args = ['--serial', 'none', '--mqtt', hall.broker as string, '--name', name];
      services.set(name, await ServiceProcess.start(dir, TOKEN, { args, timeoutMs: 30_000 }));
    }
    browser = await launchChromium();
    await waitUntil('4 tables at the hall', async () => (await hall.tables()).length === 4);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    for (const service of services.values()) await service.kill();
    await hall?.kill();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('on a phone: every table, its own token in its control QR, a change shown without a reload, ended from the hall', async () => {
    const { page, errors, close } = await openScreen(
      browser,
      `${hall.url}/hall?token=${TOKEN}`,
      PHONE_390,
    );
    for (const key of ['pi-a/1', 'pi-a/2', 'pi-b/1', 'pi-b/2']) {
      await page.locator(row(key)).waitFor(WAIT);
      const control = page.locator(`${row(key)} [data-testid="hall-link-control"] a`);
      expect(await control.getAttribute('href')).toContain(`token=${tokenOf(key)}`);
    }
    // A game started at pi-b/1: on the page from the stream, long before the 10 s poll.
    const service = services.get('pi-b') as ServiceProcess;
    const screen = await Screen.open(`${service.url}/t/1`);
    const started = Date.now();
    expect(await screen.command({ type: 'start' }, tokenOf('pi-b/1'))).toMatchObject({ ok: true });
    await page.locator(`${row('pi-b/1')}[data-status="playing"]`).waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await page.evaluate(layoutProblems, { scrollsDown: true })).toEqual([]);
    await keepScreenshot(page, 'hall-machines-phone');
    // "End this game": the page asks first, then the hall signs the command to that table.
    await page.locator(`${row('pi-b/1')} [data-testid="end-game"]`).click();
    await page.locator(`${row('pi-b/1')} [data-testid="end-game-yes"]`).click();
    await waitUntil('the game ended at the table', () => screen.state()?.status === 'lobby');
    await page.locator(`${row('pi-b/1')}[data-status="lobby"]`).waitFor(WAIT);
    screen.close();
    expect(errors).toEqual([]);
    await close();
  });

  it('on a 1080p screen, in French: a machine killed is marked offline with since when', async () => {
    await services.get('pi-a')?.kill();
    const { page, errors, close } = await openScreen(
      browser,
      `${hall.url}/hall?lang=fr`,
      BIG_SCREEN,
    );
    const offline = page.locator(`${row('pi-a/1')} [data-testid="hall-offline"]`);
    await offline.waitFor(WAIT);
    expect(await offline.textContent()).toMatch(/^hors ligne depuis \d\d h \d\d/);
    expect(await page.locator(`${row('pi-b/1')} [data-testid="hall-offline"]`).count()).toBe(0);
    expect(await page.evaluate(layoutProblems, { scrollsDown: true })).toEqual([]);
    await keepScreenshot(page, 'hall-machines-1080p-fr');
    expect(errors).toEqual([]);
    await close();
  });
});
