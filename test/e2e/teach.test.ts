// Learn by playing (issue 34), a newcomer's path with the teaching start, end to end in Debian's
// Chromium against the real service and its virtual box (the firmware in avr8js): the queue's QR
// code on the volunteer's phone, decoded as a camera would; the visitor joins on a 390×844 phone;
// the volunteer calls the group with "Next group" (the table's token); the group chooses the
// teaching (in English on the lobby's "Teach us as we play", in French with the queue's "teach
// them as they play" beside Next group); the big screen walks the first round of Apophis (R24):
// the pitch and its picture, the pieces, then the fuel, the warhead, the suits and the launch,
// each lit button pressed on the virtual box (the control page's, or the big screen's keyboard),
// the clock still until the pitch is read; then the game goes on as a normal one. A second
// teaching is skipped from a middle step. The big screen at 1920×1080 in English, 1280×720 in
// French; the teach card's words at >= 18 px and its labels at >= 14 px at 720p (scaled at 1080).

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from '../../src/messages.ts';
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
import { boundsFor, textSizes } from './legibility.ts';
import { decodeQr } from './qr-decode.ts';

const WAIT = { timeout: 15_000 } as const;
const SMALL_PHONE = { ...PHONE, viewport: { width: 390, height: 844 } } as unknown as typeof PHONE;
const HD = { viewport: { width: 1280, height: 720 } } as unknown as typeof BIG_SCREEN;

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
let service: Service;
const opened: Screen[] = [];

async function open(url: string, device: typeof BIG_SCREEN | typeof PHONE): Promise<Screen> {
  const screen = await openScreen(browser, url, device);
  opened.push(screen);
  return screen;
}

async function command(sent: Command): Promise<void> {
  const result = await service.app.table.command(sent);
  if (!result.ok) throw new Error(`${sent.type} refused: ${result.error}`);
}

/** The step the table is on, as the module says it (null: no teaching). */
function stepId(): string | null {
  const view = service.app.table.publicState() as { teach?: { id: string } | null };
  return view.teach?.id ?? null;
}

/** The virtual box's buttons lit on the control page. */
async function litButtons(phone: Page): Promise<string[]> {
  return phone
    .locator('[data-testid="virtual-box"] button[data-lit="true"]')
    .evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
}

/** The teach card's words are read from afar, its labels are labels: none under the bounds. */
async function legible(page: Page, height: number): Promise<string[]> {
  // A piece's own marks are part of its picture (the layout sweep's '.pyramid'), named in words beside it.
  const bounds = boundsFor('big', height, '.teach-say, .teach-card h2, .teach-press', '.pyramid');
  const sizes = await page.evaluate(textSizes, bounds);
  return sizes.problems;
}

/** The card fits the screen: nothing overflows its box or the page's width. */
async function cardFits(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const card = document.querySelector('[data-testid="teach-card"]');
    if (!card) return false;
    const box = card.getBoundingClientRect();
    return (
      card.scrollHeight <= card.clientHeight + 1 &&
      box.bottom <= innerHeight &&
      box.right <= innerWidth &&
      document.documentElement.scrollWidth <= innerWidth
    );
  });
}

