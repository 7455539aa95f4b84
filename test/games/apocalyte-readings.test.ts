// Apocalyte's readings AC40–AC51 (src/games/apocalyte/READINGS.md) each on a board set by the
// table's corrections, with every die typed in and its outcome worked out by hand from the
// rules text: the board's numbers after each step, and the referee's sentence.
import { describe, expect, it } from 'vitest';
import type { Territory } from '../../src/games/apocalyte/map.ts';
import { last, rng, Table, thirteenthMeteorite, told } from './apocalyte-fixtures.ts';

const SIX = [1, 1, 1, 1, 1, 1];

describe('AC40 Infection’s ground zero', () => {
  it('AC40 the army replaced is that of the player with the most armies there, the first seat on a tie', () => {
    const t = Table.dealt().placeAll().suppliesFirst();
    // Brazil is Bo's card; corrected so that Ada has the most armies there.
    t.set('brazil', [3, 2]);
    t.act({ type: 'scenario', scenario: 'infection' }).roll(12); // the 12th card: Brazil
    expect(t.state.board.brazil).toMatchObject({ armies: [2, 2], apocalytes: 1 });
    expect(last(t)).toBe('ground zero is Brazil: replace one army there with an infected army');

    const tie = Table.dealt().placeAll().suppliesFirst();
    tie.set('peru', [2, 2]);
    tie.act({ type: 'scenario', scenario: 'infection' }).roll(11); // Peru
    expect(tie.state.board.peru).toMatchObject({ armies: [1, 2], apocalytes: 1 });
  });
});

/** Zombies at Ada's first turn; Ukraine (3) and Siam (3) zombie-only, Ada in Scandinavia and India. */
function twoMovers() {
  const t = Table.playing('zombies', SIX);
  t.set('ukraine', [0, 0], 3)
    .set('siam', [0, 0], 3)
    .set('scandinavia', [3, 0])
    .set('india', [2, 0])
    .set('alaska', [1, 1]);
  t.clearBut(['ukraine', 'siam', 'scandinavia', 'india', 'alaska']).endRound();
  // Growth: two zombie-only territories, a third rounded up is one, drawn with a d2: 1, Ukraine.
  expect(t.pending).toEqual({ kind: 'dice', dice: { count: 1, sides: 2 }, for: 'grow' });
  t.roll(1).act({ type: 'confirm' });
  expect(t.state.board.ukraine.apocalytes).toBe(4);
  // Both move, drawn with two d2: 2 takes Siam, then 1 the only card left, Ukraine.
  expect(t.pending).toEqual({ kind: 'dice', dice: { count: 2, sides: 2 }, for: 'movers' });
  t.roll(2, 1);
  expect(last(t)).toBe('the zombies of Siam, Ukraine move, in that order');
  // Siam's three go to India (its only neighbour with players); a 6 sends all but one: 2.
  t.roll(6);
  expect(last(t)).toBe('move 2 zombies from Siam to India');
  return t;
}

describe('AC42 a mover drawn that has changed since the draw', () => {
  it('AC42 joined by players since the draw, it stays where it is', () => {
    const t = twoMovers();
    t.set('ukraine', [1, 0], 4).act({ type: 'confirm' });
    // Ukraine's move is passed over: no die, no sentence, nobody moved.
    expect(last(t)).toBe('Ukraine corrected: Ada 1, Bo 0, 4 zombies, 0 supply counters');
    expect(t.state.board.ukraine).toMatchObject({ armies: [1, 0], apocalytes: 4 });
    expect(t.state.board.scandinavia).toMatchObject({ armies: [3, 0], apocalytes: 0 });
    // Combat next, in the board's order: Ukraine first, 3 zombie dice against Ada's 1.
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 4, sides: 6 }, for: 'round' });
    expect(t.state.tasks[0]).toMatchObject({ do: 'round', territory: 'ukraine' });
  });

  it('AC42 fallen below 2 since the draw, it stays where it is', () => {
    const t = twoMovers();
    t.set('ukraine', [0, 0], 1).act({ type: 'confirm' });
    expect(t.state.board.ukraine).toMatchObject({ armies: [0, 0], apocalytes: 1 });
    expect(t.state.board.scandinavia).toMatchObject({ armies: [3, 0], apocalytes: 0 });
    // Only India is contested: 2 zombie dice against Ada's 2.
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 4, sides: 6 }, for: 'round' });
    expect(t.state.tasks[0]).toMatchObject({ do: 'round', territory: 'india' });
  });
});

