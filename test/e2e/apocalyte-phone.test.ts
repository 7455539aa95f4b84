// Apocalyte on a 390×844 phone in Debian's Chromium, against the real service (no box: the dice
// are typed in): the deal is given to the table session as any screen's commands (past the
// socket's rate limit); extra armies are placed on the phone's map of one continent (each
// continent's discs measured: at least 44 px across), the rest of the set-up sent as commands,
// then a player's turn is played on the map: two new armies, a move, a fight with its dice typed.

import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTINENTS,
  type Continent,
  TERRITORIES,
  type Territory,
  territoriesOf,
} from '../../src/games/apocalyte/map.ts';
import type { ApocalyteState } from '../../src/games/apocalyte/state.ts';
import type { Command } from '../../src/messages.ts';
import { seededRandom } from '../../src/random.ts';
import { type Service, startService, TOKEN, waitUntil } from '../server/harness.ts';
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
const PLAYERS = [
  { name: 'Ada', colour: 'red', letter: 'A' },
  { name: 'Bo', colour: 'blue', letter: 'B' },
];

let screens: Awaited<ReturnType<typeof buildScreens>>;
let browser: Browser;
let service: Service;
let screen: Screen;
let phone: Page;

const table = () => service.app.table.state as ApocalyteState;
const testId = (id: string) => phone.getByTestId(id);
/** A territory's disc on the map of the picker `prefix`, its continent's tab tapped first. */
async function disc(prefix: string, continent: Continent, territory: Territory): Promise<Locator> {
  await testId(`${prefix}-tab-${continent}`).tap();
  return testId(`${prefix}-map`).getByTestId(`ac-t-${territory}`);
}
const seats = TERRITORIES.map((_, i) => i % 2);

async function command(sent: Command): Promise<void> {
  const result = await service.app.table.command(sent);
  if (!result.ok) throw new Error(`${sent.type} refused: ${result.error}`);
}

/**
 * The referee's own steps until a player's turn, as test/games' `Table.playing('zombies', SIX)`
 * plays them: the placement's cards on 1s, then dice from the seeded generator 1, every OK,
 * the first seat on a tie, no quarantine, no reroll.
 */
async function settle(): Promise<void> {
  const random = seededRandom(1);
  let placed = false;
  for (let step = 0; step < 300 && table().phase !== 'player'; step++) {
    const p = table().pending;
    if (p?.kind === 'dice') {
      const { count, sides } = p.dice;
      const values = Array.from({ length: count }, () =>
        placed ? 1 + Math.floor(random() * sides) : 1,
      );
      placed = true;
      await command({ type: 'roll', values } as Command);
    } else if (p?.kind === 'confirm') await command({ type: 'confirm' } as Command);
    else if (p?.kind === 'choice' && p.ask === 'target')
      await command({ type: 'target', seat: p.seats[0] } as Command);
    else if (p?.kind === 'choice' && p.ask === 'quarantine')
      await command({ type: 'quarantine', accept: false } as Command);
    else if (p?.kind === 'choice') await command({ type: 'reroll' } as Command);
    else
      throw new Error(
        `nothing to settle: ${table().stage} ${table().phase} ${JSON.stringify(table().tasks[0])} ${JSON.stringify(table().ending)}`,
      );
  }
}

beforeAll(async () => {
  [screens, browser] = await Promise.all([buildScreens(), launchChromium()]);
  service = await startService({ box: { serial: 'none' }, extra: { displayDir: screens.dir } });
  // AC2 set-up as any screen sends it: the cards entered; the extra armies come on the phone.
  await command({ type: 'newGame', game: 'apocalyte', players: PLAYERS } as Command);
  await command({ type: 'start' });
  await command({ type: 'deal', seats } as Command);
  screen = await openScreen(browser, `${service.url}/control?token=${TOKEN}`, PHONE_390);
  phone = screen.page;
}, 120_000);

afterAll(async () => {
  await screen?.close();
  await browser?.close();
  await service?.close();
  screens?.remove();
});

