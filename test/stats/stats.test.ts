// The numbers over many games from hand-written logs in a real data folder: win counts by
// module and set-up, time, the luck meter's totals and the dice per box, each checked by hand.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameHistory } from '../../server/stats/index.ts';
import { actions as a } from '../../src/games/apophis/actions.ts';
import { GAMES } from '../../src/games/index.ts';
import type { StatsResponse } from '../../src/report.ts';
import { ApophisPlay, apogeeGame, writeLog } from './logs.ts';

const T = Date.UTC(2026, 10, 21, 19, 0, 0);
const MIN = 60_000;
let root: string;
let stats: StatsResponse;
let history: GameHistory;

/** A die that says what it is told, in order. */
function dice(...faces: number[]): () => number {
  return () => {
    const face = faces.shift();
    if (face === undefined) throw new Error('the test ran out of dice');
    return face;
  };
}

// A: hard, basic, won: Y3,R2 launched three times on two sixes (R13 hit, R14 damage) against
// Apophis 3, 2, 1: hit chances 3/6, 2/6, 1/6 (d6 + value ≥ 7), all hits. Ends 19 s after the newGame.
const won = new ApophisPlay(T, { players: 3, variant: 'basic', difficulty: 'hard' });
won.next((t) => a.start(t));
for (let i = 0; i < 3; i += 1) {
  won
    .next((t) => a.build(t, 'Y3'))
    .next((t) => a.build(t, 'R2'))
    .next((t) => a.suits(t, ['clubs', 'hearts']))
    .next((t) => a.suits(t, ['diamonds', 'spades']))
    .next((t) => a.roll(t, 6))
    .next((t) => a.roll(t, 6));
}
// B: hard, basic, lost: one launch of Y3,R2 with a 1 typed in (a miss against a 3/6 chance), then time.
const lost = new ApophisPlay(T + 10 * MIN, { players: 2, variant: 'basic', difficulty: 'hard' });
lost
  .next((t) => a.start(t))
  .launch(['Y3', 'R2'], dice(1), 'hand')
  .timeUp();
