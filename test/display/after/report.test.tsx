// @vitest-environment happy-dom
// The mission report, the history's game with its scrubber, and the numbers, drawn from
// hand-written answers of the service: exact texts and chart geometry, in English and French.
// The scrubber draws the end from the service's final view and fetches the fold at its first move.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { books } from '../../../display/after/phrases.ts';
import { loadReplayer } from '../../../display/after/replay.ts';
import { MissionReport } from '../../../display/after/report.tsx';
import { StepLine } from '../../../display/after/step-line.tsx';
import { phrases as apogeePhrases } from '../../../display/games/apogee/i18n/report.ts';
import { phrases } from '../../../display/games/apophis/i18n/report.ts';
import { lang, loadLanguage } from '../../../display/i18n/index.ts';
import { GameShown, HistoryList, outcomeOf, setupOf } from '../../../display/views/history.tsx';
import { Stats } from '../../../display/views/stats.tsx';
import { replayWith } from '../../../src/game.ts';
import { apophis } from '../../../src/games/apophis/index.ts';
import type { HistoryGame } from '../../../src/report.ts';
import { byTestId, mount, unmountAll } from '../fixtures.tsx';
import { ENTRY, GAME, REPORT, STATS } from './fixtures.ts';

// French is fetched when asked: in before a test switches to it.
beforeAll(() => loadLanguage('fr'));
beforeEach(() => {
  lang.value = 'en';
  books.value = { apophis: phrases };
});
afterEach(() => {
  unmountAll();
  vi.restoreAllMocks();
});

const all = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll(selector));

