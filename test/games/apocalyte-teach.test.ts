// Learn by playing (issue 34, AC56): Apocalyte's teaching start is a short demo said as such (a
// small board of zombies in place of AC2's set-up), walked from the pitch through the zombies'
// first wave to the first player's first attack, the box lighting only the next thing to press,
// skippable at any step; a replayed log is on the same step.
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { ApocalyteCommand } from '../../src/games/apocalyte/actions.ts';
import { DEMO_LAND } from '../../src/games/apocalyte/demo.ts';
import { apocalyte } from '../../src/games/apocalyte/index.ts';
import { replay } from '../../src/games/apocalyte/reducer.ts';
import { TEACH_PLAN } from '../../src/games/apocalyte/teach.ts';
import { sayEnglish } from '../../src/games/apocalyte/words.ts';
import { PLAYERS, Table } from './apocalyte-fixtures.ts';

type Seats = Extract<ApocalyteCommand, { type: 'newGame' }>['players'];
const ctx = (at: number) => ({ at, armed: null });
const step = (table: Table) => apocalyte.teachStep?.(table.state, table.at) ?? null;
const lamps = (table: Table) => apocalyte.lamps(table.state, ctx(table.at));

/** A teaching game, set up as the phone's command makes it. */
function teaching(players = PLAYERS): Table {
  const planned = apocalyte.plan(
    apocalyte.lobby(),
    { type: 'newGame', game: 'apocalyte', players: players as Seats, teach: true },
    1,
  );
  if (!planned.ok || !('actions' in planned)) throw new Error('newGame not planned');
  expect(planned.actions[0]).toMatchObject({ type: 'newGame', teach: true });
  return new Table().act({ ...planned.actions[0], type: 'newGame' });
}

/** The dice and OKs the zombies' turn asks, the dice given, until the players' turn. */
function zombiesPlay(table: Table, dice: number[]): Table {
  for (let i = 0; i < 50 && table.state.phase !== 'player'; i++) {
    const p = table.state.pending;
    if (p?.kind === 'dice') table.roll(...dice.slice(0, p.dice.count));
    else if (p?.kind === 'confirm') table.act({ type: 'confirm' });
    else throw new Error(`unexpected ${JSON.stringify(p)}`);
  }
  return table;
}

