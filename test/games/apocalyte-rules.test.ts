// Apocalyte's rules by number (RULES-APOCALYTE.md AC1–AC10, readings AC36 on in READINGS.md),
// on the pure module, with dice typed in and worked out by hand.
import { describe, expect, it } from 'vitest';
import { apocalyte } from '../../src/games/apocalyte/index.ts';
import { reduce } from '../../src/games/apocalyte/reducer.ts';
import { lobbyState } from '../../src/games/apocalyte/state.ts';
import { last, PLAYERS, T0, Table, told, ukraine } from './apocalyte-fixtures.ts';

const ctx = (at: number) => ({ at, armed: null });

describe('AC2 set-up', () => {
  it('2 to 5 players, distinct letters; a sixth is refused with a sentence', () => {
    const six = ['red', 'blue', 'yellow', 'black', 'grey', 'red'].map((colour, i) => ({
      name: `P${i}`,
      colour,
      letter: 'ABCDEF'[i],
    }));
    expect(new Table().refuse({ type: 'newGame', players: six })).toEqual({
      code: 'setup/players',
      message: 'Apocalyte is for 2 to 5 players, not 6',
    });
    const twins = [PLAYERS[0], { ...PLAYERS[1], letter: 'A' }];
    expect(new Table().refuse({ type: 'newGame', players: twins }).code).toBe('setup/letter');
  });

  it('AC36 the deal by dice: six d42 at once, each die takes the value-th card left', () => {
    const t = new Table().act({ type: 'newGame', players: PLAYERS }).act({ type: 'start' });
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 6, sides: 42 }, for: 'deal' });
    // 1 takes Alaska; then 1 takes the first card left each time.
    t.roll(1, 1, 1, 1, 1, 1);
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 6, sides: 36 }, for: 'deal' });
    // 36 takes the last card of the pile (Eastern Australia); the second 36 is then more than
    // the 35 cards left, so that die is lost; the 1s take the first cards left.
    t.roll(36, 36, 1, 1, 1, 1);
    expect(t.pending).toMatchObject({ dice: { count: 6, sides: 31 } });
    const task = t.state.tasks[0];
    expect(task?.do === 'deal' && task.draw.drawn).toEqual([
      'alaska',
      'northwest-territory',
      'greenland',
      'alberta',
      'ontario',
      'quebec',
      'eastern-australia',
      'western-united-states',
      'eastern-united-states',
      'central-america',
      'venezuela',
    ]);
  });

  it('a deal entered must be even; extra armies 30 for 2 players, 5 at most on a territory', () => {
    const t = new Table().act({ type: 'newGame', players: PLAYERS }).act({ type: 'start' });
    const uneven = Array.from({ length: 42 }, (_, i) => (i < 20 ? 0 : 1));
    expect(t.refuse({ type: 'deal', seats: uneven }).code).toBe('deal/uneven');
    const d = Table.dealt();
    expect(d.state.phase).toBe('place');
    expect(d.state.board.alaska.armies).toEqual([1, 0]);
    d.act({ type: 'place', territory: 'alaska', count: 5 });
    expect(d.refuse({ type: 'place', territory: 'alaska', count: 1 })).toEqual({
      code: 'place/cap',
      message: 'no more than 5 extra armies on a territory: Alaska would have 6',
    });
    expect(d.refuse({ type: 'placed' }).message).toBe('Ada has 25 extra armies left to place');
  });

  it('supplies drawn among each player’s own cards: 10 of 21 for 2 players', () => {
    const t = Table.dealt().placeAll();
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 6, sides: 21 }, for: 'supplies' });
    t.roll(1, 1, 1, 1, 1, 1).roll(1, 1, 1, 1);
    // Ada's first ten cards in the board's order (every other territory from Alaska).
    expect(t.state.board.alaska.supplies).toBe(1);
    expect(t.state.board['northwest-territory'].supplies).toBe(0);
    expect(t.pending).toMatchObject({ dice: { count: 6, sides: 21 } });
    t.roll(2, 2, 2, 2, 2, 2).roll(2, 2, 2, 2);
    expect(t.state.phase).toBe('scenario');
    expect(Object.values(t.state.board).reduce((n, g) => n + g.supplies, 0)).toBe(20);
  });

  it('the scenario rolled on a d6: 4 is Aliens, its placement drawn next', () => {
    const t = Table.dealt().placeAll().suppliesFirst().act({ type: 'scenario' });
    expect(t.pending).toMatchObject({ dice: { count: 1, sides: 6 } });
    t.roll(4);
    expect(t.state.scenario).toBe('aliens');
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 1, sides: 42 }, for: 'placement' });
    t.roll(20); // the 20th card: Ukraine
    expect(t.state.board.ukraine).toMatchObject({
      armies: [0, 0],
      apocalytes: 15,
      supplies: 0,
      mark: 'mothership',
    });
    expect(last(t)).toBe(
      'the mothership lands on Ukraine: remove every army and supply counter there, put the special counter and 15 aliens',
    );
    expect(t.pending).toEqual({ kind: 'confirm' });
  });
});