describe('AC43 a destination among several', () => {
  it('AC43 adjacent player territories: a die of as many sides, in the board’s order', () => {
    const t = Table.playing('zombies', SIX);
    t.set('ukraine', [0, 0], 3)
      .set('scandinavia', [2, 0])
      .set('southern-europe', [0, 2])
      .set('middle-east', [1, 0]);
    t.clearBut(['ukraine', 'scandinavia', 'southern-europe', 'middle-east']).endRound();
    // Growth on Ukraine, the only zombie-only territory (no die), then its move.
    t.act({ type: 'confirm' });
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 1, sides: 3 }, for: 'destination' });
    // Scandinavia, Southern Europe, Middle East: 2 is Southern Europe.
    t.roll(2);
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 1, sides: 6 }, for: 'count' });
    t.roll(3); // four zombies, a 3: half of them, 2
    expect(last(t)).toBe('move 2 zombies from Ukraine to Southern Europe');
    expect(t.state.board.ukraine.apocalytes).toBe(2);
    // Bo's two new armies went to Southern Europe, his only territory.
    expect(t.state.board['southern-europe']).toMatchObject({ armies: [0, 4], apocalytes: 2 });
  });

  it('AC43 no neighbour with players: the neighbours one step nearer, drawn by a die', () => {
    const t = Table.playing('mutants', SIX);
    // Siam's neighbours China and India both border Afghanistan (Bo's); Indonesia is farther.
    // Ada keeps one army in Argentina, far off, to place her new ones.
    t.set('siam', [0, 0], 2).set('afghanistan', [0, 3]).set('argentina', [1, 0]);
    t.clearBut(['siam', 'afghanistan', 'argentina']).endRound();
    t.act({ type: 'confirm' }); // mutants' growth: two on Siam, the only one off ground zero
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 1, sides: 2 }, for: 'destination' });
    t.roll(1).roll(5); // China; four mutants, a 5: all but one
    expect(last(t)).toBe('move 3 mutants from Siam to China');
    expect(t.state.board.china.apocalytes).toBe(3);
  });
});

describe('AC44 the mothership', () => {
  /** Aliens at Ada's first turn: the mothership in Alaska with 3 aliens, Bo's 2 in Alberta. */
  function ship() {
    const t = Table.playing('aliens', [1]);
    expect(t.state.board.alaska.mark).toBe('mothership');
    t.set('alaska', [0, 0], 3).set('alberta', [0, 2]).set('peru', [2, 0]);
    t.clearBut(['alaska', 'alberta', 'peru']).endRound();
    expect(last(t)).toBe('place 2 aliens on the mothership in Alaska');
    t.act({ type: 'confirm' });
    expect(t.state.board.alaska.apocalytes).toBe(5);
    return t;
  }

  it('AC44 all but one moving: the mothership goes with them', () => {
    const t = ship().roll(5); // five aliens, a 5: four move
    expect(last(t)).toBe('move 4 aliens from Alaska to Alberta, and the mothership with them');
    expect(t.state.board.alaska).toMatchObject({ apocalytes: 1, mark: null });
    expect(t.state.board.alberta).toMatchObject({
      armies: [0, 4], // Bo's two new armies went there
      apocalytes: 4,
      mark: 'mothership',
    });
  });

  it('AC44 fewer moving: the mothership stays', () => {
    const t = ship().roll(3); // five aliens, a 3: half, rounded up, 3
    expect(last(t)).toBe('move 3 aliens from Alaska to Alberta');
    expect(t.state.board.alaska).toMatchObject({ apocalytes: 2, mark: 'mothership' });
    expect(t.state.board.alberta).toMatchObject({ apocalytes: 3, mark: null });
  });
});

