// End to end in Debian's Chromium: the service with the virtual box (the real firmware in avr8js),
// the big screen at 1920×1080 and the control page on a phone, driven by taps, checked on the big
// screen. A second service resumes a hand-written game paused three seconds from its deadline,
// so the end screen arrives live without waiting out a whole timer.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../server/store/index.ts';
import { actions as a } from '../../src/games/apophis/actions.ts';
import { type Service, startService, TOKEN, tableState, waitUntil } from '../server/harness.ts';
import {
  BIG_SCREEN,
  buildScreens,
  keepScreenshot,
  launchChromium,
  openScreen,
  PHONE,
  type Screen,
} from './browser.ts';

/** `mm:ss` or `00:0s.t` as the timer draws it, in seconds. */
function timerSeconds(text: string | null): number {
  const match = /^(\d\d):(\d\d(?:\.\d)?)$/.exec(text?.trim() ?? '');
  if (!match) throw new Error(`the timer shows "${text}", not mm:ss`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const WAIT = { timeout: 10_000 } as const;
const testId = (page: Page, id: string) => page.getByTestId(id);
const textOf = async (page: Page, id: string) => (await testId(page, id).textContent()) ?? '';

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
const opened: Screen[] = [];
const services: Service[] = [];

async function serve(options: { dir?: string; serial: 'virtual' | 'none' }): Promise<Service> {
  const service = await startService({
    box: { serial: options.serial },
    extra: { displayDir: screens.dir },
    ...(options.dir ? { dir: options.dir } : {}),
  });
  services.push(service);
  return service;
}

async function open(url: string, device: typeof BIG_SCREEN | typeof PHONE): Promise<Screen> {
  const screen = await openScreen(browser, url, device);
  opened.push(screen);
  return screen;
}

beforeAll(async () => {
  [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
}, 60_000);

afterAll(async () => {
  // Pages first, so no page logs its socket closing under it as an error.
  for (const screen of opened) await screen.close();
  await browser?.close();
  for (const service of services) await service.close();
  screens?.remove();
});

describe('a game on the virtual box, from the control page to the big screen', () => {
  let service: Service;
  let big: Page;
  let phone: Page;

  beforeAll(async () => {
    service = await serve({ serial: 'virtual' });
    await waitUntil(
      'the virtual box to say HELLO',
      () => service.app.table.boxStatus().connected,
      20_000,
    );
    big = (await open(`${service.url}/?token=${TOKEN}`, BIG_SCREEN)).page;
    phone = (await open(`${service.url}/control?token=${TOKEN}`, PHONE)).page;
  }, 60_000);

  it('the control page starts the game it sets up; the big screen counts down', async () => {
    await testId(big, 'lobby').waitFor(WAIT);
    await testId(big, 'control-qr').waitFor(WAIT);
    expect(await textOf(big, 'control-url')).toBe(`${service.url}/control?token=${TOKEN}`);

    // Three players and the hard timer differ from the table's defaults (two, ten minutes).
    expect(await textOf(big, 'lobby-game')).not.toContain('3 players');
    expect(await textOf(big, 'lobby-game')).toContain('timer 10:00');
    await keepScreenshot(big, 'lobby');
    await testId(phone, 'players-3').tap();
    await testId(phone, 'variant-basic').tap();
    await testId(phone, 'difficulty-hard').tap();
    await expect.poll(() => textOf(phone, 'cards-to-deal'), WAIT).toContain('3 cards');
    // The choices are the table's as they are made: the big screen says what to deal.
    // Each choice is applied a moment after the last tap, so under load the three taps can land
    // as two or three set-ups: wait for the last one (the hard timer) before reading the rest.
    await expect.poll(() => textOf(big, 'lobby-game'), WAIT).toContain('timer 08:00');
    expect(await textOf(big, 'lobby-game')).toContain('3 players');
    expect(await textOf(big, 'lobby-game')).toContain('deal 3 cards each');
    // One tap sets the game up as chosen and starts it.
    await testId(phone, 'setup-start').tap();
    await big.locator('[data-testid="big-screen"][data-phase="running"]').waitFor(WAIT);
    expect(tableState(service)).toMatchObject({ players: 3, cardsEach: 3, timerSeconds: 8 * 60 });
    // The timer is drawn by the page from the deadline: it must go down by itself, twice.
    const first = timerSeconds(await textOf(big, 'timer'));
    expect(first).toBeLessThanOrEqual(8 * 60);
    await expect
      .poll(async () => timerSeconds(await textOf(big, 'timer')), WAIT)
      .toBeLessThan(first);
    await expect
      .poll(async () => timerSeconds(await textOf(big, 'timer')), WAIT)
      .toBeLessThan(first - 1);
    expect(await textOf(phone, 'timer')).toMatch(/^0[78]:\d\d$/);
  }, 60_000);

  it('a rocket built by taps appears section by section; a refused tap says why', async () => {
    for (const section of ['Y3', 'R2', 'B2', 'G1']) {
      await testId(phone, `build-${section}`).tap();
      await testId(big, `rocket-section-${section}`).waitFor(WAIT);
      await testId(big, `supply-${section}`).waitFor({ state: 'detached', ...WAIT });
    }
    const built = await big
      .locator('[data-testid^="rocket-section-"]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
    expect(built).toEqual(['Y3', 'R2', 'B2', 'G1'].map((s) => `rocket-section-${s}`));
    // A medium section cannot go on the small G1: the phone says so and the rocket stays.
    // The dimmed button is aria-disabled, not disabled: a player may tap it and learn why.
    await testId(phone, 'build-Y2').tap({ force: true });
    await expect.poll(() => textOf(phone, 'refusal-build'), WAIT).toMatch(/smaller|small/i);
    expect(await big.locator('[data-testid^="rocket-section-"]').count()).toBe(4);
    await testId(big, 'fuel-check').waitFor(WAIT);
    expect(await testId(big, 'fuel-check').getAttribute('data-ok')).toBe('true');
    await testId(big, 'odds-hit').waitFor(WAIT);
    await keepScreenshot(big, 'play');
  }, 60_000);

  it('three suits go down, then a shuffle shows its countdown and ends', async () => {
    for (const suit of ['hearts', 'diamonds', 'spades']) {
      await testId(phone, `suit-${suit}`).tap();
      await big.locator(`[data-testid="sequence-slot-${suit}"][data-down="true"]`).waitFor(WAIT);
    }
    await testId(phone, 'shuffle').tap();
    await testId(big, 'overlay-shuffle').waitFor(WAIT);
    const left = Number(await textOf(big, 'shuffle-countdown'));
    expect(left).toBeGreaterThanOrEqual(1);
    expect(left).toBeLessThanOrEqual(10);
    await expect
      .poll(async () => Number(await textOf(big, 'shuffle-countdown')), WAIT)
      .toBeLessThan(left);
    await keepScreenshot(big, 'shuffle');
    // The phone asks the referee's guard: the suit left is dimmed for the shuffle, and says so.
    expect(await testId(phone, 'suit-clubs').getAttribute('data-reason')).toBe(
      'shuffle/in-progress',
    );
    await testId(phone, 'suit-clubs').tap({ force: true });
    await expect
      .poll(() => textOf(phone, 'refusal-suits'), WAIT)
      .toMatch(/^shuffling: \d+ s left$/);
    await testId(big, 'overlay-shuffle').waitFor({ state: 'detached', timeout: 20_000 });
    await expect
      .poll(() => testId(phone, 'suit-clubs').getAttribute('data-ready'), WAIT)
      .toBe('true');
  }, 60_000);

  it("the fourth suit launches; the virtual box's ROLL rolls each die and the steps appear", async () => {
    await testId(phone, 'suit-clubs').tap();
    await testId(big, 'launch-steps').waitFor(WAIT);
    await testId(big, 'launch-step-fuel').waitFor(WAIT);
    expect(await testId(big, 'launch-step-fuel').getAttribute('data-ok')).toBe('true');
    await testId(big, 'launch-awaiting').waitFor(WAIT);

    const steps = big.locator('[data-testid^="launch-step-"]');
    for (let presses = 0; (await testId(big, 'launch-result').count()) === 0; presses++) {
      expect(presses, 'a launch of this rocket takes at most three dice').toBeLessThan(3);
      const before = await steps.count();
      await testId(phone, 'box-ROLL').tap();
      await expect
        .poll(
          async () =>
            (await steps.count()) > before || (await testId(big, 'launch-result').count()) > 0,
          { timeout: 15_000 },
        )
        .toBe(true);
    }
    await testId(big, 'launch-step-accuracy').waitFor(WAIT);
    // Every die on the big screen is one the firmware rolled, in the order the log has them.
    const shown = await big
      .locator('[data-testid^="launch-step-"] [data-testid="die"]')
      .evaluateAll((dice) => dice.map((die) => Number(die.getAttribute('data-value'))));
    const rolled = tableState(service).history.filter((entry) => entry.event === 'roll');
    expect(rolled.map((entry) => ('source' in entry ? entry.source : null))).toEqual(
      shown.map(() => 'box'),
    );
    expect(shown).toEqual(rolled.map((entry) => ('value' in entry ? entry.value : null)));
    expect(await testId(big, 'launch-result').getAttribute('data-result')).toMatch(
      /^(missed|hit)$/,
    );
    await keepScreenshot(big, 'launch');
  }, 60_000);

  it('a pause shows PAUSED and holds the timer; resume takes it away', async () => {
    await testId(phone, 'pause').tap();
    await testId(big, 'overlay-paused').waitFor(WAIT);
    expect(await textOf(big, 'overlay-paused')).toContain('PAUSED');
    const held = await textOf(big, 'timer');
    // Longer than one second of the timer: a running timer would have changed its text.
    await big.waitForTimeout(1500);
    expect(await textOf(big, 'timer')).toBe(held);
    await keepScreenshot(big, 'paused');
    await testId(phone, 'resume').tap();
    await testId(big, 'overlay-paused').waitFor({ state: 'detached', ...WAIT });
    await expect.poll(() => textOf(big, 'timer'), WAIT).not.toBe(held);
  }, 60_000);

  it('French: ?lang=fr on the big screen, the language switch on the phone', async () => {
    const french = (await open(`${service.url}/?token=${TOKEN}&lang=fr`, BIG_SCREEN)).page;
    await testId(french, 'rocket').waitFor(WAIT);
    expect(await french.locator('html').getAttribute('lang')).toBe('fr');
    expect(await french.locator('h1').first().textContent()).toBe('Apophis, centre de contrôle');
    expect(await textOf(french, 'launch-sequence')).toContain('cœurs');
    expect(await textOf(french, 'supply')).toContain('Réserve');
    expect(await textOf(french, 'launch-steps')).toContain('Lancement');
    await keepScreenshot(french, 'play-fr');

    await testId(phone, 'lang-fr').tap();
    await expect.poll(() => textOf(phone, 'suit-panel'), WAIT).toContain('trèfles');
    expect(await phone.locator('html').getAttribute('lang')).toBe('fr');
    await keepScreenshot(phone, 'control-fr');
  }, 60_000);
});

describe('the end screen, reached live at the deadline', () => {
  let dir: string;

  /** A game whose first launch hit and damaged Apophis, paused three seconds before its end. */
  async function gamePausedNearTheEnd(): Promise<void> {
    const store = new GameStore({ dir });
    await store.open();
    const startedAt = Date.now() - 58_000;
    const at = (seconds: number) => startedAt + seconds * 1000;
    const log = await store.create(
      a.newGame(at(-5), { players: 3, variant: 'basic', timerSeconds: 60 }),
    );
    for (const action of [
      a.start(at(0)),
      a.build(at(4), 'Y3'),
      a.build(at(9), 'R2'),
      a.build(at(15), 'B2'),
      a.build(at(20), 'G1'),
      a.suits(at(30), ['hearts', 'diamonds', 'spades', 'clubs']),
      a.roll(at(33), 5), // accuracy 5 + 3 + 2 ≥ 7: a hit
      a.roll(at(36), 6), // damage 6 + 2 ≥ 7
      a.roll(at(39), 3), // deflection 3 + 1 < 7
      a.pause(at(57)),
    ])
      await log.append(action);
    await log.close();
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'apophis-e2e-end-'));
    await gamePausedNearTheEnd();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the big screen resumes by its keyboard and shows the loss and the story', async () => {
    const service = await serve({ dir, serial: 'none' });
    expect(tableState(service).phase).toBe('paused');
    const { page: big } = await open(`${service.url}/?token=${TOKEN}`, BIG_SCREEN);
    await testId(big, 'overlay-paused').waitFor(WAIT);
    expect(timerSeconds(await textOf(big, 'timer'))).toBeCloseTo(3, 0);
    await testId(big, 'damage-slot').first().waitFor(WAIT);

    await big.keyboard.press('p'); // the big screen's key for a held START: resume
    await testId(big, 'overlay-paused').waitFor({ state: 'detached', ...WAIT });
    await big.locator('[data-testid="big-screen"][data-phase="lost"]').waitFor(WAIT);
    expect(await testId(big, 'end').getAttribute('data-result')).toBe('impact');
    const figure = async (key: string) =>
      big.getByTestId(`story-${key}`).locator('dd').textContent();
    expect(await figure('launches')).toBe('1');
    expect(await figure('hits')).toBe('1');
    expect(await figure('damages')).toBe('1');
    expect(await figure('deflections')).toBe('1');
    expect(await figure('time-used')).toBe('01:00');
    expect(await figure('time-left')).toBe('00:00');
    await keepScreenshot(big, 'end');
  }, 60_000);
});

it('no page logged an error or threw', () => {
  expect(opened.length).toBeGreaterThanOrEqual(4);
  expect(opened.flatMap((screen) => screen.errors)).toEqual([]);
});
