// Apocalyte's big screen end to end in Debian's Chromium: the real service, a table played through
// the WebSocket as the phone would (commands, dice typed in with `roll`), the set-up to the
// zombies' first turn, a player's fight with its odds, and an end reached by the table's
// corrections; the map and the side panel checked in the page at each step. Screenshots kept in
// test/artifacts.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERRITORIES, type Territory } from '../../src/games/apocalyte/map.ts';
import type { ApocalyteState } from '../../src/games/apocalyte/state.ts';
import type { Command } from '../../src/messages.ts';
import { seededRandom } from '../../src/random.ts';
import { Screen, type Service, startService, TOKEN, waitUntil } from '../server/harness.ts';
import {
  BIG_SCREEN,
  buildScreens,
  keepScreenshot,
  launchChromium,
  openScreen,
  type Screen as Page1,
} from './browser.ts';

const WAIT = { timeout: 10_000 } as const;
const PLAYERS = [
  { name: 'Ada', colour: 'red', letter: 'A' },
  { name: 'Bo', colour: 'blue', letter: 'B' },
];

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
let service: Service;
let socket: Screen;
let opened: Page1;
let big: Page;

const table = () => service.app.table.state as ApocalyteState;
const textOf = async (id: string) => (await big.getByTestId(id).textContent()) ?? '';

/** A command as the phone sends it; at machine speed the socket's budget (10 a second) says wait. */
async function send(command: Record<string, unknown>) {
  let result = await socket.command(command as Command);
  for (let tries = 0; !result.ok && result.code === 'rate/limited' && tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    result = await socket.command(command as Command);
  }
  expect(result, `${JSON.stringify(command)}: ${JSON.stringify(result)}`).toMatchObject({
    ok: true,
  });
}

/** Dice typed in from a seeded generator (the same game every run), OK to each instruction, until `until`. */
const random = seededRandom(7);
async function settle(until: (state: ApocalyteState) => boolean) {
  for (let i = 0; i < 400 && !until(table()); i++) {
    const pending = table().pending;
    if (!pending) throw new Error(`nothing pending: ${table().stage}, phase ${table().phase}`);
    if (pending.kind === 'dice')
      await send({
        type: 'roll',
        values: Array.from(
          { length: pending.dice.count },
          () => 1 + Math.floor(random() * pending.dice.sides),
        ),
      });
    else if (pending.kind === 'confirm') await send({ type: 'confirm' });
    else if (pending.ask === 'target') await send({ type: 'target', seat: pending.seats[0] });
    else if (pending.ask === 'quarantine') await send({ type: 'quarantine', accept: false });
    else await send({ type: 'reroll' });
  }
  expect(until(table())).toBe(true);
}