// C: medium, advanced, unfinished, an old header without a box: Y3 alone, explosion 2 (2 + 3 < 8),
// accuracy 4 (4 + 3 ≥ 7): a hit against (4/6 not exploding) × (3/6 hitting) = 1/3.
const unfinished = new ApophisPlay(T + 30 * MIN, {
  players: 4,
  variant: 'advanced',
  difficulty: 'medium',
});
unfinished.next((t) => a.start(t)).launch(['Y3'], dice(2, 4));
// D: a set-up nobody started.
const lobby = new ApophisPlay(T + 40 * MIN, { players: 2, variant: 'basic' });
// E (table 2): Apogee, mission 2, both players reach LEO (target 6, 7/12) twice on sixes.
const apogee = apogeeGame(T + 50 * MIN, () => 6, 5);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'apophis-stats-'));
  const one = join(root, 'one', 'games');
  const two = join(root, 'two', 'games');
  const virtual = { source: 'virtual' as const, id: 'virtual', firmware: '2.0.0' };
  const none = { source: 'none' as const, id: 'none', firmware: null };
  writeLog(one, {
    id: '20261121-190000-aaaa',
    createdAt: T,
    game: 'apophis',
    actions: won.actions,
    box: virtual,
  });
  writeLog(one, {
    id: '20261121-191000-bbbb',
    createdAt: T + 10 * MIN,
    game: 'apophis',
    actions: lost.actions,
    box: none,
  });
  writeLog(one, {
    id: '20261121-193000-cccc',
    createdAt: T + 30 * MIN,
    game: 'apophis',
    actions: unfinished.actions,
  });
  writeLog(one, {
    id: '20261121-194000-dddd',
    createdAt: T + 40 * MIN,
    game: 'apophis',
    actions: lobby.actions,
    box: virtual,
  });
  writeLog(two, {
    id: '20261121-195000-eeee',
    createdAt: T + 50 * MIN,
    game: 'apogee',
    actions: apogee.actions,
    box: virtual,
  });
  history = new GameHistory(() => [
    { table: '1', store: { gamesDir: one, games: GAMES } },
    { table: '2', store: { gamesDir: two, games: GAMES } },
  ]);
  stats = await history.stats();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('GET /api/stats, computed from hand-written logs', () => {
  it('counts per module the games that left the lobby, and games as their sum (issue 24: "the numbers say 9 games while the per-game counts add to 7")', () => {
    // Five logs, one a set-up nobody started: four games played.
    expect(stats.games).toBe(4);
    expect(stats.modules.apophis).toMatchObject({ played: 3, won: 1, lost: 1, unfinished: 1 });
    expect(stats.modules.apogee).toMatchObject({ played: 1, won: 1, lost: 0, unfinished: 0 });
  });

  it('groups win counts by difficulty and variant, each with what it rests on', () => {
    expect(stats.modules.apophis?.bySetup).toEqual([
      { difficulty: 'hard', variant: 'basic', played: 2, won: 1, lost: 1, ended: 0, unfinished: 0 },
      {
        difficulty: 'medium',
        variant: 'advanced',
        played: 1,
        won: 0,
        lost: 0,
        ended: 0,
        unfinished: 1,
      },
    ]);
    expect(stats.modules.apogee?.bySetup).toEqual([
      {
        difficulty: 'mission-2',
        variant: null,
        played: 1,
        won: 1,
        lost: 0,
        ended: 0,
        unfinished: 0,
      },
    ]);
  });

  it('sums the finished games’ time: 19 s won, and the lost one to its deadline', () => {
    // B: newGame at 10:00, start 1 s later, Hard's 8 minutes from the start.
    const lostMs = 1000 + 8 * MIN;
    expect(stats.modules.apophis?.timeMs).toBe(19_000 + lostMs);
    // E: 2 s a step from the newGame: start, then two quarters of 8 builds, advance, 2 × (launch,
    // roll), advance, advance: 31 steps after the newGame.
    expect(apogee.actions).toHaveLength(32);
    expect(stats.modules.apogee?.timeMs).toBe(31 * 2000);
  });

  it('sums the luck meter: expected is the sum of the exact chances, actual the hits', () => {
    const luck = stats.modules.apophis?.luck;
    expect(luck?.rolls).toBe(5);
    expect(luck?.expected).toBeCloseTo(3 / 6 + 2 / 6 + 1 / 6 + 3 / 6 + 1 / 3, 12);
    expect(luck?.actual).toBe(4);
    expect(stats.modules.apogee?.luck).toEqual({
      rolls: 4,
      expected: expect.any(Number),
      actual: 4,
    });
    expect(stats.modules.apogee?.luck.expected).toBeCloseTo((4 * 7) / 12, 12);
  });

  it('counts every die a module’s games rolled, beside its chances (issue 32: “7 rolls” for 16 dice)', () => {
    // Apogee: four launches, a d12 each; Apophis: the d6 of its logs, the one typed in too.
    expect(stats.modules.apogee?.dice).toBe(4);
    const apophisDice = [...stats.dice, ...stats.typed]
      .filter((die) => die.sides === 6)
      .reduce((sum, die) => sum + die.rolls, 0);
    expect(stats.modules.apophis?.dice).toBe(apophisDice);
    expect(apophisDice).toBe(9);
  });

  it('counts the dice per box and sides, old logs as unknown, typed dice apart', () => {
    expect(
      stats.dice.map(({ box, sides, rolls, counts }) => ({ box, sides, rolls, counts })),
    ).toEqual([
      { box: 'unknown', sides: 6, rolls: 2, counts: [0, 1, 0, 1, 0, 0] },
      { box: 'virtual', sides: 6, rolls: 6, counts: [0, 0, 0, 0, 0, 6] },
      { box: 'virtual', sides: 12, rolls: 4, counts: [0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0] },
    ]);
    expect(stats.typed).toEqual([
      {
        box: 'hand',
        sides: 6,
        rolls: 1,
        counts: [1, 0, 0, 0, 0, 0],
        chiSquare: null,
        p: null,
        verdict: 'too-few',
        needed: 30,
      },
    ]);
  });

  it('lists the history newest first, with the set-up and the outcome', async () => {
    const entries = (await history.all()).map((facts) => facts.entry);
    expect(entries.map((e) => [e.id, e.table, e.status, e.phase])).toEqual([
      ['20261121-195000-eeee', '2', 'over', 'administration'],
      ['20261121-194000-dddd', '1', 'lobby', 'lobby'],
      ['20261121-193000-cccc', '1', 'playing', 'running'],
      ['20261121-191000-bbbb', '1', 'over', 'lost'],
      ['20261121-190000-aaaa', '1', 'over', 'won'],
    ]);
    const first = entries.at(-1);
    expect(first).toMatchObject({
      game: 'apophis',
      createdAt: T,
      updatedAt: T + 19_000,
      durationMs: 19_000,
      ending: { result: 'destroyed', at: T + 19_000, won: true },
      setup: { players: 3, difficulty: 'hard', variant: 'basic' },
      actions: 20,
    });
    expect(entries[0]?.setup).toEqual({
      players: 2,
      difficulty: 'mission-2',
      variant: null,
      names: ['Ada', 'Bo'],
    });
  });
});