describe('AC6–AC9 the Apocalytes’ turn', () => {
  it('growth, the draw of movers, the move by a d6, combat with conversions, each an instruction', () => {
    const t = ukraine(4, 3, 0).endRound();
    // Zombies' growth: one zombie-only territory, a third rounded up: Ukraine, forced.
    expect(last(t)).toBe('place 1 zombie on Ukraine');
    t.act({ type: 'confirm' });
    // AC7: one territory to move, drawn without a die; Scandinavia its only neighbour with players.
    // AC6: a d6 for five zombies: 5 → all but one.
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 1, sides: 6 }, for: 'count' });
    t.roll(5);
    expect(last(t)).toBe('move 4 zombies from Ukraine to Scandinavia');
    expect(t.state.board.ukraine.apocalytes).toBe(1);
    t.act({ type: 'confirm' });
    // Combat: 4 zombies roll 3 dice against Ada's 2.
    expect(t.pending).toMatchObject({ dice: { count: 5, sides: 6 } });
    t.roll(6, 6, 6, 1, 1);
    // The round's line carries its dice, then each change is told alone.
    expect(t.state.instructions.at(-3)?.dice).toEqual([6, 6, 6, 1, 1]);
    expect(told(t).slice(-3)).toEqual([
      'the zombies attack Ada in Scandinavia',
      'Ada loses 2 armies in Scandinavia',
      'add 2 zombies in Scandinavia',
    ]);
    expect(t.state.board.scandinavia).toMatchObject({ armies: [1, 0], apocalytes: 6 });
    t.act({ type: 'confirm' });
    // Round 2: the zombies' 2 loses to Ada's 3, and with no supply they reroll their lowest die.
    t.roll(1, 1, 2, 3);
    expect(t.pending).toEqual({
      kind: 'dice',
      dice: { count: 1, sides: 6 },
      for: 'apocalyteReroll',
    });
    t.roll(6);
    expect(t.state.board.scandinavia).toMatchObject({ armies: [0, 0], apocalytes: 7 });
    t.act({ type: 'confirm' });
    // No third round: nobody is left to fight. Ada's turn again.
    expect(t.state).toMatchObject({
      phase: 'player',
      turn: { seat: 0, step: 'reinforce', toPlace: 2 },
    });
  });

  it('AC8 quarantine: no success blocks; with 2 supplies two successes enter and cost one army', () => {
    const held = ukraine(4, 3, 1).endRound().act({ type: 'confirm' }).roll(5);
    expect(held.pending).toEqual({
      kind: 'choice',
      ask: 'quarantine',
      territory: 'scandinavia',
      from: 'ukraine',
      seat: 0,
    });
    held.act({ type: 'quarantine', accept: true }).roll(1, 1, 1, 6, 6);
    expect(told(held).slice(-2)).toEqual([
      'the quarantine of Scandinavia holds',
      'the zombies of Ukraine stay where they are',
    ]);
    expect(held.state.instructions.at(-2)?.dice).toEqual([1, 1, 1, 6, 6]);
    expect(held.state.board.ukraine.apocalytes).toBe(5);
    expect(held.state.board.scandinavia).toMatchObject({ armies: [3, 0], apocalytes: 0 });

    const broken = ukraine(4, 3, 2).endRound().act({ type: 'confirm' }).roll(5);
    broken.act({ type: 'quarantine', accept: true }).roll(6, 6, 6, 1, 1);
    // Zombies 3: with 2 supplies Ada may reroll one of her dice (AC50); she keeps them.
    expect(broken.pending).toMatchObject({ kind: 'choice', ask: 'reroll', dice: [1, 1] });
    broken.act({ type: 'reroll' });
    expect(last(broken)).toBe('move 4 zombies from Ukraine to Scandinavia');
    // One army lost (and, zombies, turned), then the four move in.
    expect(broken.state.board.scandinavia).toMatchObject({ armies: [2, 0], apocalytes: 5 });
  });

  it('AC5 a tie for the most armies: the table chooses the target', () => {
    const t = Table.playing('zombies', [1, 1, 1, 1, 1, 1]);
    t.set('brazil', [0, 0], 2).set('peru', [2, 2]).set('alaska', [1, 1]);
    t.clearBut(['brazil', 'peru', 'alaska']).endRound();
    // Growth on Brazil (3 zombies), then a d6 of 1: one zombie moves into Peru.
    t.act({ type: 'confirm' }).roll(1).act({ type: 'confirm' });
    expect(t.pending).toEqual({ kind: 'choice', ask: 'target', territory: 'peru', seats: [0, 1] });
    expect(t.refuse({ type: 'target', seat: 3 }).code).toBe('target/not-tied');
    t.act({ type: 'target', seat: 1 }).roll(6, 1, 1);
    expect(told(t).slice(-3)).toEqual([
      'the zombies attack Bo in Peru',
      'Bo loses 1 army in Peru',
      'add 1 zombie in Peru',
    ]);
    expect(t.state.board.peru).toMatchObject({ armies: [2, 1], apocalytes: 2 });
  });

  it('AC7 with no neighbour holding players: one step along a shortest path, ties by a die', () => {
    const t = Table.playing('mutants', [1, 1, 1, 1, 1, 1]);
    // Siam to Argentina: through India or China? Both are 1 step nearer Middle East…; here only Egypt holds players.
    t.set('egypt', [3, 0]).set('siam', [0, 0], 2).clearBut(['egypt', 'siam']);
    t.endRound();
    // Mutants' growth: Siam is the only mutant-only territory off ground zero.
    t.act({ type: 'confirm' });
    // Siam → Egypt: India (India–Middle East–Egypt) is nearer than China or Indonesia: no die
    // for the way; four mutants (2 and 2 grown) roll a d6 for how many: 1 → one.
    expect(t.pending).toEqual({ kind: 'dice', dice: { count: 1, sides: 6 }, for: 'count' });
    t.roll(1);
    expect(last(t)).toBe('move 1 mutant from Siam to India');
  });
});