/** Waits for the lazily loaded chunks (the game's replayer) to arrive and render. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  if (!check()) throw new Error('the condition never came true');
}

describe('the mission report', () => {
  test('the timeline: each mark where the clock was, coloured by tone, the decisive one ringed', () => {
    const root = mount(<MissionReport report={REPORT} book={phrases} />);
    const marks = all(byTestId(root, 'timeline'), 'g.mark');
    expect(marks.map((mark) => mark.getAttribute('class'))).toEqual([
      'mark tone-neutral',
      'mark tone-bad',
      'mark tone-neutral',
      'mark tone-good decisive',
      'mark tone-good',
    ]);
    // x = 40 + at / 600 000 × 920: 2:00 → 224, 3:20 → 346.67, 5:00 → 500, 10:00 → 960.
    const xs = marks.map((mark) =>
      Number(mark.querySelector('circle:not(.decisive-ring)')?.getAttribute('cx')),
    );
    expect(xs).toEqual([40, 224, 346.66666666666663, 500, 960]);
    expect(marks[3]?.querySelector('.decisive-ring')?.getAttribute('cx')).toBe('500');
    expect(marks.map((mark) => mark.querySelector('title')?.textContent)).toEqual([
      '00:00 start',
      '02:00 launch 1 (Y3,R2): missed',
      '03:20 shower',
      '05:00 launch 2 (Y3): hit',
      '10:00 Apophis destroyed',
    ]);
    expect(byTestId(root, 'report-decisive').textContent).toBe(
      'The moment that decided it: at 05:00, launch 2 (Y3): hit',
    );
  });

  test("Apophis's value as steps, the luck meter roll by roll, the tallies", () => {
    const root = mount(<MissionReport report={REPORT} book={phrases} Steps={StepLine} />);
    // 3 until 5:00, then 4 to the end: y = 140 − value / 4 × 106.
    expect(byTestId(root, 'step-line').querySelector('path')?.getAttribute('d')).toBe(
      'M40,60.5H500V34H960',
    );
    const rolls = all(byTestId(root, 'luck-bars'), 'g.roll');
    expect(rolls.map((roll) => roll.getAttribute('class'))).toEqual([
      'roll tone-bad',
      'roll tone-good decisive',
    ]);
    // A bar's height is its chance of the 130 units from top to axis.
    expect(rolls.map((roll) => roll.querySelector('.roll-chance')?.getAttribute('height'))).toEqual(
      ['32.5', '65'],
    );
    expect(rolls[0]?.querySelector('title')?.textContent).toBe(
      '02:00 launch 1 (Y3,R2): chance 25%, failure',
    );
    // Expected 0.25 + 0.5 = 0.75 successes, got 1: within half a success of the odds.
    expect(byTestId(root, 'report-luck').textContent).toBe(
      '2 rolls: the odds expected 0.8 successes, the dice gave 1 · as the odds said',
    );
    expect(byTestId(root, 'report-tallies').textContent).toBe('launches2hits1');
  });

  test('in French', () => {
    lang.value = 'fr';
    const root = mount(<MissionReport report={REPORT} book={phrases} />);
    expect(byTestId(root, 'report-decisive').textContent).toBe(
      'Le moment décisif : à 05:00, lancement 2 (Y3) : touché',
    );
    expect(byTestId(root, 'report-luck').textContent).toBe(
      '2 jets : les chances prévoyaient 0,8 réussite, les dés en ont donné 1 · comme prévu',
    );
    expect(root.querySelector('h2')?.textContent).toBe('Rapport de mission');
  });
});

describe('the history', () => {
  test('a game in the list: outcome in the game’s words, set-up, length', () => {
    expect(outcomeOf(ENTRY, phrases)).toBe('Apophis destroyed');
    expect(setupOf(ENTRY, phrases)).toBe('3 players · Hard · basic rules');
    const unfinished = { ...ENTRY, status: 'playing' as const, ending: null };
    expect(outcomeOf(unfinished, phrases)).toBe('unfinished');
    // Ended from a phone or the hall: its log says so, and the history shows it ended.
    const ended = { ...unfinished, endedEarly: { at: ENTRY.createdAt + 60_000, by: 'phone' } };
    expect(outcomeOf(ended, phrases)).toBe('ended early');
    // A result no book knows: won or lost, in the screen's words.
    const apogee = { ...ENTRY, game: 'apogee', ending: { result: 'won by Ada', at: 0, won: true } };
    expect(outcomeOf(apogee, null)).toBe('won');
    const named = {
      ...apogee,
      setup: { players: 2, difficulty: 'mission-4', variant: null, names: ['Ada', 'Bob'] },
    };
    expect(setupOf(named, apogeePhrases)).toBe('Ada, Bob · Mission 4 (intermediate)');
    lang.value = 'fr';
    expect(setupOf(ENTRY, phrases)).toBe('3 joueurs · Difficile · règles de base');
    expect(setupOf(named, apogeePhrases)).toBe('Ada, Bob · Mission 4 (intermédiaire)');
    expect(outcomeOf(apogee, null)).toBe('gagnée');
    expect(outcomeOf(ended, phrases)).toBe('terminée avant la fin');
  });

  test('the scrubber shows the service’s final view, then replays the log with the game’s reducer: the table and the rolls so far change', async () => {
    const replayer = await loadReplayer('apophis');
    if (!replayer) throw new Error('no replayer for apophis');
    const folds = vi.spyOn(replayer, 'fold');
    // What /api/history/:id sends: the module's view of its replay at the last action, as JSON.
    const replayed = replayWith(apophis, GAME.actions as Parameters<typeof apophis.reduce>[1][]);
    const final = JSON.parse(
      JSON.stringify(apophis.view(replayed.state, GAME.actions.at(-1)?.at ?? 0)),
    );
    const game: HistoryGame = { ...GAME, final };
    const root = mount(<GameShown game={game} />);
    await until(() => root.querySelector('[data-testid="replay-table"]') !== null);
    const range = byTestId(root, 'scrubber-range') as HTMLInputElement;
    expect(range.max).toBe('5');
    expect(range.value).toBe('5');
    expect(byTestId(root, 'scrubber-at').textContent).toBe('action 5 of 5 · 06:40');
    // The end of the log: paused, Y3 and R2 built, 8:00 − (6:40 − 0:01) = 1:21 left.
    expect(byTestId(root, 'replay-table').getAttribute('data-phase')).toBe('paused');
    expect(byTestId(root, 'replay-clock').textContent).toBe('01:21 · paused');
    expect(all(byTestId(root, 'rolls-so-far'), 'li').map((li) => li.textContent)).toEqual([
      '02:00 launch 1 (Y3,R2): chance 25%, failure',
      '05:00 launch 2 (Y3): chance 50%, success',
    ]);
    expect(folds).not.toHaveBeenCalled();
    const move = (to: number) =>
      act(() => {
        range.value = String(to);
        range.dispatchEvent(new Event('input', { bubbles: true }));
      });
    move(3);
    expect(folds).toHaveBeenCalledTimes(1);
    expect(byTestId(root, 'replay-loading').textContent).toBe('loading the replay…');
    expect(byTestId(root, 'scrubber-at').textContent).toBe('action 3 of 5 · 01:00');
    await until(() => root.querySelector('[data-testid="replay-table"]') !== null);
    expect(byTestId(root, 'replay-table').getAttribute('data-phase')).toBe('running');
    expect(byTestId(root, 'replay-clock').textContent).toBe('07:01 · playing');
    expect(byTestId(root, 'rolls-none').textContent).toBe('No roll yet.');
    expect(byTestId(root, 'chart-cursor').getAttribute('x1')).toBe('132');
    move(1);
    expect(byTestId(root, 'replay-table').getAttribute('data-phase')).toBe('lobby');
    expect(folds).toHaveBeenCalledTimes(1);
    expect(byTestId(root, 'exports').innerHTML).toContain(
      '/api/history/20231114-221320-ab12/export.csv',
    );
  });

  test('an answer without a final view (an older service): the log is replayed at once', async () => {
    const root = mount(<GameShown game={GAME} />);
    expect(root.querySelector('[data-testid="replay-table"]')).toBeNull();
    await until(() => root.querySelector('[data-testid="replay-table"]') !== null);
    expect(byTestId(root, 'replay-clock').textContent).toBe('01:21 · paused');
  });

  test('a game no screen can replay still shows its report', () => {
    const root = mount(<GameShown game={{ ...GAME, entry: { ...ENTRY, game: 'coin' } }} />);
    expect(byTestId(root, 'no-replay').textContent).toBe(
      'This screen cannot replay this game; its report is below.',
    );
    byTestId(root, 'after-report');
  });

  test('the list as fetched', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ games: [ENTRY] }), { status: 200 })) as typeof fetch;
    try {
      const root = mount(<HistoryList />);
      await until(() => root.querySelector('[data-testid="history-game"]') !== null);
      const game = byTestId(root, 'history-game');
      expect(byTestId(game, 'history-outcome').textContent).toBe('Apophis destroyed');
      expect(byTestId(game, 'history-length').textContent).toBe('10:00');
      expect(game.querySelector('a')?.getAttribute('href')).toBe('/history/20231114-221320-ab12');
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('the numbers', () => {
  test('a deal’s many dice too little rolled: their kinds and their rolls, not “32 dice” (issue 32)', () => {
    // Apocalyte deals its 42 territories with a d42, a d41, …: each a die of its own to the test.
    const deal = Array.from({ length: 32 }, (_, i) => {
      const sides = 42 - i;
      const counts = new Array<number>(sides).fill(0);
      counts[0] = 1;
      return { box: 'virtual', sides, rolls: 1, counts, chiSquare: null, p: null };
    });
    const root = mount(<Stats stats={{ ...STATS, dice: deal, typed: [] }} />);
    expect(byTestId(root, 'dice-too-few').querySelector('summary')?.textContent).toBe(
      '32 kinds of die (d11–d42), 32 rolls in all: too few to tell for each',
    );
    act(() => {
      lang.value = 'fr';
    });
    expect(byTestId(root, 'dice-too-few').querySelector('summary')?.textContent).toBe(
      '32 sortes de dés (d11–d42), 32 jets en tout\u202f: trop peu pour conclure sur chacun',
    );
  });

  test('win rates with what they rest on, luck, time, and each die’s honesty', () => {
    const root = mount(<Stats stats={STATS} />);
    expect(byTestId(root, 'stats-games').textContent).toBe('6 games');
    const apophis = byTestId(root, 'stats-apophis');
    expect(byTestId(apophis, 'module-counts').textContent).toBe(
      'played 5 · won 2 · lost 1 · unfinished 2',
    );
    expect(byTestId(apophis, 'module-rate').textContent).toBe('67% · on 3 finished games');
    expect(all(byTestId(apophis, 'module-setups'), 'tr').map((row) => row.textContent)).toEqual([
      'Hard · basic rules50% · on 2 finished games',
      'Medium · advanced rules100% · on 1 finished game',
    ]);
    // Issue 32: "7 rolls" where 16 dice were rolled: the chances taken, and every die apart.
    expect(byTestId(apophis, 'module-launches').textContent).toBe(
      '10 chances taken, 3 successes · 16 dice rolled in all',
    );
    expect(byTestId(apophis, 'module-luck').textContent).toBe(
      '10 rolls: the odds expected 4.3 successes, the dice gave 3',
    );
    expect(byTestId(apophis, 'module-time').textContent).toBe('25:00 over 3 finished games');
    expect(byTestId(byTestId(root, 'stats-apogee'), 'module-rate').textContent).toBe(
      'no finished game',
    );
    // One table (issue 24: "about 40 'too few rolls' histograms, 6,855 px on a phone"): a row
    // per die the test can judge, the dice with too few rolls folded into one row.
    const table = byTestId(root, 'dice-table');
    const dice = all(table, '[data-testid="die"]');
    expect(
      dice.map((die) => die.querySelector('[data-testid="die-sentence"]')?.textContent),
    ).toEqual([
      '600 rolls: nothing suggests this die is unfair',
      '6000 rolls: this die favours some faces: p < 0.0001',
      '12 rolls: too few rolls to tell',
    ]);
    expect(dice.map((die) => die.querySelector('[data-testid="die-name"]')?.textContent)).toEqual([
      'the virtual box, d6',
      'box serial, d6',
      'd6 typed in by hand',
    ]);
    // The detail on demand: each judged die's histogram inside its closed <details>; the
    // too-few dice drawn as no histogram at all, behind one summary line.
    expect(all(table, 'details').every((d) => !(d as HTMLDetailsElement).open)).toBe(true);
    expect(all(table, '[data-testid="histogram"]')).toHaveLength(2);
    expect(byTestId(table, 'dice-too-few').querySelector('summary')?.textContent).toBe(
      '1 die (d6) with too few rolls to tell: 12 rolls',
    );
    expect(dice[0]?.querySelector('[data-testid="die-test"]')?.textContent).toBe(
      'chi-square 2.5, p = 0.78, 600 rolls',
    );
    // Bars up to 1.1 × the largest count (121); the fair line at 100 of 600 / 6: y = 186 − 100 / 121 × 166.
    const histogram = dice[0]?.querySelector('[data-testid="histogram"]');
    expect(Number(histogram?.querySelector('.expected-line')?.getAttribute('y1'))).toBeCloseTo(
      48.81,
      2,
    );
    expect(Number(histogram?.querySelectorAll('.face rect')[1]?.getAttribute('y'))).toBeCloseTo(
      35.09,
      2,
    );
  });

  test('in French', () => {
    lang.value = 'fr';
    const root = mount(<Stats stats={STATS} />);
    const apophis = byTestId(root, 'stats-apophis');
    expect(byTestId(apophis, 'module-rate').textContent).toMatch(
      /^67[\u00a0\u202f]% · sur 3 parties terminées$/,
    );
    expect(byTestId(apophis, 'module-time').textContent).toBe('25:00 sur 3 parties terminées');
    expect(all(root, '[data-testid="die-sentence"]')[0]?.textContent).toBe(
      '600 jets : rien n’indique que ce dé soit truqué',
    );
  });
});
