// A newcomer's path at a convention table (issue 34), end to end in Debian's Chromium against the
// real service: the volunteer's phone shows the queue's QR code, decoded here as a phone's camera
// would; the visitor opens it on a 390×844 phone, joins with a group name and two players, sees
// their place and wait; the volunteer taps "Next group" and the lobby seats the group (the
// visitor's phone says it is their turn, and keeps nothing of the group); the group plays to the
// end, whose screen shows BG Stats' link as a QR code, decoded and its play checked field by
// field. In English and in French; the queue's screens at 1920×1080, 1280×720 and 390×844.

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
import { decodeQr } from './qr-decode.ts';

const WAIT = { timeout: 15_000 } as const;
const SMALL_PHONE = { ...PHONE, viewport: { width: 390, height: 844 } } as unknown as typeof PHONE;
const HD = { viewport: { width: 1280, height: 720 } } as unknown as typeof BIG_SCREEN;

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
let service: Service;
const opened: Screen[] = [];

async function open(url: string, device: typeof BIG_SCREEN | typeof PHONE): Promise<Page> {
  const screen = await openScreen(browser, url, device);
  opened.push(screen);
  return screen.page;
}

/** No element wider than the page: nothing to scroll sideways. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

async function command(sent: Command): Promise<void> {
  const result = await service.app.table.command(sent);
  if (!result.ok) throw new Error(`${sent.type} refused: ${result.error}`);
}

/** The table's Apophis game won with typed sixes: three launches of Y3,R2 (R13, R14). */
async function winWithSixes(): Promise<void> {
  for (let launch = 0; launch < 3; launch++) {
    await command({ type: 'build', section: 'Y3' } as Command);
    await command({ type: 'build', section: 'R2' } as Command);
    await command({ type: 'suits', suits: ['clubs', 'hearts', 'diamonds', 'spades'] } as Command);
    await command({ type: 'roll', value: 6 } as Command);
    await command({ type: 'roll', value: 6 } as Command);
  }
}

beforeAll(async () => {
  [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
  service = await startService({ extra: { displayDir: screens.dir } });
}, 120_000);

afterAll(async () => {
  for (const screen of opened) await screen.close();
  await browser?.close();
  await service?.close();
  screens?.remove();
});

describe.each(['en', 'fr'] as const)('a newcomer’s path (%s)', (language) => {
  it('scans the queue, joins, is called, plays, and takes the play home', async () => {
    const words =
      language === 'en'
        ? {
            next: /You are next/,
            called: 'Your turn: go to the table!',
            take: 'Take the play home',
          }
        : {
            next: /Vous êtes les prochains/,
            called: 'À vous\u202f: allez à la table\u202f!',
            take: 'Emportez la partie',
          };
    await command({ type: 'newGame', players: 4, variant: 'basic', timerSeconds: 600 } as Command);
    // The volunteer's phone: the queue folded while nobody waits, its QR code inside.
    const volunteer = await open(
      `${service.url}/control?token=${TOKEN}&lang=${language}`,
      SMALL_PHONE,
    );
    const panel = volunteer.getByTestId('queue-panel');
    await panel.waitFor(WAIT);
    await panel.locator('summary').tap();
    await panel.getByTestId('queue-qr').locator('svg.qr').waitFor(WAIT);
    const scanned = await decodeQr(panel.getByTestId('queue-qr'));
    expect(scanned).toBe(`${service.url}/queue`);

    // The visitor's phone opens what the camera read.
    const visitor = await open(`${scanned}?lang=${language}`, SMALL_PHONE);
    await visitor.getByTestId('queue-join').waitFor(WAIT);
    await visitor.getByTestId('queue-group').fill('Les <i>Comètes</i>');
    await visitor.getByTestId('queue-player-1').fill('Inès');
    await visitor.getByTestId('queue-add').tap();
    await visitor.getByTestId('queue-player-2').fill('Jo');
    await visitor.getByTestId('queue-send').tap();
    await expect
      .poll(() => visitor.getByTestId('queue-place').textContent(), WAIT)
      .toMatch(words.next);
    // The group's name is text: no element was made of it.
    expect(await visitor.locator('i').count()).toBe(0);
    expect(await fitsWidth(visitor)).toBe(true);
    await keepScreenshot(visitor, `convention-visitor-waiting-${language}`);

    // The volunteer sees the group and calls it in one tap.
    const row = volunteer.getByTestId('queue-group-row');
    await expect.poll(() => row.first().textContent(), WAIT).toContain('Les <i>Comètes</i>');
    await keepScreenshot(volunteer, `convention-volunteer-${language}`);
    await volunteer.getByTestId('queue-next').tap();
    await waitUntil('the group seated', () => tableState(service).players === 2, 15_000);
    expect(tableState(service)).toMatchObject({ phase: 'lobby', timerSeconds: 600 });
    await expect
      .poll(() => visitor.getByTestId('queue-called').textContent(), WAIT)
      .toContain(words.called);
    // Nothing of the group stays on the visitor's phone.
    expect(await visitor.evaluate(() => localStorage.length)).toBe(0);

    // The game, then its end on the big screen with the play to take home.
    const big = await open(`${service.url}/?token=${TOKEN}&lang=${language}`, BIG_SCREEN);
    await command({ type: 'start' } as Command);
    await winWithSixes();
    await waitUntil('the win', () => tableState(service).phase === 'won', 15_000);
    const takeHome = big.getByTestId('take-home');
    await takeHome.waitFor({ timeout: 30_000 });
    expect(await takeHome.textContent()).toContain(words.take);
    await takeHome.locator('svg.qr').waitFor(WAIT);
    const link = await decodeQr(takeHome);
    expect(link?.startsWith('https://app.bgstatsapp.com/createPlay.html?data=')).toBe(true);
    const play = JSON.parse(new URL(link as string).searchParams.get('data') as string);
    const gameId = service.app.table.gameId;
    expect(play.sourceName).toBe('Apophis Mission Control');
    expect(play.sourcePlayId).toBe(gameId);
    expect(play.playDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Number.isInteger(play.durationMin)).toBe(true);
    expect(play.game).toEqual({
      name: 'Apophis',
      sourceGameId: 'apophis',
      highestWins: true,
      noPoints: true,
    });
    expect(play.players).toEqual([
      { name: 'Inès', winner: true },
      { name: 'Jo', winner: true },
    ]);
    await big.getByTestId('launch-moment').waitFor({ state: 'detached', timeout: 20_000 });
    await keepScreenshot(big, `convention-end-take-home-${language}`);

    // The history offers the same link.
    const history = await open(`${service.url}/history/${gameId}?lang=${language}`, HD);
    const offered = history.getByTestId('bgstats-link');
    await offered.waitFor(WAIT);
    expect(await offered.getAttribute('href')).toBe(link);
  }, 180_000);
});

describe('the queue’s screens', () => {
  it('fit 1920×1080, 1280×720 and 390×844 in the hall and on the phones', async () => {
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
      const hall = await open(`${service.url}/hall?token=${TOKEN}`, device);
      await hall.getByTestId('queue-group-row').first().waitFor(WAIT);
      expect(await hall.getByTestId('queue-group-row').count()).toBe(3);
      expect(await fitsWidth(hall), name).toBe(true);
      await keepScreenshot(hall, `convention-hall-${name}`);
      const visitor = await open(`${service.url}/t/1/queue?lang=fr`, device);
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
    await command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 } as Command);
    const context = await browser.newContext({ ...BIG_SCREEN, reducedMotion: 'reduce' });
    const page = await context.newPage();
    opened.push({ page, errors: [], close: () => context.close() });
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
