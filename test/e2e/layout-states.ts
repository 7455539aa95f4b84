// Every state a screen can show, as a hand-made game log: the actions of a game that reached it,
// timed back from `now`, written through the real store so a service resumes it as it would
// after a restart. The layout test opens the screens on each.

import { GameStore } from '../../server/store/index.ts';
import { type GameAction, replayWith } from '../../src/game.ts';
import type { ApocalyteState } from '../../src/games/apocalyte/state.ts';
import type { Action as ApogeeAction } from '../../src/games/apogee/actions.ts';
import { type Action, actions as a } from '../../src/games/apophis/actions.ts';
import type { Section } from '../../src/games/apophis/sections.ts';
import type { Phase } from '../../src/games/apophis/state.ts';
import { GAMES } from '../../src/games/index.ts';
import type { Command } from '../../src/messages.ts';
import { APOCALYTE_STATES } from './layout-apocalyte.ts';

/** R8: the tallest legal rocket, every section on one no larger, bottom to top. */
export const TALLEST: Section[] = [
  'Y3',
  'G3',
  'R3',
  'B3',
  'Y2',
  'G2',
  'R2',
  'B2',
  'Y1',
  'G1',
  'R1',
  'B1',
];
const ALL_SUITS = ['clubs', 'hearts', 'diamonds', 'spades'] as const;

export type LayoutState = {
  name: string;
  /** The game of the log; Apophis when not said. */
  game?: 'apophis' | 'apogee' | 'apocalyte';
  /**
   * The phase the table must be in once the service has resumed the log (Apogee: its stage;
   * Apocalyte: its phase, or `over` for its stage at the end).
   */
  phase: Phase | 'over' | ApocalyteState['phase'];
  /** What proves the state is drawn on the big screen (a CSS selector). */
  shown: string;
  /** What proves it is drawn on the phone's control page; Apophis's timer when not said. */
  control?: string;
  /**
   * The phone's page: the control page, or the spectators' (`/watch`, the game's big-screen view
   * in one column), the only page that shows a phone the end's mission report.
   */
  phone?: 'control' | 'watch';
  /** Boxes that must show all they hold, nothing scrolled or clipped out of sight (a selector). */
  whole?: string;
  /** The end's headline, which must stay the biggest text on the screen (a selector). */
  headline?: string;
  /** The mission report under the end (a selector), whose every text must stay readable. */
  report?: string;
  /** What must be gone from the big screen first (the winning launch's moment, which lingers). */
  gone?: string;
  /**
   * The state lasts only seconds (a shuffle, the last ten seconds): the log is written afresh
   * for every page, so each page sees it with the same time to spare.
   */
  brief?: boolean;
  /**
   * How many of the last actions are sent as commands over the WebSocket once the service runs,
   * rather than written: a service resumes only an unfinished game, so the winning die is live.
   */
  live?: number;
  /** Apocalyte: the big screen's map is measured (layout-apocalyte.ts's `mapProblems`). */
  map?: boolean;
  actions(now: number): GameAction[];
};

type Setup = { players?: number; variant?: 'basic' | 'advanced'; timerSeconds?: number };

/** A game set up `ago` ms before now and started one second later; `t(s)` is `s` s after the start. */
function game(now: number, ago: number, setup: Setup = {}) {
  const start = now - ago;
  const t = (seconds: number) => start + seconds * 1000;
  const first: Action[] = [
    a.newGame(start - 1000, {
      players: setup.players ?? 3,
      variant: setup.variant ?? 'basic',
      timerSeconds: setup.timerSeconds ?? 600,
    }),
    a.start(start),
  ];
  return { t, first };
}

const build = (rocket: readonly Section[], at: (i: number) => number) =>
  rocket.map((section, i) => a.build(at(i), section));

/** Y3,R2,B2,G1 in the basic rules: fuel 3 of 8 (2 needed), a check of every kind. */
const BASIC: Section[] = ['Y3', 'R2', 'B2', 'G1'];

/** A basic launch of `rocket` started `ago` ms before now, with `dice` rolled on it. */
function basicLaunch(now: number, rocket: readonly Section[], dice: number[], setup: Setup = {}) {
  const { t, first } = game(now, 40_000, setup);
  return [
    ...first,
    ...build(rocket, (i) => t(2 + i)),
    a.suits(t(20), [...ALL_SUITS]),
    ...dice.map((value, i) => a.roll(t(22 + 2 * i), value)),
  ];
}