describe('AC45 Infection’s spread', () => {
  /** Infection at Ada's first turn: Brazil infected (1), Venezuela holding `venezuela`. */
  function spreadTo(venezuela: number[]) {
    const t = Table.playing('infection', [12]);
    t.set('brazil', [0, 0], 1).set('venezuela', venezuela).set('alaska', [1, 1]);
    t.clearBut(['brazil', 'venezuela', 'alaska']).endRound();
    // Nothing contested; Brazil spreads (drawn alone) to Venezuela, its only neighbour with players.
    expect(last(t)).toBe('the infected armies of Brazil move, in that order');
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 1, sides: 6 }, for: 'spread' });
    return t;
  }

  it('AC45 a spread replaces an army of the player with the most armies; the first seat on a tie', () => {
    const tie = spreadTo([2, 2]).roll(3); // no supply there: 3 is enough
    expect(last(tie)).toBe(
      "the infection reaches Venezuela: replace one of Ada's armies with an infected army",
    );
    expect(tie.state.board.venezuela).toMatchObject({ armies: [1, 2], apocalytes: 1 });

    const most = spreadTo([1, 3]).roll(6);
    expect(most.state.board.venezuela).toMatchObject({ armies: [1, 2], apocalytes: 1 });

    const short = spreadTo([1, 3]).roll(2);
    expect(last(short)).toBe('the infection does not reach Venezuela (3 needed)');
    expect(short.state.board.venezuela).toMatchObject({ armies: [1, 3], apocalytes: 0 });
  });
});

describe('AC46 where players may not go', () => {
  /** Mutants with ground zero on Ukraine and the last five cards; Ada's turn, 4 in Scandinavia. */
  function groundZero() {
    // 20 takes Ukraine; then the last card of the pile each time: Eastern Australia, Western
    // Australia, New Guinea, Indonesia, Siam.
    const t = Table.playing('mutants', [20, 41, 40, 39, 38, 37]);
    for (const place of [
      'ukraine',
      'eastern-australia',
      'western-australia',
      'new-guinea',
      'indonesia',
      'siam',
    ] as const)
      expect(t.state.board[place].mark).toBe('ground-zero');
    t.set('ukraine', [0, 0], 0)
      .set('scandinavia', [4, 0])
      .set('ural', [0, 0])
      .set('siam', [0, 0], 8);
    t.clearBut(['ukraine', 'scandinavia', 'ural', 'siam']);
    return t.act({ type: 'reinforce', territory: 'scandinavia', count: 2 });
  }

  it('AC46 ground zero: no army ends there; passing through it takes both moves', () => {
    const t = groundZero();
    expect(t.state.board.ukraine.mark).toBe('ground-zero');
    expect(
      t.refuse({ type: 'move', from: 'scandinavia', to: 'ukraine', armies: 1, supplies: 0 }),
    ).toEqual({
      code: 'move/forbidden',
      message: 'no player army may enter Ukraine',
    });
    // Northern Europe lies between Scandinavia and Southern Europe but may be ended in.
    expect(
      t.refuse({
        type: 'move',
        from: 'scandinavia',
        via: 'northern-europe',
        to: 'southern-europe',
        armies: 1,
        supplies: 0,
      }),
    ).toEqual({
      code: 'move/via',
      message:
        'armies pass through Northern Europe only when no army may end a turn there (not a crater)',
    });
    t.act({
      type: 'move',
      from: 'scandinavia',
      via: 'ukraine',
      to: 'ural',
      armies: 2,
      supplies: 0,
    });
    expect(last(t)).toBe('Ada moves 2 armies from Scandinavia to Ural through Ukraine');
    expect(t.state.board.scandinavia.armies).toEqual([4, 0]);
    expect(t.state.board.ural.armies).toEqual([2, 0]);
    expect(t.state.board.ukraine.armies).toEqual([0, 0]);
    expect(t.state.turn?.movesLeft).toBe(0);
  });

  it('AC46 no passing through ground zero while mutants are there, nor with one move left', () => {
    const t = groundZero();
    const through = {
      type: 'move',
      from: 'scandinavia',
      via: 'ukraine',
      to: 'ural',
      armies: 1,
      supplies: 0,
    };
    t.set('ukraine', [0, 0], 1);
    expect(t.refuse(through)).toEqual({
      code: 'move/via-enemies',
      message: 'Ukraine holds Apocalytes: no passing through',
    });
    t.set('ukraine', [0, 0], 0);
    t.act({ type: 'move', from: 'scandinavia', to: 'northern-europe', armies: 1, supplies: 0 });
    expect(t.refuse(through)).toEqual({
      code: 'move/none-left',
      message: 'passing through a territory takes both moves',
    });
  });

  it('AC46 a crater: never entered, never passed through', () => {
    const t = Table.playing('meteor', []);
    // A rioter left far away: a board cleared of rioters is won (AC10).
    t.set('peru', [3, 0])
      .set('argentina', [0, 0])
      .set('venezuela', [0, 2])
      .set('new-guinea', [0, 0], 1);
    t.clearBut(['peru', 'argentina', 'venezuela', 'new-guinea']).endRound();
    t.roll(13).act({ type: 'confirm' }); // the 13th card: Argentina
    expect(t.state.board.argentina).toMatchObject({ armies: [0, 0], mark: 'crater' });
    t.roll(1, 1, 1, 1, 1).act({ type: 'confirm' });
    // Back to Ada (her two new armies went to Peru): Peru took a rioter as Argentina's neighbour.
    expect(t.state.board.peru).toMatchObject({ armies: [5, 0], apocalytes: 1 });
    expect(t.state.turn).toMatchObject({ seat: 0, step: 'move' }); // nowhere free to place
    t.set('peru', [5, 0], 0);
    expect(
      t.refuse({ type: 'move', from: 'peru', to: 'argentina', armies: 1, supplies: 0 }),
    ).toEqual({
      code: 'move/forbidden',
      message: 'no player army may enter Argentina',
    });
    expect(
      t.refuse({
        type: 'move',
        from: 'peru',
        via: 'argentina',
        to: 'brazil',
        armies: 1,
        supplies: 0,
      }).code,
    ).toBe('move/via');
  });
});

