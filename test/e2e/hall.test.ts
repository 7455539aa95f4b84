// The convention hall in Debian's Chromium against the real service with three tables (table 1
// without a box, two virtual ones: `--tables 2`): the volunteer's hall page on a phone, a
// spectator's page that reads `/t/2/ws/watch` and sends nothing but pings, and the big screen's
// voice: Chromium started with `--autoplay-policy=no-user-gesture-required` (as a kiosk is),
// the game driven to its cues, the lines played read from the page's test hook (`__voice`),
// and the recorded Ogg Opus file actually loaded and playing (no speech voices in headless
// Chromium on Debian, so the file fallback is the one taken).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VoiceTrace } from '../../display/voice/speaker.ts';
import { GameStore } from '../../server/store/index.ts';
import { type Service, Screen as Socket, startService, TOKEN } from '../server/harness.ts';
import {
  BIG_SCREEN,
  buildScreens,
  CHROMIUM,
  keepScreenshot,
  openScreen,
  PHONE,
  type Screen,
} from './browser.ts';
import { layoutProblems } from './layout-check.ts';

const PHONE_390 = { ...PHONE, viewport: { width: 390, height: 844 } } as unknown as typeof PHONE;
const WAIT = { timeout: 15_000 } as const;

type Listed = { id: string; token?: string; links: { control: string } };

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
let service: Service;
let data: string;
let tokens: Record<string, string> = {};
const opened: Screen[] = [];
const sockets: Socket[] = [];

async function open(url: string, device: typeof PHONE | typeof BIG_SCREEN): Promise<Screen> {
  const screen = await openScreen(browser, url, device);
  opened.push(screen);
  return screen;
}

async function tableSocket(id: string): Promise<Socket> {
  const socket = await Socket.open(`${service.url}/t/${id}`);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  [screens, browser] = await Promise.all([
    buildScreens(),
    // The project's flags and the kiosk's autoplay one: the big screen may speak unprompted.
    chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-dev-shm-usage',
        '--autoplay-policy=no-user-gesture-required',
      ],
    }),
  ]);
  data = mkdtempSync(join(tmpdir(), 'apophis-hall-'));
  service = await startService({
    box: { serial: 'none' },
    extra: {
      displayDir: screens.dir,
      virtualTables: 2,
      storeOf: async (id) => {
        const store = new GameStore({ dir: join(data, id) });
        await store.open();
        return store;
      },
    },
  });
  const listed = (await (await fetch(`${service.url}/api/tables?token=${TOKEN}`)).json()) as {
    tables: Listed[];
  };
  tokens = Object.fromEntries(listed.tables.map((table) => [table.id, table.token ?? '']));
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const screen of opened) await screen.close().catch(() => undefined);
  await browser?.close();
  await service?.close();
  screens?.remove();
  if (data) rmSync(data, { recursive: true, force: true });
});

