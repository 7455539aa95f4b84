// Apocalyte's six scenarios, each on a board set by the table's corrections, with dice typed in
// and worked out by hand (readings AC37 on in src/games/apocalyte/READINGS.md).
import { describe, expect, it } from 'vitest';
import { Table } from './apocalyte-fixtures.ts';

const last = (t: Table) => t.state.instructions.at(-1)?.text;
const told = (t: Table) => t.state.instructions.map((i) => i.text);
const SIX = [1, 1, 1, 1, 1, 1];

describe('zombies', () => {
  it('AC37 the first wave is combat only and counts no supplies: the zombies reroll', () => {
    const t = Table.dealt()
      .placeAll()
      .suppliesFirst()
      .act({ type: 'scenario', scenario: 'zombies' });
    t.roll(...SIX);
    expect(last(t)).toBe(
      'place 5 zombies on each of Alaska, Northwest Territory, Greenland, Alberta, Ontario, Quebec',
    );
    t.act({ type: 'confirm' });
    // Alaska: Ada's 6 armies and a supply counter against 5 zombies; the zombies lose both pairs.
    expect(t.state.board.alaska).toMatchObject({ armies: [6, 0], apocalytes: 5, supplies: 1 });
    t.roll(1, 1, 1, 6, 6);
    expect(t.pending).toEqual({
      kind: 'dice',
      dice: { count: 1, sides: 6 },
      for: 'apocalyteReroll',
    });
  });

  it('a player with 2 supplies may reroll one of their dice (asked)', () => {
    const t = Table.playing('zombies', SIX);
    t.set('peru', [3, 0], 2, 2).set('venezuela', [1, 0]).set('alaska', [0, 1]);
    t.clearBut(['peru', 'venezuela', 'alaska']);
    t.act({ type: 'reinforce', territory: 'venezuela', count: 2 }).act({
      type: 'fight',
      territory: 'peru',
    });
    t.roll(1, 1, 1, 6, 6);
    expect(t.pending).toEqual({
      kind: 'choice',
      ask: 'reroll',
      territory: 'peru',
      seat: 0,
      dice: [1, 1, 1],
    });
    t.act({ type: 'reroll', die: 0 }).roll(6);
    // 6 against 6 is the zombies' (ties to the defender); 1 against 6 too: Ada loses 2, two zombies join.
    expect(t.state.board.peru).toMatchObject({ armies: [1, 0], apocalytes: 4 });
  });
});

describe('infection', () => {
  it('ground zero: one army of its holder becomes infected', () => {
    const t = Table.dealt()
      .placeAll()
      .suppliesFirst()
      .act({ type: 'scenario', scenario: 'infection' });
    const before = t.state.board.brazil.armies;
    t.roll(12); // the 12th card: Brazil, Bo's
    expect(t.state.board.brazil.armies).toEqual([0, (before[1] ?? 0) - 1]);
    expect(t.state.board.brazil.apocalytes).toBe(1);
  });

  it('finding a cure: two successes roll two dice, a double is a part; nobody loses an army', () => {
    const t = Table.playing('infection', [12]);
    t.set('peru', [3, 0], 1, 1).set('venezuela', [1, 0]).set('alaska', [0, 1]);
    t.clearBut(['peru', 'venezuela', 'alaska']);
    t.act({ type: 'reinforce', territory: 'venezuela', count: 2 });
    // Three attack dice against two defence dice, even with a single infected army.
    t.act({ type: 'fight', territory: 'peru' });
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 5, sides: 6 }, for: 'round' });
    t.roll(6, 6, 1, 1, 1);
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 2, sides: 6 }, for: 'cure' });
    t.roll(4, 4);
    expect(t.state.cure).toBe(1);
    expect(told(t).slice(-2)).toEqual([
      'a double: part 1 of 3 of the cure is found',
      'Ada attacks the infected armies in Peru: no loss',
    ]);
    expect(t.state.board.peru).toMatchObject({ armies: [3, 0], apocalytes: 1 });
    // Without a supply counter the infected are not attacked.
    t.set('brazil', [2, 0], 1, 0);
    expect(t.refuse({ type: 'fight', territory: 'brazil' }).code).toBe('fight/infection');
  });
});

describe('mutants', () => {
  it('two successes kill a single mutant; one each costs only the player', () => {
    const t = Table.playing('mutants', SIX);
    expect(t.state.board.alaska).toMatchObject({ armies: [0, 0], mark: 'ground-zero' });
    t.set('peru', [4, 0], 8).set('venezuela', [1, 1]).clearBut(['peru', 'venezuela']);
    t.act({ type: 'reinforce', territory: 'venezuela', count: 2 });
    t.act({ type: 'fight', territory: 'peru' }).roll(6, 6, 1, 5, 5);
    expect(t.state.board.peru).toMatchObject({ armies: [4, 0], apocalytes: 7 });
    t.act({ type: 'fight', territory: 'peru' }).roll(6, 1, 1, 5, 5);
    expect(t.state.board.peru).toMatchObject({ armies: [3, 0], apocalytes: 7 });
    // Ground zero: no player army may ever enter.
    t.set('alberta', [2, 0]);
    expect(
      t.refuse({ type: 'move', from: 'alberta', to: 'alaska', armies: 1, supplies: 0 }).message,
    ).toBe('moving is over for this turn');
  });
});

