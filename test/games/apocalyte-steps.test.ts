// AC54: the Apocalytes' turn told as steps a table follows. The rules' AC9: "carry out the
// instruction on the board and press OK" — so the step in hand is the one whose OK the referee
// waits for, its lines in the order to do them; the steps before it in the same turn are done;
// a step that changes nothing on the board asks no OK; a meteorite is a step of its own; a
// round's sides and dice are known before its dice are rolled.

import { describe, expect, it } from 'vitest';
import { onTheBoard, type Step, turnSteps } from '../../src/games/apocalyte/steps.ts';
import { viewOf } from '../../src/games/apocalyte/view.ts';
import { sayEnglish } from '../../src/games/apocalyte/words.ts';
import { Table } from './apocalyte-fixtures.ts';

const said = (t: Table, step: Step | null | undefined) =>
  step?.lines.map((line) => sayEnglish(line.phrase, t.state)) ?? null;
const steps = (t: Table) => turnSteps(t.state);

/** Zombies at Ada's first turn, the board cleared to Ukraine (zombies) and Scandinavia (Ada). */
function ukraine(zombies: number, ada: number) {
  const t = Table.playing('zombies', [1, 1, 1, 1, 1, 1]);
  t.set('ukraine', [0, 0], zombies).set('scandinavia', [ada, 0]).set('alaska', [1, 1]);
  return t.clearBut(['ukraine', 'scandinavia', 'alaska']);
}

describe("AC54 the Apocalytes' turn as steps", () => {
  it('the step in hand is the one waiting for OK, its lines in order; the ones before are done', () => {
    const t = ukraine(4, 3).endRound();
    // The turn's first step: the growth. The players' turns before it are not the table's now.
    expect(said(t, steps(t).now)).toEqual(['place 1 zombie on Ukraine']);
    expect(steps(t).done).toEqual([]);
    t.act({ type: 'confirm' }).roll(5);
    expect(said(t, steps(t).now)).toEqual([
      'the zombies of Ukraine move, in that order',
      'move 4 zombies from Ukraine to Scandinavia',
    ]);
    expect(steps(t).done.map((step) => said(t, step))).toEqual([['place 1 zombie on Ukraine']]);
    t.act({ type: 'confirm' });
    // Dice awaited: no step in hand; the round is announced before its dice (AC4, AC30):
    // four zombies roll 3 dice, Ada's 3 armies 2.
    expect(steps(t).now).toBeNull();
    expect(steps(t).done).toHaveLength(2);
    expect(viewOf(t.state, 0).fight).toEqual({
      territory: 'scandinavia',
      by: 'apocalytes',
      kind: 'attack',
      seat: 0,
      count: { attack: 3, defence: 2 },
      attack: null,
      defence: null,
    });
    t.roll(6, 6, 6, 1, 1);
    // The round's head first, then each change to make on the board, the OK after the last.
    const now = steps(t).now;
    expect(said(t, now)).toEqual([
      'the zombies attack Ada in Scandinavia',
      'Ada loses 2 armies in Scandinavia',
      'add 2 zombies in Scandinavia',
    ]);
    expect(now?.lines.map(onTheBoard)).toEqual([false, true, true]);
    expect(now?.lines[0]?.dice).toEqual([6, 6, 6, 1, 1]);
    expect(now?.ok).toBe(true);
    expect(steps(t).done).toHaveLength(2);
  });

  it("a round that changes nothing passes without an OK; the last turn's lines are not the player's", () => {
    const t = Table.playing('infection', [12]);
    t.set('peru', [2, 0], 1).set('venezuela', [1, 0]).set('alaska', [0, 1]);
    t.clearBut(['peru', 'venezuela', 'alaska']).endRound();
    // Infection: combat first. One infected rolls one die against Ada's two.
    expect(viewOf(t.state, 0).fight).toMatchObject({
      territory: 'peru',
      by: 'apocalytes',
      count: { attack: 1, defence: 2 },
    });
    t.roll(1, 6, 6);
    // Ada wins the pair; the infected are never removed by their own attack: nothing changes,
    // no OK, and the second round's dice are asked at once.
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 3, sides: 6 }, for: 'round' });
    expect(steps(t).now).toBeNull();
    expect(said(t, steps(t).done.at(-1))).toEqual([
      'the infected armies attack Ada in Peru',
      'no loss',
    ]);
    expect(steps(t).done.at(-1)?.ok).toBe(false);
    // Each round its own step, then the spread's draw and its outcome another.
    t.roll(1, 6, 6).roll(1, 6, 6);
    expect(steps(t).done.map((step) => step.lines[0]?.phrase.key)).toEqual([
      'round.attacked',
      'round.attacked',
      'round.attacked',
      'movers.drawn',
    ]);
    t.settle(() => 0.4);
    // Ada's turn: the Apocalytes' steps are gone from the table's now and done.
    expect(t.state.phase).toBe('player');
    expect(steps(t)).toEqual({ now: null, done: [] });
  });
});

describe('AC54 a meteorite is a step of its own', () => {
  it('the fall alone, with its OK; the neighbours’ rioters with the five drawn, after it', () => {
    const t = Table.playing('meteor', []);
    // A rioter left in New Guinea: a board cleared of rioters is won (AC10).
    t.set('peru', [3, 0]).set('alaska', [0, 2]).set('new-guinea', [0, 0], 1);
    t.clearBut(['peru', 'alaska', 'new-guinea']);
    t.endRound().roll(20); // Ukraine
    expect(t.pending).toEqual({ kind: 'confirm' });
    expect(said(t, steps(t).now)).toEqual([
      'meteorite 1 of 13 falls on Ukraine: remove every army and supply counter there and put a special counter',
    ]);
    t.act({ type: 'confirm' }).roll(1, 1, 1, 1, 1);
    expect(said(t, steps(t).now)).toEqual([
      'place 1 rioter on each of Scandinavia, Northern Europe, Southern Europe, Ural, Afghanistan, Middle East',
      'place 1 rioter on each of Alaska, Northwest Territory, Greenland, Alberta, Ontario',
    ]);
    expect(steps(t).done.map((step) => step.lines.map((line) => line.phrase.key))).toEqual([
      ['meteorite.falls'],
    ]);
  });
});

describe("a player's turn", () => {
  it('each fight is a step; the newest is in hand, the earlier done', () => {
    const t = ukraine(4, 3);
    t.act({ type: 'reinforce', territory: 'scandinavia', count: 2 });
    // One supply counter: the zombies do not reroll (Zombies 2).
    t.set('ukraine', [5, 0], 4, 1);
    t.act({ type: 'fight', territory: 'ukraine' }).roll(6, 6, 6, 1, 1);
    expect(said(t, steps(t).now)).toEqual([
      'Ada attacks the zombies in Ukraine',
      'remove 2 zombies from Ukraine',
    ]);
    t.act({ type: 'fight', territory: 'ukraine' }).roll(6, 6, 6, 1, 1);
    expect(
      steps(t)
        .done.map((step) => said(t, step)?.[0])
        .slice(-2),
    ).toEqual([
      'Ukraine corrected: Ada 5, Bo 0, 4 zombies, 1 supply counter',
      'Ada attacks the zombies in Ukraine',
    ]);
    expect(said(t, steps(t).now)?.[0]).toBe('Ada attacks the zombies in Ukraine');
  });
});
