// What the map lights (issue 24: "at 720p in the zombies' turn, the map lights NW Territory while
// the step says 'the zombies attack Ada in Alaska'"): the map shows where the table's eyes must
// go, so it lights every place the step in hand names, and the round announced before its dice.
import { describe, expect, it } from 'vitest';
import { highlightOf } from '../../display/games/apocalyte/model.ts';
import type { Action } from '../../src/games/apocalyte/actions.ts';
import { reduce } from '../../src/games/apocalyte/reducer.ts';
import { type ApocalyteState, lobbyState } from '../../src/games/apocalyte/state.ts';
import { turnSteps } from '../../src/games/apocalyte/steps.ts';
import { viewOf } from '../../src/games/apocalyte/view.ts';
import { sayEnglish } from '../../src/games/apocalyte/words.ts';
import { APOCALYTE_STATES } from '../e2e/layout-apocalyte.ts';
import { Table } from '../games/apocalyte-fixtures.ts';

/** The layout sweep's state `name`, folded by the reducer. */
function sweepState(name: string): ApocalyteState {
  const state = APOCALYTE_STATES.find((s) => s.name === name);
  if (!state) throw new Error(`no state ${name}`);
  return (state.actions(Date.now()) as Action[]).reduce((s, action) => {
    const result = reduce(s, action);
    if (!result.ok) throw new Error(`${action.type} refused`);
    return result.state;
  }, lobbyState());
}

describe("the map lights the Apocalytes' step in hand", () => {
  it("the sweep's zombies' round: every territory its lines name, not the last line's alone", () => {
    const s = sweepState('apocalyte-turn');
    expect(turnSteps(s).now?.lines.map((line) => sayEnglish(line.phrase, s))).toEqual([
      'the zombies attack Ada in Alaska',
      'Ada loses 2 armies in Alaska',
      'add 2 zombies in Alaska',
    ]);
    // The zombies' next round (Northwest Territory) waits behind this OK: Alaska is lit.
    expect(highlightOf(viewOf(s, 0))).toEqual({ places: ['alaska'] });
  });

  it('the move, then the round announced in Scandinavia, then its losses there', () => {
    const t = Table.playing('zombies', [1, 1, 1, 1, 1, 1]);
    t.set('ukraine', [0, 0], 4).set('scandinavia', [3, 0]).set('alaska', [1, 1]);
    t.clearBut(['ukraine', 'scandinavia', 'alaska']).endRound();
    t.act({ type: 'confirm' }).roll(5);
    // "move 4 zombies from Ukraine to Scandinavia": both, with the arrow.
    expect(highlightOf(viewOf(t.state, 0))).toEqual({
      places: ['ukraine', 'scandinavia'],
      arrow: ['ukraine', 'scandinavia'],
    });
    t.act({ type: 'confirm' });
    // Dice awaited for "the zombies attack Ada in Scandinavia": Scandinavia alone.
    expect(highlightOf(viewOf(t.state, 0))).toEqual({ places: ['scandinavia'] });
    t.roll(6, 6, 6, 1, 1);
    expect(highlightOf(viewOf(t.state, 0))).toEqual({ places: ['scandinavia'] });
  });
});

describe("a turn's start lights nothing (issue 32: the ring stayed on the last territory)", () => {
  it("Ada's turn after the zombies' last round; Bo's after Ada's move", () => {
    const t = Table.playing('zombies', [1, 1, 1, 1, 1, 1]);
    // The zombies' turn ended with a round: its places are not Ada's.
    expect(t.state.instructions.at(-1)?.phrase.key).toBe('round.remove');
    expect(highlightOf(viewOf(t.state, 0))).toBeUndefined();
    // Ada moves: her move is lit while her turn goes on.
    t.set('brazil', [4, 0]).set('argentina', [1, 0], 0, 0);
    t.act({ type: 'reinforce', territory: 'brazil', count: 2 });
    t.act({ type: 'move', from: 'brazil', to: 'argentina', armies: 3, supplies: 0 });
    expect(highlightOf(viewOf(t.state, 0))?.places).toEqual(['brazil', 'argentina']);
    // Her turn ends (every contested territory left alone for this test: cleared).
    t.clearBut(['brazil', 'argentina']).act({ type: 'endTurn' });
    expect(t.state.turn?.seat).toBe(1);
    expect(highlightOf(viewOf(t.state, 0))).toBeUndefined();
  });
});
