// Helpers for Apogee's tests: a table set up and started, cards, and a reducer that
// throws on a refusal (so a test reads as the game it plays).
import type { Action, CardFields } from '../../src/games/apogee/actions.ts';
import { reduce } from '../../src/games/apogee/reducer.ts';
import { type ApogeeState, lobbyState } from '../../src/games/apogee/state.ts';

export const T0 = Date.UTC(2026, 0, 1, 20, 0, 0);

export const PLAYERS = [
  { name: 'Ada', colour: 'blue', authority: 3 },
  { name: 'Bo', colour: 'red', authority: 7 },
  { name: 'Cy', colour: 'green', authority: 5 },
];

/** Thrust 20, mass 14: performance 1.5 (LEO 6, GEO 7, Moon 7; no Mars). */
export const ROCKET: CardFields[] = [
  { kind: 'first', name: 'Liquid Hydrogen Rocket Engine', thrust: 5, mass: 4 },
  { kind: 'first', name: 'Liquid Hydrogen Rocket Engine', thrust: 5, mass: 4 },
  { kind: 'upper', name: 'Ion Thruster', thrust: 2, mass: 1 },
  { kind: 'payload', name: 'Big Space Shuttle', thrust: 8, mass: 5, astronauts: 2 },
];

export class Table {
  state: ApogeeState = lobbyState();
  at = T0;
  log: Action[] = [];

  /** Apply, or throw with the referee's sentence. */
  act(action: Record<string, unknown> & { type: string }): this {
    this.at += 1000;
    const full = { ...action, at: this.at } as Action;
    const applied = reduce(this.state, full);
    if (!applied.ok) throw new Error(`${action.type} refused: ${applied.error.message}`);
    this.state = applied.state;
    this.log.push(full);
    return this;
  }

  /** Try, and give the refusal (the state must not change). */
  refuse(action: Record<string, unknown> & { type: string }) {
    const before = this.state;
    const applied = reduce(this.state, { ...action, at: this.at + 1 } as Action);
    if (applied.ok) throw new Error(`${action.type} was taken`);
    if (applied.state !== before) throw new Error('a refusal changed the state');
    return applied.error;
  }

  static started(players = PLAYERS, mission = 2): Table {
    return new Table().act({ type: 'newGame', players, mission }).act({ type: 'start' });
  }

  buildAll(player: number, cards: CardFields[] = ROCKET): this {
    for (const card of cards) this.act({ type: 'build', player, card });
    return this;
  }
}
