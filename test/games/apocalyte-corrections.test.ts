// Issue 21's Apocalyte items, each on a board set by the table's corrections with every die typed
// in, the result worked out by hand from the rules text (../shared/rules/apocalyte-rules-en.txt)
// before the code ran: the players' reroll in a Zombies quarantine (AC8, AC50, Zombies 3), the
// Demons' game that goes on past the last portal (AC10), and the cure that converts from the round
// after the one that found its third part (AC11). Logs of module 1 keep the old readings
// (test/store/apocalyte-old-logs.test.ts).
import { describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../src/games/apocalyte/state.ts';
import { last, Table, told, ukraine } from './apocalyte-fixtures.ts';

describe('AC8, AC50 and Zombies 3: a quarantine is a roll against the zombies', () => {
  // Zombies 3: "If there are two or more supply counters in the territory, a player may choose to
  // re-roll one of their attack or defense dice (not one of the zombies' dice) if they wish."
  // Quarantine: "a single roll is made with the same number of dice as though the Apocalytes were
  // making a regular attack"; with 2 or more supply counters "the attack must have two successes
  // in order for the armies to enter".
  it('Zombies 3 with 2 supply counters: Ada may reroll one of her quarantine dice, and a reroll can hold it', () => {
    const t = ukraine(4, 3, 2).endRound();
    t.act({ type: 'confirm' }).roll(5); // growth: Ukraine 5; a 5: all but one, four move
    t.act({ type: 'quarantine', accept: true });
    // Four moving: 3 dice against Ada's 2. 6,6,1 against 5,5: two successes, the zombies would enter.
    t.roll(6, 6, 1, 5, 5);
    expect(t.pending).toEqual({
      kind: 'choice',
      ask: 'reroll',
      territory: 'scandinavia',
      seat: 0,
      dice: [5, 5],
    });
    // Her first 5 rerolled to a 6: 6 against 6 goes to the defender, 6 against 5 to the zombies.
    t.act({ type: 'reroll', die: 0 });
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 1, sides: 6 }, for: 'playerReroll' });
    t.roll(6);
    // One success of the two needed: blocked, nobody lost.
    expect(told(t).slice(-2)).toEqual([
      'the quarantine of Scandinavia holds',
      'the zombies of Ukraine stay where they are',
    ]);
    expect(t.state.instructions.at(-2)?.dice).toEqual([6, 6, 1, 6, 5]);
    expect(t.state.board.ukraine.apocalytes).toBe(5);
    expect(t.state.board.scandinavia).toMatchObject({ armies: [3, 0], apocalytes: 0 });
  });

  it('Zombies 3 declined: the first roll stands (two successes enter, one army lost and turned)', () => {
    const t = ukraine(4, 3, 2).endRound();
    t.act({ type: 'confirm' }).roll(5);
    t.act({ type: 'quarantine', accept: true }).roll(6, 6, 1, 5, 5);
    t.act({ type: 'reroll' });
    expect(last(t)).toBe('move 4 zombies from Ukraine to Scandinavia');
    // "will only incur a single army loss": Ada 3 → 2, the lost army a zombie (Zombies 1), then four.
    expect(t.state.board.scandinavia).toMatchObject({ armies: [2, 0], apocalytes: 5 });
  });

  it('Zombies 3 needs two counters: with one, the quarantine roll is told at once', () => {
    const t = ukraine(4, 3, 1).endRound();
    t.act({ type: 'confirm' }).roll(5);
    t.act({ type: 'quarantine', accept: true }).roll(1, 1, 1, 6, 6);
    // No reroll asked; the quarantine holds, and with nothing to change on the board play goes
    // on without an OK (AC54).
    expect(JSON.stringify(t.pending)).not.toContain('reroll');
    expect(t.pending).not.toEqual({ kind: 'confirm' });
    expect(t.state.instructions.map((i) => i.phrase.key)).toContain('quarantine.holds');
  });
});

