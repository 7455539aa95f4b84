// Apocalyte behind the seam (src/game.ts): the report, the log told (`tell`, `describe`), the
// sound cues and the set-up's summary, on a game whose every die is typed in, so each number
// below is counted by hand: action k of the log happens k seconds after the first.
import { describe, expect, it } from 'vitest';
import { type AnyGameModule, type GameAction, replaySteps } from '../../src/game.ts';
import type { Action } from '../../src/games/apocalyte/actions.ts';
import { apocalyte } from '../../src/games/apocalyte/index.ts';
import { TERRITORIES } from '../../src/games/apocalyte/map.ts';
import { gameFacts } from '../../src/stats/games.ts';
import { T0, Table } from './apocalyte-fixtures.ts';

/** The placement's eight rioters: on the first eight cards of the board (dice of 1). */
const RIOTED = TERRITORIES.slice(0, 8);

/**
 * Meteor, typed in: actions 0–16 set up (deal and supplies entered, 5 extra armies on each
 * seat's first six cards), 17 the scenario, 18–19 the placement (rioters on the first eight
 * cards), 20 its OK (round 1: Meteor's first Apocalyte turn does nothing), 21 eight supplies on
 * Peru, 22–29 the rioters taken off, 30–33 both turns, 34 the meteorite on Argentina: the missile.
 */
function missileGame() {
  const t = Table.dealt().placeAll().suppliesFirst().act({ type: 'scenario', scenario: 'meteor' });
  t.roll(1, 1, 1, 1, 1, 1).roll(1, 1).act({ type: 'confirm' });
  t.set('peru', [6, 0], 0, 8);
  for (const place of RIOTED) t.set(place, [...t.state.board[place].armies], 0);
  t.endRound().roll(13);
  return t;
}

describe('the report', () => {
  it('marks the scenario, each Apocalyte turn, the meteorite and the end; both sides’ armies', () => {
    const t = missileGame();
    expect(t.log.map((a) => a.type).slice(15, 21)).toEqual([
      'placed',
      'supplies',
      'scenario',
      'rolled',
      'rolled',
      'confirm',
    ]);
    expect(t.log).toHaveLength(35);
    const report = apocalyte.report(t.log);
    const result = 'the missile fires from Peru: the meteor is destroyed, the players win';
    const end = {
      at: 34_000,
      kind: 'end',
      tone: 'good',
      label: { key: 'apocalyte.mark.won', values: { result, goal: 'missile' } },
    };
    expect(report).toMatchObject({
      game: 'apocalyte',
      startedAt: T0 + 1000,
      endedAt: T0 + 35_000,
      ending: { result, at: T0 + 35_000, won: true },
      luck: [],
      decisive: end,
    });
    expect(report.marks).toEqual([
      {
        at: 17_000,
        kind: 'scenario',
        tone: 'neutral',
        label: { key: 'apocalyte.mark.scenario', values: { scenario: 'meteor' } },
      },
      {
        at: 20_000,
        kind: 'turn',
        tone: 'neutral',
        label: { key: 'apocalyte.mark.turn', values: { round: 1 } },
      },
      {
        at: 33_000,
        kind: 'turn',
        tone: 'neutral',
        label: { key: 'apocalyte.mark.turn', values: { round: 2 } },
      },
      {
        at: 34_000,
        kind: 'meteorite',
        tone: 'bad',
        label: { key: 'apocalyte.mark.meteorite', values: { count: 1 } },
      },
      end,
    ]);
    // Players: 42 cards and 60 extra armies once the Apocalytes are placed (19), two new armies
    // for Ada (30) and Bo (32), Ada's one army in Argentina lost to the meteorite (34).
    expect(report.series[0]?.points).toEqual([
      { at: 19_000, value: 102 },
      { at: 30_000, value: 104 },
      { at: 32_000, value: 106 },
      { at: 34_000, value: 105 },
    ]);
    // Rioters: one on each of the first eight cards, taken off one by one (22–29).
    expect(report.series[1]?.points).toEqual([
      { at: 19_000, value: 8 },
      ...[7, 6, 5, 4, 3, 2, 1, 0].map((value, i) => ({ at: 22_000 + i * 1000, value })),
    ]);
    expect(report.tallies.map((x) => [x.label.key, x.value])).toEqual([
      ['apocalyte.tally.rounds', 2],
      ['apocalyte.tally.dice', 3],
    ]);
  });

  it('starts again at a new game in the log; a game not over has no end', () => {
    const t = missileGame();
    const again = new Table().act({ type: 'newGame', players: t.state.players }).act({
      type: 'start',
    });
    const shifted = again.log.map((a) => ({ ...a, at: a.at + 100_000 }));
    const report = apocalyte.report([...t.log, ...shifted]);
    expect(report.marks).toEqual([]);
    expect(report.series.map((s) => s.points)).toEqual([[], []]);
    expect(report.ending).toBeNull();
    expect(report.decisive).toBeNull();
    expect(report.endedAt).toBe(T0 + 102_000);
  });
});

