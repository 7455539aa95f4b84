// defineGame fills each member a game leaves out with its default, in one place, and keeps every
// member the game wrote: the smallest game there is (a counter) is a whole module.

import { describe, expect, it } from 'vitest';
import { defineGame } from '../../src/define-game.ts';
import type { GameAction, Status } from '../../src/game.ts';
import { GAMES } from '../../src/games/index.ts';

type State = { stage: Status; count: number };
type Action = GameAction & { type: 'newGame' | 'start' | 'add' };

const counter = defineGame<State, Action, { type: 'add' }, State>({
  id: 'counter',
  title: 'Counter',
  actionSchemas: {},
  commandSchemas: {},
  lobby: () => ({ stage: 'lobby', count: 0 }),
  newGameOf: (_state, at) => ({ type: 'newGame', at }),
  reduce: (state, action) =>
    action.type === 'add' && state.stage !== 'playing'
      ? { ok: false, state, error: { code: 'add/not-started', message: 'press START first' } }
      : {
          ok: true,
          state:
            action.type === 'add'
              ? { ...state, count: state.count + 1 }
              : { ...state, stage: action.type === 'start' ? 'playing' : 'lobby' },
        },
  press: () => ({ does: 'nothing', error: { code: 'box/nothing', message: 'nothing' } }),
  lamps: () => [],
  ending: () => null,
  view: (state) => state,
  summary: () => ({ players: 1, difficulty: 'none', variant: 'none' }),
  report: () => {
    throw new Error('not asked');
  },
});

describe('defineGame', () => {
  it('fills what a game leaves out: untimed, no dice, no cues, its status from its stage', () => {
    const state = counter.lobby();
    expect(counter.version).toBe(1);
    expect(counter.commandLines).toEqual([]);
    expect(counter.nextClockAt(state)).toBeNull();
    expect(counter.beeps(state)).toEqual([]);
    expect(counter.boxClock(state, 0)).toBeNull();
    expect(counter.timeLeftMs?.(state, 0)).toBeNull();
    expect(counter.diceWanted(state, { at: 0, armed: null })).toBeNull();
    expect(counter.diceRolled(state, [3], 0)).toEqual([]);
    expect(counter.faceShown({ type: 'add', at: 0 })).toBeNull();
    expect(counter.rolls({ type: 'add', at: 0 }, state)).toEqual([]);
    expect(counter.cues(null, state)).toEqual([]);
    expect(counter.whyNot(state, { type: 'add' }, 0)).toBeNull();
    expect(counter.status(state)).toBe('lobby');
    expect(counter.plan(state, { type: 'add' }, 5)).toEqual({
      ok: true,
      actions: [{ type: 'add', at: 5 }],
    });
  });

  it('tells a log one line per action, counting what the reducer refused', () => {
    const told = counter.tell([
      { type: 'add', at: 1 },
      { type: 'start', at: 2 },
      { type: 'add', at: 3 },
    ]);
    expect(told).toEqual({ lines: ['add', 'start', 'add'], refused: 1, summary: [] });
  });

  it("keeps the game's own members: Apophis's clock and time, Apogee's mission time", () => {
    const apophis = GAMES.apophis;
    const apogee = GAMES.apogee;
    if (!apophis || !apogee) throw new Error('the catalog lost a game');
    const timed = apophis.reduce(apophis.lobby(), {
      type: 'newGame',
      at: 0,
      players: 2,
      variant: 'basic',
      timerSeconds: 300,
    });
    expect(timed.ok).toBe(true);
    const started = apophis.reduce(timed.state, { type: 'start', at: 1000 });
    expect(started.ok).toBe(true);
    expect(apophis.timeLeftMs?.(started.state, 1000)).toBeGreaterThan(0);
    expect(apophis.nextClockAt(started.state)).not.toBeNull();
    expect(apogee.timeLeftMs?.(apogee.lobby(), 0)).toBeNull();
    expect(apogee.nextClockAt(apogee.lobby())).toBeNull();
    expect(apogee.status(apogee.lobby())).toBe('lobby');
  });
});
