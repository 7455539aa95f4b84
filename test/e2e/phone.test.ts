// The control page on a 390×844 phone in Debian's Chromium, against the service with the virtual
// box: the set-up chosen is the one that starts, a real double tap passes neither Scrap's nor End
// this game's confirmation (their "yes" is not under the finger), and a launch waiting keeps the
// die panel's Roll on screen even when the phone was scrolled down to the suits.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameStore } from '../../server/store/index.ts';
import { actions as a } from '../../src/games/apophis/actions.ts';
import { type Service, startService, TOKEN, tableState, waitUntil } from '../server/harness.ts';
import {
  buildScreens,
  keepScreenshot,
  launchChromium,
  openScreen,
  PHONE,
  type Screen,
} from './browser.ts';

/** The phone of the issue: 390×844 CSS pixels, touch. */
const PHONE_390 = { ...PHONE, viewport: { width: 390, height: 844 } } as unknown as typeof PHONE;
const WAIT = { timeout: 10_000 } as const;

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
let service: Service;
let screen: Screen;
let phone: Page;
const services: Service[] = [];
const opened: Screen[] = [];

const testId = (id: string) => phone.getByTestId(id);

/** The middle of an element as the finger would tap it, in viewport pixels. */
async function centre(id: string): Promise<{ x: number; y: number }> {
  await testId(id).scrollIntoViewIfNeeded();
  const box = await testId(id).boundingBox();
  if (!box) throw new Error(`${id} is not drawn`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The test id of the button under a point of the viewport, if any. */
function buttonAt(point: { x: number; y: number }): Promise<string | null> {
  return phone.evaluate(
    ({ x, y }) =>
      document.elementFromPoint(x, y)?.closest<HTMLElement>('button')?.dataset.testid ?? null,
    point,
  );
}

/** Taps twice at one point, as fast as the page lets a finger: a double tap. */
async function doubleTap(point: { x: number; y: number }): Promise<void> {
  await phone.touchscreen.tap(point.x, point.y);
  await phone.touchscreen.tap(point.x, point.y);
}

async function build(sections: string[]): Promise<void> {
  for (const section of sections) {
    await testId(`build-${section}`).tap();
    await waitUntil(
      `${section} on the rocket`,
      () => tableState(service).rocket.includes(section as never),
      10_000,
    );
  }
}

beforeAll(async () => {
  [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
  service = await startService({ box: { serial: 'virtual' }, extra: { displayDir: screens.dir } });
  services.push(service);
  await waitUntil(
    'the virtual box to say HELLO',
    () => service.app.table.boxStatus().connected,
    20_000,
  );
  screen = await openScreen(browser, `${service.url}/control?token=${TOKEN}`, PHONE_390);
  opened.push(screen);
  phone = screen.page;
}, 90_000);

afterAll(async () => {
  for (const page of opened) await page.close();
  await browser?.close();
  for (const each of services) await each.close();
  screens?.remove();
});

describe('the control page on a 390×844 phone', () => {
  it('Start with these starts the set-up chosen on the form', async () => {
    await testId('new-game').waitFor(WAIT);
    await keepScreenshot(phone, 'phone-lobby');
    await testId('players-3').tap();
    await testId('difficulty-hard').tap();
    await testId('setup-start').tap();
    await waitUntil('the game to start', () => tableState(service).phase === 'running', 10_000);
    expect(tableState(service)).toMatchObject({ players: 3, timerSeconds: 8 * 60 });
    await testId('phone-bar').waitFor(WAIT);
  }, 60_000);

  it('a double tap on Scrap scraps nothing; its yes is not under the finger', async () => {
    await build(['Y3', 'R2', 'B1']);
    const finger = await centre('scrap');
    await doubleTap(finger);
    expect(tableState(service).rocket).toEqual(['Y3', 'R2', 'B1']);

    await phone.touchscreen.tap(finger.x, finger.y);
    await testId('scrap-confirm').waitFor(WAIT);
    expect(await buttonAt(finger)).not.toBe('scrap-yes');
    expect(await testId('scrap-loses').textContent()).toBe('Y3, R2 and B1 go back to the supply.');
    await keepScreenshot(phone, 'phone-scrap-confirm');
    await phone.locator('[data-testid="scrap-yes"][data-armed="true"]').waitFor(WAIT);
    await testId('scrap-yes').tap();
    await waitUntil(
      'the rocket to be scrapped',
      () => tableState(service).rocket.length === 0,
      10_000,
    );
  }, 60_000);

  it('a launch started from the suits far down the page brings Roll into view', async () => {
    await build(['Y3', 'R2', 'B1']);
    for (const suit of ['hearts', 'diamonds', 'spades']) {
      await testId(`suit-${suit}`).tap();
      await phone.locator(`[data-testid="suit-${suit}"][aria-pressed="true"]`).waitFor(WAIT);
    }
    await testId('suit-clubs').tap(); // the fourth suit: the launch begins, a die is awaited
    await testId('die-panel').waitFor(WAIT);
    const roll = testId('roll');
    await roll.waitFor(WAIT);
    // Inside the 844 px of the screen, and not under the bar: a tap there lands on Roll.
    await expect
      .poll(async () => {
        const box = await roll.boundingBox();
        if (!box || box.y < 0 || box.y + box.height > 844) return 'outside the screen';
        return buttonAt({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
      }, WAIT)
      .toBe('roll');
    expect(await testId('phone-launch-waits').textContent()).toMatch(/^Roll the die: /);
    await keepScreenshot(phone, 'phone-launch');
  }, 60_000);

  it('a double tap on End this game ends nothing; confirmed, the same set-up waits in the lobby', async () => {
    const before = service.app.table.gameId;
    const finger = await centre('end-game');
    await doubleTap(finger);
    expect(tableState(service).phase).toBe('launching');

    await phone.touchscreen.tap(finger.x, finger.y);
    await testId('end-game-confirm').waitFor(WAIT);
    expect(await buttonAt(finger)).not.toBe('end-game-yes');
    expect(await testId('end-game-loses').textContent()).toMatch(
      /^0[78]:\d\d left on the timerthe rocket: Y3, R2 and B1$/,
    );
    await keepScreenshot(phone, 'phone-end-confirm');
    await phone.locator('[data-testid="end-game-yes"][data-armed="true"]').waitFor(WAIT);
    await testId('end-game-yes').tap();
    await waitUntil('the lobby', () => tableState(service).phase === 'lobby', 10_000);
    expect(tableState(service)).toMatchObject({ players: 3, timerSeconds: 8 * 60 });
    // The form shows the set-up just played; the old game's log is still there.
    await phone.locator('[data-testid="players-3"][aria-pressed="true"]').waitFor(WAIT);
    expect(await testId('difficulty-hard').getAttribute('aria-pressed')).toBe('true');
    const { games } = (await (await fetch(`${service.url}/api/games`)).json()) as {
      games: { id: string }[];
    };
    expect(games.map((game) => game.id)).toContain(before);
    expect(service.app.table.gameId).not.toBe(before);
  }, 60_000);
});

describe('the reroll question with the box away', () => {
  let dir: string;
  let question: Page;

  /** Advanced rules, two points of fail safe (one reroll): the explosion die shows 5, which fails. */
  async function gameAtTheQuestion(): Promise<void> {
    const store = new GameStore({ dir });
    await store.open();
    const at = Date.now() - 20_000;
    const log = await store.create(
      a.newGame(at, { players: 2, variant: 'advanced', timerSeconds: 600 }),
    );
    for (const action of [
      a.start(at + 1000),
      a.build(at + 2000, 'Y3'),
      a.build(at + 3000, 'G2'),
      a.build(at + 4000, 'R1'),
      a.suits(at + 5000, ['hearts', 'diamonds', 'spades', 'clubs']),
      a.roll(at + 6000, 5, 'hand'), // 5 + fuel 3 = 8: the rocket would explode
    ])
      await log.append(action);
    await log.close();
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'apophis-e2e-phone-'));
    await gameAtTheQuestion();
    const away = await startService({
      dir,
      box: { serial: 'none' },
      extra: { displayDir: screens.dir },
    });
    services.push(away);
    const page = await openScreen(browser, `${away.url}/control?token=${TOKEN}`, PHONE_390);
    opened.push(page);
    question = page.page;
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the failing die said plainly, Reroll first and on screen; then the faces, on screen', async () => {
    const reroll = question.getByTestId('reroll');
    await reroll.waitFor(WAIT);
    expect(await question.getByTestId('pending-verdict').textContent()).toBe(
      'This die fails: the rocket would explode.',
    );
    expect(await reroll.getAttribute('class')).toContain('primary');
    const inView = async (id: string) => {
      const box = await question.getByTestId(id).boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 844;
    };
    expect(await inView('reroll')).toBe(true);
    await keepScreenshot(question, 'phone-question');
    await reroll.tap();
    await question.getByTestId('roll-6').waitFor(WAIT);
    expect(await inView('roll-6')).toBe(true);
    expect(await question.getByTestId('die-panel').textContent()).toContain(
      'Roll a die on the table and tap what it shows:',
    );
  }, 60_000);
});

it('no page logged an error or threw', () => {
  expect(opened.length).toBe(2);
  expect(opened.flatMap((page) => page.errors)).toEqual([]);
});
