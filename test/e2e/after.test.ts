// After the game, end to end in Debian's Chromium: a data folder holding two Apophis logs
// written by hand (a win on Medium, a loss on Hard by the clock), a third game played through
// the service to its end on the big screen (its mission report appears under the end), then the
// history with its scrubber and the numbers, in English and French, on a big screen and a phone.
// Screenshots kept in test/artifacts (after-*.png).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Action, actions as a } from '../../src/games/apophis/actions.ts';
import { reduce } from '../../src/games/apophis/reducer.ts';
import { lobbyState, type TableState } from '../../src/games/apophis/state.ts';
import { Screen as Socket, TOKEN, waitUntil } from '../server/harness.ts';
import { BIG_SCREEN, keepScreenshot, type PHONE, SMALL_PHONE } from './browser.ts';
import { chromiumSession } from './session.ts';

const WAIT = { timeout: 10_000 } as const;
const ROCKET = ['Y3', 'R3', 'G2'] as const;
const ALL_SUITS = ['hearts', 'diamonds', 'spades', 'clubs'] as const;

/** A log the reducer accepts, action by action; a refusal fails the test with its sentence. */
class Log {
  state: TableState = lobbyState();
  readonly actions: Action[] = [];
  constructor(public at: number) {}
  add(make: (at: number) => Action, afterMs: number): this {
    this.at += afterMs;
    const action = make(this.at);
    const applied = reduce(this.state, action);
    if (!applied.ok) throw new Error(`${action.type} refused: ${applied.error.message}`);
    this.state = applied.state;
    this.actions.push(action);
    return this;
  }
  /** A rocket built and launched, every die `value` (typed or the box's) until it lands. */
  launch(value: number, source: 'box' | 'hand'): this {
    for (const section of ROCKET) this.add((at) => a.build(at, section), 20_000);
    this.add((at) => a.suits(at, [...ALL_SUITS]), 6_000);
    while (this.state.launch && !this.state.launch.result) {
      if (this.state.launch.awaiting?.kind === 'roll')
        this.add((at) => a.roll(at, value, source), 4_000);
      else this.add((at) => a.accept(at), 3_000);
    }
    return this;
  }
}

/** The store's format (server/store/README.md): the header, then one line per action. */
function writeLog(dir: string, id: string, log: Log): void {
  const header = {
    kind: 'game',
    v: 2,
    id,
    createdAt: log.actions[0]?.at,
    app: 'apophis-mission-control',
    game: 'apophis',
    module: 1,
  };
  const lines = [header, ...log.actions.map((action, i) => ({ kind: 'action', n: i + 1, action }))];
  writeFileSync(
    join(dir, 'games', `${id}.jsonl`),
    lines.map((line) => `${JSON.stringify(line)}\n`).join(''),
  );
}

// 2025-11-13 20:00:00 and 21:00:00 UTC.
const WON_AT = Date.UTC(2025, 10, 13, 20, 0, 0);
const LOST_AT = Date.UTC(2025, 10, 13, 21, 0, 0);
const WON_ID = '20251113-200000-abcd';
const LOST_ID = '20251113-210000-efgh';

// The win: Medium (10 minutes), two players, three launches of the box's sixes.
const won = new Log(WON_AT).add(
  (at) => a.newGame(at, { players: 2, variant: 'basic', timerSeconds: 600 }),
  0,
);
won.add(a.start, 1_000).launch(6, 'box').launch(6, 'box');
won.add(a.pause, 10_000).add(a.resume, 30_000).launch(6, 'box');
// The loss: Hard (8 minutes), three players, a miss on typed ones, a hit on typed sixes, then the clock.
const lost = new Log(LOST_AT).add(
  (at) => a.newGame(at, { players: 3, variant: 'basic', timerSeconds: 480 }),
  0,
);
lost.add(a.start, 1_000).launch(1, 'hand').launch(6, 'hand');
lost.add(a.clock, LOST_AT + 1_000 + 480_000 - lost.at);

let dataDir: string;
const session = chromiumSession({
  dir: () => {
    expect(won.state.phase).toBe('won');
    expect(lost.state.phase).toBe('lost');
    dataDir = mkdtempSync(join(tmpdir(), 'apophis-after-'));
    mkdirSync(join(dataDir, 'games'));
    writeLog(dataDir, WON_ID, won);
    writeLog(dataDir, LOST_ID, lost);
    return dataDir;
  },
  cleanUp: () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  },
  timeoutMs: 90_000,
});

const open = (url: string, device: typeof BIG_SCREEN | typeof PHONE) => session.open(url, device);

