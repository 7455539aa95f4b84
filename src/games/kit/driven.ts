// A table driven through a game's reducer one action at a time, for tests and scripts where a
// refusal is a bug: `act` stamps each action a second after the last and throws with the
// referee's sentence when it is refused; `refuse` gives the refusal and checks nothing changed.

import type { Applied, GameAction } from '../../game.ts';

type Rules<S, A> = { lobby(): S; reduce(state: S, action: A): Applied<S> };
type Unstamped = Record<string, unknown> & { type: string };

export class DrivenTable<S, A extends GameAction> {
  state: S;
  log: A[] = [];

  constructor(
    private readonly rules: Rules<S, A>,
    public at: number,
  ) {
    this.state = rules.lobby();
  }

  /** Apply, or throw with the referee's sentence. */
  act(action: Unstamped): this {
    this.at += 1000;
    const full = { ...action, at: this.at } as unknown as A;
    const applied = this.rules.reduce(this.state, full);
    if (!applied.ok) throw new Error(`${action.type} refused: ${applied.error.message}`);
    this.state = applied.state;
    this.log.push(full);
    return this;
  }

  /** Try, and give the refusal (the state must not change). */
  refuse(action: Unstamped) {
    const before = this.state;
    const applied = this.rules.reduce(this.state, { ...action, at: this.at + 1 } as unknown as A);
    if (applied.ok) throw new Error(`${action.type} was taken`);
    if (applied.state !== before) throw new Error('a refusal changed the state');
    return applied.error;
  }
}
