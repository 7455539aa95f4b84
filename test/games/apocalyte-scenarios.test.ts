// Apocalyte's six scenarios, each on a board set by the table's corrections, with dice typed in
// and worked out by hand (readings AC37 on in src/games/apocalyte/READINGS.md).
import { describe, expect, it } from 'vitest';
import { sayEnglish } from '../../src/games/apocalyte/words.ts';
import { last, Table, told } from './apocalyte-fixtures.ts';

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
    expect(told(t).slice(-3)).toEqual([
      'a double: part 1 of 3 of the cure is found',
      'Ada attacks the infected armies in Peru',
      'no loss',
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

describe('mutants: increasing forces', () => {
  it('two mutants on one mutant-only territory drawn, ground zero never among the cards', () => {
    const t = Table.playing('mutants', SIX); // ground zero: the first six cards, Alaska first
    t.set('alaska', [0, 0], 8).set('egypt', [0, 0], 2).set('siam', [0, 0], 3);
    t.set('india', [2, 0]).set('peru', [1, 1]);
    t.clearBut(['alaska', 'egypt', 'siam', 'india', 'peru']).endRound();
    // Egypt and Siam (Alaska, ground zero, is not drawn): one card, a d2; 2 is Siam.
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 1, sides: 2 }, for: 'grow' });
    t.roll(2);
    expect(last(t)).toBe('place 2 mutants on Siam');
    expect(t.state.board.siam.apocalytes).toBe(5);
    expect(t.state.board.egypt.apocalytes).toBe(2);
    expect(t.state.board.alaska.apocalytes).toBe(8);
  });

  it('no mutant-only territory off ground zero: nothing is added', () => {
    const t = Table.playing('mutants', SIX);
    t.set('alaska', [0, 0], 8).set('siam', [1, 0]).set('peru', [1, 1]);
    t.clearBut(['alaska', 'siam', 'peru']);
    const before = t.state.instructions.at(-1);
    t.endRound();
    // No growth: the movers come first, Alaska alone (drawn without a die).
    const fresh = t.state.instructions.slice(t.state.instructions.indexOf(before as never) + 1);
    expect(fresh.map((i) => sayEnglish(i.phrase, t.state))).toEqual([
      'the mutants of Alaska move, in that order',
    ]);
    expect(t.state.board.alaska.apocalytes).toBe(8);
  });
});