beforeAll(async () => {
  [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
  service = await startService({ extra: { displayDir: screens.dir } });
  socket = await Screen.open(service.url);
  opened = await openScreen(browser, `${service.url}/?token=${TOKEN}`, BIG_SCREEN);
  big = opened.page;
}, 120_000);

afterAll(async () => {
  socket?.close();
  await opened?.close();
  await browser?.close();
  await service?.close();
  screens?.remove();
});

describe('Apocalyte on the big screen, in Chromium', () => {
  it('the set-up: the map with 42 territories, the armies placed, the zombies arriving', async () => {
    await send({ type: 'newGame', game: 'apocalyte', players: PLAYERS });
    await big.locator('[data-testid="big-screen"][data-game="apocalyte"]').waitFor(WAIT);
    await big.getByTestId('ac-map').waitFor(WAIT);
    expect(await big.locator('circle.ac-disc').count()).toBe(42);
    await send({ type: 'start' });
    // AC2 entered rather than drawn: the cards alternate, Ada's first.
    await send({ type: 'deal', seats: TERRITORIES.map((_, i) => i % 2) });
    // 30 extra armies each, 5 at a time on a seat's first six cards (AC2: at most 5 more).
    for (const seat of [0, 1]) {
      const own = TERRITORIES.filter((_, i) => i % 2 === seat).slice(0, 6);
      for (const territory of own) await send({ type: 'place', territory, count: 5 });
    }
    await expect.poll(() => textOf('ac-now'), WAIT).toContain('Place 30 extra armies each');
    await send({ type: 'placed' });
    await send({
      type: 'supplies',
      territories: [0, 1].flatMap((seat) =>
        TERRITORIES.filter((_, i) => i % 2 === seat).slice(0, 10),
      ),
    });
    await send({ type: 'scenario', scenario: 'zombies' });
    await expect.poll(() => textOf('ac-now'), WAIT).toMatch(/^.*Roll 6 d\d+/);
    // Alaska: 1 army and 5 extra for Ada, as the map draws it with her letter.
    await expect
      .poll(() => big.locator('[data-territory="alaska"] .ac-chip').first().textContent(), WAIT)
      .toBe('A6');
    await send({ type: 'roll', values: [1, 1, 1, 1, 1, 1] });
    // AC54: the step in hand, in order: the scenario told, then its placement with the OK.
    await expect.poll(() => textOf('ac-step'), WAIT).toMatch(/place 5 zombies on each of/);
    expect(await big.locator('.ac-territory .ac-chip.apocalytes').count()).toBe(6);
    await keepScreenshot(big, 'apocalyte-map');
  }, 120_000);

  it("the Apocalytes' turn: the phase, the instruction with its dice, OK asked", async () => {
    // AC37: the zombies' first wave is combat only; stop at a round told, its dice shown.
    await settle(
      (s) =>
        s.phase === 'apocalytes' &&
        s.round === 1 &&
        s.pending?.kind === 'confirm' &&
        s.instructions.slice(-3).some((told) => told.phrase.key === 'round.attacked'),
    );
    await expect.poll(() => textOf('ac-phase'), WAIT).toBe("The Apocalytes' turn");
    expect(await textOf('ac-stage')).toContain('Round 1 · Zombies');
    expect(await textOf('ac-now')).toContain('Do it on the board, then OK.');
    // AC54: the round's step in hand, its dice split by side, each change to make a line of it.
    expect(await textOf('ac-step')).toMatch(/^the zombies attack (Ada|Bo) in /);
    expect(
      await big.locator('[data-testid="ac-step"] [data-side="attack"] .die').count(),
    ).toBeGreaterThan(0);
    expect(
      await big.locator('[data-testid="ac-step"] [data-side="defence"] .die').count(),
    ).toBeGreaterThan(0);
    await keepScreenshot(big, 'apocalyte-apocalytes-turn');
  }, 120_000);

  it("a player's fight: the turn and step, the odds before the round, the round's dice after", async () => {
    await settle((s) => s.phase === 'player' && s.turn?.seat === 0);
    const state = table();
    // Ada's two new armies on a territory of hers without zombies; then no move.
    const home = TERRITORIES.find(
      (t) => (state.board[t].armies[0] ?? 0) > 0 && state.board[t].apocalytes === 0,
    ) as Territory;
    await expect.poll(() => textOf('ac-phase'), WAIT).toContain("Ada's turn");
    await send({ type: 'reinforce', territory: home, count: 2 });
    await send({ type: 'endMoves' });
    // Alaska (first in the board's order, so first to fight) set by a correction: 4 of Ada's
    // armies and a supply against 2 zombies (no reroll either way).
    await send({
      type: 'correct',
      territory: 'alaska',
      armies: [4, 0],
      apocalytes: 2,
      supplies: 1,
    });
    await expect.poll(() => textOf('ac-stage'), WAIT).toContain('Alaska');
    const odds = big.locator('[data-testid="ac-odds"] [data-territory="alaska"]');
    await odds.waitFor(WAIT);
    expect(await odds.textContent()).toContain('Odds of a round in Alaska');
    // AC4: 3 dice against 2: both zombies lost 2890/7776 = 37%, one each 34%, two armies 29%
    // (each army lost rising as a zombie).
    const bars = await odds.locator('.ac-bar').allTextContents();
    expect(bars.join(' | ')).toMatch(/37%/);
    expect(bars.join(' | ')).toMatch(/34%/);
    expect(bars.join(' | ')).toMatch(/29%/);
    await send({ type: 'fight', territory: 'alaska' });
    await expect.poll(() => textOf('ac-now'), WAIT).toContain('Roll');
    await keepScreenshot(big, 'apocalyte-fight');
    await settle((s) => s.pending === null || s.phase !== 'player');
    await expect.poll(() => textOf('ac-step'), WAIT).toContain('Ada attacks the zombies in Alaska');
  }, 120_000);

  it('the end: the last zombies cleared by corrections, the players win', async () => {
    for (const territory of TERRITORIES) {
      const ground = table().board[territory];
      if (ground.apocalytes === 0 || table().stage === 'over') continue;
      await send({
        type: 'correct',
        territory,
        armies: ground.armies,
        apocalytes: 0,
        supplies: ground.supplies,
      });
    }
    // AC10/AC55 (rules 3): a board cleared by the table's own corrections asks it to confirm.
    await waitUntil('the question', () => table().winToConfirm === true);
    await send({ type: 'confirmWin' });
    await waitUntil('the end', () => table().stage === 'over');
    await big.getByTestId('ac-end').waitFor(WAIT);
    expect(await textOf('ac-end')).toContain('The players win');
    expect(await textOf('ac-end')).toContain('No zombies left on the board.');
    expect(await textOf('ac-armies-apocalytes')).toContain('0');
    // The mission report under the end, fetched from the history of the game just logged: the
    // scenario chosen, the Apocalytes' turns of round 1, and the end naming the goal reached.
    const report = big.locator('[data-testid="ac-end"] [data-testid="after-report"]');
    await report.waitFor(WAIT);
    await expect.poll(() => report.isVisible(), WAIT).toBe(true);
    const marks = report.locator('[data-testid="timeline"] g.mark');
    const said = await marks.evaluateAll((all) =>
      all.map(
        (mark) => `${mark.getAttribute('data-kind')}: ${mark.querySelector('title')?.textContent}`,
      ),
    );
    expect(said.some((line) => /scenario: Zombies/.test(line))).toBe(true);
    expect(said.some((line) => /the Apocalytes’ turn, round 1/.test(line))).toBe(true);
    expect(said.at(-1)).toMatch(/^end: \d\d:\d\d no Apocalyte left: the players win$/);
    // Nothing of it is cut off by the side column: its bottom is inside the screen.
    const box = await report.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(1080);
    await keepScreenshot(big, 'apocalyte-end');
    expect(opened.errors).toEqual([]);
  }, 120_000);

  it('the same table in French on a 1280×720 screen', async () => {
    // A 720p television: the big screen's device at another size (openScreen names two sizes).
    const tv720 = { viewport: { width: 1280, height: 720 } } as unknown as typeof BIG_SCREEN;
    const small = await openScreen(browser, `${service.url}/?lang=fr`, tv720);
    try {
      await small.page.getByTestId('ac-end').waitFor(WAIT);
      const side = (await small.page.getByTestId('ac-big').textContent()) ?? '';
      expect(side).toContain('Les joueurs gagnent');
      expect(side).toContain('Le plateau est libéré des zombies.');
      expect(side).not.toContain('The players win');
      expect(await small.page.locator('[data-territory="peru"] .ac-name').textContent()).toBe(
        'Pérou',
      );
      await keepScreenshot(small.page, 'apocalyte-fr-720');
      expect(small.errors).toEqual([]);
    } finally {
      await small.close();
    }
  }, 60_000);
});
