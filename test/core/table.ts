// Test helpers: drive the reducer like a table would, failing loudly on a refusal.
import { expect } from 'vitest';
import { type Action, actions as a } from '../../src/games/apophis/actions.ts';
import { type Applied, reduce } from '../../src/games/apophis/reducer.ts';
import type { Section, Suit } from '../../src/games/apophis/sections.ts';
import type { Variant } from '../../src/games/apophis/setup.ts';
import { lobbyState, type TableState } from '../../src/games/apophis/state.ts';

export const T0 = Date.UTC(2036, 3, 13, 20, 0, 0);

/** Apply actions that must all be accepted. */
export function play(state: TableState, ...list: Action[]): TableState {
  let current = state;
  for (const action of list) {
    const applied = reduce(current, action);
    if (!applied.ok) {
      throw new Error(`${action.type} refused: ${applied.error.message}`);
    }
    current = applied.state;
  }
  return current;
}

/** Apply an action that must be refused; checks that the state came back unchanged. */
export function refused(state: TableState, action: Action): Extract<Applied, { ok: false }> {
  const applied = reduce(state, action);
  expect(applied.ok, `${action.type} should have been refused`).toBe(false);
  expect(applied.state).toBe(state);
  return applied as Extract<Applied, { ok: false }>;
}

/** A started game (at T0) in the given variant. */
export function started(variant: Variant = 'basic', timerSeconds = 600): TableState {
  return play(lobbyState(), a.newGame(T0, { players: 3, variant, timerSeconds }), a.start(T0));
}

/** A started game with this rocket built (one second per action). */
export function withRocket(rocket: Section[], variant: Variant = 'basic'): TableState {
  return play(
    started(variant),
    ...rocket.map((section, i) => a.build(T0 + 1000 * (i + 1), section)),
  );
}

export const ALL_FOUR: Suit[] = ['hearts', 'diamonds', 'spades', 'clubs'];

/** Build, then lay the four suits: the launch begins. */
export function launched(
  rocket: Section[],
  variant: Variant = 'basic',
  apophis?: TableState['apophis'],
): TableState {
  const built = withRocket(rocket, variant);
  const base = apophis ? { ...built, apophis } : built;
  return play(base, a.suits(T0 + 60_000, ALL_FOUR));
}

/** Roll these box dice one after the other, a second apart. */
export function rollDice(state: TableState, dice: number[], from = T0 + 61_000): TableState {
  return play(state, ...dice.map((value, i) => a.roll(from + i * 1000, value, 'box')));
}