describe('AC46 the dead zone', () => {
  it('AC46 a dead zone is closed until the cure; then armies carrying supplies enter and lift it', () => {
    const t = Table.playing('infection', [12]);
    t.set('brazil', [0, 0], 1)
      .set('japan', [0, 0], 2)
      .set('venezuela', [3, 0], 0, 2)
      .set('alaska', [1, 1]);
    t.clearBut(['brazil', 'japan', 'venezuela', 'alaska']).endRound();
    // Both infected territories spread, drawn with two d2: Brazil, then Japan.
    t.roll(1, 1);
    // Venezuela may quarantine (3 armies, 2 supplies): declined; the spread needs a 5 and
    // fails, which leaves the board as it was: no OK asked (AC54).
    t.act({ type: 'quarantine', accept: false }).roll(1);
    // Terminal phase, a d6 for Brazil and one for Japan: a 6 kills Brazil's only infected army.
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 2, sides: 6 }, for: 'terminal' });
    t.roll(6, 1);
    expect(last(t)).toBe('terminal phase: on a 6, half the infected die in Brazil');
    expect(t.state.board.brazil).toMatchObject({
      armies: [0, 0],
      apocalytes: 0,
      mark: 'dead-zone',
    });
    expect(t.state.board.japan.apocalytes).toBe(2);
    t.act({ type: 'confirm' });
    expect(t.state).toMatchObject({ phase: 'player', round: 2, turn: { seat: 0 } });
    t.act({ type: 'reinforce', territory: 'alaska', count: 2 });
    const enter = { type: 'move', from: 'venezuela', to: 'brazil', armies: 1, supplies: 1 };
    expect(t.refuse(enter)).toEqual({
      code: 'move/forbidden',
      message: 'no player army may enter Brazil',
    });
    // The cure, in Congo: three rounds of two successes, each with a double.
    t.set('congo', [3, 0], 5, 1);
    for (let part = 1; part <= 3; part++) {
      t.act({ type: 'fight', territory: 'congo' }).roll(6, 6, 1, 1, 1);
      expect(t.pending).toEqual({ kind: 'dice', dice: { count: 2, sides: 6 }, for: 'cure' });
      t.roll(4, 4);
      expect(t.state.cure).toBe(part);
    }
    // AC11: the third round, which found the last part, costs nobody (apocalyte-corrections.test.ts).
    expect(told(t).slice(-2)).toEqual(['Ada attacks the infected armies in Congo', 'no loss']);
    expect(t.state.board.congo).toMatchObject({ armies: [3, 0], apocalytes: 5 });
    t.act({ type: 'endTurn' }).act({ type: 'reinforce', territory: 'alaska', count: 2 });
    t.act({ type: 'endTurn' }).settle(rng(7));
    expect(t.state).toMatchObject({ stage: 'playing', phase: 'player', round: 3, cure: 3 });
    expect(t.state.board.brazil.mark).toBe('dead-zone');
    t.act({ type: 'reinforce', territory: 'alaska', count: 2 });
    expect(t.refuse({ ...enter, supplies: 0 }).code).toBe('move/forbidden');
    t.act(enter);
    expect(t.state.board.brazil).toMatchObject({ armies: [1, 0], supplies: 1, mark: null });
    expect(t.state.board.venezuela).toMatchObject({ armies: [2, 0], supplies: 1 });
  });
});