describe('turn play: the players', () => {
  it('two new armies on a territory free of Apocalytes, then moves with sentences for the impossible', () => {
    const t = Table.playing('zombies', [1, 1, 1, 1, 1, 1]);
    t.set('peru', [4, 0], 0, 2)
      .set('brazil', [0, 0], 3)
      .set('argentina', [0, 2])
      .set('venezuela', [1, 0]);
    t.clearBut(['peru', 'brazil', 'argentina', 'venezuela']);
    expect(t.state.turn).toMatchObject({ seat: 0, step: 'reinforce', toPlace: 2 });
    expect(t.refuse({ type: 'reinforce', territory: 'brazil', count: 2 }).code).toBe(
      'reinforce/not-yours',
    );
    expect(
      t.refuse({ type: 'move', from: 'peru', to: 'brazil', armies: 1, supplies: 0 }).code,
    ).toBe('turn/reinforce');
    t.act({ type: 'reinforce', territory: 'peru', count: 2 });
    expect(t.refuse({ type: 'move', from: 'peru', to: 'alaska', armies: 1, supplies: 0 })).toEqual({
      code: 'move/border',
      message: 'Peru and Alaska share no border',
    });
    expect(t.refuse({ type: 'move', from: 'peru', to: 'brazil', armies: 7, supplies: 0 })).toEqual({
      code: 'move/too-many',
      message: 'Ada has 6 armies in Peru, not 7',
    });
    // Argentina is Bo's 2: 2 armies do not outnumber them.
    expect(
      t.refuse({ type: 'move', from: 'peru', to: 'argentina', armies: 2, supplies: 0 }).code,
    ).toBe('move/permission');
    expect(
      t.refuse({ type: 'move', from: 'peru', to: 'brazil', armies: 1, supplies: 3 }).code,
    ).toBe('supplies/carried');
    t.act({ type: 'move', from: 'peru', to: 'brazil', armies: 3, supplies: 2 });
    expect(t.state.board.brazil).toMatchObject({ armies: [3, 0], apocalytes: 3, supplies: 2 });
    // Brazil is shared with zombies: its armies may leave only for one of Ada's own territories.
    expect(
      t.refuse({
        type: 'move',
        from: 'brazil',
        to: 'argentina',
        armies: 1,
        supplies: 0,
        permission: true,
      }).code,
    ).toBe('move/shared');
    expect(t.refuse({ type: 'endTurn' }).message).toBe(
      'at least one combat round is fought in every contested territory: Brazil (turn play 3)',
    );
  });

  it('AC4 combat: at most three rounds in a territory, and a supply carried without the right is refused', () => {
    const t = Table.playing('meteor', []);
    t.set('venezuela', [1, 0]).set('peru', [9, 0], 9).set('brazil', [1, 2], 0, 1);
    t.clearBut(['venezuela', 'peru', 'brazil']);
    t.act({ type: 'reinforce', territory: 'venezuela', count: 2 });
    expect(
      t.refuse({ type: 'move', from: 'brazil', to: 'venezuela', armies: 1, supplies: 1 }),
    ).toEqual({
      code: 'supplies/most',
      message:
        "Ada needs the most armies in Brazil to carry its supplies, or its holder's permission",
    });
    for (let round = 0; round < 3; round++)
      t.act({ type: 'fight', territory: 'peru' }).roll(6, 6, 6, 1, 1);
    expect(t.state.board.peru).toMatchObject({ armies: [9, 0], apocalytes: 3 });
    expect(told(t).slice(-2)).toEqual([
      'Ada attacks the rioters in Peru',
      'remove 2 rioters from Peru',
    ]);
    expect(t.refuse({ type: 'fight', territory: 'peru' })).toEqual({
      code: 'fight/rounds',
      message: 'three combat rounds have been fought in Peru this turn',
    });
    // Moves are over once combat began.
    expect(
      t.refuse({ type: 'move', from: 'venezuela', to: 'peru', armies: 1, supplies: 0 }).code,
    ).toBe('turn/step');
    t.act({ type: 'endTurn' });
    expect(t.state.turn?.seat).toBe(1);
  });
});

