// AC10 in every scenario (issue 32), each on a board set by the table's corrections with the dice
// typed in, the result written from the rules text (../shared/rules/apocalyte-rules-en.txt)
// before the code ran. WINNING THE GAME: "Victory comes by clearing all Apocalytes from the
// board." Meteor adds a way to win (the missile), Aliens a special counter (the mothership):
// neither takes the general victory away. Logs of module 2 keep its reading
// (test/store/apocalyte-old-logs.test.ts).
import { describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/games/apocalyte/state.ts';
import { Table } from './apocalyte-fixtures.ts';

/** Meteor at Ada's first turn: one rioter left, in Peru with Ada's 3 armies. */
function lastRioter() {
  const t = Table.playing('meteor', []);
  t.set('peru', [3, 0], 1).set('venezuela', [1, 0]).set('alaska', [0, 2]);
  t.clearBut(['peru', 'venezuela', 'alaska']);
  return t.act({ type: 'reinforce', territory: 'venezuela', count: 2 });
}

/** Aliens at Ada's first turn: the last alien on the mothership in Alaska, with Ada's 3 armies. */
function lastAlien() {
  const t = Table.playing('aliens', [1]);
  t.set('alaska', [3, 0], 1).set('venezuela', [1, 0]).set('peru', [0, 2]);
  t.clearBut(['alaska', 'venezuela', 'peru']);
  return t.act({ type: 'reinforce', territory: 'venezuela', count: 2 });
}

describe('AC10 "Victory comes by clearing all Apocalytes from the board", in every scenario', () => {
  it('the rules are version 3', () => {
    expect(RULES_VERSION).toBe(3);
  });

  it('AC10 Meteor: killing the last rioter wins, as the missile does', () => {
    const t = lastRioter();
    // Ada's 6, 5, 4 against the rioter's 1: it loses the pair, none is left.
    t.act({ type: 'fight', territory: 'peru' }).roll(6, 5, 4, 1);
    expect(t.state.board.peru).toMatchObject({ armies: [3, 0], apocalytes: 0 });
    expect(t.state.stage).toBe('over');
    expect(t.state.ending).toMatchObject({
      result: 'no rioter is left: the players win',
      goal: 'cleared',
      won: true,
    });
  });

  it('AC10 Aliens: the last alien army killed wins though the mothership’s counter stands', () => {
    const t = lastAlien();
    // 6, 5, 4 against 1: one alien lost; its saving roll (no supply counter: 3 or more) fails on a 1.
    t.act({ type: 'fight', territory: 'alaska' }).roll(6, 5, 4, 1);
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 1, sides: 6 }, for: 'save' });
    t.roll(1);
    expect(t.state.board.alaska).toMatchObject({ apocalytes: 0, mark: 'mothership' });
    expect(t.state.mothershipDown).toBe(false);
    expect(t.state.ending).toMatchObject({
      result: 'no alien is left: the players win',
      goal: 'cleared',
      won: true,
    });
  });

  it('AC10 Aliens: with the mothership destroyed the end says so', () => {
    const t = lastAlien();
    t.set('peru', [0, 2], 1); // a second alien elsewhere keeps the game going
    t.act({ type: 'fight', territory: 'alaska' }).roll(6, 5, 4, 1).roll(1);
    t.act({ type: 'mothership' }).roll(6, 5, 1);
    expect(t.state.mothershipDown).toBe(true);
    expect(t.state.stage).toBe('playing');
    t.act({ type: 'endTurn' });
    // Bo fights the alien in Peru: 2 armies, 2 dice against 1; 6 beats 2; the save fails on a 2.
    t.act({ type: 'fight', territory: 'peru' }).roll(6, 6, 2).roll(2);
    expect(t.state.ending).toMatchObject({ goal: 'mothership', won: true });
  });
});

describe('AC10 a correction that leaves the board cleared asks the table to confirm the win', () => {
  it('the board corrected to no rioter: the game goes on until the table confirms', () => {
    const t = lastRioter();
    t.set('peru', [3, 0], 0);
    expect(t.state.stage).toBe('playing');
    expect(t.state.ending).toBeNull();
    expect(t.state.winToConfirm).toBe(true);
    t.act({ type: 'confirmWin' });
    expect(t.state.stage).toBe('over');
    expect(t.state.ending).toMatchObject({
      result: 'no rioter is left: the players win',
      goal: 'cleared',
      won: true,
    });
  });

  it('going on correcting takes the question back; a win not asked for is refused', () => {
    const t = lastRioter();
    expect(t.refuse({ type: 'confirmWin' })).toEqual({
      code: 'win/not-cleared',
      message: 'Apocalytes are still on the board: there is no win to confirm',
    });
    t.set('peru', [3, 0], 0);
    expect(t.state.winToConfirm).toBe(true);
    t.set('brazil', [0, 0], 2);
    expect(t.state.winToConfirm).toBe(false);
    expect(t.refuse({ type: 'confirmWin' }).code).toBe('win/not-cleared');
    expect(t.state.stage).toBe('playing');
  });

  it('an undo of the correction takes the question back with it', () => {
    const t = lastRioter();
    t.set('peru', [3, 0], 0).act({ type: 'undo' });
    expect(t.state.winToConfirm).toBeFalsy();
    expect(t.state.board.peru.apocalytes).toBe(1);
  });
});