/** One army of Ada's from Peru to Venezuela (her own), carrying `supplies`. */
const carry = (supplies: number) => ({
  type: 'move',
  from: 'peru',
  to: 'venezuela',
  armies: 1,
  supplies,
});

/**
 * `scenario` at Ada's first turn, the board cleared but for Peru (`peru`: armies by seat,
 * Apocalytes, supplies), Venezuela (hers, 1 army and her 2 new ones) and `also`.
 */
function carrying(
  scenario: string,
  placement: number[],
  peru: [number[], number, number],
  also: [Territory, number[], number][] = [],
) {
  const t = Table.playing(scenario, placement);
  t.set('peru', ...peru).set('venezuela', [1, 0]);
  for (const [place, armies, apocalytes] of also) t.set(place, armies, apocalytes);
  t.clearBut(['peru', 'venezuela', ...also.map(([place]) => place)]);
  return t.act({ type: 'reinforce', territory: 'venezuela', count: 2 });
}

describe('AC47 supplies carried', () => {
  it('AC47 the most armies among the players, zombies aside; the holder’s permission lifts it', () => {
    // Peru: Ada 3 and Bo 3 with 6 zombies and 2 supplies.
    const t = carrying('zombies', SIX, [[3, 3], 6, 2], [['alaska', [0, 1], 0]]);
    expect(t.refuse(carry(1))).toEqual({
      code: 'supplies/most',
      message:
        "Ada needs the most armies in Peru to carry its supplies, or its holder's permission",
    });
    t.act({ ...carry(2), permission: true });
    expect(t.state.board.peru).toMatchObject({ armies: [2, 3], apocalytes: 6, supplies: 0 });
    expect(t.state.board.venezuela).toMatchObject({ armies: [4, 0], supplies: 2 });
    // Ada outnumbers Bo but not the zombies: the zombies are not counted (AC47).
    t.set('peru', [4, 1], 6, 1).act(carry(1));
    expect(t.state.board.venezuela).toMatchObject({ armies: [5, 0], supplies: 3 });
  });

  it.each([
    {
      scenario: 'mutants',
      placement: SIX,
      code: 'supplies/mutants',
      message: 'supplies leave a territory with mutants only with as many armies as mutants (4)',
      enough: 4,
    },
    {
      scenario: 'demons',
      placement: [1, 1, 1, 1],
      code: 'supplies/demons',
      message: 'supplies leave a territory with demons only when the armies outnumber them (4)',
      enough: 5,
    },
  ])('AC47 $scenario: 3 armies with 4 of them may not carry; $enough may', (c) => {
    const t = carrying(c.scenario, c.placement, [[3, 0], 4, 1]);
    expect(t.refuse(carry(1))).toEqual({ code: c.code, message: c.message });
    t.set('peru', [c.enough, 0], 4, 1).act(carry(1));
    expect(t.state.board.peru).toMatchObject({ armies: [c.enough - 1, 0], supplies: 0 });
    expect(t.state.board.venezuela).toMatchObject({ armies: [4, 0], supplies: 1 });
  });

  it('AC47 meteor: one counter a move, none where rioters are', () => {
    const t = carrying('meteor', [], [[3, 0], 0, 2], [['brazil', [3, 0], 1]]);
    t.set('brazil', [3, 0], 1, 1);
    expect(t.refuse(carry(2))).toEqual({
      code: 'supplies/carried',
      message: 'a move carries one supply counter, not 2',
    });
    expect(t.refuse({ ...carry(1), from: 'brazil' })).toEqual({
      code: 'supplies/rioters',
      message: 'supplies are not moved where rioters are',
    });
    t.act(carry(1));
    expect(t.state.board.peru).toMatchObject({ armies: [2, 0], supplies: 1 });
    expect(t.state.board.venezuela).toMatchObject({ armies: [4, 0], supplies: 1 });
  });
});

