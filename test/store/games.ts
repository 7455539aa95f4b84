// Test games built the way the table builds them: action creators, each checked
// by the reducer, so a log in these tests is one the service could have written.

import { type Action, actions as a } from '../../src/games/apophis/actions.ts';
import { reduce } from '../../src/games/apophis/reducer.ts';
import { lobbyState, type TableState } from '../../src/games/apophis/state.ts';

export class TestTable {
  readonly actions: Action[] = [];
  state: TableState = lobbyState();
  at: number;

  constructor(
    createdAt: number,
    setup: Parameters<typeof a.newGame>[1] = { players: 2, variant: 'basic' },
  ) {
    this.at = createdAt;
    this.#take(a.newGame(createdAt, setup));
  }

  /** One action `ms` after the last one (named `next`, not `then`: a table is no promise); a refusal is a broken test, so it throws. */
  next(make: (at: number) => Action, ms = 1000): this {
    this.at += ms;
    this.#take(make(this.at));
    return this;
  }

  /** Y3,R2 with all four suits and two sixes: a hit that damages Apophis (R13, R14). */
  damagingLaunch(): this {
    return this.next((t) => a.build(t, 'Y3'))
      .next((t) => a.build(t, 'R2'))
      .next((t) => a.suits(t, ['clubs', 'hearts']))
      .next((t) => a.suits(t, ['diamonds', 'spades']))
      .next((t) => a.roll(t, 6))
      .next((t) => a.roll(t, 6));
  }

  #take(action: Action): void {
    const applied = reduce(this.state, action);
    if (!applied.ok) throw new Error(`test game: ${action.type} refused: ${applied.error.message}`);
    this.state = applied.state;
    this.actions.push(action);
  }
}

/** Started, one section built and a suit down. */
export function runningGame(createdAt: number): TestTable {
  return new TestTable(createdAt)
    .next((t) => a.start(t))
    .next((t) => a.build(t, 'Y3'))
    .next((t) => a.suits(t, ['hearts']));
}

/** Three damaging launches: Apophis destroyed (R14). */
export function wonGame(createdAt: number): TestTable {
  return new TestTable(createdAt)
    .next((t) => a.start(t))
    .damagingLaunch()
    .damagingLaunch()
    .damagingLaunch();
}

/** A one-minute timer that runs out. */
export function lostGame(createdAt: number): TestTable {
  return new TestTable(createdAt, { players: 3, variant: 'advanced', timerSeconds: 60 })
    .next((t) => a.start(t))
    .next((t) => a.clock(t), 60_000);
}