describe('aliens', () => {
  it('each alien lost rolls to be saved (4 or more with a supply); the mothership falls to 1 die against 2', () => {
    const t = Table.playing('aliens', [1]);
    t.set('peru', [4, 0], 4, 1).set('alaska', [2, 0], 0).clearBut(['peru', 'alaska']);
    t.act({ type: 'reinforce', territory: 'alaska', count: 2 });
    t.act({ type: 'fight', territory: 'peru' }).roll(6, 6, 6, 1, 1);
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 2, sides: 6 }, for: 'save' });
    t.roll(4, 3);
    expect(t.state.board.peru.apocalytes).toBe(3);
    t.act({ type: 'mothership' }).roll(6, 5, 1);
    expect(t.state.mothershipDown).toBe(true);
    expect(t.state.board.alaska.mark).toBeNull();
    // No alien left and the mothership down: the players win (AC10).
    t.set('peru', [4, 0], 0, 1);
    expect(t.state.ending).toMatchObject({
      won: true,
      result: 'the aliens are gone and the mothership destroyed: the players win',
    });
  });
});

describe('demons', () => {
  it('demons need two successes to kill one army; four supplies close a portal; all closed wins', () => {
    const t = Table.dealt()
      .placeAll()
      .suppliesFirst()
      .act({ type: 'scenario', scenario: 'demons' })
      .roll(1, 1, 1, 1);
    expect(last(t)).toBe(
      'portals open on Alaska, Northwest Territory, Greenland, Alberta: put a special counter and 10 demons on each',
    );
    t.settle(() => 0.5);
    t.set('peru', [4, 0], 2).set('alaska', [2, 0], 0, 4).set('venezuela', [0, 1]);
    for (const gate of ['northwest-territory', 'greenland', 'alberta'] as const)
      t.set(gate, [0, 0], 0);
    t.clearBut(['peru', 'alaska', 'venezuela']);
    t.act({ type: 'reinforce', territory: 'alaska', count: 2 });
    t.act({ type: 'fight', territory: 'peru' }).roll(1, 1, 1, 6, 6);
    expect(t.state.board.peru).toMatchObject({ armies: [3, 0], apocalytes: 2 });
    t.act({ type: 'closePortal', territory: 'alaska' });
    expect(t.state.board.alaska).toMatchObject({ supplies: 0, mark: null });
    expect(t.state.stage).toBe('playing'); // three portals still open
  });
});

describe('meteor', () => {
  it('a meteorite destroys its territory; 8 supplies free of rioters fire the missile', () => {
    const t = Table.playing('meteor', []);
    t.set('peru', [3, 0], 0, 8).set('alaska', [0, 2]).clearBut(['peru', 'alaska']).endRound();
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 1, sides: 42 }, for: 'meteorite' });
    t.roll(42);
    expect(t.state.board['eastern-australia'].mark).toBe('crater');
    expect(t.state.ending).toMatchObject({
      won: true,
      result: 'the missile fires from Peru: the meteor is destroyed, the players win',
    });
  });

  it('rioters never attack; a meteorite brings rioters to its neighbours and five cards', () => {
    const t = Table.playing('meteor', []);
    t.set('peru', [3, 0], 2)
      .set('venezuela', [1, 0])
      .set('alaska', [0, 2])
      .clearBut(['peru', 'venezuela', 'alaska']);
    t.act({ type: 'reinforce', territory: 'venezuela', count: 2 });
    t.act({ type: 'fight', territory: 'peru' }).roll(1, 1, 1, 6, 6);
    expect(t.state.board.peru).toMatchObject({ armies: [1, 0], apocalytes: 2 });
    t.endRound().roll(20); // Ukraine
    expect(told(t).slice(-2)).toEqual([
      'meteorite 1 of 13 falls on Ukraine: remove every army and supply counter there and put a special counter',
      'place 1 rioter on each of Scandinavia, Northern Europe, Southern Europe, Ural, Afghanistan, Middle East',
    ]);
    t.act({ type: 'confirm' });
    expect(t.state.board.scandinavia.apocalytes).toBe(1);
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 5, sides: 41 }, for: 'rioters' });
    t.roll(1, 1, 1, 1, 1).act({ type: 'confirm' });
    // Back to Ada: the two rioters in Peru never attacked her last army.
    expect(t.state.board.peru).toMatchObject({ armies: [1, 0], apocalytes: 2 });
    expect(t.state).toMatchObject({ phase: 'player', meteorites: 1 });
  });
});
