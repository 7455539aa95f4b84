// Dice anyone can audit, on the screens, in Debian's Chromium (DESIGN.md, "Dice anyone can
// audit"; display/after/proof.tsx). A game played on the virtual box (the firmware 2.1 hex in
// avr8js) through a real service, its first dice the board's, then: the end screen says how
// many of the game's rolls are proven; the history's list says "N of M rolls proven"; the
// game's page shows the commitment, the seed, the verdict and "Check it yourself" with the
// command, readable at 1920×1080, 1280×720 and 390×844, in English and French, nothing wider
// than the screen; a copy of the log with one roll's value changed shows the failing verdict
// naming that roll. The end screen's update when the seed comes late is played on the scripted
// proof box (a pty double), its SEED held back until the end screen shows. Screenshots kept in
// test/artifacts/proof-*.png; APOPHIS_DOC_SHOTS=1 renews docs/screenshots/proof-*.png instead.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { type BoxTable, boxTable } from '../server/box-table.ts';
import { Screen as Socket, TOKEN, tableState, waitUntil } from '../server/harness.ts';
import { playOnVirtualBox, winMuted } from '../server/proof-play.ts';
import { ARTIFACTS, BIG_SCREEN, HD, type PHONE, SMALL_PHONE } from './browser.ts';
import { chromiumSession } from './session.ts';

const WAIT = { timeout: 10_000 } as const;
/**
 * Screenshots go to test/artifacts (gitignored), or, with APOPHIS_DOC_SHOTS=1, to the pictures
 * docs/proof.md and the README show, so that a plain test run leaves the tree as it was.
 */
const SHOTS = process.env.APOPHIS_DOC_SHOTS
  ? new URL('../../docs/screenshots/', import.meta.url).pathname
  : ARTIFACTS;
const LAPTOP = HD;
const BOX_DICE = 3;

const session = chromiumSession({ virtualBox: true });
/** The game played on the virtual box: its id, rolls and the commitment and seed its log keeps. */
let game: { id: string; rolls: number; commitment: string; seed: string };

const open = (url: string, device: typeof BIG_SCREEN | typeof PHONE) => session.open(url, device);

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), animations: 'disabled' });
}

/** Nothing on the page is wider than the screen: no sideways scroll. */
async function fitsWidth(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(width);
}