describe('one fold per log', () => {
  it('the history asks the reducer once per action, and the report from its steps is the same', () => {
    const t = missileGame();
    // A refused action in the log (a confirm after the end) is asked once too.
    const log: Action[] = [...t.log, { type: 'confirm', at: t.at + 1000 }];
    let calls = 0;
    const counting: AnyGameModule = {
      ...apocalyte,
      reduce: (state: unknown, action: GameAction) => {
        calls += 1;
        return apocalyte.reduce(state as never, action as Action);
      },
    };
    const facts = gameFacts(counting, { id: 'g', table: '1', createdAt: T0, actions: log });
    expect(calls).toBe(36);
    expect(facts.report).toEqual(apocalyte.report(log));
    const { steps, refused } = replaySteps(apocalyte, log);
    expect(refused.map((r) => r.index)).toEqual([35]);
    expect(apocalyte.report(log, steps)).toEqual(apocalyte.report(log));
    // The report reads the steps it is given and folds nothing itself: without the last
    // accepted step (the meteorite), it tells no end.
    const cut = apocalyte.report(log, steps.slice(0, -1));
    expect(cut.ending).toBeNull();
    expect(cut.marks.map((m) => m.kind)).not.toContain('end');
  });
});

describe('the log told', () => {
  it('tells each action with its round, the referee’s instructions, refusals, then the summary', () => {
    const t = missileGame();
    const log: Action[] = [...t.log, { type: 'confirm', at: t.at + 1000 }];
    const told = apocalyte.tell(log);
    expect(told.lines.slice(0, 3)).toEqual([
      'R0 new game: 2 players',
      'R0 start',
      'R0 territories entered',
    ]);
    expect(told.lines[3]?.startsWith('   Ada takes Alaska, Greenland, Ontario,')).toBe(true);
    expect(told.lines.slice(-4)).toEqual([
      'R1 endTurn', // Bo's, in round 1: the Apocalytes' round 2 begins with it
      'R2 d42 13 (hand)',
      '   meteorite 1 of 13 falls on Argentina: remove every army and supply counter there and put a special counter',
      'refused: confirm: the game is over: start a new game',
    ]);
    expect(told.refused).toBe(1);
    // Ada: 21 cards, 30 extra, 2 new, 1 lost in Argentina; Bo: 21, 30, 2.
    expect(told.summary).toEqual([
      'meteor, round 2',
      'armies: Ada 52, Bo 53; Apocalytes 0',
      'the missile fires from Peru: the meteor is destroyed, the players win',
    ]);
    expect(apocalyte.tell([]).summary).toEqual([
      'no scenario yet, round 0',
      'armies: Red 0, Blue 0; Apocalytes 0',
    ]);
  });

  it('describes each action in a line without the table', () => {
    const at = T0;
    const lines = (
      [
        { type: 'newGame', at, players: [] },
        { type: 'rolled', at, sides: 42, values: [3, 9], source: 'box' },
        { type: 'place', at, territory: 'peru', count: 5 },
        { type: 'supplies', at, territories: ['peru', 'brazil'] },
        { type: 'scenario', at },
        { type: 'reinforce', at, territory: 'peru', count: 2 },
        { type: 'move', at, from: 'peru', to: 'brazil', armies: 3, supplies: 0 },
        { type: 'move', at, from: 'peru', to: 'brazil', armies: 1, supplies: 2 },
        { type: 'fight', at, territory: 'peru' },
        { type: 'closePortal', at, territory: 'alaska' },
        { type: 'target', at, seat: 1 },
        { type: 'quarantine', at, accept: false },
        { type: 'reroll', at, die: 0 },
        { type: 'reroll', at },
        { type: 'correct', at, territory: 'peru', armies: [3, 0], apocalytes: 1, supplies: 8 },
        { type: 'endMoves', at },
      ] as Action[]
    ).map((a) => apocalyte.describe(a));
    expect(lines).toEqual([
      'new game: 0 players',
      'd42 3 9 (box)',
      'place 5 on Peru',
      'supplies on Peru, Brazil',
      'scenario rolled',
      'reinforce Peru with 2',
      'move 3 from Peru to Brazil',
      'move 1 from Peru to Brazil with 2 supply counters',
      'fight in Peru',
      'close the portal in Alaska',
      'target player 2',
      'quarantine no',
      'reroll die 1',
      'keep the dice',
      'correct Peru: 3/0, 1 Apocalyte, 8 supply counters',
      'endMoves',
    ]);
  });
});