describe('AC56 a teaching start (Apocalyte): a short demo, said as such', () => {
  it('is in the schemas: newGame with teach, and the teach command and action', () => {
    expect(
      Value.Check(apocalyte.commandSchemas.newGame as TSchema, {
        type: 'newGame',
        players: PLAYERS,
        teach: true,
      }),
    ).toBe(true);
    expect(
      Value.Check(apocalyte.commandSchemas.teach as TSchema, { type: 'teach', do: 'skip' }),
    ).toBe(true);
    expect(
      Value.Check(apocalyte.actionSchemas.teach as TSchema, { type: 'teach', do: 'next', at: 1 }),
    ).toBe(true);
  });

  it('a game without it deals the whole set-up as before (AC2), no step, no demo', () => {
    const table = new Table().act({ type: 'newGame', players: PLAYERS }).act({ type: 'start' });
    expect(table.state.teach).toBeUndefined();
    expect(table.state.demo).toBeUndefined();
    expect(table.state.phase).toBe('deal');
    expect(step(table)).toBeNull();
    expect(apocalyte.view(table.state, table.at).teach).toBeNull();
    expect(apocalyte.summary(table.state).variant).toBeNull();
    expect(table.refuse({ type: 'teach', do: 'next' })).toMatchObject({ code: 'teach/none' });
  });

  it('walks the pitch, the demo board, the zombies’ first wave and the first player’s turn', () => {
    const table = teaching();
    expect(step(table)).toEqual({ id: 'pitch', index: 0, count: 8, next: 'tap', lit: ['OK'] });
    expect(lamps(table)).toEqual(['OK']);
    // OK does nothing in the lobby: on a tap step it is "Next".
    expect(apocalyte.press(table.state, 'OK', 'PRESS', ctx(table.at))).toEqual({
      does: 'act',
      actions: [{ type: 'teach', do: 'next', at: table.at }],
    });
    table.act({ type: 'teach', do: 'next' });
    expect(step(table)).toMatchObject({ id: 'start', next: 'play', lit: ['START'] });
    expect(lamps(table)).toEqual(['START']);
    expect(table.refuse({ type: 'teach', do: 'next' })).toMatchObject({ code: 'teach/play' });

    // START lays out the demo: Zombies on a few territories, the lines to set them, then OK.
    table.act({ type: 'start' });
    const s = table.state;
    expect(s).toMatchObject({ demo: true, scenario: 'zombies', phase: 'apocalytes', round: 0 });
    expect(s.board.brazil).toMatchObject({ armies: [1, 0], apocalytes: 1 });
    expect(s.board.venezuela.armies).toEqual([0, 1]);
    expect(s.board['north-africa'].armies).toEqual([1, 0]);
    expect(s.board.peru.apocalytes).toBe(2);
    expect(s.board.argentina.apocalytes).toBe(2);
    expect(s.instructions.map((line) => sayEnglish(line.phrase, s))).toEqual([
      'the scenario is zombies',
      'Ada takes Brazil, North Africa: one army on each',
      'Bo takes Venezuela, Central America: one army on each',
      'place 1 zombie on each of Brazil',
      'place 2 zombies on each of Peru, Argentina',
    ]);
    expect(s.pending).toEqual({ kind: 'confirm' });
    expect(step(table)).toMatchObject({ id: 'board', lit: ['OK'] });
    expect(lamps(table)).toEqual(['OK']);
    expect(apocalyte.summary(s).variant).toBe('demo');

    // OK: the zombies' first wave (AC37), combat only, in Brazil.
    table.act({ type: 'confirm' });
    expect(table.state.round).toBe(1);
    expect(step(table)).toMatchObject({ id: 'apocalytes', lit: ['ROLL', 'OK'] });
    expect(lamps(table)).toEqual(['ROLL']);
    zombiesPlay(table, [6, 1]);

    // Ada's turn: two armies (on the phone: no lamp), the moves (START), the first attack.
    expect(table.state.turn).toMatchObject({ seat: 0, step: 'reinforce' });
    expect(step(table)).toMatchObject({ id: 'reinforce', lit: [] });
    expect(lamps(table)).toEqual([]);
    table.act({ type: 'reinforce', territory: 'north-africa', count: 2 });
    expect(step(table)).toMatchObject({ id: 'move', lit: ['START'] });
    expect(lamps(table)).toEqual(['START']);
    table.act({ type: 'move', from: 'north-africa', to: 'brazil', armies: 2, supplies: 0 });
    table.act({ type: 'endMoves' });
    expect(step(table)?.id).toBe('fight');
    table.act({ type: 'fight', territory: 'brazil' });
    expect(step(table)?.id).toBe('fight');
    table.roll(6, 5, 1, 1);
    // The zombies reroll their lowest die (the Zombies' text), and the changes are made.
    expect(step(table)?.id).toBe('fight');
    table.roll(1);
    while (table.state.pending?.kind === 'confirm') table.act({ type: 'confirm' });
    expect(table.state.board.brazil.apocalytes).toBe(0);
    expect(step(table)).toMatchObject({ id: 'yours', next: 'play', lit: ['START'] });
    expect(lamps(table)).toEqual(['START']);
    // START ends Ada's turn, and the teaching: Bo plays on untaught.
    table.act({ type: 'endTurn' });
    expect(table.state.turn?.seat).toBe(1);
    expect(step(table)).toBeNull();
    expect(table.refuse({ type: 'teach', do: 'skip' })).toMatchObject({ code: 'teach/none' });
  });

  it('skips from a middle step; the demo goes on as a normal game; a replay is on the same step', () => {
    const table = teaching();
    table.act({ type: 'teach', do: 'next' }).act({ type: 'start' }).act({ type: 'confirm' });
    expect(step(table)?.id).toBe('apocalytes');
    expect(apocalyte.teachStep?.(replay(table.log).state, table.at)?.id).toBe('apocalytes');
    table.act({ type: 'teach', do: 'skip' });
    expect(step(table)).toBeNull();
    expect(lamps(table)).toEqual(['ROLL']);
    zombiesPlay(table, [6, 1]);
    expect(table.state.phase).toBe('player');
    expect(replay(table.log).state).toEqual(table.state);
  });

  it('a teaching skipped in the lobby deals the whole set-up: the demo is the teaching’s', () => {
    const table = teaching();
    table.act({ type: 'teach', do: 'skip' }).act({ type: 'start' });
    expect(table.state.phase).toBe('deal');
    expect(table.state.demo).toBeUndefined();
  });

  it('deals the demo to 2–5 seats, two territories each, from one list', () => {
    const five = ['Ada', 'Bo', 'Cy', 'Di', 'Ed'].map((name, i) => ({
      name,
      colour: ['red', 'blue', 'yellow', 'black', 'grey'][i] as string,
      letter: name[0] as string,
    }));
    const table = teaching(five).act({ type: 'teach', do: 'next' }).act({ type: 'start' });
    for (const [i, t] of DEMO_LAND.entries())
      expect(table.state.board[t].armies[i % 5], `${t} is seat ${i % 5}'s`).toBe(1);
  });

  it('the screens ask the same refusals (whyNot)', () => {
    const table = teaching();
    const view = apocalyte.view(table.state, table.at);
    expect(apocalyte.whyNot(view, { type: 'teach', do: 'next' }, table.at)).toBeNull();
    table.act({ type: 'teach', do: 'next' });
    const later = apocalyte.view(table.state, table.at);
    expect(apocalyte.whyNot(later, { type: 'teach', do: 'next' }, table.at)?.code).toBe(
      'teach/play',
    );
    expect(apocalyte.whyNot(later, { type: 'start' }, table.at)).toBeNull();
    expect(TEACH_PLAN.map((s) => s.id)).toEqual([
      'pitch',
      'start',
      'board',
      'apocalytes',
      'reinforce',
      'move',
      'fight',
      'yours',
    ]);
  });
});

