// @vitest-environment happy-dom
// Apocalyte after the game, on two games played through its reducer with every die typed in:
// each phrase their reports give reads in English and French, and the history's replayer shows
// the reducer's own states (numbers counted by hand: action k happens k seconds after the first):
// the end from the service's final view, the fold fetched only when the scrubber is first moved.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { books, type PhraseBook, say } from '../../../display/after/phrases.ts';
import { type Fold, loadReplayer, type Replayer } from '../../../display/after/replay.ts';
import { phrases } from '../../../display/games/apocalyte/i18n/report.ts';
import { lang, loadLanguage } from '../../../display/i18n/index.ts';
import { GameShown } from '../../../display/views/history.tsx';
import { Stats } from '../../../display/views/stats.tsx';
import { apocalyte } from '../../../src/games/apocalyte/index.ts';
import { TERRITORIES } from '../../../src/games/apocalyte/map.ts';
import { replay } from '../../../src/games/apocalyte/reducer.ts';
import type { viewOf } from '../../../src/games/apocalyte/view.ts';
import type { HistoryGame, ModuleStats, Phrase, StatsResponse } from '../../../src/report.ts';
import { T0, type Table } from '../../games/apocalyte-fixtures.ts';
import { byTestId, mount, unmountAll } from '../fixtures.tsx';
import { curedThenOverrun, missileGame } from './apocalyte-games.ts';

/** Every phrase a report gives, and the history's word for its set-up. */
function phrasesOf(t: Table): Phrase[] {
  const report = apocalyte.report(t.log);
  return [
    { key: `difficulty.${apocalyte.summary(t.state).difficulty}` },
    ...report.marks.map((mark) => mark.label),
    ...report.series.map((series) => series.label),
    ...report.tallies.map((tally) => tally.label),
  ];
}

/** Waits for the lazily loaded chunks (the game's replayer) to arrive and render. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  if (!check()) throw new Error('the condition never came true');
}

/** What the service's `/api/history/:id` sends as `final`: the module's view of its own replay, through JSON. */
function finalOf(log: Table['log']): unknown {
  const at = log.at(-1)?.at ?? 0;
  return JSON.parse(JSON.stringify(apocalyte.view(replay(log).state, at)));
}

const sayAll = (book: PhraseBook, language: 'en' | 'fr', list: Phrase[]) =>
  list.map((phrase) => say(book, language, phrase));

beforeAll(() => loadLanguage('fr'));
beforeEach(() => {
  lang.value = 'en';
  books.value = { apocalyte: phrases };
});
afterEach(() => {
  unmountAll();
  vi.restoreAllMocks();
});

describe('the report’s phrases', () => {
  test('a game won by the missile, in English and French', () => {
    const t = missileGame();
    expect(t.state.ending?.won).toBe(true);
    const list = phrasesOf(t);
    expect(sayAll(phrases, 'en', list)).toEqual([
      'Meteor',
      'scenario: Meteor',
      'the Apocalytes’ turn, round 1',
      'the Apocalytes’ turn, round 2',
      'meteorite 1 of 13',
      'the missile destroys the meteor: the players win',
      'the players’ armies',
      'the Apocalytes',
      'rounds',
      'dice rolls',
    ]);
    expect(sayAll(phrases, 'fr', list)).toEqual([
      'Météore',
      'scénario : Météore',
      'tour des Apocalytes, manche 1',
      'tour des Apocalytes, manche 2',
      'météorite 1 sur 13',
      'le missile détruit le météore : les joueurs gagnent',
      'armées des joueurs',
      'les Apocalytes',
      'manches',
      'lancers de dés',
    ]);
  });

  test('a game lost with a part of the cure found, in English and French', () => {
    const t = curedThenOverrun();
    expect(t.state.ending?.won).toBe(false);
    expect(t.state.cure).toBe(1);
    const list = phrasesOf(t);
    expect(list.map((phrase) => phrase.key)).toEqual([
      'difficulty.infection',
      'apocalyte.mark.scenario',
      'apocalyte.mark.turn',
      'apocalyte.mark.cure',
      'apocalyte.mark.lost',
      'apocalyte.series.players',
      'apocalyte.series.apocalytes',
      'apocalyte.tally.rounds',
      'apocalyte.tally.dice',
    ]);
    expect(sayAll(phrases, 'en', list).slice(0, 5)).toEqual([
      'Infection',
      'scenario: Infection',
      'the Apocalytes’ turn, round 1',
      'part 1 of 3 of the cure found',
      'the Apocalytes overran every territory',
    ]);
    expect(sayAll(phrases, 'fr', list).slice(0, 5)).toEqual([
      'Infection',
      'scénario : Infection',
      'tour des Apocalytes, manche 1',
      'partie 1 sur 3 du remède trouvée',
      'les Apocalytes ont envahi tous les territoires',
    ]);
  });

  test('an end that names its goal says it; every key is in both languages', () => {
    const missile = { key: 'apocalyte.mark.won', values: { result: 'x', goal: 'missile' } };
    expect(say(phrases, 'en', missile)).toBe('the missile destroys the meteor: the players win');
    expect(say(phrases, 'fr', missile)).toBe('le missile détruit le météore : les joueurs gagnent');
    const overrun = { key: 'apocalyte.mark.lost', values: { result: 'x', goal: 'overrun' } };
    expect(say(phrases, 'fr', overrun)).toBe('les Apocalytes ont envahi tous les territoires');
    expect(Object.keys(phrases.fr).sort()).toEqual(Object.keys(phrases.en).sort());
  });
});

