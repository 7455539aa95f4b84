// The public state: what every screen gets, the same size all game long.
import { describe, expect, it } from 'vitest';
import { actions as a } from '../../src/games/apophis/actions.ts';
import { apophis } from '../../src/games/apophis/index.ts';
import { storyOf } from '../../src/games/apophis/state.ts';
import { type ApophisState, PUBLIC_HISTORY } from '../../src/games/apophis/view.ts';
import { toPublicState } from '../../src/messages.ts';
import { launched, play, rollDice, started, T0 } from './table.ts';

const box = { connected: false, source: 'none', firmware: null } as const;

describe('the public state', () => {
  it('carries the latest history entries, the count of all, and the story over all', () => {
    let state = started();
    for (let i = 0; i < 40; i++)
      state = play(state, a.pause(T0 + i * 10), a.resume(T0 + i * 10 + 5));
    state = rollDice(
      play(
        state,
        a.build(T0 + 1000, 'Y2'),
        a.suits(T0 + 1001, ['hearts', 'diamonds', 'spades', 'clubs']),
      ),
      [6],
      T0 + 1002,
    );
    const shown = toPublicState<unknown, ApophisState>(apophis, state, {
      now: T0 + 2000,
      gameId: 'g',
      box,
    });
    expect(shown.game).toBe('apophis');
    expect(shown.status).toBe('playing');
    expect(state.history.length).toBeGreaterThan(PUBLIC_HISTORY);
    expect(shown.history).toEqual(state.history.slice(-PUBLIC_HISTORY));
    expect(shown.historyCount).toBe(state.history.length);
    expect(shown.story).toEqual({
      launches: 1,
      hits: 1,
      rolls: 1,
      undos: 0,
      pauses: 40,
      pausedMs: 200,
    });
    expect(shown).not.toHaveProperty('undo');
    expect(shown.timer.remainingMs).toBe(600_000 - 2000 + 200); // 40 pauses of 5 ms stood still
  });

  it('names what an undo would put back, with its own fields', () => {
    const state = play(started(), a.build(T0 + 1000, 'B3'));
    expect(
      toPublicState<unknown, ApophisState>(apophis, state, { now: T0, gameId: null, box }).undoable,
    ).toEqual({
      type: 'build',
      section: 'B3',
    });
  });

  it('the story counts hits among launches', () => {
    const missed = rollDice(launched(['Y2', 'B1']), [1]);
    expect(storyOf(missed.history)).toMatchObject({ launches: 1, hits: 0, rolls: 1 });
  });
});