/** Waits until the element's text matches, failing with the last text seen. */
async function textMatches(element: Locator, pattern: RegExp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let text = '';
  while (Date.now() < deadline) {
    text = (await element.textContent()) ?? '';
    if (pattern.test(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(text).toMatch(pattern);
}

type Line = { kind: string; line?: string; id?: string; [key: string]: unknown };
const logPath = (id: string) => join(session.service.store.gamesDir, `${id}.jsonl`);
const linesOf = (id: string) =>
  readFileSync(logPath(id), 'utf8')
    .trim()
    .split('\n')
    .map((text) => JSON.parse(text) as Line);

describe('the proof on the screens, a game on the virtual box', () => {
  it('the end screen says how many of the game’s rolls are proven', async () => {
    const big = await open(`${session.service.url}/?token=${TOKEN}`, BIG_SCREEN);
    const control = await Socket.open(session.service.url);
    const state = () => tableState(session.service);
    try {
      await control.command({ type: 'newGame', players: 1, variant: 'basic', timerSeconds: 3600 });
      await control.command({ type: 'press', button: 'START', gesture: 'PRESS' });
      await waitUntil('START pressed on the board', () => state().phase === 'running', 5000);
      const id = session.service.app.table.gameId as string;
      const commits = () => linesOf(id).filter((l) => l.kind === 'proof' && l.line === 'commit');
      await waitUntil('the game commitment', () => commits().length === 2, 10_000);
      await playOnVirtualBox(control, state, BOX_DICE);
      expect(state().phase).toBe('won');
      await waitUntil('the seed in the log', () => linesOf(id).at(-1)?.line === 'seed', 10_000);
      const proof = linesOf(id).filter((l) => l.kind === 'proof');
      game = {
        id,
        rolls: 0,
        commitment: commits()[1]?.commitment as string,
        seed: proof.at(-1)?.seed as string,
      };
    } finally {
      control.close();
    }
    await big.getByTestId('end').waitFor(WAIT);
    const end = big.getByTestId('proof-end');
    await end.waitFor({ timeout: 20_000 });
    // The box's three dice proven by the seed; every other die was typed in by hand.
    // …and the seal the table saw while the game rolled (the commitment's first 8 hex digits).
    const seal = `${game.commitment.slice(0, 4)} ${game.commitment.slice(4, 8)}`;
    await textMatches(
      end,
      new RegExp(`^Dice anyone can audit: 3 of \\d+ rolls proven · dice sealed: ${seal}$`),
      10_000,
    );
    const all = Number(/of (\d+) rolls/.exec((await end.textContent()) ?? '')?.[1]);
    expect(all).toBeGreaterThan(BOX_DICE);
    game.rolls = all;
    // The winning launch's moment lingers over the end for a few seconds, then the end shows.
    await big.getByTestId('launch-moment').waitFor({ state: 'detached', timeout: 15_000 });
    await end.scrollIntoViewIfNeeded();
    expect(await end.isVisible()).toBe(true);
    await shoot(big, 'proof-end');
  }, 120_000);

  it('the seal on the big screen and a phone, at three sizes, in both languages', async () => {
    // The game's commitment's first 8 hex digits, shown from its first box roll to its end.
    const seal = `${game.commitment.slice(0, 4)} ${game.commitment.slice(4, 8)}`;
    for (const language of ['en', 'fr'] as const) {
      for (const device of [BIG_SCREEN, LAPTOP, SMALL_PHONE]) {
        for (const path of ['/', '/control']) {
          const page = await open(
            `${session.service.url}${path}?token=${TOKEN}&lang=${language}`,
            device,
          );
          const shown = page.getByTestId('dice-seal');
          await shown.waitFor(WAIT);
          expect(await shown.textContent()).toBe(
            language === 'en' ? `dice sealed: ${seal}` : `dés scellés\u202f: ${seal}`,
          );
          expect(await shown.isVisible()).toBe(true);
          const box = await shown.boundingBox();
          expect(box && box.x + box.width).toBeLessThanOrEqual(device.viewport.width);
        }
      }
    }
  }, 120_000);

  it('the history’s list says how many rolls of each game are proven', async () => {
    const page = await open(`${session.service.url}/history`, BIG_SCREEN);
    await page.getByTestId('history-list').waitFor(WAIT);
    const line = page.locator(`[data-testid="history-game"][data-id="${game.id}"]`);
    expect(await line.getByTestId('proof-count').textContent()).toBe(
      `${BOX_DICE} of ${game.rolls} rolls proven`,
    );
  });

  const sizes = [
    ['1080', BIG_SCREEN],
    ['720', LAPTOP],
    ['phone', SMALL_PHONE],
  ] as const;
  for (const language of ['en', 'fr'] as const) {
    for (const [size, device] of sizes) {
      it(`the game’s page: commitment, seed, verdict and the command, ${size}, ${language}`, async () => {
        const page = await open(
          `${session.service.url}/history/${game.id}?lang=${language}`,
          device,
        );
        const panel = page.getByTestId('proof-panel');
        await panel.waitFor(WAIT);
        const text = (await panel.textContent()) ?? '';
        expect(text).toContain(game.commitment);
        expect(text).toContain(game.seed);
        expect(text).toContain(
          language === 'en'
            ? `${BOX_DICE} box rolls from commitment ${game.commitment}: all verified`
            : `${BOX_DICE} lancers du boîtier sous l’engagement ${game.commitment}\u202f: tous vérifiés`,
        );
        const check = page.getByTestId('proof-by-hand');
        await check.locator('summary').click();
        expect(await check.locator('summary').textContent()).toBe(
          language === 'en' ? 'Check it yourself' : 'Vérifiez vous-même',
        );
        const command = check.locator('pre').first();
        // The log where this service keeps it (its --data folder), not a `data/` it does not use.
        expect(await command.textContent()).toBe(
          `npx apophis verify ${join(session.service.dir, 'games', `${game.id}.jsonl`)}`,
        );
        expect(await command.isVisible()).toBe(true);
        // Every line of the panel within the screen, the hex wrapped where it does not fit.
        const viewport = device.viewport.width;
        for (const box of await panel
          .locator('li, pre, code, h2')
          .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().right)))
          expect(box).toBeLessThanOrEqual(viewport);
        await fitsWidth(page);
        await check.scrollIntoViewIfNeeded();
        await panel.scrollIntoViewIfNeeded();
        if (size === 'phone' || (size === '720' && language === 'en'))
          await shoot(page, `proof-game-${size}-${language}`);
      });
    }
  }

  it('a log with one roll’s value changed: the verdict fails, naming the roll', async () => {
    // A copy of the game under another id, its third box roll's value changed.
    const id = `${game.id.slice(0, -4)}zzzz`;
    const lines = linesOf(game.id);
    const third = lines.find((l) => l.kind === 'proof' && l.line === 'roll' && l.index === 2);
    if (!third) throw new Error('no roll at @2 in the log');
    const was = (third.values as number[])[0] as number;
    const now = (was % 6) + 1;
    const tampered = lines.map((line) =>
      line === third ? { ...line, values: [now] } : line.kind === 'game' ? { ...line, id } : line,
    );
    writeFileSync(logPath(id), tampered.map((line) => `${JSON.stringify(line)}\n`).join(''));

    const list = await open(`${session.service.url}/history`, BIG_SCREEN);
    await list.getByTestId('history-list').waitFor(WAIT);
    expect(
      await list
        .locator(`[data-testid="history-game"][data-id="${id}"]`)
        .getByTestId('proof-count')
        .textContent(),
    ).toBe('proof FAILED');
    await list
      .getByTestId('history-list')
      .screenshot({ path: join(SHOTS, 'proof-history.png'), animations: 'disabled' });
    // The numbers: every game's rolls, those proven, and the game that failed the check.
    const stats = await open(`${session.service.url}/stats`, BIG_SCREEN);
    const total = stats.getByTestId('proof-total');
    await total.waitFor(WAIT);
    expect(await total.textContent()).toBe(
      `Dice anyone can audit: ${2 * game.rolls} rolls over all games, ${BOX_DICE} proven by the box’s revealed seed; 1 game FAILED the check`,
    );
    for (const [language, device] of [
      ['en', BIG_SCREEN],
      ['fr', SMALL_PHONE],
    ] as const) {
      const page = await open(`${session.service.url}/history/${id}?lang=${language}`, device);
      const panel = page.getByTestId('proof-panel');
      await panel.waitFor(WAIT);
      const failed = panel.locator('[data-testid="proof-commitment"].tone-text-bad');
      expect(await failed.textContent()).toContain(
        language === 'en'
          ? `FAILED: the roll at @2 says ${now} (d6), the seed gives ${was}`
          : `ÉCHEC\u202f: le lancer @2 dit ${now} (d6), la graine donne ${was}`,
      );
      await fitsWidth(page);
      await panel.scrollIntoViewIfNeeded();
      await shoot(page, `proof-tampered-${language}`);
    }
    expect(session.errors()).toEqual([]);
  }, 90_000);
});

describe('the end screen when the seed comes late (the scripted proof box)', () => {
  let rig: BoxTable | null = null;
  afterAll(async () => {
    await rig?.close();
  }, 30_000);

  it('shows the rolls not proven yet, then proven once the SEED arrives', async () => {
    rig = await boxTable({
      box: { protocol: 2, firmware: '2.1.0', capabilities: ['proof'] },
      wholeLogs: true,
      displayDir: session.displayDir,
    });
    const big = await open(`${rig.service.url}/?token=${TOKEN}`, BIG_SCREEN);
    const control = await Socket.open(rig.service.url);
    const { box } = rig;
    try {
      const commitment = await winMuted(control, box, 2);
      expect(commitment).toMatch(/^[0-9A-F]{32}$/);
    } finally {
      control.close();
    }
    await waitUntil('the end REVEAL reached the box', () => box.revealed.length === 2);
    const end = big.getByTestId('proof-end');
    await end.waitFor({ timeout: 20_000 });
    // The SEED held back: none of the box's rolls is proven yet, and the screen says why.
    expect(await end.textContent()).toMatch(
      /^Dice anyone can audit: 0 of \d+ rolls proven · waiting for the box’s seed · dice sealed: [0-9A-F]{4} [0-9A-F]{4}$/,
    );
    await big.getByTestId('launch-moment').waitFor({ state: 'detached', timeout: 15_000 });
    await end.scrollIntoViewIfNeeded();
    await shoot(big, 'proof-end-awaiting');
    box.muted = false;
    await waitUntil('the SEED taken', () => box.pending.length === 0, 5000);
    // The end screen asks again every 1.5 s while a seed is awaited.
    await textMatches(
      end,
      /^Dice anyone can audit: 2 of \d+ rolls proven · dice sealed: [0-9A-F]{4} [0-9A-F]{4}$/,
      8000,
    );
  }, 90_000);
});