describe('AC48, AC49 the meteor', () => {
  it('AC49 the missile is checked right after the fall, before the neighbours’ rioters', () => {
    const t = Table.playing('meteor', []);
    t.set('peru', [3, 0], 0, 8).set('alaska', [0, 2]).clearBut(['peru', 'alaska']).endRound();
    t.roll(13); // Argentina, Peru's neighbour
    expect(t.state.ending).toEqual({
      result: 'the missile fires from Peru: the meteor is destroyed, the players win',
      goal: 'missile',
      won: true,
      at: t.at,
    });
    // Peru would have taken a rioter as Argentina's neighbour: the game ended first.
    expect(t.state.board.peru).toMatchObject({ armies: [5, 0], apocalytes: 0, supplies: 8 });
    expect(t.state.board.argentina.mark).toBe('crater');
  });

  it('AC49 no missile from a silo with a rioter, nor from the territory the meteorite falls on', () => {
    const t = Table.playing('meteor', []);
    // Peru: 8 supplies but a rioter (and no army, so Ada need not fight there).
    t.set('peru', [0, 0], 1, 8).set('brazil', [2, 0], 0, 8).set('alaska', [0, 2]);
    t.clearBut(['peru', 'brazil', 'alaska']).endRound();
    t.roll(12); // Brazil itself
    expect(t.state.stage).toBe('playing');
    expect(t.state.board.brazil).toMatchObject({ armies: [0, 0], supplies: 0, mark: 'crater' });
    // The fall is a step of its own (AC54): the neighbours' rioters come after its OK.
    t.act({ type: 'confirm' });
    expect(t.state.board.peru.apocalytes).toBe(2); // its rioter, and one as Brazil's neighbour
  });

  it('AC48 the 13th meteorite ends the game: nobody wins', () => {
    const t = thirteenthMeteorite();
    expect(t.state.meteorites).toBe(13);
    expect(t.state.board.argentina.mark).toBe('crater');
    expect(t.state.ending).toEqual({
      result: 'the meteor strikes after the 13th meteorite: nobody wins',
      goal: 'meteorites',
      won: false,
      at: t.at,
    });
    expect(last(t)).toBe(
      'meteorite 13 of 13 falls on Argentina: remove every army and supply counter there and put a special counter',
    );
  });
});

describe('AC50 quarantine rolls', () => {
  it('AC50 the moving zombies roll at most 3 dice against the most armies; a loss becomes a zombie', () => {
    const t = Table.playing('zombies', SIX);
    t.set('ukraine', [0, 0], 5).set('scandinavia', [3, 1], 0, 1).set('alaska', [1, 1]);
    t.clearBut(['ukraine', 'scandinavia', 'alaska']).endRound();
    t.act({ type: 'confirm' }); // growth: Ukraine 6
    t.roll(5); // six zombies, a 5: five move
    expect(t.pending).toMatchObject({ kind: 'choice', ask: 'quarantine', seat: 0 });
    t.act({ type: 'quarantine', accept: true });
    // Five moving: 3 dice; Ada (the most armies there) defends with 2.
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 5, sides: 6 }, for: 'round' });
    t.roll(6, 6, 6, 1, 1);
    // One supply: any success enters; two pairs cost Ada 2, who turn into zombies there.
    expect(told(t).slice(-4, -1)).toEqual([
      'the quarantine of Scandinavia fails',
      'Ada loses 2 armies in Scandinavia',
      'add 2 zombies in Scandinavia',
    ]);
    expect(last(t)).toBe('move 5 zombies from Ukraine to Scandinavia');
    expect(t.state.board.ukraine.apocalytes).toBe(1);
    expect(t.state.board.scandinavia).toMatchObject({ armies: [1, 1], apocalytes: 7 });
  });

  it('AC50 infection: all the infected there roll, and the lost become infected', () => {
    const t = Table.playing('infection', [12]);
    t.set('brazil', [0, 0], 2).set('venezuela', [3, 0], 0, 1).set('alaska', [1, 1]);
    t.clearBut(['brazil', 'venezuela', 'alaska']).endRound();
    expect(t.pending).toMatchObject({ kind: 'choice', ask: 'quarantine', territory: 'venezuela' });
    t.act({ type: 'quarantine', accept: true });
    // Both infected in Brazil roll (the spread itself moves none): 2 dice against Ada's 2.
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 4, sides: 6 }, for: 'round' });
    t.roll(6, 6, 1, 1);
    expect(told(t).slice(-3)).toEqual([
      'the quarantine of Venezuela fails',
      'Ada loses 2 armies in Venezuela',
      'add 2 infected armies in Venezuela',
    ]);
    expect(t.state.board.venezuela).toMatchObject({ armies: [1, 0], apocalytes: 2 });
    expect(t.state.board.brazil.apocalytes).toBe(2);
  });
});