/**
 * Three launches of Y2,R1 that hit and damage (6 + 3, 6 + 2, 6 + 1 ≥ 7; 6 + 1 ≥ 7): Apophis
 * destroyed. The last damage die is typed in on the phone once the service has resumed the game.
 */
function wonGame(now: number): Action[] {
  const { t, first } = game(now, 200_000);
  const launchAt = (s: number) => [
    a.build(t(s), 'Y2'),
    a.build(t(s + 1), 'R1'),
    a.suits(t(s + 2), [...ALL_SUITS]),
    a.roll(t(s + 3), 6),
    a.roll(t(s + 4), 6),
  ];
  return [...first, ...launchAt(10), ...launchAt(60), ...launchAt(120)];
}

/** What every Apophis end with its report asks of the screens. */
const END_WITH_REPORT = {
  shown: '[data-testid="after-report"]',
  phone: 'watch',
  whole: '[data-testid="end"], .after-end',
  headline: '[data-testid="end"] h1',
  report: '[data-testid="after-report"]',
} as const;

/** Bo's rocket: thrust 20, mass 14 (AG5), so LEO on 6 or more of the d12 (AG6). */
const APOGEE_ROCKET = [
  { kind: 'first', name: 'Liquid Hydrogen Rocket Engine', thrust: 5, mass: 4 },
  { kind: 'first', name: 'Liquid Hydrogen Rocket Engine', thrust: 5, mass: 4 },
  { kind: 'upper', name: 'Ion Thruster', thrust: 2, mass: 1 },
  { kind: 'payload', name: 'Big Space Shuttle', thrust: 8, mass: 5 },
];

/**
 * Apogee, mission 2 (two successful launches), Ada and Bo: Bo (authority 7, so first to launch)
 * reaches LEO on a 9 in quarter 1, misses on a 2 in quarter 2, reaches it on a 12 in quarter 3,
 * and wins as that round ends (AG30).
 */
function apogeeGame(now: number): ApogeeAction[] {
  const start = now - 300_000;
  const t = (seconds: number) => start + seconds * 1000;
  const buildRocket = (player: number, s: number): ApogeeAction[] =>
    APOGEE_ROCKET.map((card, i) => ({ type: 'build', at: t(s + i), player, card }));
  const advance = (s: number): ApogeeAction => ({ type: 'advance', at: t(s) });
  const fly = (s: number, value: number): ApogeeAction[] => [
    { type: 'launch', at: t(s), player: 1, destination: 'leo' },
    { type: 'launchRolled', at: t(s + 5), value, source: 'hand' },
  ];
  return [
    {
      type: 'newGame',
      at: start - 1000,
      game: 'apogee',
      players: [
        { name: 'Ada', colour: 'blue', authority: 3 },
        { name: 'Bo', colour: 'red', authority: 7 },
      ],
      mission: 2,
    },
    { type: 'start', at: start },
    ...buildRocket(0, 5),
    ...buildRocket(1, 15),
    advance(30),
    ...fly(35, 9),
    { type: 'pass', at: t(45), player: 0 },
    advance(50),
    advance(60),
    ...buildRocket(1, 70),
    advance(90),
    ...fly(95, 2),
    advance(110),
    advance(120),
    advance(150),
    ...fly(155, 12),
    advance(170),
    advance(180),
  ];
}

/** The first state of the sweep's second file (layout-ends.test.ts): the ends and the other games. */
export const ENDS_FROM = 'won';

