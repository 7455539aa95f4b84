// A newcomer's whole path at a convention table (issue 34), one continuous run per look, end to
// end in Debian's Chromium against the real service and its virtual box (the firmware in avr8js):
// the queue's QR code on the volunteer's phone, decoded as a camera would; the visitor joins on a
// 390×844 phone with a group name and two players, sees their place; the volunteer calls the
// group with "Next group" (the table's token), and nothing of it stays on the visitor's phone; the
// group chooses the teaching (on the lobby's "Teach us as we play", or the queue's "teach them as
// they play" beside Next group); the big screen walks the first round of Apophis (R24): the pitch
// and its picture, the pieces, then the fuel, the warhead, the suits and the launch, each lit
// button pressed on the virtual box, the big screen's keyboard or the phone, the clock still until
// the pitch is read; the game goes on as a normal one and is won quickly (typed sixes, as
// commands); the end screen's BG Stats QR code is decoded and its play checked field by field,
// and the history offers the same link. Looks: 1920×1080 in English, 1280×720 in French, the
// big screen on a 390×844 phone in English. The path's taps, typed characters and seconds are
// counted as bench/taps.ts counts them (bench/taps/klm.ts) and printed. A second teaching is skipped
// from a middle step, on the same service.

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NEWCOMERS, pathCount, pathSeconds } from '../../bench/taps/klm.ts';
import type { Command } from '../../src/messages.ts';
import { TOKEN, tableState, waitUntil } from '../server/harness.ts';
import { winWithSixes } from '../server/win-apophis.ts';
import { BIG_SCREEN, HD, keepScreenshot, SMALL_PHONE } from './browser.ts';
import { boundsFor, textSizes } from './legibility.ts';
import { decodeQr } from './qr-decode.ts';
import { chromiumSession } from './session.ts';

const WAIT = { timeout: 15_000 } as const;
const session = chromiumSession({ virtualBox: true });

async function command(sent: Command): Promise<void> {
  const result = await session.service.app.table.command(sent);
  if (!result.ok) throw new Error(`${sent.type} refused: ${result.error}`);
}

const state = () => tableState(session.service);

/** The step the table is on, as the module says it (null: no teaching). */
function stepId(): string | null {
  const view = session.service.app.table.publicState() as { teach?: { id: string } | null };
  return view.teach?.id ?? null;
}

/** The virtual box's buttons lit on the control page. */
async function litButtons(phone: Page): Promise<string[]> {
  return phone
    .locator('[data-testid="virtual-box"] button[data-lit="true"]')
    .evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
}

/** The teach card's words are read from afar, its labels are labels: none under the bounds. */
async function legible(page: Page, kind: 'big' | 'phone', height: number): Promise<string[]> {
  // A piece's own marks are part of its picture (the layout sweep's '.pyramid'), named in words beside it.
  const bounds = boundsFor(kind, height, '.teach-say, .teach-card h2, .teach-press', '.pyramid');
  const sizes = await page.evaluate(textSizes, bounds);
  return sizes.problems;
}

/** The card fits the screen: nothing overflows its box or the page's width. */
async function cardFits(page: Page, id: 'teach-card' | 'teach-phone'): Promise<boolean> {
  return page.evaluate((testId) => {
    const card = document.querySelector(`[data-testid="${testId}"]`);
    if (!card) return false;
    const box = card.getBoundingClientRect();
    return (
      card.scrollHeight <= card.clientHeight + 1 &&
      (testId === 'teach-phone' || box.bottom <= innerHeight) &&
      box.right <= innerWidth &&
      document.documentElement.scrollWidth <= innerWidth
    );
  }, id);
}

/** No element wider than the page: nothing to scroll sideways. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/**
 * The looks: the big screen at 1080p in English, at 720p in French, and the table played from a
 * 390×844 phone in French (its teach card checked on the phone; its big screen at 1080p).
 * The visitor and the volunteer are on 390×844 phones in each.
 */
