// Every state a screen can show, as a hand-made game log: the actions of a game that reached it,
// timed back from `now`, written through the real store so a service resumes it as it would
// after a restart. The layout test opens the screens on each.

import { GameStore } from '../../server/store/index.ts';
import { type Action, type ApophisCommand, actions as a } from '../../src/games/apophis/actions.ts';
import { replay } from '../../src/games/apophis/reducer.ts';
import type { Section } from '../../src/games/apophis/sections.ts';
import type { Phase } from '../../src/games/apophis/state.ts';

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
  /** The phase the table must be in once the service has resumed the log. */
  phase: Phase;
  /** What proves the state is drawn on the big screen (a CSS selector). */
  shown: string;
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
  actions(now: number): Action[];
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
    actions: (now) => {
      const { t, first } = game(now, 200_000);
      const launchAt = (s: number) => [
        a.build(t(s), 'Y2'),
        a.build(t(s + 1), 'R1'),
        a.suits(t(s + 2), [...ALL_SUITS]),
        a.roll(t(s + 3), 6),
        a.roll(t(s + 4), 6),
      ];
      return [...first, ...launchAt(10), ...launchAt(60), ...launchAt(120)];
    },
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
];

/** An action as the command a screen sends for it (a die typed in by hand). */
function commandOf(action: Action): ApophisCommand {
  if (action.type === 'roll') return { type: 'roll', value: action.value };
  const { at: _at, ...command } = action;
  return command as ApophisCommand;
}

/**
 * Writes the state's game into a store at `dir`, but for the commands to send live (returned);
 * throws if the referee refuses any of it.
 */
export async function writeState(
  dir: string,
  state: LayoutState,
  now: number,
): Promise<ApophisCommand[]> {
  const all = state.actions(now);
  const replayed = replay(all);
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