export const STATES: LayoutState[] = [
  {
    name: 'lobby',
    phase: 'lobby',
    shown: '[data-testid="lobby"]',
    actions: (now) => [
      a.newGame(now - 5000, { players: 4, variant: 'advanced', timerSeconds: 600 }),
    ],
  },
  {
    name: 'play',
    phase: 'running',
    shown: '[data-testid="odds-hit"]',
    actions: (now) => {
      const { t, first } = game(now, 30_000);
      return [...first, ...build(BASIC, (i) => t(2 + i)), a.suits(t(20), ['hearts', 'diamonds'])];
    },
  },
  {
    name: 'play-tallest',
    phase: 'running',
    shown: '[data-testid="rocket-section-B1"]',
    actions: (now) => {
      const { t, first } = game(now, 60_000, { variant: 'advanced', players: 4 });
      return [...first, ...build(TALLEST, (i) => t(2 + i)), a.suits(t(30), ['clubs'])];
    },
  },
  {
    name: 'shuffle',
    phase: 'running',
    shown: '[data-testid="overlay-shuffle"]',
    brief: true,
    actions: (now) => {
      const { t, first } = game(now, 30_000);
      return [
        ...first,
        ...build(BASIC, (i) => t(2 + i)),
        a.suits(t(20), ['hearts', 'diamonds', 'spades']),
        a.shuffle(now - 500),
      ];
    },
  },
  {
    name: 'paused',
    phase: 'paused',
    shown: '[data-testid="overlay-paused"]',
    actions: (now) => {
      const { t, first } = game(now, 30_000);
      return [...first, ...build(BASIC, (i) => t(2 + i)), a.pause(t(25))];
    },
  },
  {
    name: 'launch-fuel',
    phase: 'launching',
    shown: '[data-testid="launch-awaiting"]',
    actions: (now) => basicLaunch(now, BASIC, []),
  },
  {
    name: 'launch-explosion',
    phase: 'launching',
    shown: '[data-testid="launch-step-explosion"]',
    // Advanced, no fail safe (no reroll): the explosion die stands at once, 3 + fuel 3 holds.
    actions: (now) => {
      const { t, first } = game(now, 40_000, { variant: 'advanced' });
      return [
        ...first,
        ...build(['Y3', 'R2', 'B1'], (i) => t(2 + i)),
        a.suits(t(20), [...ALL_SUITS]),
        a.roll(t(22), 3),
      ];
    },
  },
  {
    name: 'launch-accuracy',
    phase: 'launching',
    shown: '[data-testid="launch-step-accuracy"]',
    actions: (now) => basicLaunch(now, BASIC, [5]),
  },
  {
    name: 'launch-damage',
    phase: 'launching',
    shown: '[data-testid="launch-step-damage"]',
    actions: (now) => basicLaunch(now, BASIC, [5, 6]),
  },
  {
    name: 'launch-deflection',
    phase: 'running',
    shown: '[data-testid="launch-result"]',
    actions: (now) => basicLaunch(now, BASIC, [5, 6, 6]),
  },
  {
    name: 'reroll',
    phase: 'launching',
    shown: '[data-testid="launch-decision"]',
    // Advanced with G3: one fail safe. The explosion die (2) is accepted, the accuracy die (1)
    // would fail, and the table is asked whether to spend the fail safe.
    actions: (now) => {
      const { t, first } = game(now, 40_000, { variant: 'advanced' });
      return [
        ...first,
        ...build(['Y3', 'G3', 'R2', 'B1'], (i) => t(2 + i)),
        a.suits(t(20), [...ALL_SUITS]),
        a.roll(t(22), 2),
        a.accept(t(24)),
        a.roll(t(26), 1),
      ];
    },
  },
  {
    name: 'reroll-damage',
    phase: 'launching',
    shown: '[data-testid="launch-decision"]',
    // The same rocket, its explosion and accuracy dice kept, the damage die failing: four steps
    // and the question on the screen at once (issue 32: at 720p the damage die hidden under it).
    actions: (now) => {
      const { t, first } = game(now, 40_000, { variant: 'advanced' });
      return [
        ...first,
        ...build(['Y3', 'G3', 'R2', 'B1'], (i) => t(2 + i)),
        a.suits(t(20), [...ALL_SUITS]),
        a.roll(t(22), 2),
        a.accept(t(24)),
        a.roll(t(26), 6),
        a.accept(t(28)),
        a.roll(t(30), 1),
      ];
    },
  },
  {
    name: 'last-seconds',
    phase: 'launching',
    shown: '[data-testid="launch-step-damage"]',
    brief: true,
    // The tallest rocket launched with 9.5 s left: accuracy and damage done, deflection awaited.
    actions: (now) => {
      const { t, first } = game(now, 50_500, { timerSeconds: 60 });
      return [
        ...first,
        ...build(TALLEST, (i) => t(2 + i * 2)),
        a.suits(t(30), [...ALL_SUITS]),
        a.roll(t(40), 1),
        a.roll(t(45), 1),
      ];
    },
  },
  {
    name: 'last-seconds-odds',
    phase: 'running',
    shown: '[data-testid="odds-win"]',
    brief: true,
    actions: (now) => {
      const { t, first } = game(now, 50_500, { timerSeconds: 60, variant: 'advanced' });
      return [...first, ...build(TALLEST, (i) => t(2 + i * 2)), a.suits(t(30), ['hearts'])];
    },
  },
  {
    name: 'won',
    phase: 'won',
    shown: '[data-testid="end"]',
    // Three launches of Y2,R1 that hit and damage (6 + 3, 6 + 2, 6 + 1 ≥ 7; 6 + 1 ≥ 7); the
    // last damage die is typed in on the phone once the service has resumed the game. The
    // launch has the screen for a few seconds; then the end screen shows.
    live: 1,
    gone: '[data-testid="launch-moment"]',
    actions: (now) => wonGame(now),
  },
  {
    name: 'lost',
    phase: 'lost',
    shown: '[data-testid="end"]',
    // The deadline passed while the service was down: it records the loss as it resumes.
    actions: (now) => {
      const { t, first } = game(now, 70_000, { timerSeconds: 60 });
      return [...first, ...build(BASIC, (i) => t(2 + i))];
    },
  },
  // The end screens with their mission report, fetched by the page from the service's own
  // /api/history/<id> of the game just written; on a phone, the spectators' page shows them.
  {
    ...END_WITH_REPORT,
    name: 'won-report',
    phase: 'won',
    live: 1,
    gone: '[data-testid="launch-moment"]',
    actions: (now) => wonGame(now),
  },
  {
    ...END_WITH_REPORT,
    name: 'lost-report',
    phase: 'lost',
    // The longest end: the clock ran out on a launch whose accuracy hit (5 + 3 ≥ 7) and whose
    // damage die was still awaited, so the end shows how close it came and the launch cut short.
    actions: (now) => {
      const { t, first } = game(now, 70_000, { timerSeconds: 60 });
      return [
        ...first,
        ...build(BASIC, (i) => t(2 + i)),
        a.suits(t(20), [...ALL_SUITS]),
        a.roll(t(22), 5),
      ];
    },
  },
  {
    name: 'apogee-report',
    game: 'apogee',
    phase: 'over',
    shown: '[data-testid="after-report"]',
    phone: 'watch',
    whole: '[data-testid="ag-winners"], .ag-side, .ag-board-area, .after-end',
    headline: '[data-testid="ag-winners"]',
    report: '[data-testid="after-report"]',
    // The round's last advance is sent live: the service resumes only an unfinished game.
    live: 1,
    actions: (now) => apogeeGame(now),
  },
  // Apocalyte's states: layout-apocalyte.ts.
  ...APOCALYTE_STATES,
];