const LOOKS = [
  { look: '1080p-en', language: 'en', big: BIG_SCREEN, height: 1080, on: 'big', choose: 'lobby' },
  { look: '720p-fr', language: 'fr', big: HD, height: 720, on: 'big', choose: 'queue' },
  { look: 'phone-fr', language: 'fr', big: BIG_SCREEN, height: 1080, on: 'phone', choose: 'lobby' },
] as const;

const WORDS = {
  en: {
    pitch: 'Stop Apophis together',
    step: /^Learning by playing · step 1 of 6$/,
    next: /You are next/,
    called: 'Your turn: go to the table!',
    take: 'Take the play home',
  },
  fr: {
    pitch: 'Arrêtez Apophis ensemble',
    step: /^Apprendre en jouant · étape 1 sur 6$/,
    next: /Vous êtes les prochains/,
    called: 'À vous\u202f: allez à la table\u202f!',
    take: 'Emportez la partie',
  },
} as const;

describe.each(LOOKS)('a newcomer’s whole path ($look)', (c) => {
  it('scans the queue, joins, is called, is taught the first round on the box, plays to the end and takes the play home', async () => {
    const { service } = session;
    const { language } = c;
    const words = WORDS[language];
    await command({ type: 'newGame', players: 4, variant: 'basic', timerSeconds: 300 } as Command);
    // The volunteer's phone: the queue folded while nobody waits, its QR code inside.
    const volunteer = await session.open(
      `${service.url}/control?token=${TOKEN}&lang=${language}`,
      SMALL_PHONE,
    );
    const panel = volunteer.getByTestId('queue-panel');
    await panel.waitFor(WAIT);
    await panel.locator('summary').tap();
    await panel.getByTestId('queue-qr').locator('svg.qr').waitFor(WAIT);

    // The path, counted as bench/taps.ts counts it: the scan is a tap and a screen.
    const path = pathCount();
    const started = performance.now();
    const tap = async (where: Locator) => {
      await where.tap();
      path.taps += 1;
    };
    const type = async (where: Locator, text: string) => {
      await tap(where);
      await where.fill(text);
      path.keys += text.length;
    };
    const scanned = await decodeQr(panel.getByTestId('queue-qr'));
    expect(scanned).toBe(`${service.url}/queue`);
    path.taps += 1;
    path.screens += 1;

    // The visitor's phone opens what the camera read.
    const visitor = await session.open(`${scanned}?lang=${language}`, SMALL_PHONE);
    await visitor.getByTestId('queue-join').waitFor(WAIT);
    path.screens += 1;
    await type(visitor.getByTestId('queue-group'), NEWCOMERS.group);
    await type(visitor.getByTestId('queue-player-1'), NEWCOMERS.players[0]);
    await tap(visitor.getByTestId('queue-add'));
    await type(visitor.getByTestId('queue-player-2'), NEWCOMERS.players[1]);
    await tap(visitor.getByTestId('queue-send'));
    await expect
      .poll(() => visitor.getByTestId('queue-place').textContent(), WAIT)
      .toMatch(words.next);
    path.screens += 1;
    // The group's name is text: no element was made of it.
    expect(await visitor.locator('i').count()).toBe(0);
    expect(await fitsWidth(visitor)).toBe(true);
    await keepScreenshot(visitor, `convention-visitor-waiting-${c.look}`);

    // The volunteer sees the group and calls it in one tap (in French with the teaching).
    const row = volunteer.getByTestId('queue-group-row');
    await expect.poll(() => row.count(), WAIT).toBe(1);
    await expect.poll(() => row.first().textContent(), WAIT).toContain('Les <i>Comètes</i>');
    await keepScreenshot(volunteer, `convention-volunteer-${c.look}`);
    if (c.choose === 'queue') {
      await volunteer.getByTestId('queue-teach').check();
      path.taps += 1;
    }
    await tap(volunteer.getByTestId('queue-next'));
    await waitUntil('the group seated', () => state().players === 2, 15_000);
    expect(state()).toMatchObject({ phase: 'lobby', timerSeconds: 300 });
    await expect
      .poll(() => visitor.getByTestId('queue-called').textContent(), WAIT)
      .toContain(words.called);
    path.screens += 1;
    // Nothing of the group stays on the visitor's phone.
    expect(await visitor.evaluate(() => localStorage.length)).toBe(0);

    // The group at the table: its phone and the big screen.
    path.screens += 2;
    const big = await session.open(`${service.url}/?token=${TOKEN}&lang=${language}`, c.big);
    await big.getByTestId('big-screen').waitFor(WAIT);
    if (c.choose === 'lobby') await tap(volunteer.getByTestId('teach-choose'));
    await waitUntil('the teaching started', () => stepId() === 'pitch', 15_000);
    expect(state()).toMatchObject({ phase: 'lobby', players: 2, timerSeconds: 300 });

    /** The teach card where this look reads it: legible and whole. */
    const readable = async () => {
      if (c.on === 'big') {
        expect(await legible(big, 'big', c.height)).toEqual([]);
        expect(await cardFits(big, 'teach-card')).toBe(true);
      } else {
        expect(await legible(volunteer, 'phone', 844)).toEqual([]);
        expect(await cardFits(volunteer, 'teach-phone')).toBe(true);
      }
    };
    // The pitch: step 1 of 6, the goal, its picture, START lit on the box (and S on the keyboard).
    const card = big.getByTestId('teach-card');
    await expect.poll(() => card.getAttribute('data-step'), WAIT).toBe('pitch');
    path.screens += 1;
    expect(await big.getByTestId('teach-count').textContent()).toMatch(words.step);
    expect(await big.getByTestId('teach-title').textContent()).toBe(words.pitch);
    await big.getByTestId('apophis-teach-picture').waitFor(WAIT);
    await big.getByTestId('teach-lit-START').waitFor(WAIT);
    await readable();
    await keepScreenshot(big, `teach-pitch-${c.look}`);
    await volunteer.getByTestId('teach-phone').waitFor(WAIT);
    await keepScreenshot(volunteer, `teach-phone-pitch-${c.look}`);
    await expect.poll(() => litButtons(volunteer), WAIT).toEqual(['START']);
    // R24: no time runs while the pitch is read.
    expect(state().timer.deadline).toBeNull();

    // On to the pieces: START on the virtual box (or Next on the phone); then S on the big
    // screen's keyboard (or Next again) starts the clock.
    await tap(volunteer.getByTestId(c.on === 'big' ? 'box-START' : 'teach-next'));
    await expect.poll(() => card.getAttribute('data-step'), WAIT).toBe('pieces');
    path.screens += 1;
    expect(await big.getByTestId('teach-picture').count()).toBe(0);
    if (c.on === 'big') {
      await big.keyboard.press('s');
      path.taps += 1;
    } else await tap(volunteer.getByTestId('teach-next'));
    await waitUntil('the clock started', () => state().phase === 'running', 15_000);
    const deadline = state().timer.deadline as number;
    expect(deadline - Date.now()).toBeGreaterThan(290_000);

    // The fuel and the warhead, built on the phone (R8); the box lights nothing meanwhile.
    await expect.poll(() => card.getAttribute('data-step'), WAIT).toBe('fuel');
    path.screens += 1;
    expect(await card.getAttribute('data-next')).toBe('play');
    await expect.poll(() => litButtons(volunteer), WAIT).toEqual([]);
    await readable();
    await keepScreenshot(big, `teach-fuel-${c.look}`);
    expect(await volunteer.getByTestId('teach-next').count()).toBe(0);
    await tap(volunteer.getByTestId('build-Y2'));
    await expect.poll(() => card.getAttribute('data-step'), WAIT).toBe('warhead');
    path.screens += 1;
    await tap(volunteer.getByTestId('build-R2'));
    await expect.poll(() => card.getAttribute('data-step'), WAIT).toBe('suits');
    path.screens += 1;
    // R9: the four suits laid; the fourth launches the rocket.
    for (const suit of ['spades', 'hearts', 'diamonds', 'clubs']) {
      await tap(volunteer.getByTestId(`suit-${suit}`));
      await waitUntil(
        `${suit} laid`,
        () => state().launchSequence.includes(suit as never) || stepId() === 'launch',
        15_000,
      );
    }
    await expect.poll(() => card.getAttribute('data-step'), WAIT).toBe('launch');
    const toLaunch = { ...path, seconds: (performance.now() - started) / 1000 };
    // The path bench/taps.ts counts as newcomer_teaching_qr_to_first_launch: a press each (a tap,
    // the box's START or the keyboard's S), the names typed, the screens read.
    expect(toLaunch).toMatchObject({ taps: 16, keys: 24, screens: 11 });
    await big.getByTestId('teach-lit-ROLL').waitFor(WAIT);
    await keepScreenshot(big, `teach-launch-${c.look}`);

    // The launch: ROLL, lit, pressed on the virtual box until the launch ends (R13–R16).
    for (let roll = 0; roll < 4 && stepId() === 'launch'; roll++) {
      await expect.poll(() => litButtons(volunteer), WAIT).toEqual(['ROLL']);
      const before = state().history.length;
      await tap(volunteer.getByTestId('box-ROLL'));
      await waitUntil('the die', () => state().history.length > before, 20_000);
    }
    await waitUntil('the teaching over', () => stepId() === null, 20_000);
    await card.waitFor({ state: 'detached', timeout: 15_000 });
    await volunteer.getByTestId('teach-phone').waitFor({ state: 'detached', timeout: 15_000 });
    expect(state().history.some((entry) => entry.event === 'launch')).toBe(true);

    // The game goes on as a normal one: the box's lamps are the game's (R11), a build is taken.
    expect(state().phase).toBe('running');
    await expect.poll(() => litButtons(volunteer), WAIT).toContain('SHUFFLE');
    await tap(volunteer.getByTestId('build-Y3'));
    await waitUntil('a build after', () => state().rocket.includes('Y3'), 15_000);

    // The rest of the game, quickly: typed sixes as commands (uncounted), to the win.
    await winWithSixes(service);
    await waitUntil('the win', () => state().phase === 'won', 15_000);

    // The end screen's play to take home, scanned by the visitor (a tap and a screen).
    const takeHome = big.getByTestId('take-home');
    await takeHome.waitFor({ timeout: 30_000 });
    expect(await takeHome.textContent()).toContain(words.take);
    // The code drawn (not its place kept while the encoder comes).
    await takeHome.getByTestId('control-qr').waitFor(WAIT);
    const link = await decodeQr(takeHome);
    path.taps += 1;
    path.screens += 1;
    const whole = { ...path, seconds: (performance.now() - started) / 1000 };
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
    await keepScreenshot(big, `convention-end-take-home-${c.look}`);

    // The history offers the same link.
    const history = await session.open(
      `${service.url}/history/${gameId}?lang=${language}`,
      c.on === 'big' ? HD : SMALL_PHONE,
    );
    const offered = history.getByTestId('bgstats-link');
    await offered.waitFor(WAIT);
    expect(await offered.getAttribute('href')).toBe(link);
    expect(session.errors()).toEqual([]);

    // The path's figures, as bench/taps.ts names them (its seconds by the model; this run's apart).
    const name = `newcomer_path_${c.look.replace('-', '_')}`;
    for (const [part, count] of [
      ['qr_to_first_launch', toLaunch],
      ['qr_to_take_home', whole],
    ] as const)
      console.log(
        [
          `${name}_${part}_taps: ${count.taps} count`,
          `${name}_${part}_keystrokes: ${count.keys} count`,
          `${name}_${part}_seconds_klm: ${pathSeconds(count).toFixed(1)} s`,
          `${name}_${part}_seconds_this_run: ${count.seconds.toFixed(1)} s`,
        ].join('\n'),
      );
  }, 240_000);
});

describe('skipping', () => {
  it('"Skip teaching" from a middle step ends it; the game goes on', async () => {
    const { service } = session;
    const phone = await session.open(`${service.url}/control?token=${TOKEN}&lang=fr`, SMALL_PHONE);
    const big = await session.open(`${service.url}/?token=${TOKEN}`, HD);
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
    expect(state().phase).toBe('running');
    await phone.getByTestId('build-R1').tap();
    await waitUntil('played on', () => state().rocket.length === 2, 15_000);
  }, 120_000);
});
