// Apogee end to end in Debian's Chromium: the service with the virtual box (firmware 2.0.0 in
// avr8js, which rolls a d12), the game chosen and set up on a phone, a rocket built card by
// card, a launch rolled by the box's own die, all checked on the big screen; then the same
// table on a French big screen. Screenshots kept in test/artifacts.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApogeeState } from '../../src/games/apogee/state.ts';
import { type Service, startService, TOKEN, waitUntil } from '../server/harness.ts';
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
const testId = (page: Page, id: string) => page.getByTestId(id);
const textOf = async (page: Page, id: string) => (await testId(page, id).textContent()) ?? '';

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
let service: Service;
let big: Page;
let phone: Page;
const opened: Screen[] = [];

const apogee = () => service.app.table.state as ApogeeState;

beforeAll(async () => {
  [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
  service = await startService({ box: { serial: 'virtual' }, extra: { displayDir: screens.dir } });
  await waitUntil('the virtual box', () => service.app.table.boxStatus().connected, 20_000);
  for (const [url, device] of [
    [`${service.url}/?token=${TOKEN}`, BIG_SCREEN],
    [`${service.url}/control?token=${TOKEN}`, PHONE],
  ] as const) {
    opened.push(await openScreen(browser, url, device));
  }
  [big, phone] = opened.map((screen) => screen.page) as [Page, Page];
}, 90_000);

afterAll(async () => {
  for (const screen of opened) await screen.close();
  await browser?.close();
  await service?.close();
  screens?.remove();
});

/** A card from the phone's form: its kind, thrust and mass. */
async function build(kind: 'first' | 'upper' | 'payload', thrust: number, mass: number) {
  const before = apogee().players[0]?.rocket.length ?? 0;
  await testId(phone, `kind-${kind}`).tap();
  await testId(phone, 'card-thrust').fill(String(thrust));
  await testId(phone, 'card-mass').fill(String(mass));
  await testId(phone, 'card-save').tap();
  await waitUntil(
    'the card on the rocket',
    () => (apogee().players[0]?.rocket.length ?? 0) > before,
  );
}

describe('Apogee at the table, in Chromium', () => {
  it('the phone chooses Apogee and sets up mission 2; the big screen follows', async () => {
    await testId(phone, 'choose-game-apogee').tap();
    await big.locator('[data-testid="big-screen"][data-game="apogee"]').waitFor(WAIT);
    await testId(phone, 'setup-mission-2').tap();
    await testId(phone, 'setup-start').tap();
    await waitUntil('the game to run', () => apogee().stage === 'playing');
    expect(apogee()).toMatchObject({ mission: 2, quarter: 1 });
    await expect.poll(() => textOf(big, 'ag-quarter'), WAIT).toMatch(/1/);
    await expect.poll(() => textOf(big, 'ag-mission'), WAIT).toMatch(/2/);
    // The box's display counts the mission's twenty minutes down, as its firmware drew it.
    await waitUntil('the mission clock on the box', () =>
      /^(20|19)\d\d$/.test(service.app.table.boxStatus().screen?.digits ?? ''),
    );
  }, 60_000);

  it('a rocket built card by card: the pad shows its thrust, mass and odds', async () => {
    await testId(phone, 'rocket-tab-0').tap();
    await build('first', 10, 5);
    await build('upper', 6, 3);
    await build('payload', 5, 4);
    // AG5: thrust 21, mass 12 → 2.4; AG6: LEO on 5 or more.
    await expect.poll(() => textOf(big, 'thrust-0'), WAIT).toContain('21');
    expect(await textOf(big, 'mass-0')).toContain('12');
    expect(await textOf(big, 'performance-0')).toContain('2.4');
    expect(await textOf(big, 'odds-0-leo')).toMatch(/5\+/);
    await keepScreenshot(big, 'apogee-pads');
  }, 60_000);

  it("the launch phase: the Director with most authority launches, the box's d12 decides", async () => {
    await testId(phone, 'advance').tap();
    await waitUntil('phase B', () => apogee().phase === 'launch');
    await testId(phone, 'launch-leo').tap();
    await waitUntil('the launch declared', () => apogee().awaiting !== null);
    await testId(big, 'ag-awaiting').waitFor(WAIT);
    await testId(phone, 'roll').tap();
    await waitUntil('the box rolled its d12', () => apogee().record.length === 1, 15_000);
    const [launch] = apogee().record;
    expect(launch).toMatchObject({ player: 0, destination: 'leo', source: 'box' });
    expect(launch?.die).toBeGreaterThanOrEqual(1);
    expect(launch?.die).toBeLessThanOrEqual(12);
    await expect.poll(() => textOf(big, 'ag-last-launch'), WAIT).toContain(String(launch?.die));
    await keepScreenshot(big, 'apogee-launch');
  }, 60_000);

  it('the same table on a French big screen', async () => {
    const french = await openScreen(browser, `${service.url}/?token=${TOKEN}&lang=fr`, BIG_SCREEN);
    opened.push(french);
    await testId(french.page, 'ag-board').waitFor(WAIT);
    const text = (await testId(french.page, 'ag-big').textContent()) ?? '';
    expect(text).toMatch(/Trimestre|Lancement|Mission/);
    expect(text).not.toMatch(/\bQuarter\b|\bLaunch phase\b|\bThrust\b/);
    await keepScreenshot(french.page, 'apogee-fr');
    for (const screen of opened) expect(screen.errors).toEqual([]);
  }, 60_000);
});