describe('the hall page on a phone', () => {
  it('lists the three tables with their games, boxes and links, control links with each table’s token', async () => {
    const { page, errors } = await open(`${service.url}/hall?token=${TOKEN}`, PHONE_390);
    await page.getByTestId('hall-table-3').waitFor(WAIT);
    expect(await page.locator('[data-testid^="hall-table-"]').count()).toBe(3);
    expect(await page.getByTestId('hall-table-1').getByTestId('box-link').textContent()).toBe(
      'no box: dice typed in on the phone',
    );
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="box-link"][data-state="ready"]').length === 2,
      undefined,
      { timeout: 30_000 },
    );
    for (const id of ['1', '2', '3']) {
      const card = page.getByTestId(`hall-table-${id}`);
      expect(await card.getByTestId('hall-game').textContent()).toBe('Apophis');
      // The three links' codes, and the queue's to join it (convention mode).
      expect(await card.locator('svg.qr').count()).toBe(4);
      expect(await card.getByTestId('hall-link-control').locator('a').getAttribute('href')).toBe(
        `${service.url}/t/${id}/control?token=${tokens[id]}`,
      );
    }
    // Tables' tokens differ from each other: a QR code opens one table only.
    expect(new Set(Object.values(tokens)).size).toBe(3);

    // A game started on table 2: the hall says so within a poll and counts its time down.
    const table2 = await tableSocket('2');
    expect((await table2.command({ type: 'start' }, tokens['2'])).ok).toBe(true);
    const card = page.getByTestId('hall-table-2');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="hall-table-2"]')?.getAttribute('data-status') ===
        'playing',
      undefined,
      WAIT,
    );
    const first = await card.getByTestId('hall-time-left').textContent();
    await page.waitForTimeout(1500);
    const later = await card.getByTestId('hall-time-left').textContent();
    expect(first).toMatch(/^\d\d:\d\d$/);
    expect(later).not.toBe(first);
    // The game's own word for its phase, said once where it is the status's (issue 32: no internal names).
    expect(await card.getByTestId('hall-phase').textContent()).toBe('playing');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // The project's layout check: nothing out of the phone's width or its panel, no word broken.
    expect(await page.evaluate(layoutProblems, { scrollsDown: true })).toEqual([]);
    await keepScreenshot(page, 'hall-phone');
    expect(errors).toEqual([]);
  }, 90_000);

  it('in French and without the token: read only, no control link', async () => {
    const { page, errors } = await open(`${service.url}/hall?lang=fr`, PHONE_390);
    await page.getByTestId('hall-table-3').waitFor(WAIT);
    expect(await page.getByTestId('hall-read-only').textContent()).toContain('Lecture seule');
    expect(await page.getByTestId('hall-link-control').count()).toBe(0);
    expect(await page.locator('svg.qr').count()).toBe(6);
    expect(await page.evaluate(layoutProblems, { scrollsDown: true })).toEqual([]);
    await keepScreenshot(page, 'hall-phone-fr');
    expect(errors).toEqual([]);
  }, 60_000);
});

describe('a spectator’s page on a phone', () => {
  it('shows table 2 read only from its spectator socket, and sends nothing but pings', async () => {
    const context = await browser.newContext({ ...PHONE_390, reducedMotion: 'reduce' });
    const page = await context.newPage();
    opened.push({ page, errors: [], close: () => context.close() });
    const urls: string[] = [];
    const sent: string[] = [];
    page.on('websocket', (socket) => {
      urls.push(socket.url());
      socket.on('framesent', (frame) => sent.push(String(frame.payload)));
    });
    // A token in the link changes nothing: the spectator's page never sends it.
    await page.goto(`${service.url}/t/2/watch?token=${tokens['2']}`);
    await page.getByTestId('timer').waitFor(WAIT);
    expect(await page.getByTestId('watch').getAttribute('data-phase')).toBe('running');
    expect(await page.locator('button, input, select, textarea').count()).toBe(0);
    for (const key of ['s', 'r', 'x', 'h', 'Enter', 'p']) await page.keyboard.press(key);
    await page.getByTestId('timer').tap();
    await page.waitForTimeout(2500); // a ping round or two
    expect(urls).toEqual([`${service.url.replace('http', 'ws')}/t/2/ws/watch`]);
    const types = sent.map((raw) => (JSON.parse(raw) as { type: string }).type);
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['ping']));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(await page.evaluate(layoutProblems, { scrollsDown: true })).toEqual([]);
    await keepScreenshot(page, 'watch-phone');
    // And the socket itself refuses a command, even with the table's token.
    const refused = await page.evaluate(
      async ({ url, token }) =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket(url);
          socket.onopen = () =>
            socket.send(
              JSON.stringify({ type: 'command', id: 'x', token, command: { type: 'pause' } }),
            );
          socket.onmessage = (event) => {
            const message = JSON.parse(String(event.data)) as { type: string };
            if (message.type === 'result') resolve(String(event.data));
          };
        }),
      { url: urls[0] as string, token: tokens['2'] as string },
    );
    expect(JSON.parse(refused)).toMatchObject({ type: 'result', ok: false });
    const state = (await (await fetch(`${service.url}/t/2/api/state`)).json()) as {
      status: string;
    };
    expect(state.status).toBe('playing');
  }, 60_000);
});

