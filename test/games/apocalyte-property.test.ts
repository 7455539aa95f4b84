// Random Apocalyte games of every scenario, played through the reducer with dice from a seeded
// generator and a random but legal table: armies never go negative, every change of the
// board comes from an accepted action, and replaying the log gives the live state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TERRITORIES } from '../../src/games/apocalyte/map.ts';
import { reduce, replay } from '../../src/games/apocalyte/reducer.ts';
import { SCENARIOS } from '../../src/games/apocalyte/setup.ts';
import { type ApocalyteState, totals } from '../../src/games/apocalyte/state.ts';
import { randomGame } from './apocalyte-fixtures.ts';

function boardIsSound(state: ApocalyteState) {
  for (const t of TERRITORIES) {
    const g = state.board[t];
    expect(g.apocalytes).toBeGreaterThanOrEqual(0);
    expect(g.supplies).toBeGreaterThanOrEqual(0);
    for (const n of g.armies) expect(n).toBeGreaterThanOrEqual(0);
  }
}

describe('random games of every scenario', () => {
  it('armies never negative; replay equals live play; total armies move only by a rule', () => {
    let finished = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.constantFrom(...SCENARIOS),
        (seed, scenario) => {
          const t = randomGame(seed, scenario);
          boardIsSound(t.state);
          const replayed = replay(t.log);
          expect(replayed.refused).toEqual([]);
          expect(replayed.state).toEqual(t.state);
          if (t.state.stage === 'over') finished++;
          // Changed only by a rule: each accepted action that moves the armies' totals is one of these.
          let state = replay([]).state;
          for (const action of t.log) {
            const before = totals(state.board);
            state = reduce(state, action).state;
            const after = totals(state.board);
            if (JSON.stringify(before) !== JSON.stringify(after))
              expect([
                'newGame',
                'start',
                'deal',
                'place',
                'rolled',
                'scenario',
                'reinforce',
                'confirm',
                'target',
                'quarantine',
                'reroll',
                'correct',
                'endTurn',
                'fight',
                'mothership',
                'placed',
                'supplies',
              ]).toContain(action.type);
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(finished).toBeGreaterThan(0);
  });
});