describe('the seam', () => {
  it('ROLL rolls what is awaited, OK confirms, START ends moves then the turn; plan types dice', () => {
    const t = new Table().act({ type: 'newGame', players: PLAYERS });
    expect(apocalyte.lamps(t.state, ctx(T0))).toEqual(['START']);
    expect(apocalyte.press(t.state, 'START', 'PRESS', ctx(T0))).toMatchObject({
      does: 'act',
      actions: [{ type: 'start' }],
    });
    t.act({ type: 'start' });
    expect(apocalyte.lamps(t.state, ctx(T0))).toEqual(['ROLL']);
    expect(apocalyte.press(t.state, 'ROLL', 'PRESS', ctx(T0))).toEqual({
      does: 'roll',
      dice: { count: 6, sides: 42 },
    });
    expect(apocalyte.plan(t.state, { type: 'roll' }, T0)).toEqual({
      ok: true,
      roll: { count: 6, sides: 42 },
    });
    expect(apocalyte.plan(t.state, { type: 'roll', values: [1, 2, 3, 4, 5, 6] }, T0)).toEqual({
      ok: true,
      actions: [{ type: 'rolled', at: T0, sides: 42, values: [1, 2, 3, 4, 5, 6], source: 'hand' }],
    });
    expect(apocalyte.diceRolled(t.state, [3, 3, 3, 3, 3, 3], T0)).toEqual([
      { type: 'rolled', at: T0, sides: 42, values: [3, 3, 3, 3, 3, 3], source: 'box' },
    ]);
    expect(
      apocalyte.whyNot(
        apocalyte.view(t.state, T0),
        { type: 'roll', values: [43, 1, 1, 1, 1, 1] },
        T0,
      )?.message,
    ).toBe('a d42 shows 1 to 42, not 43');
    expect(apocalyte.whyNot(apocalyte.view(t.state, T0), { type: 'placed' }, T0)?.code).toBe(
      'wait/dice',
    );
    expect(reduce(lobbyState(), { type: 'clock', at: T0 }).ok).toBe(false);
  });
});