describe('a spectator’s page of Apogee at table 1’s root paths', () => {
  it('draws Apogee’s quarter, clock and pads on the phone, from `/ws/watch`', async () => {
    const table1 = await Socket.open(service.url);
    sockets.push(table1);
    const players = [
      { name: 'Ada', colour: 'blue', authority: 3 },
      { name: 'Boris', colour: 'red', authority: 1 },
    ];
    const setUp = { type: 'newGame', game: 'apogee', players, mission: 1 };
    expect((await table1.command(setUp, tokens['1'])).ok).toBe(true);
    expect((await table1.command({ type: 'start' }, tokens['1'])).ok).toBe(true);
    const context = await browser.newContext({ ...PHONE_390, reducedMotion: 'reduce' });
    const page = await context.newPage();
    opened.push({ page, errors: [], close: () => context.close() });
    const urls: string[] = [];
    page.on('websocket', (socket) => urls.push(socket.url()));
    await page.goto(`${service.url}/watch?lang=fr`);
    await page.getByTestId('ag-big').waitFor(WAIT);
    expect(urls).toEqual([`${service.url.replace('http', 'ws')}/ws/watch`]);
    expect(await page.getByTestId('watch').getAttribute('data-game')).toBe('apogee');
    expect(await page.locator('h1').first().textContent()).toBe('Table 1 · Apogee');
    expect(await page.locator('button, input, select, textarea').count()).toBe(0);
    expect(await page.evaluate(layoutProblems, { scrollsDown: true })).toEqual([]);
    await keepScreenshot(page, 'watch-apogee-fr');
  }, 60_000);
});