describe('AC56 a short Apocalyte (a convention’s demo preset): the demo’s board without the teaching', () => {
  const seats = PLAYERS as Seats;

  it('is the demo set-up, players kept; START lays out the demo board, said as a demo', () => {
    const lobby = new Table().act({ type: 'newGame', players: PLAYERS }).state;
    const preset = apocalyte.demoSetUp?.(lobby);
    expect(preset).toEqual({ type: 'newGame', game: 'apocalyte', players: seats, demo: true });
    expect(Value.Check(apocalyte.commandSchemas.newGame as TSchema, preset)).toBe(true);
    const planned = apocalyte.plan(lobby, preset as ApocalyteCommand, 1);
    if (!planned.ok || !('actions' in planned)) throw new Error('newGame not planned');
    expect(planned.actions[0]).toMatchObject({ type: 'newGame', demo: true });
    expect(planned.actions[0]).not.toHaveProperty('teach');

    const table = new Table().act({ ...planned.actions[0], type: 'newGame' });
    expect(table.state).toMatchObject({ stage: 'lobby', demo: true });
    expect(table.state.teach).toBeUndefined();
    table.act({ type: 'start' });
    const s = table.state;
    // The teaching's board (DEMO_LAND, the zombies in Brazil, Peru and Argentina), no step.
    expect(s).toMatchObject({ demo: true, scenario: 'zombies', phase: 'apocalytes', round: 0 });
    expect(Object.keys(s.cards).sort()).toEqual(DEMO_LAND.slice(0, 4).sort());
    expect(s.board.peru.apocalytes).toBe(2);
    expect(step(table)).toBeNull();
    expect(apocalyte.view(table.state, table.at).teach).toBeNull();
    expect(s.instructions.map((line) => sayEnglish(line.phrase, s)).slice(0, 2)).toEqual([
      'the scenario is zombies',
      'a short demo: the zombies on a few territories around South America, a few turns long',
    ]);
    expect(s.pending).toEqual({ kind: 'confirm' });
    expect(apocalyte.summary(s).variant).toBe('demo');
    // It plays on as a game: the zombies' first wave.
    table.act({ type: 'confirm' });
    zombiesPlay(table, [6, 1]);
    expect(table.state.turn).toMatchObject({ seat: 0, step: 'reinforce' });
  });

  it('stays the table’s set-up for its next game and its next group; a teaching’s demo does not', () => {
    const demo = new Table().act({ type: 'newGame', players: PLAYERS, demo: true });
    demo.act({ type: 'start' });
    expect(apocalyte.newGameOf(demo.state, 9)).toMatchObject({ demo: true });
    expect(apocalyte.seatGroup?.(demo.state, ['Cy', 'Dee'])).toMatchObject({ demo: true });
    const taught = teaching();
    taught.act({ type: 'teach', do: 'next' }).act({ type: 'start' });
    expect(taught.state.demo).toBe(true);
    expect(apocalyte.newGameOf(taught.state, 9)).not.toHaveProperty('demo');
    expect(apocalyte.seatGroup?.(taught.state, ['Cy', 'Dee'])).not.toHaveProperty('demo');
    // A game without it deals AC2's set-up, as before.
    const full = new Table().act({ type: 'newGame', players: PLAYERS }).act({ type: 'start' });
    expect(full.state.phase).toBe('deal');
  });

  it('replays from its log to the same state', () => {
    const table = new Table().act({ type: 'newGame', players: PLAYERS, demo: true });
    table.act({ type: 'start' }).act({ type: 'confirm' });
    expect(replay(table.log).state).toEqual(table.state);
  });
});
