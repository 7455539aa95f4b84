// Hand-written answers of the service's after-the-game routes (src/report.ts), for the screens'
// tests: one short Apophis game with two launches, a history entry, and the numbers.

import { actions } from '../../../src/games/apophis/actions.ts';
import type { GameReport, HistoryEntry, HistoryGame, StatsResponse } from '../../../src/report.ts';

export const T0 = 1_700_000_000_000;

/** Ten minutes: a miss at 2:00 (chance 1/4), a hit at 5:00 (chance 1/2) that decided it, the win at 10:00. */
export const REPORT: GameReport = {
  game: 'apophis',
  startedAt: T0,
  endedAt: T0 + 600_000,
  ending: { result: 'destroyed', at: T0 + 600_000, won: true },
  marks: [
    { at: 0, kind: 'start', tone: 'neutral', label: { key: 'apophis.mark.start' } },
    {
      at: 120_000,
      kind: 'miss',
      tone: 'bad',
      label: { key: 'apophis.mark.launch', values: { n: 1, rocket: 'Y3,R2', result: 'missed' } },
    },
    { at: 200_000, kind: 'meteor', tone: 'neutral', label: { key: 'apophis.mark.meteor-shower' } },
    {
      at: 300_000,
      kind: 'hit',
      tone: 'good',
      label: { key: 'apophis.mark.launch', values: { n: 2, rocket: 'Y3', result: 'hit' } },
    },
    {
      at: 600_000,
      kind: 'end',
      tone: 'good',
      label: { key: 'apophis.mark.end', values: { result: 'destroyed' } },
    },
  ],
  series: [
    {
      key: 'apophis.value',
      label: { key: 'apophis.series.value' },
      points: [
        { at: 0, value: 3 },
        { at: 300_000, value: 4 },
      ],
    },
  ],
  luck: [
    {
      at: 120_000,
      label: { key: 'apophis.luck.launch', values: { n: 1, rocket: 'Y3,R2' } },
      chance: 0.25,
      success: false,
    },
    {
      at: 300_000,
      label: { key: 'apophis.luck.launch', values: { n: 2, rocket: 'Y3' } },
      chance: 0.5,
      success: true,
    },
  ],
  decisive: {
    at: 300_000,
    kind: 'hit',
    tone: 'good',
    label: { key: 'apophis.mark.launch', values: { n: 2, rocket: 'Y3', result: 'hit' } },
  },
  tallies: [
    { label: { key: 'apophis.tally.launches' }, value: 2 },
    { label: { key: 'apophis.tally.hits' }, value: 1 },
  ],
};

export const ENTRY: HistoryEntry = {
  id: '20231114-221320-ab12',
  table: '1',
  game: 'apophis',
  createdAt: T0,
  updatedAt: T0 + 600_000,
  durationMs: 600_000,
  status: 'over',
  ending: { result: 'destroyed', at: T0 + 600_000, won: true },
  phase: 'won',
  setup: { players: 3, difficulty: 'hard', variant: 'basic' },
  actions: 5,
};

/** Real actions the reducer accepts: the rocket grows Y3, then R2, then the team pauses. */
export const GAME: HistoryGame = {
  entry: ENTRY,
  actions: [
    actions.newGame(T0, { players: 3, variant: 'basic', timerSeconds: 480 }),
    actions.start(T0 + 1_000),
    actions.build(T0 + 60_000, 'Y3'),
    actions.build(T0 + 200_000, 'R2'),
    actions.pause(T0 + 400_000),
  ],
  report: REPORT,
  warnings: [],
};

export const STATS: StatsResponse = {
  games: 6,
  modules: {
    apophis: {
      played: 5,
      won: 2,
      lost: 1,
      ended: 0,
      unfinished: 2,
      bySetup: [
        {
          difficulty: 'hard',
          variant: 'basic',
          played: 2,
          won: 1,
          lost: 1,
          ended: 0,
          unfinished: 0,
        },
        {
          difficulty: 'medium',
          variant: 'advanced',
          played: 3,
          won: 1,
          lost: 0,
          ended: 0,
          unfinished: 2,
        },
      ],
      timeMs: 1_500_000,
      luck: { rolls: 10, expected: 4.25, actual: 3 },
      dice: 16,
    },
    apogee: {
      played: 1,
      won: 0,
      lost: 0,
      ended: 0,
      unfinished: 1,
      bySetup: [],
      timeMs: 0,
      luck: { rolls: 0, expected: 0, actual: 0 },
    },
  },
  dice: [
    // chi-square by hand: (10² + 10² + 0 + 5² + 5² + 0) / 100 = 2.5, 5 degrees of freedom.
    {
      box: 'virtual',
      sides: 6,
      rolls: 600,
      counts: [90, 110, 100, 95, 105, 100],
      chiSquare: 2.5,
      p: 0.7765,
    },
    {
      box: 'serial',
      sides: 6,
      rolls: 6000,
      // (200² + 5 × 40²) / 1000 = 48.
      counts: [1200, 960, 960, 960, 960, 960],
      chiSquare: 48,
      p: 3.5e-9,
    },
  ],
  typed: [{ box: 'hand', sides: 6, rolls: 12, counts: [2, 2, 2, 2, 2, 2], chiSquare: 0, p: 1 }],
};
