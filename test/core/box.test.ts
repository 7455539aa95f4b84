// What the box's buttons mean, asked of the module directly: the reroll question over a
// failing die (R19, where the rules are silent: the costly answer takes two presses), the
// lamps that go with it, and the buttons once the game is over (R20).

import { describe, expect, test } from 'vitest';
import type { PressContext } from '../../src/game.ts';
import { type Action, actions as a } from '../../src/games/apophis/actions.ts';
import {
  ACCEPT_FAILING,
  ACCEPT_FAILING_CONFIRM_MS,
  beeps,
  diceRolled,
  lamps,
  press,
} from '../../src/games/apophis/box.ts';
import { reduce } from '../../src/games/apophis/reducer.ts';
import type { Section } from '../../src/games/apophis/sections.ts';
import { lobbyState, type TableState } from '../../src/games/apophis/state.ts';

const T0 = 1_700_000_000_000;
const calm: PressContext = { at: T0 + 60_000, armed: null };
const armed: PressContext = { at: T0 + 60_000, armed: ACCEPT_FAILING };

function playThrough(steps: Action[], variant: 'basic' | 'advanced' = 'advanced'): TableState {
  let state = lobbyState({ players: 2, variant, timerSeconds: 600 });
  for (const step of steps) {
    const applied = reduce(state, step);
    if (!applied.ok) throw new Error(`refused ${step.type}: ${applied.error.message}`);
    state = applied.state;
  }
  return state;
}

/** An advanced launch of Y3,G2,R1 (one fail safe) with its explosion die on the table. */
function askedAbout(explosionDie: number): TableState {
  const rocket: Section[] = ['Y3', 'G2', 'R1'];
  return playThrough([
    a.start(T0),
    ...rocket.map((section, i) => a.build(T0 + 1000 + i, section)),
    a.suits(T0 + 2000, ['clubs', 'hearts', 'diamonds', 'spades']),
    a.roll(T0 + 3000, explosionDie),
  ]);
}

describe('R19: the reroll question over a failing die', () => {
  const failing = askedAbout(5); // 5 + 3 yellow = 8: the rocket would explode

  test('a first OK or START asks, with the sentence saying what keeping it would cost', () => {
    expect(failing.launch?.pending?.ok).toBe(false);
    for (const button of ['OK', 'START'] as const) {
      expect(press(failing, button, 'PRESS', calm)).toEqual({
        does: 'arm',
        confirm: ACCEPT_FAILING,
        withinMs: ACCEPT_FAILING_CONFIRM_MS,
        notice: {
          code: 'box/confirm-accept',
          message:
            'this die fails (the rocket would explode): press OK again to accept it, or ROLL to spend a fail safe',
        },
      });
    }
  });

  test('OK or START while it is asked keeps the failing die', () => {
    for (const button of ['OK', 'START'] as const) {
      expect(press(failing, button, 'PRESS', armed)).toEqual({
        does: 'act',
        actions: [a.accept(armed.at)],
      });
    }
  });

  test('ROLL rerolls in one step, and the die the box rolls then is a reroll', () => {
    expect(press(failing, 'ROLL', 'PRESS', calm)).toMatchObject({ does: 'roll' });
    expect(diceRolled(failing, [2], T0 + 4000)).toEqual([
      a.reroll(T0 + 4000),
      a.roll(T0 + 4000, 2, 'box'),
    ]);
  });

  test('lamps: only ROLL while the failing die waits; OK once the first press has asked', () => {
    expect(lamps(failing, calm)).toEqual(['ROLL']);
    expect(lamps(failing, armed)).toEqual(['ROLL', 'OK']);
  });

  test('a good die is kept at once by OK or START, all three lit', () => {
    const good = askedAbout(1); // 1 + 3 = 4: holds together
    expect(good.launch?.pending?.ok).toBe(true);
    for (const button of ['OK', 'START'] as const) {
      expect(press(good, button, 'PRESS', calm)).toEqual({
        does: 'act',
        actions: [a.accept(calm.at)],
      });
    }
    expect(lamps(good, calm)).toEqual(['START', 'ROLL', 'OK']);
  });
});

describe('R20: the buttons once the game is over', () => {
  const lost = (() => {
    const state = askedAbout(1);
    const applied = reduce(state, a.clock(T0 + 600_000));
    if (!applied.ok) throw new Error(applied.error.message);
    return applied.state;
  })();
  const after: PressContext = { at: T0 + 700_000, armed: null };

  test('START sets the same game up again in the lobby', () => {
    expect(lost.phase).toBe('lost');
    const meaning = press(lost, 'START', 'PRESS', after);
    expect(meaning).toEqual({
      does: 'act',
      actions: [
        a.newGame(after.at, {
          game: 'apophis',
          players: 2,
          variant: 'advanced',
          timerSeconds: 600,
        }),
      ],
    });
    const [newGame] = meaning.does === 'act' ? meaning.actions : [];
    if (!newGame) throw new Error('START did nothing');
    expect(reduce(lost, newGame)).toEqual({
      ok: true,
      state: lobbyState({ players: 2, variant: 'advanced', timerSeconds: 600 }),
    });
  });

  test('every other button, and START held, says where to start again; no wrong hint', () => {
    for (const [button, gesture] of [
      ['START', 'LONG'],
      ['OK', 'PRESS'],
      ['ROLL', 'PRESS'],
      ['SCRAP', 'PRESS'],
      ['SCRAP', 'LONG'],
      ['SHUFFLE', 'PRESS'],
    ] as const) {
      expect(press(lost, button, gesture, after)).toEqual({
        does: 'nothing',
        error: {
          code: 'box/game-over',
          message: 'the game is over: press START to play again with the same set-up',
        },
      });
    }
    expect(diceRolled(lost, [4], after.at)).toEqual([]);
    expect(lamps(lost, after)).toEqual(['START']);
  });
});

describe("R20: the box's clock in the last minute", () => {
  test('beeps at 60, 30 and 10 s left, ticks each of the last nine seconds, and sounds the end', () => {
    const running = playThrough([a.start(T0)], 'basic');
    const deadline = T0 + 600_000;
    const heard = beeps(running).map((beep) => [(deadline - beep.at) / 1000, beep.hz]);
    expect(heard).toEqual([
      [60, 880],
      [30, 880],
      [10, 880],
      ...[9, 8, 7, 6, 5, 4, 3, 2, 1].map((second) => [second, 1320]),
      [0, 220],
    ]);
  });

  test('nothing is due in the lobby or while paused', () => {
    expect(beeps(playThrough([], 'basic'))).toEqual([]);
    expect(beeps(playThrough([a.start(T0), a.pause(T0 + 1000)], 'basic'))).toEqual([]);
  });
});