describe('the big screen’s voice', () => {
  it('says the start, the minute mark and the launch, from the recorded files, and they load', async () => {
    const context = await browser.newContext({ ...BIG_SCREEN, reducedMotion: 'reduce' });
    await context.addInitScript(() => {
      (window as unknown as { __voice: unknown[] }).__voice = [];
    });
    const page = await context.newPage();
    opened.push({ page, errors: [], close: () => context.close() });
    const files: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/voice/'))
        files.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    const listening = page.waitForResponse((response) =>
      /\/assets\/apophis-voice-lines-[^/]+\.js$/.test(response.url()),
    );
    await page.goto(`${service.url}/t/3/?token=${tokens['3']}`);
    await page.getByTestId('big-screen').waitFor(WAIT);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sound"]')?.getAttribute('data-sound') === 'on',
      undefined,
      WAIT,
    );
    expect(await page.getByTestId('voice-switch').textContent()).toBe('voice on');
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="big-screen"]')?.getAttribute('data-phase') ===
          'lobby' && document.querySelector('[data-testid="timer"]') !== null,
      undefined,
      WAIT,
    );
    expect(await page.evaluate(() => speechSynthesis.getVoices().length)).toBe(0);
    await listening; // the voice has started (as in the French test below)

    // 61 s on the clock: the one-minute mark comes a second after the start.
    const table3 = await tableSocket('3');
    const setUp = { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 61 };
    expect((await table3.command(setUp, tokens['3'])).ok).toBe(true);
    expect((await table3.command({ type: 'start' }, tokens['3'])).ok).toBe(true);
    for (const section of ['Y3', 'G2', 'R1']) {
      expect((await table3.command({ type: 'build', section }, tokens['3'])).ok).toBe(true);
    }
    await page.waitForTimeout(1500); // past the minute mark
    await keepScreenshot(page, 'big-voice');
    const suits = { type: 'suits', suits: ['clubs', 'hearts', 'diamonds', 'spades'] };
    expect((await table3.command(suits, tokens['3'])).ok).toBe(true);

    const trace = () =>
      page.evaluate(() => (window as unknown as { __voice: VoiceTrace[] }).__voice);
    await page.waitForFunction(
      () =>
        (window as unknown as { __voice: VoiceTrace[] }).__voice.some(
          (entry) => entry.id === 'launch-complete' && entry.event === 'end',
        ),
      undefined,
      { timeout: 20_000 },
    );
    const played = await trace();
    const started = played.filter((entry) => entry.event === 'start').map((entry) => entry.id);
    expect(started).toEqual(['started', 'minutes-1', 'launch-complete']);
    expect(new Set(played.map((entry) => `${entry.lang} ${entry.method}`))).toEqual(
      new Set(['en file']),
    );
    const playing = played.filter((entry) => entry.event === 'playing');
    expect(playing.map((entry) => entry.id)).toEqual(['started', 'minutes-1', 'launch-complete']);
    // HAVE_FUTURE_DATA or more: the Ogg Opus file was decoded, not merely asked for.
    for (const entry of playing) expect(entry.readyState).toBeGreaterThanOrEqual(3);
    // 200 or 206 (Chromium asks media files by ranges): served, from the build's public files.
    expect(files.map((file) => file.replace(/^20[06] /, 'ok '))).toEqual(
      expect.arrayContaining([
        'ok /voice/en/started.ogg',
        'ok /voice/en/minutes-1.ogg',
        'ok /voice/en/launch-complete.ogg',
      ]),
    );
    // The same launch on a spectator's phone.
    const watcher = await open(`${service.url}/t/3/watch`, PHONE_390);
    await watcher.page.getByTestId('timer').waitFor(WAIT);
    expect(await watcher.page.getByTestId('watch').getAttribute('data-phase')).toBe('launching');
    expect(await watcher.page.evaluate(layoutProblems, { scrollsDown: true })).toEqual([]);
    await keepScreenshot(watcher.page, 'watch-launch');

    // V silences the voice (remembered), the beeps stay; the pause is not said.
    await page.keyboard.press('v');
    expect(await page.getByTestId('voice-switch').getAttribute('data-voice')).toBe('off');
    expect(await page.evaluate(() => localStorage.getItem('apophis-voice'))).toBe('off');
    const before = (await trace()).length;
    expect((await table3.command({ type: 'pause' }, tokens['3'])).ok).toBe(true);
    await page.waitForTimeout(800);
    expect((await trace()).slice(before).filter((entry) => entry.event === 'start')).toEqual([]);
  }, 90_000);

  it('speaks French on a French big screen', async () => {
    const context = await browser.newContext({ ...BIG_SCREEN, reducedMotion: 'reduce' });
    await context.addInitScript(() => {
      (window as unknown as { __voice: unknown[] }).__voice = [];
    });
    const page = await context.newPage();
    opened.push({ page, errors: [], close: () => context.close() });
    // The voice listens from the state it starts on: its game's lines are fetched as it starts
    // (voice.tsx's askTexts), so their arrival says a change from now on will be spoken. CI
    // resumed before it had started once, and the voice rightly said nothing of a past change.
    const listening = page.waitForResponse((response) =>
      /\/assets\/apophis-voice-lines-[^/]+\.js$/.test(response.url()),
    );
    await page.goto(`${service.url}/t/3/?token=${tokens['3']}&lang=fr`);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="sound"]')?.getAttribute('data-sound') === 'on',
      undefined,
      WAIT,
    );
    // The paused table on screen, its game's view loaded, before it resumes (news, not a snapshot).
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="big-screen"]')?.getAttribute('data-phase') ===
          'paused' && document.querySelector('[data-testid="timer"]') !== null,
      undefined,
      WAIT,
    );
    await listening;
    // A new context: the voice's switch is on again here.
    const table3 = sockets.at(-1) as Socket;
    expect((await table3.command({ type: 'resume' }, tokens['3'])).ok).toBe(true);
    await page
      .waitForFunction(
        () =>
          (window as unknown as { __voice: VoiceTrace[] }).__voice.some(
            (entry) => entry.id === 'resumed' && entry.event === 'playing',
          ),
        undefined,
        { timeout: 15_000 },
      )
      .catch(async (error: unknown) => {
        const trace = await page.evaluate(() =>
          JSON.stringify((window as unknown as { __voice: unknown }).__voice),
        );
        throw new Error(`${String(error)}; the voice played ${trace}`);
      });
    const played = await page.evaluate(
      () => (window as unknown as { __voice: VoiceTrace[] }).__voice,
    );
    expect(played.find((entry) => entry.event === 'playing')).toMatchObject({
      id: 'resumed',
      lang: 'fr',
      method: 'file',
    });
  }, 60_000);
});