/** Each continent's smallest disc on the map of the picker `prefix`, in CSS px. */
async function discSizes(prefix: string): Promise<Record<Continent, number>> {
  const sizes = {} as Record<Continent, number>;
  for (const continent of CONTINENTS) {
    await testId(`${prefix}-tab-${continent}`).tap();
    const map = testId(`${prefix}-map`);
    await map.locator(`svg[data-crop="${continent}"]`).waitFor(WAIT);
    const widths = await Promise.all(
      territoriesOf(continent).map((x) =>
        map.locator(`[data-territory="${x}"] circle.ac-disc`).evaluate((circle) => {
          const box = circle.getBoundingClientRect();
          return Math.min(box.width, box.height);
        }),
      ),
    );
    sizes[continent] = Math.min(...widths);
  }
  return sizes;
}

describe('Apocalyte: the extra armies placed on the map of a 390×844 phone', () => {
  it('every continent drawn with discs of 44 px or more, none scrolled sideways', async () => {
    await testId('place-panel').waitFor(WAIT);
    const sizes = await discSizes('place');
    console.log(`discs at 390×844 (CSS px): ${JSON.stringify(sizes)}`);
    for (const continent of CONTINENTS) expect(sizes[continent]).toBeGreaterThanOrEqual(44);
    // The widest continent (Asia, 12 territories) fits the box: the map needs no sideways scroll.
    const box = testId('place-map');
    const [scroll, client] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll).toBeLessThanOrEqual(client);
  }, 60_000);

  it('Alaska tapped on the map of North America fills it (5), then −1: the ring on Alaska', async () => {
    await (await disc('place', 'north-america', 'alaska')).tap();
    await expect
      .poll(
        () =>
          testId('place-map').locator('.ac-territory:has(.ac-ring)').getAttribute('data-territory'),
        WAIT,
      )
      .toBe('alaska');
    // The tap itself places the 5 it takes (issue 32: 60 armies in 12 taps).
    await waitUntil('five extra armies', () => table().board.alaska.armies[0] === 6, 10_000);
    await testId('place-minus-1').tap();
    await waitUntil('one taken back', () => table().board.alaska.armies[0] === 5, 10_000);
    // Quebec (Bo's) next, tapped on the map too: its holder's armies grow.
    await (await disc('place', 'north-america', 'quebec')).tap();
    await waitUntil('Bo’s five', () => table().board.quebec.armies[1] === 6, 10_000);
    await testId('place-minus-1').tap();
    await waitUntil('one of Bo’s back', () => table().board.quebec.armies[1] === 5, 10_000);
    // The placement in sight: the panel's top under the status bar, Quebec ringed on the map.
    await testId('place-panel').evaluate((panel) => panel.scrollIntoView());
    await phone.evaluate(() => window.scrollBy(0, -48));
    await keepScreenshot(phone, 'apocalyte-phone-setup');
    expect(screen.errors).toEqual([]);
  }, 60_000);

  it('the rest of the set-up as commands, until a player’s turn', async () => {
    // What the phone placed is taken back, then 30 extra armies each on each seat's first six.
    await command({ type: 'place', territory: 'alaska', count: -4 } as Command);
    await command({ type: 'place', territory: 'quebec', count: -4 } as Command);
    for (const seat of [0, 1]) {
      const mine = TERRITORIES.filter((_, i) => seats[i] === seat);
      for (const territory of mine.slice(0, 6))
        await command({ type: 'place', territory, count: 5 } as Command);
    }
    await command({ type: 'placed' } as Command);
    const supplied = [0, 1].flatMap((seat) =>
      TERRITORIES.filter((_, i) => seats[i] === seat).slice(0, 10),
    );
    await command({ type: 'supplies', territories: supplied } as Command);
    await command({ type: 'scenario', scenario: 'zombies' } as Command);
    await settle();
    // Ada's ground for the turn: Brazil with 4 armies and 2 supplies, Argentina, Peru against 2 zombies.
    for (const [territory, armies, apocalytes, supplies] of [
      ['brazil', [4, 0], 0, 2],
      ['argentina', [1, 0], 0, 0],
      ['peru', [3, 0], 2, 0],
    ] as const)
      await command({
        type: 'correct',
        territory,
        armies: [...armies],
        apocalytes,
        supplies,
      } as Command);
  }, 120_000);
});

