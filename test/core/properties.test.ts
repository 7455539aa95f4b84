// Properties over random games: whatever the table presses, in whatever order,
// the invariants of RULES.md hold and replaying the log gives the live state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Action, actions as a } from '../../src/games/apophis/actions.ts';
import { reduce, replay } from '../../src/games/apophis/reducer.ts';
import { ALL_SECTIONS, SUITS, sizeOf } from '../../src/games/apophis/sections.ts';
import { lobbyState, type TableState, timeLeft } from '../../src/games/apophis/state.ts';
import { T0 } from './table.ts';

const move = fc.record({
  kind: fc.integer({ min: 0, max: 15 }),
  pick: fc.nat(),
  dt: fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 3000 }), weight: 30 },
    { arbitrary: fc.integer({ min: 0, max: 120_000 }), weight: 1 },
  ),
});

/** Turn a generated move into an action the table might send now (many of them illegal). */
function actionFor(state: TableState, m: { kind: number; pick: number }, at: number): Action {
  const section = ALL_SECTIONS[m.pick % ALL_SECTIONS.length] ?? 'Y1';
  // A paused table mostly resumes; a launching one mostly rolls: the game must move on.
  if (state.phase === 'paused' && m.pick % 5 > 0) return a.resume(at);
  if (state.phase === 'launching' && m.kind < 6) return a.roll(at, (m.pick % 6) + 1, 'box');
  switch (m.kind) {
    case 0:
    case 1: {
      // Building is the most common move: favour the sections that fit, and fuel.
      const yellow = state.supply.filter((s) => s.startsWith('Y'));
      const pool = m.kind === 0 && yellow.length ? yellow : state.supply;
      return a.build(at, pool[m.pick % Math.max(1, pool.length)] ?? section);
    }
    case 2:
      return a.suits(
        at,
        SUITS.filter((s) => !state.launchSequence.includes(s)),
      );
    case 3:
      return a.suits(
        at,
        SUITS.filter((_, i) => (m.pick >> i) & 1),
      );
    case 4:
      return a.suits(at, [SUITS[m.pick % 4] ?? 'hearts']);
    case 5:
      return a.scrap(at);
    case 6:
      return a.shuffle(at);
    case 7:
    case 8:
      return a.roll(at, (m.pick % 6) + 1, m.pick % 3 === 0 ? 'hand' : 'box');
    case 9:
      return a.reroll(at);
    case 10:
      return a.accept(at);
    case 11:
      return a.undo(at);
    case 12:
      return m.pick % 2 ? a.pause(at) : a.resume(at);
    case 13:
      return a.clock(at);
    case 14:
      return a.start(at);
    default:
      return m.pick % 7 === 0
        ? a.newGame(at, {
            players: (m.pick % 4) + 1,
            variant: m.pick % 2 ? 'advanced' : 'basic',
            timerSeconds: 60 + (m.pick % 600),
          })
        : a.build(at, section);
  }
}

function checkInvariants(before: TableState, after: TableState, action: Action, now: number) {
  // R2: every section is in the supply or on the rocket, exactly once.
  expect([...after.rocket, ...after.supply].sort()).toEqual([...ALL_SECTIONS].sort());
  // R8: each section is no larger than the one below it.
  after.rocket.forEach((section, i) => {
    if (i > 0) expect(sizeOf(section)).toBeLessThanOrEqual(sizeOf(after.rocket[i - 1] ?? section));
  });
  // R9: each suit at most once.
  expect(new Set(after.launchSequence).size).toBe(after.launchSequence.length);
  // R7: the value is 3, 2, 1, or 0 once destroyed, and follows the damages.
  expect(after.apophis.value).toBeGreaterThanOrEqual(0);
  expect(after.apophis.value).toBeLessThanOrEqual(3);
  expect(after.apophis.value).toBe(Math.max(0, 3 - after.apophis.damages));
  if (after.phase === 'launching') expect(after.launchSequence).toHaveLength(4);
  // Counters never go down except by an undo (or a new game).
  if (action.type !== 'undo' && action.type !== 'newGame') {
    expect(after.apophis.damages).toBeGreaterThanOrEqual(before.apophis.damages);
    expect(after.apophis.deflections).toBeGreaterThanOrEqual(before.apophis.deflections);
    // R22 too: the timer is never rewound.
    expect(timeLeft(after, now)).toBeLessThanOrEqual(timeLeft(before, now));
  }
  if (after.phase === 'won') expect(after.outcome?.result).toMatch(/destroyed|deflected/);
}

describe('properties of random games', () => {
  it('keep the rules invariants, and replay equals live play', () => {
    const seen = new Map<string, number>();
    const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
    fc.assert(
      fc.property(
        fc.constantFrom<'basic' | 'advanced'>('basic', 'advanced'),
        fc.array(move, { minLength: 20, maxLength: 200, size: 'max' }),
        (variant, moves) => {
          let state = lobbyState();
          let at = T0;
          const log: Action[] = [
            a.newGame(at, { players: 2, variant, timerSeconds: 1800 }),
            a.start(at),
          ];
          for (const action of log) state = (reduce(state, action) as { state: TableState }).state;
          for (const m of moves) {
            at += m.dt;
            const action = actionFor(state, m, at);
            const applied = reduce(state, action);
            if (!applied.ok) {
              // A refusal changes nothing and says why.
              expect(applied.state).toBe(state);
              expect(applied.error.message.length).toBeGreaterThan(5);
              continue;
            }
            checkInvariants(state, applied.state, action, at);
            count(action.type);
            if (applied.state.launch?.result && !state.launch?.result) {
              count(applied.state.launch.result);
            }
            log.push(action);
            state = applied.state;
          }
          const replayed = replay(log);
          expect(replayed.refused).toEqual([]);
          expect(replayed.state).toEqual(state);
          // Serialisable: the log and the state survive JSON as they are.
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        },
      ),
      { numRuns: 300 },
    );
    // The generator must reach deep into the game, or the property proves little.
    for (const key of ['build', 'suits', 'scrap', 'roll', 'undo', 'pause', 'resume', 'clock']) {
      expect(seen.get(key) ?? 0, key).toBeGreaterThan(20);
    }
    for (const key of ['no-fuel', 'missed', 'hit']) {
      expect(seen.get(key) ?? 0, key).toBeGreaterThan(5);
    }
    expect((seen.get('reroll') ?? 0) + (seen.get('accept') ?? 0)).toBeGreaterThan(5);
  });

  it('a game always ends once the deadline passes', () => {
    fc.assert(
      fc.property(fc.array(move, { maxLength: 60 }), (moves) => {
        let state = reduce(lobbyState(), a.start(T0)).state;
        let at = T0;
        for (const m of moves) {
          at += m.dt % 5000;
          const applied = reduce(state, actionFor(state, { ...m, kind: m.kind % 14 }, at));
          state = applied.state;
        }
        const end = T0 + 3_600_000;
        const after = reduce(state, a.clock(end)).state;
        const finished = ['won', 'lost', 'paused', 'lobby'].includes(after.phase);
        expect(finished).toBe(true);
        if (after.phase === 'lost') expect(after.outcome?.at).toBe(after.timer.deadline);
      }),
      { numRuns: 200 },
    );
  });
});