/** An action as the command a screen sends for it (an Apophis die typed in by hand). */
function commandOf(action: GameAction): Command {
  if (action.type === 'roll' && 'value' in action) return { type: 'roll', value: action.value };
  // Apocalyte's dice typed in: the phone's roll with their values.
  if (action.type === 'rolled' && 'values' in action)
    return { type: 'roll', values: action.values } as Command;
  const { at: _at, ...command } = action;
  return command as Command;
}

/**
 * Writes the state's game into a store at `dir`, but for the commands to send live (returned);
 * throws if the referee refuses any of it.
 */
export async function writeState(dir: string, state: LayoutState, now: number): Promise<Command[]> {
  const all = state.actions(now);
  const module = GAMES[state.game ?? 'apophis'];
  if (!module) throw new Error(`${state.name}: no game ${state.game}`);
  const replayed = replayWith(module, all);
  if (replayed.refused.length > 0) {
    const first = replayed.refused[0];
    throw new Error(`${state.name}: action ${first?.index} refused: ${first?.error.message}`);
  }
  const written = all.slice(0, all.length - (state.live ?? 0));
  const [newGame, ...rest] = written;
  if (!newGame) throw new Error(`${state.name}: no action`);
  const store = new GameStore({ dir });
  await store.open();
  const log = await store.create(newGame);
  for (const action of rest) await log.append(action);
  await log.close();
  return all.slice(written.length).map(commandOf);
}
