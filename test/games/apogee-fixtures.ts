// Helpers for Apogee's tests: a table set up and started, cards, and a reducer that
// throws on a refusal (so a test reads as the game it plays; src/games/kit/driven.ts).
import type { Action, CardFields } from '../../src/games/apogee/actions.ts';
import { reduce } from '../../src/games/apogee/reducer.ts';
import { RULES_VERSION } from '../../src/games/apogee/setup.ts';
import { type ApogeeState, lobbyState } from '../../src/games/apogee/state.ts';
import { DrivenTable } from '../../src/games/kit/driven.ts';

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

export class Table extends DrivenTable<ApogeeState, Action> {
  constructor() {
    super({ lobby: () => lobbyState(), reduce }, T0);
  }

  /** A table set up and started, by the current rules (AG42); `version` 1 plays as a log written before them. */
  static started(players = PLAYERS, mission = 2, version = RULES_VERSION): Table {
    const newGame =
      version === 1
        ? { type: 'newGame', players, mission }
        : { type: 'newGame', players, mission, version };
    return new Table().act(newGame).act({ type: 'start' });
  }

  buildAll(player: number, cards: CardFields[] = ROCKET): this {
    for (const card of cards) this.act({ type: 'build', player, card });
    return this;
  }
}
