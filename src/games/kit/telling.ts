// A seated game's log told for `apophis replay`: the log folded through the game's own
// reducer, a refused line said with the referee's sentence, each accepted action told by the
// game from the table before and after it, then the game's summary of where it ended.

import type { Applied, Told } from '../../game.ts';

export type Teller<S, A> = {
  lobby(): S;
  reduce(state: S, action: A): Applied<S>;
  /** The action in a few words without the table (the service's log, a refused line). */
  describe(action: A): string;
  /** The lines an accepted action makes, from the table before and after it. */
  lines(before: S, after: S, action: A): string[];
  summary(state: S): string[];
};

export function tellWith<S, A>(teller: Teller<S, A>, actions: readonly A[]): Told {
  let state = teller.lobby();
  const lines: string[] = [];
  let refused = 0;
  for (const action of actions) {
    const applied = teller.reduce(state, action);
    if (!applied.ok) {
      refused += 1;
      lines.push(`refused: ${teller.describe(action)}: ${applied.error.message}`);
      continue;
    }
    lines.push(...teller.lines(state, applied.state, action));
    state = applied.state;
  }
  return { lines, refused, summary: teller.summary(state) };
}