describe('aliens: increasing forces', () => {
  /** Aliens at Ada's first turn: the mothership in Alaska with 3 aliens. */
  function fleet() {
    const t = Table.playing('aliens', [1]);
    expect(t.state.board.alaska.mark).toBe('mothership');
    t.set('alaska', [0, 0], 3)
      .set('peru', [0, 0], 2, 2) // aliens only, 2 counters: taken
      .set('egypt', [0, 0], 1, 1) // aliens only, 1 counter: taken
      .set('brazil', [1, 0], 0, 1) // a player's: kept
      .set('india', [2, 0], 1, 1) // shared with a player: kept
      .set('alberta', [0, 2]);
    t.clearBut(['alaska', 'peru', 'egypt', 'brazil', 'india', 'alberta']);
    t.act({ type: 'reinforce', territory: 'brazil', count: 2 });
    // India must be fought: Ada's 2 dice against the alien's 1, a 6: Ada loses one.
    t.act({ type: 'fight', territory: 'india' }).roll(1, 1, 6);
    expect(t.state.board.india).toMatchObject({ armies: [1, 0], apocalytes: 1, supplies: 1 });
    return t;
  }

  it('two on the mothership, and three more for each supply counter on an alien-only territory, removed', () => {
    const t = fleet().endRound();
    expect(last(t)).toBe(
      'remove the supply counters on Peru, Egypt and place 11 aliens on the mothership in Alaska',
    );
    expect(t.state.board.alaska.apocalytes).toBe(3 + 2 + 3 * 3);
    expect(t.state.board.peru).toMatchObject({ apocalytes: 2, supplies: 0 });
    expect(t.state.board.egypt).toMatchObject({ apocalytes: 1, supplies: 0 });
    expect(t.state.board.brazil.supplies).toBe(1);
    expect(t.state.board.india.supplies).toBe(1);
  });

  it('the mothership destroyed: no new aliens, the counters stay', () => {
    const t = fleet();
    t.set('alaska', [2, 0], 0);
    t.act({ type: 'mothership' }).roll(6, 5, 1);
    expect(t.state.mothershipDown).toBe(true);
    t.endRound();
    expect(told(t).some((line) => line.includes('on the mothership'))).toBe(false);
    expect(t.state.board.peru).toMatchObject({ supplies: 2 });
    expect(t.state.board.egypt).toMatchObject({ supplies: 1 });
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
    // No alien left and the mothership down: the players win (AC10), the table confirming a
    // win its own correction left.
    t.set('peru', [4, 0], 0, 1);
    expect(t.state).toMatchObject({ stage: 'playing', winToConfirm: true });
    t.act({ type: 'confirmWin' });
    expect(t.state.ending).toMatchObject({
      won: true,
      result: 'the aliens are gone and the mothership destroyed: the players win',
      goal: 'mothership',
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

describe('demons: increasing forces', () => {
  it('none on the first turn; then two demons on each portal still open, empty or not', () => {
    const t = Table.playing('demons', [1, 1, 1, 1]);
    expect(t.state.round).toBe(1);
    expect(told(t).filter((line) => line.includes('each portal'))).toEqual([]);
    t.set('alaska', [0, 0], 10)
      .set('greenland', [0, 0], 3)
      .set('northwest-territory', [0, 0], 0)
      .set('alberta', [0, 0], 0)
      .set('peru', [1, 1]);
    t.clearBut(['alaska', 'greenland', 'northwest-territory', 'alberta', 'peru']).endRound();
    expect(last(t)).toBe(
      'place 2 demons on each portal: Alaska, Northwest Territory, Greenland, Alberta',
    );
    expect(
      (['alaska', 'northwest-territory', 'greenland', 'alberta'] as const).map(
        (x) => t.state.board[x].apocalytes,
      ),
    ).toEqual([12, 2, 5, 2]);
  });
});

describe('mutants: moving supplies', () => {
  /** Mutants at Ada's turn: 5 mutants and 3 counters in Siam, Ada's 2 armies in India. */
  function siam() {
    const t = Table.playing('mutants', SIX);
    t.set('siam', [0, 0], 5, 3).set('india', [2, 0]).set('peru', [1, 1]);
    t.clearBut(['siam', 'india', 'peru']).endRound();
    // Siam is the only mutant-only territory off ground zero: two more, without a die.
    expect(last(t)).toBe('place 2 mutants on Siam');
    return t.act({ type: 'confirm' });
  }

  it('outnumbering the players where they go, they bring the counters along, two at most', () => {
    const t = siam().roll(6); // seven mutants, a 6: all but one, six against Ada's two
    expect(last(t)).toBe('move 6 mutants from Siam to India with 2 supply counters');
    expect(t.state.board.siam).toMatchObject({ apocalytes: 1, supplies: 1 });
    expect(t.state.board.india).toMatchObject({ armies: [2, 0], apocalytes: 6, supplies: 2 });
  });

  it('not outnumbering them, the counters stay', () => {
    const t = siam().roll(1); // a 1: one mutant, against Ada's two
    expect(last(t)).toBe('move 1 mutant from Siam to India');
    expect(t.state.board.siam).toMatchObject({ apocalytes: 6, supplies: 3 });
    expect(t.state.board.india.supplies).toBe(0);
  });
});

describe('turn play 1: new armies', () => {
  it('a player whose every territory holds Apocalytes gets no new armies and starts with the moves', () => {
    const t = Table.playing('zombies', SIX);
    t.set('alaska', [3, 0]).set('peru', [0, 2], 1).clearBut(['alaska', 'peru']);
    t.act({ type: 'reinforce', territory: 'alaska', count: 2 }).act({ type: 'endTurn' });
    expect(t.state.turn).toMatchObject({ seat: 1, step: 'move', toPlace: 0 });
    expect(t.refuse({ type: 'reinforce', territory: 'peru', count: 1 }).code).toMatch(/^turn\//);
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
      goal: 'missile',
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
    // The fall is a step of its own, with its OK (AC54); the neighbours' rioters come after it.
    expect(told(t).at(-1)).toBe(
      'meteorite 1 of 13 falls on Ukraine: remove every army and supply counter there and put a special counter',
    );
    expect(t.pending).toEqual({ kind: 'confirm' });
    expect(t.state.board.scandinavia.apocalytes).toBe(0);
    t.act({ type: 'confirm' });
    expect(told(t).at(-1)).toBe(
      'place 1 rioter on each of Scandinavia, Northern Europe, Southern Europe, Ural, Afghanistan, Middle East',
    );
    expect(t.state.board.scandinavia.apocalytes).toBe(1);
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 5, sides: 41 }, for: 'rioters' });
    t.roll(1, 1, 1, 1, 1).act({ type: 'confirm' });
    // Back to Ada: the two rioters in Peru never attacked her last army.
    expect(t.state.board.peru).toMatchObject({ armies: [1, 0], apocalytes: 2 });
    expect(t.state).toMatchObject({ phase: 'player', meteorites: 1 });
  });
});