describe('after the game', () => {
  it('a game played to its end shows its mission report on the big screen', async () => {
    const big = await open(`${session.service.url}/?token=${TOKEN}`, BIG_SCREEN);
    const table = await Socket.open(session.service.url);
    try {
      await table.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 });
      await table.command({ type: 'start' });
      for (let launch = 0; launch < 3; launch++) {
        for (const section of ROCKET) await table.command({ type: 'build', section });
        await table.command({ type: 'suits', suits: [...ALL_SUITS] });
        for (
          let die = 0;
          die < 6 && table.state()?.launch && !table.state()?.launch?.result;
          die++
        ) {
          const state = table.state();
          await table.command(
            state?.launch?.awaiting?.kind === 'roll'
              ? { type: 'roll', value: 6 }
              : { type: 'accept' },
          );
          await waitUntil('the die to count', () => table.state() !== state);
        }
      }
      await waitUntil('the win', () => table.state()?.phase === 'won');
    } finally {
      table.close();
    }
    await big.getByTestId('end').waitFor(WAIT);
    // The winning launch's moment lingers over the end for a few seconds, then the end shows.
    await big.getByTestId('launch-moment').waitFor({ state: 'detached', timeout: 15_000 });
    const report = big.getByTestId('after-report');
    await report.waitFor(WAIT);
    // Three launches, three hits (the last destroyed Apophis): three hit marks, three green bars.
    expect(await report.locator('g.mark[data-kind="hit"]').count()).toBe(3);
    expect(await report.locator('g.roll.tone-good').count()).toBe(3);
    expect(await big.getByTestId('report-decisive').textContent()).toMatch(
      /^The moment that decided it: at \d\d:\d\d, launch 3 \(Y3,R3,G2\): Apophis destroyed$/,
    );
    // The dice's proof line under the report: its chunk is fetched once the report is drawn.
    await expect
      .poll(() => big.getByTestId('proof-end').textContent(), { timeout: 10_000 })
      .toMatch(/^Dice anyone can audit/);
    await keepScreenshot(big, 'after-report-end');
  });

  it('the history lists every game; the scrubber replays one', async () => {
    const page = await open(`${session.service.url}/history`, BIG_SCREEN);
    // The scripts the page fetches: the fold's chunk (display/after/tables/apophis-fold.ts).
    const folds: string[] = [];
    page.on('request', (request) => {
      if (/\/apophis-fold-[\w-]+\.js$/.test(request.url())) folds.push(request.url());
    });
    await page.getByTestId('history-list').waitFor(WAIT);
    const games = page.getByTestId('history-game');
    expect(await games.count()).toBe(3);
    // Newest first: the game just played, then the loss, then the win.
    expect(await games.nth(1).getAttribute('data-id')).toBe(LOST_ID);
    const lostLine = games.nth(1);
    expect(await lostLine.getByTestId('history-outcome').textContent()).toBe('impact');
    expect(await lostLine.getByTestId('history-setup').textContent()).toBe(
      '3 players · Hard · basic rules',
    );
    expect(await lostLine.getByTestId('history-length').textContent()).toBe('08:01');
    const wonLine = games.nth(2);
    expect(await wonLine.getByTestId('history-outcome').textContent()).toBe('Apophis destroyed');
    expect(await wonLine.getByTestId('history-setup').textContent()).toBe(
      '2 players · Medium · basic rules',
    );
    await keepScreenshot(page, 'after-history-list');

    await wonLine.locator('a').click();
    await page.getByTestId('replay-table').waitFor(WAIT);
    const range = page.getByTestId('scrubber-range');
    const count = won.actions.length;
    expect(await range.getAttribute('max')).toBe(String(count));
    expect(await page.getByTestId('replay-table').getAttribute('data-phase')).toBe('won');
    expect(await page.getByTestId('rolls-so-far').locator('li').count()).toBe(3);
    // The end drawn from the service's final view, before any fold is fetched.
    expect(folds).toEqual([]);
    // Action 5: the start and the first rocket built (Y3, R3, G2 from 0:21, 0:41, 1:01); the
    // first move fetches the fold.
    await range.fill('5');
    expect(await page.getByTestId('scrubber-at').textContent()).toBe(
      `action 5 of ${count} · 01:01`,
    );
    expect(await page.getByTestId('replay-table').getAttribute('data-phase')).toBe('running');
    expect(await page.getByTestId('replay-clock').textContent()).toBe('09:00 · playing');
    expect(await page.getByTestId('rocket').locator('li').count()).toBe(3);
    expect(await page.getByTestId('rolls-none').textContent()).toBe('No roll yet.');
    await keepScreenshot(page, 'after-history-scrubber');
    await page.getByTestId('after-report').scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'after-report-history');
    await range.fill('2');
    expect(await page.getByTestId('replay-clock').textContent()).toBe('10:00 · playing');
    expect(await page.getByTestId('rocket').locator('li').count()).toBe(0);
    // The JSON, the CSV, the BG Stats export, and the play opened in BG Stats (convention mode).
    expect(await page.getByTestId('exports').locator('a').count()).toBe(4);
    expect(folds).toHaveLength(1);
  });

  it('the history’s supply is legible: its pyramids’ letters 12 px at least (issue 32: 4.6 px)', async () => {
    for (const device of [BIG_SCREEN, SMALL_PHONE]) {
      const page = await open(`${session.service.url}/history/${LOST_ID}`, device);
      await page.getByTestId('replay-table').waitFor(WAIT);
      await page.getByTestId('scrubber-range').fill('2');
      await page.getByTestId('supply').locator('svg').first().waitFor(WAIT);
      // A letter's size on the screen: its font-size in the pyramid's units times the drawing's scale.
      const smallest = await page.evaluate(() =>
        Math.min(
          ...Array.from(document.querySelectorAll('[data-testid="supply"] svg')).flatMap((svg) => {
            const scale =
              svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
            return Array.from(svg.querySelectorAll('text')).map(
              (text) => Number(text.getAttribute('font-size')) * scale,
            );
          }),
        ),
      );
      console.log(`the history's supply: smallest letter ${smallest.toFixed(1)} px`);
      expect(smallest).toBeGreaterThanOrEqual(12);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        device.viewport.width,
      );
    }
  });

  it('the history in French, on a phone', async () => {
    const page = await open(`${session.service.url}/history/${LOST_ID}?lang=fr`, SMALL_PHONE);
    await page.getByTestId('replay-table').waitFor(WAIT);
    expect(await page.locator('h1').textContent()).toBe('Apophis · impact');
    expect(await page.getByTestId('game-facts').textContent()).toMatch(
      /^08:01 · 3 joueurs · Difficile · règles de base · \d+ actions · /,
    );
    expect(await page.getByTestId('rolls-so-far').locator('li').first().textContent()).toMatch(
      /^\d\d:\d\d lancement 1 \(Y3,R3,G2\)\u202f: chance \d+[\u00a0\u202f]%, échec$/,
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await keepScreenshot(page, 'after-history-fr-phone');
  });

  it('the numbers over all games, in English and French', async () => {
    // Launches that rolled dice and their hits: 3 + 3 (the wins), 2 with 1 hit (the loss).
    const page = await open(`${session.service.url}/stats`, BIG_SCREEN);
    const apophis = page.getByTestId('stats-apophis');
    await apophis.waitFor(WAIT);
    expect(await page.getByTestId('stats-games').textContent()).toBe('3 games');
    expect(await apophis.getByTestId('module-counts').textContent()).toBe(
      'played 3 · won 2 · lost 1 · unfinished 0',
    );
    expect(await apophis.getByTestId('module-rate').textContent()).toBe(
      '67% · on 3 finished games',
    );
    expect(await apophis.getByTestId('module-launches').textContent()).toMatch(
      /^8 chances taken, 7 successes · \d+ dice rolled in all$/,
    );
    const typedRolls = [...won.actions, ...lost.actions].filter(
      (x) => x.type === 'roll' && x.source === 'hand',
    ).length;
    const boxRolls = won.actions.filter((x) => x.type === 'roll').length;
    const dice = page.getByTestId('die');
    const captions = await dice.getByTestId('die-name').allTextContents();
    // The hand-written logs' headers name no box, as logs written before boxes were named.
    expect(captions).toContain('a box not named in older logs, d6');
    expect(captions).toContain('d6 typed in by hand');
    const sentences = await page.getByTestId('die-sentence').allTextContents();
    expect(sentences).toContain(`${boxRolls} rolls: too few rolls to tell`);
    await keepScreenshot(page, 'after-stats');
    expect(typedRolls).toBeGreaterThan(0);

    const fr = await open(`${session.service.url}/stats?lang=fr`, SMALL_PHONE);
    await fr.getByTestId('stats-apophis').waitFor(WAIT);
    expect(await fr.getByTestId('stats-games').textContent()).toBe('3 parties');
    expect(await fr.getByTestId('stats-apophis').getByTestId('module-rate').textContent()).toMatch(
      /^67[\u00a0\u202f]% · sur 3 parties terminées$/,
    );
    expect(await fr.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(fr, 'after-stats-fr-phone');
    expect(session.errors()).toEqual([]);
  });
});