describe('AC10 the end: "Victory comes by clearing all Apocalytes from the board"', () => {
  const GATES = ['alaska', 'northwest-territory', 'greenland', 'alberta'] as const;

  /** Demons at Ada's first turn: each portal held by one army of Ada's on four supply counters. */
  function portals(peru: number) {
    const t = Table.dealt()
      .placeAll()
      .suppliesFirst()
      .act({ type: 'scenario', scenario: 'demons' })
      .roll(1, 1, 1, 1);
    t.settle(() => 0.5);
    // Peru's demons first: a board without any would be won at once.
    t.set('peru', [3, 0], peru);
    for (const gate of GATES) t.set(gate, [1, 0], 0, 4);
    t.clearBut([...GATES, 'peru']);
    return t.act({ type: 'reinforce', territory: 'alaska', count: 2 });
  }

  it('AC10 Demons: closing the last portal stops their growth but wins nothing; the board cleared wins', () => {
    const t = portals(1);
    for (const gate of GATES) t.act({ type: 'closePortal', territory: gate });
    // A demon is still in Peru: the game goes on.
    expect(t.state.stage).toBe('playing');
    expect(t.state.ending).toBeNull();
    expect(GATES.map((gate) => t.state.board[gate].mark)).toEqual([null, null, null, null]);
    // Ada's 3 dice against the demon's 1: 6 beats 1, the last demon is gone.
    t.act({ type: 'fight', territory: 'peru' }).roll(6, 5, 4, 1);
    expect(t.state.board.peru).toMatchObject({ armies: [3, 0], apocalytes: 0 });
    expect(t.state.stage).toBe('over');
    expect(t.state.ending).toMatchObject({
      result: 'no demon is left: the players win',
      goal: 'cleared',
      won: true,
    });
  });

  it('AC10 Demons: after the last portal the demons’ turn adds none, and they still fight', () => {
    const t = portals(2);
    for (const gate of GATES) t.act({ type: 'closePortal', territory: gate });
    // Ada's round in Peru: both pairs to the demons, two successes cost her a single army.
    t.act({ type: 'fight', territory: 'peru' }).roll(1, 1, 1, 6, 6);
    expect(t.state.board.peru).toMatchObject({ armies: [2, 0], apocalytes: 2 });
    t.act({ type: 'endTurn' }).act({ type: 'endTurn' }); // Bo has no army left to place
    // No "place 2 demons on each portal": Peru's two demons attack Ada (no demon-only territory moves).
    expect(told(t).some((line) => line.includes('each portal'))).toBe(false);
    expect(t.state.pending).toEqual({ kind: 'dice', dice: { count: 4, sides: 6 }, for: 'round' });
    expect(t.state.board.peru).toMatchObject({ apocalytes: 2 });
    expect(t.state.stage).toBe('playing');
  });

  it('AC10 the board cleared wins even with a portal still open (the text’s only victory)', () => {
    const t = portals(1);
    t.act({ type: 'fight', territory: 'peru' }).roll(6, 5, 4, 1);
    expect(t.state.ending).toMatchObject({ goal: 'cleared', won: true });
  });
});

describe('AC11 the cure’s timing', () => {
  // "If there are two successes in the attack, roll two dice; if the roll is a double, a part of
  // the cure is found! Once all 3 parts are found, any successful attacks made against infected
  // armies when there are any supply counters present will result in the 'destroyed' infected
  // armies being removed and replaced with armies of the attacking player."
  it('AC11 the round that finds the third part costs nobody; the next round converts', () => {
    const t = Table.playing('infection', [12]);
    t.set('brazil', [0, 0], 1)
      .set('congo', [3, 0], 5, 1)
      .set('egypt', [3, 0], 5, 1)
      .set('alaska', [1, 1]);
    t.clearBut(['brazil', 'congo', 'egypt', 'alaska']);
    t.act({ type: 'reinforce', territory: 'alaska', count: 2 });
    for (let part = 1; part <= 3; part++) {
      t.act({ type: 'fight', territory: 'congo' }).roll(6, 6, 1, 1, 1);
      expect(t.pending).toEqual({ kind: 'dice', dice: { count: 2, sides: 6 }, for: 'cure' });
      t.roll(4, 4);
      expect(t.state.cure).toBe(part);
    }
    // The third part's own round: no losses on either side, as the two before it.
    expect(told(t).slice(-3)).toEqual([
      'a double: part 3 of 3 of the cure is found',
      'Ada attacks the infected armies in Congo',
      'no loss',
    ]);
    expect(t.state.board.congo).toMatchObject({ armies: [3, 0], apocalytes: 5 });
    // The next round (in Egypt): two successes destroy two infected, Ada's armies take their place.
    t.act({ type: 'fight', territory: 'egypt' }).roll(6, 6, 1, 1, 1);
    expect(told(t).slice(-3)).toEqual([
      'Ada attacks the infected armies in Egypt',
      'remove 2 infected armies from Egypt',
      'Ada takes their place in Egypt with 2 armies',
    ]);
    expect(t.state.board.egypt).toMatchObject({ armies: [5, 0], apocalytes: 3 });
  });
});

describe('the module’s version', () => {
  it('a new game carries the rules it follows (3 since issue 32), in its newGame and its state', () => {
    const t = Table.dealt();
    expect(RULES_VERSION).toBe(3);
    expect(t.log[0]).toMatchObject({ type: 'newGame', rules: 3 });
    expect(t.state.rules).toBe(3);
  });
});