describe('the history’s replayer', () => {
  let replayer: Replayer;
  let fold: Fold;
  beforeAll(async () => {
    const loading = loadReplayer('apocalyte');
    if (!loading) throw new Error('no replayer for apocalyte');
    replayer = await loading;
    fold = await replayer.fold();
  });

  test('its views are the reducer’s states, action by action, the last the service’s final view', () => {
    const t = missileGame();
    const views = fold.views(t.log) as ReturnType<typeof viewOf>[];
    expect(views).toHaveLength(35);
    const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
    // 17: the scenario chosen, no Apocalyte yet; 42 cards and 60 extra armies on the board.
    expect(views[17]).toMatchObject({ scenario: 'meteor', round: 0, phase: 'placement' });
    expect(sum(views[17]?.armies.players ?? [])).toBe(102);
    expect(views[17]?.armies.apocalytes).toBe(0);
    // 19: eight rioters placed; 20: the OK starts round 1; 29: the last rioter taken off.
    expect(views[19]?.armies.apocalytes).toBe(8);
    expect(views[20]?.round).toBe(1);
    expect(views[29]?.armies.apocalytes).toBe(0);
    expect(views[29]?.board.peru.supplies).toBe(8);
    // 34: the meteorite takes Ada's army in Argentina, and the missile ends the game.
    expect(sum(views[34]?.armies.players ?? [])).toBe(105);
    expect(views[34]).toMatchObject({ stage: 'over', meteorites: 1, round: 2 });
    expect(views[34]?.ending?.won).toBe(true);
    // The module's own view of the reducer's replay of the whole log (what the service sends
    // as `final`, through JSON) is the last view.
    expect(views[34]).toEqual(finalOf(t.log));
  });
  test('the scrubber of the history redraws the table at each moment', async () => {
    const t = missileGame();
    const report = apocalyte.report(t.log);
    const game: HistoryGame = {
      entry: {
        id: '20260101-200001-apoc',
        table: '1',
        game: 'apocalyte',
        createdAt: T0 + 1000,
        updatedAt: t.at,
        durationMs: report.endedAt - report.startedAt,
        status: 'over',
        ending: report.ending,
        phase: 'player',
        setup: apocalyte.summary(t.state),
        actions: t.log.length,
      },
      actions: t.log,
      report,
      warnings: [],
      final: finalOf(t.log),
    };
    const folds = vi.spyOn(replayer, 'fold');
    const root = mount(<GameShown game={game} />);
    await until(() => root.querySelector('[data-testid="replay-table"]') !== null);
    const range = byTestId(root, 'scrubber-range') as HTMLInputElement;
    expect(range.max).toBe('35');
    expect(folds).not.toHaveBeenCalled();
    const table = () => byTestId(root, 'replay-table');
    const move = (to: number) =>
      act(() => {
        range.value = String(to);
        range.dispatchEvent(new Event('input', { bubbles: true }));
      });
    /** The territories where the map draws the Apocalytes' chip, and how many on each. */
    const rioters = () =>
      Array.from(table().querySelectorAll('[data-territory] .ac-chip.apocalytes')).map(
        (chip) =>
          `${chip.closest('[data-territory]')?.getAttribute('data-territory')} ${chip.getAttribute('data-count')}`,
      );
    expect(table().getAttribute('data-phase')).toBe('over');
    expect(byTestId(root, 'replay-moment').textContent).toBe('Meteor · The players win');
    expect(byTestId(root, 'replay-players').getAttribute('data-total')).toBe('105');
    expect(rioters()).toEqual([]);
    expect(byTestId(root, 'replay-instruction').textContent).toBe(
      'meteorite 1 of 13 falls on Argentina: remove every army and supply counter there and put a special counter',
    );
    expect(byTestId(root, 'ac-t-argentina').getAttribute('class')).toBe('ac-territory lit');
    expect(
      byTestId(root, 'ac-t-peru').querySelector('[data-supplies]')?.getAttribute('data-supplies'),
    ).toBe('8');
    // Action 20 (the 20th): the placement's rioters on the first eight cards, its OK awaited.
    // The first move fetches the fold; the page says so until it is in.
    move(20);
    expect(folds).toHaveBeenCalledTimes(1);
    expect(byTestId(root, 'replay-loading').textContent).toBe('loading the replay…');
    await until(() => root.querySelector('[data-testid="replay-table"]') !== null);
    expect(byTestId(root, 'replay-moment').textContent).toBe('Meteor · Set-up');
    expect(table().getAttribute('data-phase')).toBe('apocalytes');
    expect(rioters()).toEqual(TERRITORIES.slice(0, 8).map((place) => `${place} 1`));
    expect(byTestId(root, 'replay-armies').textContent).toBe(
      'Armies on the board: A Ada 51, B Bo 51 · rioters 8',
    );
    expect(byTestId(root, 'replay-players').getAttribute('data-total')).toBe('102');
    move(21);
    expect(byTestId(root, 'replay-moment').textContent).toBe('Meteor · Round 1');
    lang.value = 'fr';
    await until(() => byTestId(root, 'replay-moment').textContent === 'Météore · Tour 1');
    expect(byTestId(root, 'replay-armies').textContent).toBe(
      'Armées sur le plateau : A Ada 51, B Bo 51 · émeutiers 8',
    );
    move(35);
    expect(byTestId(root, 'replay-instruction').textContent).toBe(
      'la météorite 1 sur 13 tombe en Argentine : retirez-y toutes les armées et tous les pions de ravitaillement, et posez un pion spécial',
    );
    move(1);
    expect(table().getAttribute('data-phase')).toBe('lobby');
    expect(byTestId(root, 'replay-moment').textContent).toBe('prêt à démarrer');
    expect(rioters()).toEqual([]);
    expect(folds).toHaveBeenCalledTimes(1);
  });
});