beforeAll(async () => {
  [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
  service = await startService({ box: { serial: 'virtual' }, extra: { displayDir: screens.dir } });
  await waitUntil('the virtual box', () => service.app.table.boxStatus().connected, 30_000);
}, 120_000);

afterAll(async () => {
  for (const screen of opened) await screen.close();
  await browser?.close();
  await service?.close();
  screens?.remove();
});

const CASES = [
  {
    language: 'en',
    big: BIG_SCREEN,
    height: 1080,
    choose: 'lobby',
    pitch: 'Stop Apophis together',
    step: /^Learning by playing · step 1 of 6$/,
  },
  {
    language: 'fr',
    big: HD,
    height: 720,
    choose: 'queue',
    pitch: 'Arrêtez Apophis ensemble',
    step: /^Apprendre en jouant · étape 1 sur 6$/,
  },
] as const;

describe.each(CASES)('a newcomer learns Apophis by playing ($language)', (c) => {
  it('scans the queue, is called, is taught the first round on the box, and plays on', async () => {
    const { language } = c;
    await command({ type: 'newGame', players: 4, variant: 'basic', timerSeconds: 300 } as Command);
    const volunteer = (
      await open(`${service.url}/control?token=${TOKEN}&lang=${language}`, SMALL_PHONE)
    ).page;
    const panel = volunteer.getByTestId('queue-panel');
    await panel.waitFor(WAIT);
    await panel.locator('summary').tap();
    await panel.getByTestId('queue-qr').locator('svg.qr').waitFor(WAIT);
    const scanned = await decodeQr(panel.getByTestId('queue-qr'));
    expect(scanned).toBe(`${service.url}/queue`);

    const visitor = (await open(`${scanned}?lang=${language}`, SMALL_PHONE)).page;
    await visitor.getByTestId('queue-join').waitFor(WAIT);
    await visitor.getByTestId('queue-group').fill(`Newcomers ${language}`);
    await visitor.getByTestId('queue-player-1').fill('Ana');
    await visitor.getByTestId('queue-add').tap();
    await visitor.getByTestId('queue-player-2').fill('Béa');
    await visitor.getByTestId('queue-send').tap();
    await visitor.getByTestId('queue-place').waitFor(WAIT);

    // Called with the table's token: the volunteer's "Next group" (in French with the teaching).
    await expect.poll(() => volunteer.getByTestId('queue-group-row').count(), WAIT).toBe(1);
    if (c.choose === 'queue') await volunteer.getByTestId('queue-teach').check();
    await volunteer.getByTestId('queue-next').tap();
    await waitUntil('the group seated', () => tableState(service).players === 2, 15_000);
    await visitor.getByTestId('queue-called').waitFor(WAIT);

    const big = (await open(`${service.url}/?token=${TOKEN}&lang=${language}`, c.big)).page;
    await big.getByTestId('big-screen').waitFor(WAIT);
    if (c.choose === 'lobby') {
      await volunteer.getByTestId('teach-choose').tap();
    }
    await waitUntil('the teaching started', () => stepId() === 'pitch', 15_000);
    expect(tableState(service)).toMatchObject({ phase: 'lobby', players: 2, timerSeconds: 300 });

    // The pitch: step 1 of 6, the goal, its picture, START lit on the box (and S on the keyboard).
    const card = big.getByTestId('teach-card');
    await expect.poll(() => card.getAttribute('data-step'), WAIT).toBe('pitch');
    expect(await big.getByTestId('teach-count').textContent()).toMatch(c.step);
    expect(await big.getByTestId('teach-title').textContent()).toBe(c.pitch);
    await big.getByTestId('apophis-teach-picture').waitFor(WAIT);
    await big.getByTestId('teach-lit-START').waitFor(WAIT);
    expect(await legible(big, c.height)).toEqual([]);
    expect(await cardFits(big)).toBe(true);
    await keepScreenshot(big, `teach-pitch-${language}-${c.height}`);
    await volunteer.getByTestId('teach-phone').waitFor(WAIT);
    await keepScreenshot(volunteer, `teach-phone-pitch-${language}`);
    await expect.poll(() => litButtons(volunteer), WAIT).toEqual(['START']);
    // R24: no time runs while the pitch is read.
    expect(tableState(service).timer.deadline).toBeNull();

    // START on the virtual box goes on to the pieces; S on the big screen's keyboard starts the clock.
    await volunteer.getByTestId('box-START').tap();
    await expect.poll(() => card.getAttribute('data-step'), WAIT).toBe('pieces');
    expect(await big.getByTestId('teach-picture').count()).toBe(0);
    await big.keyboard.press('s');
    await waitUntil('the clock started', () => tableState(service).phase === 'running', 15_000);
    const deadline = tableState(service).timer.deadline as number;
    expect(deadline - Date.now()).toBeGreaterThan(290_000);

    // The fuel and the warhead, built on the phone (R8); the box lights nothing meanwhile.
    await expect.poll(() => card.getAttribute('data-step'), WAIT).toBe('fuel');
    expect(await card.getAttribute('data-next')).toBe('play');
    await expect.poll(() => litButtons(volunteer), WAIT).toEqual([]);
    expect(await legible(big, c.height)).toEqual([]);
    expect(await cardFits(big)).toBe(true);
    await keepScreenshot(big, `teach-fuel-${language}-${c.height}`);
    expect(await volunteer.getByTestId('teach-next').count()).toBe(0);
    await volunteer.getByTestId('build-Y2').tap();
    await expect.poll(() => card.getAttribute('data-step'), WAIT).toBe('warhead');
    await volunteer.getByTestId('build-R2').tap();
    await expect.poll(() => card.getAttribute('data-step'), WAIT).toBe('suits');
    // R9: the four suits laid; the fourth launches the rocket.
    for (const suit of ['spades', 'hearts', 'diamonds', 'clubs']) {
      await volunteer.getByTestId(`suit-${suit}`).tap();
      await waitUntil(
        `${suit} laid`,
        () => tableState(service).launchSequence.includes(suit as never) || stepId() === 'launch',
        15_000,
      );
    }
    await expect.poll(() => card.getAttribute('data-step'), WAIT).toBe('launch');
    await big.getByTestId('teach-lit-ROLL').waitFor(WAIT);
    await keepScreenshot(big, `teach-launch-${language}-${c.height}`);

    // The launch: ROLL, lit, pressed on the virtual box until the launch ends (R13–R16).
    for (let roll = 0; roll < 4 && stepId() === 'launch'; roll++) {
      await expect.poll(() => litButtons(volunteer), WAIT).toEqual(['ROLL']);
      const before = tableState(service).history.length;
      await volunteer.getByTestId('box-ROLL').tap();
      await waitUntil('the die', () => tableState(service).history.length > before, 20_000);
    }
    await waitUntil('the teaching over', () => stepId() === null, 20_000);
    await card.waitFor({ state: 'detached', timeout: 15_000 });
    await volunteer.getByTestId('teach-phone').waitFor({ state: 'detached', timeout: 15_000 });
    expect(tableState(service).history.some((entry) => entry.event === 'launch')).toBe(true);

    // The game goes on as a normal one: the box's lamps are the game's (R11), a build is taken.
    expect(tableState(service).phase).toBe('running');
    await expect.poll(() => litButtons(volunteer), WAIT).toContain('SHUFFLE');
    await volunteer.getByTestId('build-Y3').tap();
    await waitUntil('a build after', () => tableState(service).rocket.includes('Y3'), 15_000);
    expect(opened.flatMap((screen) => screen.errors)).toEqual([]);
  }, 240_000);
});

describe('skipping', () => {
  it('"Skip teaching" from a middle step ends it; the game goes on', async () => {
    const phone = (await open(`${service.url}/control?token=${TOKEN}&lang=fr`, SMALL_PHONE)).page;
    const big = (await open(`${service.url}/?token=${TOKEN}`, HD)).page;
    // The demo length with the teaching, as the volunteer's phone or the hall asks it: between
    // games only.
    await command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 } as Command);
    await command({ type: 'start' } as Command);
    const demo = await service.app.inject({
      method: 'POST',
      url: '/api/demo',
      payload: { token: TOKEN, teach: true },
    });
    expect(demo.statusCode, demo.body).toBe(409);
    await command({ type: 'endGame' } as Command);
    const again = await service.app.inject({
      method: 'POST',
      url: '/api/demo',
      payload: { token: TOKEN, teach: true },
    });
    expect(again.statusCode, again.body).toBe(200);
    await waitUntil('the pitch', () => stepId() === 'pitch', 15_000);
    // Next on the phone twice (the clock starts), then the fuel built.
    await phone.getByTestId('teach-next').tap();
    await waitUntil('the pieces', () => stepId() === 'pieces', 15_000);
    await phone.getByTestId('teach-next').tap();
    await waitUntil('the fuel', () => stepId() === 'fuel', 15_000);
    await phone.getByTestId('build-Y1').tap();
    await waitUntil('the warhead', () => stepId() === 'warhead', 15_000);
    await big.getByTestId('teach-card').waitFor(WAIT);
    await phone.getByTestId('teach-skip').tap();
    await waitUntil('skipped', () => stepId() === null, 15_000);
    await big.getByTestId('teach-card').waitFor({ state: 'detached', timeout: 15_000 });
    expect(tableState(service).phase).toBe('running');
    await phone.getByTestId('build-R1').tap();
    await waitUntil('played on', () => tableState(service).rocket.length === 2, 15_000);
  }, 120_000);
});