describe("Apocalyte: a player's turn on the map of a 390×844 phone", () => {
  it('two new armies on Brazil, tapped on the map of South America', async () => {
    expect(table().turn).toMatchObject({ seat: 0, step: 'reinforce', toPlace: 2 });
    await testId('reinforce-panel').waitFor(WAIT);
    // Peru holds zombies though it is Ada's: the module's guard keeps new armies off it
    // (reinforce/occupied), so its disc is not offered to a tap; Brazil's is.
    const peru = await disc('reinforce', 'south-america', 'peru');
    expect(await peru.getAttribute('class')).not.toContain('tappable');
    const brazil = await disc('reinforce', 'south-america', 'brazil');
    expect(await brazil.getAttribute('class')).toContain('tappable');
    await brazil.tap();
    await testId('reinforce-2').tap();
    await waitUntil('the new armies', () => table().turn?.step === 'move', 10_000);
    expect(table().board.brazil.armies[0]).toBe(6);
  }, 60_000);

  it('a move on the map: three armies and a supply counter from Brazil to Argentina', async () => {
    await (await disc('move-from', 'south-america', 'brazil')).tap();
    // Argentina tapped on the same map: the move's arrow drawn from Brazil.
    await testId('move-from-map').getByTestId('ac-t-argentina').tap();
    await testId('move-form').waitFor(WAIT);
    expect(await testId('move-from-map').getByTestId('ac-arrow').count()).toBe(1);
    await testId('move-armies-more').tap();
    await testId('move-armies-more').tap();
    await testId('move-supplies-more').tap();
    await testId('move-send').tap();
    await waitUntil('the move', () => table().board.argentina.armies[0] === 4, 10_000);
    expect(table().board.brazil).toMatchObject({ armies: [3, 0], supplies: 1 });
    expect(table().board.argentina.supplies).toBe(1);
    expect(table().turn?.movesLeft).toBe(1);
  }, 60_000);

  it('a fight in Peru picked on the map, with its odds, the dice typed in', async () => {
    await (await disc('fight-at', 'south-america', 'peru')).tap();
    // AC4 and Zombies 2: 3 armies against 2 zombies, who reroll their lowest die when a loss is
    // coming: both fall with 55/216 (enumerated in test/display/apocalyte-control.test.tsx).
    await expect.poll(() => testId('odds-peru').textContent(), WAIT).toContain('−2 zombies25%');
    // The three rounds left as figures (enumerated there too), every outcome folded away.
    expect(await testId('cleared-peru').textContent()).toBe('29%to clear the zombies');
    expect(await testId('battle-peru').locator('details').getAttribute('open')).toBeNull();
    // The combat as the player sees it: Peru ringed on the map of South America, its odds beneath.
    await testId('fight-at-map').evaluate((map) => map.scrollIntoView());
    await phone.evaluate(() => window.scrollBy(0, -190));
    await keepScreenshot(phone, 'apocalyte-phone-turn');
    await testId('fight-peru').tap();
    await testId('dice-panel').waitFor(WAIT);
    const p = table().pending;
    if (p?.kind !== 'dice') throw new Error('the round waits for no dice');
    // The players' dice then the zombies': sixes against ones.
    const faces = Array.from({ length: p.dice.count }, (_, i) => (i < 3 ? 6 : 1));
    for (const face of faces) await testId(`face-${face}`).tap();
    await testId('dice-send').tap();
    // Zombies reroll their lowest die: one more d6, typed in too.
    await waitUntil('the zombies’ reroll', () => {
      const next = table().pending;
      return next?.kind === 'dice' && next.for === 'apocalyteReroll';
    });
    await testId('face-1').tap();
    await testId('dice-send').tap();
    await waitUntil('the round', () => (table().turn?.rounds.peru ?? 0) === 1, 10_000);
    // Three sixes against two ones (the reroll a 1 again): both zombies fall.
    expect(table().board.peru).toMatchObject({ armies: [3, 0], apocalytes: 0 });
    expect(screen.errors).toEqual([]);
  }, 60_000);
});