describe('the numbers: Apocalyte’s fights', () => {
  // Issue 24: "/api/stats has luck.fights (expected against actual losses per side)": the numbers
  // page shows how many rounds were fought and each side's armies lost, the exact expectation
  // beside what the dice did, the sides named in the game's own words.
  const STATS: StatsResponse = {
    games: 2,
    modules: {
      apocalyte: {
        played: 2,
        won: 1,
        lost: 1,
        ended: 0,
        unfinished: 0,
        bySetup: [],
        timeMs: 3_600_000,
        luck: {
          rolls: 14,
          expected: 6.25,
          actual: 5,
          fights: {
            count: 14,
            players: { expected: 12.345, actual: 15 },
            opponents: { expected: 17.81, actual: 13 },
          },
        },
      },
    },
    dice: [],
    typed: [],
  };
  const rows = (root: ParentNode) =>
    Array.from(byTestId(root, 'fights-table').querySelectorAll('tbody tr')).map((row) =>
      Array.from(row.children).map((cell) => cell.textContent),
    );

  test('in English', () => {
    const root = byTestId(mount(<Stats stats={STATS} />), 'stats-apocalyte');
    expect(byTestId(root, 'module-fights').textContent).toBe(
      '14 combat rounds: the armies lost, expected against actual',
    );
    expect(rows(root)).toEqual([
      ['the players’ armies', '12.3', '15'],
      ['the Apocalytes', '17.8', '13'],
    ]);
    expect(
      Array.from(byTestId(root, 'fights-table').querySelectorAll('thead th')).map(
        (cell) => cell.textContent,
      ),
    ).toEqual(['', 'expected', 'actual']);
  });

  test('in French', () => {
    lang.value = 'fr';
    const root = byTestId(mount(<Stats stats={STATS} />), 'stats-apocalyte');
    expect(byTestId(root, 'module-fights').textContent).toBe(
      '14 manches de combat\u202f: les armées perdues, prévues et obtenues',
    );
    expect(rows(root)).toEqual([
      ['les armées des joueurs', '12,3', '15'],
      ['les Apocalytes', '17,8', '13'],
    ]);
  });

  test('a game without fights shows none', () => {
    const { fights: _none, ...luck } = STATS.modules.apocalyte?.luck ?? {
      rolls: 0,
      expected: 0,
      actual: 0,
    };
    const root = mount(
      <Stats
        stats={{
          ...STATS,
          modules: { apogee: { ...(STATS.modules.apocalyte as ModuleStats), luck } },
        }}
      />,
    );
    expect(root.querySelector('[data-testid="module-fights"]')).toBeNull();
  });
});
