// Random Apocalyte games of every scenario, played through the reducer with dice from a seeded
// generator and a random but legal table: armies never go negative, every change of the
// board comes from an accepted action, and replaying the log gives the live state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/games/apocalyte/actions.ts';
import { unfought } from '../../src/games/apocalyte/guards.ts';
import { ADJACENT, TERRITORIES } from '../../src/games/apocalyte/map.ts';
import { reduce, replay } from '../../src/games/apocalyte/reducer.ts';
import { SCENARIOS } from '../../src/games/apocalyte/setup.ts';
import { type ApocalyteState, totals } from '../../src/games/apocalyte/state.ts';
import { PLAYERS, rng, Table } from './apocalyte-fixtures.ts';

const THREE = [...PLAYERS, { name: 'Cy', colour: 'yellow', letter: 'C' }];

function boardIsSound(state: ApocalyteState) {
  for (const t of TERRITORIES) {
    const g = state.board[t];
    expect(g.apocalytes).toBeGreaterThanOrEqual(0);
    expect(g.supplies).toBeGreaterThanOrEqual(0);
    for (const n of g.armies) expect(n).toBeGreaterThanOrEqual(0);
  }
}

/** Try an action; a refusal must leave the state as it was. */
function attempt(t: Table, action: Record<string, unknown> & { type: string }): boolean {
  const before = t.state;
  const applied = reduce(t.state, { ...action, at: t.at + 1 } as Action);
  if (!applied.ok) {
    expect(applied.state).toBe(before);
    return false;
  }
  t.act(action);
  return true;
}

/** One player's turn with random legal choices. */
function playerTurn(t: Table, random: () => number) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const turn = t.state.turn;
  if (!turn) return;
  const seat = turn.seat;
  for (let tries = 0; t.state.turn?.step === 'reinforce' && tries < 50; tries++)
    attempt(t, { type: 'reinforce', territory: pick(TERRITORIES), count: 1 });
  for (let tries = 0; tries < 12 && t.state.turn?.step === 'move'; tries++) {
    const mine = TERRITORIES.filter((x) => (t.state.board[x].armies[seat] ?? 0) > 1);
    if (mine.length === 0) break;
    const from = pick(mine);
    const to = pick(ADJACENT[from]);
    const armies = 1 + Math.floor(random() * (t.state.board[from].armies[seat] ?? 1));
    attempt(t, {
      type: 'move',
      from,
      to,
      armies,
      supplies: Math.floor(random() * 3),
      permission: random() < 0.3,
    });
  }
  for (
    let guard = 0;
    guard < 40 && t.state.stage === 'playing' && t.state.phase === 'player';
    guard++
  ) {
    const left = unfought(t.state);
    const where = left[0];
    if (where) attempt(t, { type: 'fight', territory: where });
    else {
      // One draw picks what the table tries next: another round, the mothership, a portal, or the end.
      const roll = random();
      if (roll < 0.3) attempt(t, { type: 'fight', territory: pick(TERRITORIES) });
      else if (roll < 0.4) attempt(t, { type: 'mothership' });
      else if (roll < 0.5) attempt(t, { type: 'closePortal', territory: pick(TERRITORIES) });
      else if (attempt(t, { type: 'endTurn' })) return;
    }
    t.settle(random);
  }
}

function randomGame(seed: number, scenario: (typeof SCENARIOS)[number], turns = 40) {
  const random = rng(seed);
  const t = Table.dealt(random() < 0.5 ? PLAYERS : THREE)
    .placeAll()
    .suppliesFirst();
  t.act({ type: 'scenario', scenario });
  for (let turn = 0; turn < turns && t.state.stage === 'playing'; turn++) {
    t.settle(random);
    if (t.state.stage !== 'playing') break;
    playerTurn(t, random);
  }
  return t;
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
