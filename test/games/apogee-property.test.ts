// Random legal Apogee games: the log replays to the live state, and within each quarter the
// launches fly in decreasing authority (AG9).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/games/apogee/actions.ts';
import { nextPlayer } from '../../src/games/apogee/guards.ts';
import { DESTINATIONS } from '../../src/games/apogee/launch.ts';
import { reduce, replay } from '../../src/games/apogee/reducer.ts';
import { lobbyState } from '../../src/games/apogee/state.ts';
import { PLAYERS, ROCKET, T0 } from './apogee-fixtures.ts';

const randomCard = fc.record({
  kind: fc.constantFrom('first', 'upper', 'payload', 'rnd'),
  thrust: fc.integer({ min: -1, max: 12 }),
  mass: fc.integer({ min: 0, max: 8 }),
  heavy: fc.boolean(),
  astronauts: fc.integer({ min: 0, max: 3 }),
});
// Half the cards from a rocket that flies, so launches happen often.
const card = fc.oneof(
  { weight: 1, arbitrary: randomCard },
  { weight: 3, arbitrary: fc.constantFrom(...ROCKET) },
);
const player = fc.integer({ min: 0, max: 2 });
const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant('advance') }) },
  { weight: 8, arbitrary: fc.record({ type: fc.constant('build'), player, card }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('remove'),
      player,
      id: fc.integer({ min: 1, max: 40 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('launch'),
      player,
      destination: fc.constantFrom(...DESTINATIONS),
      inOrder: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('launchRolled'),
      value: fc.integer({ min: 1, max: 12 }),
      source: fc.constantFrom('box', 'hand'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('pass'), player }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('specialists'),
      list: fc.subarray(['kathy-johnson', 'mark-faget', 'diane-dyson']),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('undo') }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('pause') }) },
);

describe('random legal games', () => {
  it('replay equals the live state; launches always by authority', () => {
    let launches = 0;
    fc.assert(
      fc.property(
        fc.array(step, { minLength: 40, maxLength: 150 }),
        fc.integer({ min: 1, max: 9 }),
        (steps, mission) => {
          let state = lobbyState();
          const log: Action[] = [];
          let at = T0;
          const apply = (raw: object) => {
            at += 1000;
            const action = { ...raw, at } as Action;
            const applied = reduce(state, action);
            if (applied.ok) {
              state = applied.state;
              log.push(action);
            } else {
              expect(applied.state).toBe(state);
            }
          };
          apply({ type: 'newGame', players: PLAYERS, mission });
          apply({ type: 'start' });
          for (const s of steps) {
            // Half the launches by the player whose turn it is, so that launches happen often.
            if ('inOrder' in s) {
              const { inOrder, ...launch } = s;
              apply(inOrder ? { ...launch, player: nextPlayer(state) ?? 0 } : launch);
            } else apply(s);
            // A pause is always resumed at once (a pause alone would stop the game for good).
            if (s.type === 'pause') apply({ type: 'resume' });
          }
          const replayed = replay(log);
          expect(replayed.refused).toEqual([]);
          expect(replayed.state).toEqual(state);
          const byQuarter = new Map<number, number[]>();
          for (const flight of state.record) {
            const list = byQuarter.get(flight.quarter) ?? [];
            list.push(PLAYERS[flight.player]?.authority ?? -1);
            byQuarter.set(flight.quarter, list);
          }
          launches += state.record.length;
          for (const list of byQuarter.values())
            expect(list).toEqual([...list].sort((a, b) => b - a));
        },
      ),
      { numRuns: 300 },
    );
    expect(launches).toBeGreaterThan(10);
  });
});