describe('AC51 order', () => {
  it('AC51 the Apocalytes play first after the placement, then each seat, then the Apocalytes', () => {
    const t = Table.dealt()
      .placeAll()
      .suppliesFirst()
      .act({ type: 'scenario', scenario: 'meteor' });
    t.roll(...SIX).roll(1, 1);
    expect(t.state).toMatchObject({ phase: 'apocalytes', round: 0, pending: { kind: 'confirm' } });
    t.act({ type: 'confirm' });
    // Meteor's first Apocalyte turn has nothing to do: round 1 is over, Ada plays.
    expect(t.state).toMatchObject({
      phase: 'player',
      round: 1,
      turn: { seat: 0, step: 'reinforce' },
    });
  });

  it('AC51 two new armies before moving; moves end with endMoves or a round; endTurn needs every round', () => {
    const t = Table.playing('zombies', SIX);
    t.set('peru', [4, 0], 2).set('venezuela', [1, 0]).set('alaska', [0, 1]);
    t.clearBut(['peru', 'venezuela', 'alaska']);
    expect(t.refuse({ type: 'endMoves' })).toEqual({
      code: 'turn/reinforce',
      message: 'Ada places their 2 new armies first',
    });
    t.act({ type: 'reinforce', territory: 'venezuela', count: 1 });
    expect(t.state.turn).toMatchObject({ step: 'reinforce', toPlace: 1 });
    t.act({ type: 'reinforce', territory: 'venezuela', count: 1 });
    expect(t.state.turn).toMatchObject({ step: 'move', toPlace: 0, movesLeft: 2 });
    t.act({ type: 'endMoves' });
    expect(t.state.turn).toMatchObject({ step: 'combat', movesLeft: 0 });
    expect(
      t.refuse({ type: 'move', from: 'venezuela', to: 'peru', armies: 1, supplies: 0 }),
    ).toEqual({
      code: 'turn/step',
      message: 'moving is over for this turn',
    });
    expect(t.refuse({ type: 'endTurn' }).message).toBe(
      'at least one combat round is fought in every contested territory: Peru (turn play 3)',
    );
    t.act({ type: 'fight', territory: 'peru' }).roll(1, 1, 1, 6, 6);
    expect(t.state.board.peru).toMatchObject({ armies: [2, 0], apocalytes: 4 });
    t.act({ type: 'endTurn' });
    expect(t.state).toMatchObject({ phase: 'player', round: 1, turn: { seat: 1 } });
    // Bo (Alaska, free of zombies) places, moves nothing, ends: the Apocalytes' round 2.
    t.act({ type: 'reinforce', territory: 'alaska', count: 2 }).act({ type: 'endTurn' });
    expect(t.state).toMatchObject({ phase: 'apocalytes', round: 2, turn: null });
  });

  it('AC51 a round ends the moves', () => {
    const t = Table.playing('zombies', SIX);
    t.set('peru', [4, 0], 2).set('venezuela', [1, 0]).set('alaska', [0, 1]);
    t.clearBut(['peru', 'venezuela', 'alaska']);
    t.act({ type: 'reinforce', territory: 'venezuela', count: 2 });
    t.act({ type: 'fight', territory: 'peru' });
    expect(t.state.turn).toMatchObject({ step: 'combat', movesLeft: 0 });
  });
});