describe('cues and summary', () => {
  const view = (t: Table) => apocalyte.view(t.state, t.at);

  it('a hit when Apocalytes fall, damage when player armies fall, the end; nothing at set-up', () => {
    expect(apocalyte.cues(null, view(Table.dealt()))).toEqual([]);
    expect(apocalyte.cues(view(new Table()), view(Table.dealt()))).toEqual([]);

    const fight = Table.playing('meteor', []);
    // A rioter left in New Guinea: the last one killed would win (AC10).
    fight.set('peru', [3, 0], 3).set('venezuela', [1, 0]).set('new-guinea', [0, 0], 1);
    fight.clearBut(['peru', 'venezuela', 'new-guinea']);
    fight.act({ type: 'reinforce', territory: 'venezuela', count: 2 });
    fight.act({ type: 'fight', territory: 'peru' });
    let before = view(fight);
    // 6 beats 5 (a rioter falls), 1 loses to 5 (Ada loses one).
    fight.roll(6, 1, 1, 5, 5);
    expect(fight.state.board.peru).toMatchObject({ armies: [2, 0], apocalytes: 2 });
    expect(apocalyte.cues(before, view(fight))).toEqual(['hit', 'damage']);
    fight.act({ type: 'fight', territory: 'peru' });
    before = view(fight);
    fight.roll(6, 6, 1, 1); // two rioters against Ada's two attack dice: both pairs hers
    expect(apocalyte.cues(before, view(fight))).toEqual(['hit']);

    const won = missileGame();
    const last = won.log.at(-1) as Action;
    const beforeEnd = new Table();
    for (const action of won.log.slice(0, -1)) beforeEnd.act(action);
    expect(last.type).toBe('rolled');
    // Ada's army in Argentina is lost to the meteorite, and the missile wins.
    expect(apocalyte.cues(view(beforeEnd), view(won))).toEqual(['damage', 'win']);
  });

  it('the summary: the players, the scenario as the difficulty, their names', () => {
    expect(apocalyte.summary(new Table().state)).toEqual({
      players: 2,
      difficulty: null,
      variant: null,
      names: ['Red', 'Blue'],
    });
    expect(apocalyte.summary(missileGame().state)).toEqual({
      players: 2,
      difficulty: 'meteor',
      variant: null,
      names: ['Ada', 'Bo'],
    });
  });
});
