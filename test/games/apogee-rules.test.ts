// Apogee's rules by number (RULES-APOGEE.md AG1–AG9, READINGS.md AG30 on), on the pure module.

import { describe, expect, it } from 'vitest';
import { cues } from '../../src/games/apogee/cues.ts';
import { apogee } from '../../src/games/apogee/index.ts';
import { reduce } from '../../src/games/apogee/reducer.ts';
import { lobbyState } from '../../src/games/apogee/state.ts';
import { PLAYERS, ROCKET, T0, Table } from './apogee-fixtures.ts';

const ctx = (at: number) => ({ at, armed: null });

describe('AG1 players', () => {
  it('2 to 5 players; a sixth is refused with a sentence', () => {
    const six = ['blue', 'red', 'green', 'yellow', 'white', 'blue'].map((colour, i) => ({
      name: `P${i}`,
      colour,
      authority: i,
    }));
    expect(new Table().refuse({ type: 'newGame', players: six, mission: 1 })).toMatchObject({
      code: 'setup/players',
      message: 'Apogee is for 2 to 5 players, not 6 (AG1)',
    });
    expect(
      new Table().refuse({ type: 'newGame', players: PLAYERS.slice(0, 1), mission: 1 }).code,
    ).toBe('setup/players');
    expect(() =>
      new Table().act({ type: 'newGame', players: six.slice(0, 5), mission: 1 }),
    ).not.toThrow();
  });
});

describe('AG2 missions', () => {
  it('mission 1 to 9; the minutes count down on the box and stop at 0, no loss', () => {
    expect(new Table().refuse({ type: 'newGame', players: PLAYERS, mission: 10 }).code).toBe(
      'setup/mission',
    );
    const t = Table.started(PLAYERS, 1);
    expect(apogee.boxClock?.(t.state, t.at)).toEqual({ remainingMs: 600_000, running: true });
    expect(apogee.boxClock?.(t.state, t.at + 3_600_000)).toEqual({ remainingMs: 0, running: true });
    expect(apogee.nextClockAt(t.state)).toBeNull();
    expect(apogee.status(t.state)).toBe('playing');
  });

  it('mission 1: a success into LEO; mission 3 needs GEO, reusable, 2 astronauts', () => {
    const t = Table.started(PLAYERS.slice(0, 2), 1).buildAll(1).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'leo' }).act({
      type: 'launchRolled',
      value: 6,
      source: 'hand',
    });
    expect(apogee.view(t.state, t.at).board[1]?.done).toBe(true);
    const m3 = Table.started(PLAYERS.slice(0, 2), 3)
      .buildAll(1, [
        ...ROCKET,
        { kind: 'rnd', name: 'Reusable Launch System', thrust: 0, mass: 0, reusable: true },
      ])
      .act({ type: 'advance' })
      .act({ type: 'launch', player: 1, destination: 'geo' })
      .act({ type: 'launchRolled', value: 12, source: 'hand' });
    expect(apogee.view(m3.state, m3.at).board[1]).toMatchObject({ done: true });
  });

  it('mission 6: a human launch with thrust 29 or more (Heavy Version counts)', () => {
    const t = Table.started(PLAYERS.slice(0, 2), 6)
      .buildAll(1, [
        ...ROCKET,
        { kind: 'rnd', name: 'Heavy Version', thrust: 0, mass: 0, heavy: true },
      ])
      .act({ type: 'advance' });
    expect(apogee.view(t.state, t.at).pads[1]?.thrust).toBe(30);
    t.act({ type: 'launch', player: 1, destination: 'leo' }).act({
      type: 'launchRolled',
      value: 12,
      source: 'hand',
    });
    expect(apogee.view(t.state, t.at).board[1]?.done).toBe(true);
  });

  it('mission 5 is confirmed by the table; another mission refuses the confirmation', () => {
    const t = Table.started(PLAYERS.slice(0, 2), 5).act({
      type: 'confirm',
      player: 0,
      what: 'investors',
    });
    expect(apogee.view(t.state, t.at).board[0]?.done).toBe(true);
    expect(t.refuse({ type: 'confirm', player: 0, what: 'docking' }).code).toBe('confirm/mission');
  });

  it('AG42: by rules version 1, mission 7 was confirmed by the table, satellites and a docking', () => {
    const m7 = Table.started(PLAYERS.slice(0, 2), 7, 1).act({
      type: 'confirm',
      player: 1,
      what: 'satellites',
    });
    expect(apogee.view(m7.state, m7.at).board[1]?.done).toBe(false);
    m7.act({ type: 'confirm', player: 1, what: 'docking' });
    expect(apogee.view(m7.state, m7.at).board[1]?.done).toBe(true);
  });
});

describe('AG3 rounds', () => {
  it('A → B → C → next quarter; the mission is checked at the round’s end and all who completed it win', () => {
    const t = Table.started(PLAYERS.slice(0, 2), 1).buildAll(0).buildAll(1);
    t.act({ type: 'advance' });
    expect(t.state.phase).toBe('launch');
    t.act({ type: 'launch', player: 1, destination: 'leo' }).act({
      type: 'launchRolled',
      value: 9,
      source: 'hand',
    });
    t.act({ type: 'launch', player: 0, destination: 'leo' }).act({
      type: 'launchRolled',
      value: 7,
      source: 'hand',
    });
    t.act({ type: 'advance' });
    expect(t.state).toMatchObject({ phase: 'administration', stage: 'playing' });
    t.act({ type: 'advance' });
    expect(t.state).toMatchObject({ stage: 'over', winners: [0, 1] });
    expect(apogee.ending(t.state)).toMatchObject({ result: 'won by Ada, Bo', won: true });
    expect(t.refuse({ type: 'advance' }).code).toBe('game/over');
  });

  it('without a completed mission the next quarter begins in planning', () => {
    const t = Table.started()
      .act({ type: 'advance' })
      .act({ type: 'advance' })
      .act({ type: 'advance' });
    expect(t.state).toMatchObject({ quarter: 2, phase: 'planning', stage: 'playing' });
  });
});

describe('AG4 can it fly', () => {
  it('needs a First Stage, an Upper Stage and a Payload; thrust and mass are sums', () => {
    // Cy (authority 9 here) launches first, so Bo's turn has not come (AG47 would pass him).
    const [ada, bo, cy] = PLAYERS as [
      (typeof PLAYERS)[0],
      (typeof PLAYERS)[0],
      (typeof PLAYERS)[0],
    ];
    const t = Table.started([ada, bo, { ...cy, authority: 9 }])
      .buildAll(2)
      .buildAll(1, ROCKET.slice(0, 3))
      .act({ type: 'advance' });
    const view = apogee.view(t.state, t.at);
    expect(
      apogee.whyNot(view, { type: 'launch', player: 1, destination: 'leo' }, t.at),
    ).toMatchObject({
      code: 'launch/order',
    });
    expect(view.pads[1]).toMatchObject({
      thrust: 12,
      mass: 9,
      missing: 'the rocket needs at least one Payload to launch (AG4)',
    });
    const v1 = Table.started(PLAYERS, 2, 1)
      .buildAll(1, ROCKET.slice(0, 3))
      .act({ type: 'advance' });
    expect(v1.refuse({ type: 'launch', player: 1, destination: 'leo' })).toMatchObject({
      code: 'launch/incomplete',
      message: 'the rocket needs at least one Payload to launch (AG4)',
    });
  });

  it('a thrust of −3 is refused with a sentence', () => {
    const t = Table.started();
    expect(
      t.refuse({ type: 'build', player: 0, card: { kind: 'first', thrust: -3, mass: 2 } }),
    ).toMatchObject({
      code: 'card/value',
      message: "a card's thrust is a whole number from 0 to 20, not -3",
    });
  });

  it('a Mars launch the rocket cannot reach: the launch check’s reason', () => {
    const t = Table.started().buildAll(1).act({ type: 'advance' });
    const error = t.refuse({ type: 'launch', player: 1, destination: 'mars' });
    expect(error.code).toBe('launch/unreachable');
    expect(error.message).toBe('a performance of 1.5 cannot reach Mars: it needs 2.5 or more');
  });
});

describe('AG7 specialists', () => {
  it("the round's specialists change every launch's target, and end with the round", () => {
    const t = Table.started().buildAll(1);
    expect(apogee.view(t.state, t.at).pads[1]?.odds.leo.target).toBe(6);
    // AG7: Kathy Johnson adds 1 to the table's number, Katalina Tsiolkovsky subtracts 2.
    t.act({ type: 'specialists', list: ['kathy-johnson'] });
    expect(apogee.view(t.state, t.at).pads[1]?.odds.leo).toMatchObject({
      target: 7,
      chance: 6 / 12,
    });
    t.act({ type: 'specialists', list: ['katalina-tsiolkovsky'] });
    expect(apogee.view(t.state, t.at).pads[1]?.odds.leo.target).toBe(4);
    t.act({ type: 'advance' }).act({ type: 'advance' }).act({ type: 'advance' });
    expect(t.state.specialists).toEqual([]);
  });
});

describe('AG8 Heavy Version', () => {
  it('doubles the First Stages’ thrust; a second one is refused', () => {
    const heavy = { kind: 'rnd' as const, name: 'Heavy Version', thrust: 0, mass: 1, heavy: true };
    const t = Table.started().buildAll(0).act({ type: 'build', player: 0, card: heavy });
    expect(apogee.view(t.state, t.at).pads[0]).toMatchObject({ thrust: 30, mass: 15 });
    expect(t.refuse({ type: 'build', player: 0, card: heavy })).toMatchObject({
      code: 'build/second-heavy',
      message: 'only one Heavy Version can be built per rocket (AG8)',
    });
  });
});

describe('AG9 order and result', () => {
  it('launches go in decreasing authority; out of order or outside B is refused', () => {
    const t = Table.started().buildAll(0).buildAll(1).buildAll(2);
    expect(t.refuse({ type: 'launch', player: 1, destination: 'leo' }).code).toBe('launch/phase');
    t.act({ type: 'advance' });
    expect(t.refuse({ type: 'launch', player: 0, destination: 'leo' })).toMatchObject({
      code: 'launch/order',
      message:
        'Bo (authority 7) launches or passes before Ada: launches go in decreasing authority (AG9)',
    });
    t.act({ type: 'launch', player: 1, destination: 'leo' });
    expect(t.refuse({ type: 'pass', player: 2 }).code).toBe('launch/awaiting-die');
    t.act({ type: 'launchRolled', value: 2, source: 'hand' });
    expect(t.refuse({ type: 'launch', player: 1, destination: 'leo' }).code).toBe('launch/done');
    t.act({ type: 'pass', player: 2 }).act({ type: 'launch', player: 0, destination: 'leo' });
  });

  it('success empties the rocket but for reusable First Stages; failure leaves it as it was', () => {
    const reusable = {
      kind: 'rnd' as const,
      name: 'Reusable Launch System',
      thrust: 0,
      mass: 0,
      reusable: true,
    };
    const t = Table.started()
      .buildAll(1, [...ROCKET, reusable])
      .buildAll(2)
      .act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'leo' }).act({
      type: 'launchRolled',
      value: 6,
      source: 'hand',
    });
    expect(t.state.players[1]?.rocket.map((c) => c.kind)).toEqual(['first', 'first']);
    const before = t.state.players[2]?.rocket;
    t.act({ type: 'launch', player: 2, destination: 'leo' }).act({
      type: 'launchRolled',
      value: 5,
      source: 'hand',
    });
    expect(t.state.players[2]?.rocket).toEqual(before);
    expect(t.state.record.map((r) => [r.player, r.die, r.target, r.success])).toEqual([
      [1, 6, 6, true],
      [2, 5, 6, false],
    ]);
  });
});

describe('readings', () => {
  it('AG30: the mission is checked only when the round ends (out of C)', () => {
    const t = Table.started(PLAYERS.slice(0, 2), 1).buildAll(1).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'leo' }).act({
      type: 'launchRolled',
      value: 12,
      source: 'hand',
    });
    t.act({ type: 'advance' });
    expect(t.state.stage).toBe('playing');
    t.act({ type: 'advance' });
    expect(t.state).toMatchObject({ stage: 'over', winners: [1] });
  });

  it('AG31: names, colours and authority are distinct per player', () => {
    const same = [PLAYERS[0], { ...PLAYERS[1], authority: 3 }];
    expect(new Table().refuse({ type: 'newGame', players: same, mission: 1 }).code).toBe(
      'setup/authority',
    );
    expect(
      new Table().refuse({
        type: 'newGame',
        players: [PLAYERS[0], { ...PLAYERS[1], colour: 'blue' }],
        mission: 1,
      }).code,
    ).toBe('setup/colour');
    expect(
      new Table().refuse({
        type: 'newGame',
        players: [PLAYERS[0], { ...PLAYERS[1], colour: 'pink' }],
        mission: 1,
      }).code,
    ).toBe('setup/colour');
  });

  it('AG32: card features belong to the kind the rules print them on', () => {
    const t = Table.started();
    expect(
      t.refuse({
        type: 'build',
        player: 0,
        card: { kind: 'first', thrust: 1, mass: 1, heavy: true },
      }).code,
    ).toBe('card/feature');
    expect(
      t.refuse({
        type: 'build',
        player: 0,
        card: { kind: 'upper', thrust: 1, mass: 1, nuclearPulse: true },
      }).code,
    ).toBe('card/feature');
    expect(
      t.refuse({ type: 'build', player: 0, card: { kind: 'first', thrust: 21, mass: 1 } }).code,
    ).toBe('card/value');
  });

  it('AG33: a docking names a successful launch of an earlier round (missions 8, 9)', () => {
    const big = [
      { kind: 'first' as const, name: 'Nuclear', thrust: 20, mass: 4 },
      { kind: 'upper' as const, thrust: 9, mass: 2 },
      { kind: 'payload' as const, thrust: 1, mass: 2, astronauts: 3 },
    ];
    const t = Table.started(PLAYERS.slice(0, 2), 9).buildAll(1, big).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'mars' }).act({
      type: 'launchRolled',
      value: 12,
      source: 'hand',
    });
    expect(t.refuse({ type: 'confirm', player: 1, what: 'docking', launch: 0 }).code).toBe(
      'confirm/too-soon',
    );
    expect(t.refuse({ type: 'confirm', player: 1, what: 'docking' }).code).toBe('confirm/launch');
    t.act({ type: 'advance' }).act({ type: 'advance' }).act({ type: 'advance' });
    expect(t.state).toMatchObject({ stage: 'playing', quarter: 2, phase: 'launch' });
    expect(t.refuse({ type: 'confirm', player: 0, what: 'docking', launch: 0 }).code).toBe(
      'confirm/launch',
    );
    t.act({ type: 'confirm', player: 1, what: 'docking', launch: 0 });
    t.act({ type: 'advance' }).act({ type: 'advance' });
    expect(t.state).toMatchObject({ stage: 'over', winners: [1] });
  });

  it('AG34: mission 4 counts successes with different First Stage names', () => {
    const t = Table.started(PLAYERS.slice(0, 2), 4).buildAll(1).act({ type: 'advance' });
    const fly = () => {
      t.act({ type: 'launch', player: 1, destination: 'leo' }).act({
        type: 'launchRolled',
        value: 12,
        source: 'hand',
      });
      t.act({ type: 'advance' }).act({ type: 'advance' });
    };
    fly();
    t.buildAll(1).act({ type: 'advance' });
    fly();
    expect(apogee.view(t.state, t.at).board[1]?.goals[0]).toMatchObject({ have: 1, need: 2 });
    t.buildAll(1, [
      { ...ROCKET[0], name: 'Solid Rocket Booster' } as (typeof ROCKET)[0],
      ...ROCKET.slice(1),
    ]).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'leo' }).act({
      type: 'launchRolled',
      value: 12,
      source: 'hand',
    });
    t.act({ type: 'advance' }).act({ type: 'advance' });
    expect(t.state).toMatchObject({ stage: 'over', winners: [1] });
  });

  it('AG35: specialists are set before the round’s first launch, not after', () => {
    const t = Table.started().buildAll(1).act({ type: 'advance' });
    t.act({ type: 'specialists', list: ['mark-faget'] });
    t.act({ type: 'launch', player: 1, destination: 'leo' }).act({
      type: 'launchRolled',
      value: 1,
      source: 'hand',
    });
    expect(t.refuse({ type: 'specialists', list: [] }).code).toBe('specialists/launched');
    expect(t.refuse({ type: 'specialists', list: ['nobody'] }).code).toBe('specialists/launched');
  });

  it('AG36: cards are built in any phase but not on a rocket awaiting its die', () => {
    const t = Table.started()
      .buildAll(1)
      .act({ type: 'advance' })
      .act({ type: 'launch', player: 1, destination: 'leo' });
    expect(t.refuse({ type: 'build', player: 1, card: ROCKET[0] }).code).toBe('build/launching');
    t.act({ type: 'build', player: 0, card: ROCKET[0] });
    const id = t.state.players[0]?.rocket[0]?.id;
    t.act({ type: 'correct', player: 0, id, card: { ...ROCKET[0], thrust: 6 } });
    expect(t.state.players[0]?.rocket[0]).toMatchObject({ id, thrust: 6 });
    // Version 3: a card typed by mistake is struck off as a correction ("a built Technology
    // cannot be removed from a rocket": `remove` is refused, apogee-rules-3.test.ts).
    t.act({ type: 'correct', player: 0, id, mistake: true });
    expect(t.state.players[0]?.rocket).toEqual([]);
  });

  it('AG37: advancing out of B passes whoever has not launched; not while a die awaits', () => {
    const t = Table.started()
      .buildAll(1)
      .act({ type: 'advance' })
      .act({ type: 'launch', player: 1, destination: 'leo' });
    expect(t.refuse({ type: 'advance' }).code).toBe('launch/awaiting-die');
    t.act({ type: 'launchRolled', value: 3, source: 'hand' }).act({ type: 'advance' });
    expect(t.state.acted).toEqual(['passed', 'launched', 'passed']);
  });

  it('AG38: undo puts back the last action; a box die cannot be undone', () => {
    const t = Table.started()
      .buildAll(1)
      .act({ type: 'advance' })
      .act({ type: 'launch', player: 1, destination: 'leo' });
    const declared = t.state;
    t.act({ type: 'launchRolled', value: 4, source: 'hand' }).act({ type: 'undo' });
    expect({ ...t.state, undo: [] }).toEqual({ ...declared, undo: [] });
    t.act({ type: 'undo' });
    expect(t.state.awaiting).toBeNull();
    t.act({ type: 'launch', player: 1, destination: 'leo' }).act({
      type: 'launchRolled',
      value: 4,
      source: 'box',
    });
    expect(t.refuse({ type: 'undo' }).code).toBe('undo/nothing');
  });

  it('AG38: undo of the round’s end reopens a game that was over', () => {
    const t = Table.started(PLAYERS.slice(0, 2), 5).act({
      type: 'confirm',
      player: 0,
      what: 'investors',
    });
    t.act({ type: 'advance' }).act({ type: 'advance' }).act({ type: 'advance' });
    expect(t.state.stage).toBe('over');
    t.act({ type: 'undo' });
    expect(t.state).toMatchObject({ stage: 'playing', phase: 'administration', winners: null });
  });

  it('AG40: the clock counts only time played, pauses excluded', () => {
    const t = Table.started(PLAYERS, 2);
    const started = t.at;
    t.act({ type: 'pause' });
    const paused = t.at;
    expect(apogee.boxClock?.(t.state, paused + 60_000)).toEqual({
      remainingMs: 1_200_000 - (paused - started),
      running: false,
    });
    t.at += 60_000;
    t.act({ type: 'resume' });
    expect(apogee.view(t.state, t.at + 5000).played).toBe(paused - started + 5000);
  });
});

describe('the box', () => {
  it('START starts, advances and, held, pauses; ROLL rolls the d12 of the launch awaiting it', () => {
    const t = new Table().act({ type: 'newGame', players: PLAYERS, mission: 2 });
    expect(apogee.lamps(t.state, ctx(T0))).toEqual(['START']);
    expect(apogee.press(t.state, 'START', 'PRESS', ctx(T0))).toMatchObject({
      does: 'act',
      actions: [{ type: 'start' }],
    });
    t.act({ type: 'start' }).buildAll(1);
    expect(apogee.press(t.state, 'START', 'PRESS', ctx(T0))).toMatchObject({
      does: 'act',
      actions: [{ type: 'advance' }],
    });
    expect(apogee.press(t.state, 'START', 'LONG', ctx(T0))).toMatchObject({
      does: 'act',
      actions: [{ type: 'pause' }],
    });
    expect(apogee.press(t.state, 'ROLL', 'PRESS', ctx(T0))).toMatchObject({
      does: 'nothing',
      error: { code: 'launch/none' },
    });
    t.act({ type: 'advance' }).act({ type: 'launch', player: 1, destination: 'leo' });
    expect(apogee.lamps(t.state, ctx(T0))).toEqual(['ROLL']);
    expect(apogee.press(t.state, 'ROLL', 'PRESS', ctx(T0))).toEqual({
      does: 'roll',
      dice: { count: 1, sides: 12 },
    });
    expect(apogee.diceRolled(t.state, [9], T0)).toEqual([
      { type: 'launchRolled', at: T0, value: 9, source: 'box' },
    ]);
    expect(apogee.faceShown({ type: 'launchRolled', at: T0, value: 11, source: 'hand' })).toBe(11);
    expect(apogee.beeps(t.state)).toEqual([]);
  });

  it('plan: a launch without a value is declared, then the box rolls; with a value it plays at once', () => {
    const t = Table.started().buildAll(1).act({ type: 'advance' });
    expect(apogee.plan(t.state, { type: 'launch', player: 1, destination: 'leo' }, T0)).toEqual({
      ok: true,
      actions: [{ type: 'launch', at: T0, player: 1, destination: 'leo' }],
    });
    expect(
      apogee.plan(t.state, { type: 'launch', player: 0, destination: 'leo' }, T0),
    ).toMatchObject({ ok: false, error: { code: 'launch/order' } });
    t.act({ type: 'launch', player: 1, destination: 'leo' });
    expect(apogee.plan(t.state, { type: 'launch', player: 1, destination: 'leo' }, T0)).toEqual({
      ok: true,
      roll: { count: 1, sides: 12 },
    });
    expect(apogee.plan(t.state, { type: 'roll' }, T0)).toEqual({
      ok: true,
      roll: { count: 1, sides: 12 },
    });
    expect(apogee.whyNot(apogee.view(t.state, T0), { type: 'advance' }, T0)?.code).toBe(
      'launch/awaiting-die',
    );
  });

  it('the log tells the game', () => {
    const t = Table.started(PLAYERS.slice(0, 2), 1).buildAll(1).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'leo' }).act({
      type: 'launchRolled',
      value: 6,
      source: 'box',
    });
    t.act({ type: 'advance' }).act({ type: 'advance' });
    const told = apogee.tell(t.log);
    expect(told.refused).toBe(0);
    expect(told.lines).toContain('Q1 B  Bo to LEO: rolled 6 (box), 6 needed: success');
    expect(told.summary).toEqual(['mission 1, quarter 1', '1 launches, 1 successful', 'won by Bo']);
    expect(reduce(lobbyState(), { type: 'clock', at: T0 }).ok).toBe(false);
  });
});

describe('AG2 mission 8, AG39 and the round’s specialists in the record', () => {
  /** ROCKET with two more astronauts: four on board (AG32: Manned Flight on R&D). */
  const CREWED = [...ROCKET, { kind: 'rnd' as const, thrust: 0, mass: 0, astronauts: 2 }];

  /** Moon landings of `cards` in quarters 1 and 3, the first docked in quarter 2 (AG45: one sequence a round). */
  function twoLandings(cards: typeof CREWED) {
    const t = Table.started(PLAYERS.slice(0, 2), 8).buildAll(1, cards).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'moon' });
    t.act({ type: 'launchRolled', value: 12, source: 'hand' });
    t.act({ type: 'advance' }).act({ type: 'advance' }).act({ type: 'advance' });
    t.act({ type: 'confirm', player: 1, what: 'docking', launch: 0 });
    t.act({ type: 'advance' }).act({ type: 'advance' });
    t.buildAll(1, cards).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'moon' });
    t.act({ type: 'launchRolled', value: 12, source: 'hand' });
    t.act({ type: 'advance' }).act({ type: 'advance' });
    return t;
  }

  it('mission 8: two human launches to the Moon with 4 astronauts, each docked in a later round', () => {
    const t = twoLandings(CREWED);
    expect(t.state.record.map((launch) => launch.astronauts)).toEqual([4, 4]);
    // Two landings, one docked: not yet.
    expect(t.state.stage).toBe('playing');
    expect(apogee.view(t.state, t.at).board[1]?.done).toBe(false);
    t.act({ type: 'advance' });
    t.act({ type: 'confirm', player: 1, what: 'docking', launch: 1 });
    t.act({ type: 'advance' }).act({ type: 'advance' });
    expect(t.state).toMatchObject({ stage: 'over', winners: [1], quarter: 4 });
  });

  it('mission 8 is not done with 3 astronauts on board, both landings docked', () => {
    const three = [...ROCKET, { kind: 'rnd' as const, thrust: 0, mass: 0, astronauts: 1 }];
    const t = twoLandings(three);
    expect(t.state.record.map((launch) => launch.astronauts)).toEqual([3, 3]);
    t.act({ type: 'advance' });
    t.act({ type: 'confirm', player: 1, what: 'docking', launch: 1 });
    t.act({ type: 'advance' }).act({ type: 'advance' }).act({ type: 'advance' });
    expect(t.state.stage).toBe('playing');
    expect(apogee.view(t.state, t.at).board[1]?.done).toBe(false);
  });

  it('AG39: the record keeps the thrust and mass the check used (Mark Faget, Diane Dyson)', () => {
    const nuclear = [
      { kind: 'first' as const, thrust: 5, mass: 4, nuclearPulse: true },
      { kind: 'first' as const, thrust: 5, mass: 4, nuclearPulse: true },
      { kind: 'upper' as const, thrust: 2, mass: 1 },
      { kind: 'payload' as const, thrust: 8, mass: 5 },
    ];
    const t = Table.started(PLAYERS.slice(0, 2), 2).buildAll(1, nuclear);
    t.act({ type: 'specialists', list: ['mark-faget', 'diane-dyson'] }).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'leo' });
    t.act({ type: 'launchRolled', value: 12, source: 'hand' });
    // Printed 20/14; Diane Dyson adds 1 per Nuclear Pulse stage, Mark Faget takes 1 off the mass.
    expect(t.state.record[0]).toMatchObject({ thrust: 22, mass: 13, target: 5 });
  });
});

describe('the cues', () => {
  it('a launch declared, its die a hit or a miss, and the mission won', () => {
    const t = Table.started(PLAYERS.slice(0, 2), 1).buildAll(1).act({ type: 'advance' });
    const seen = () => apogee.view(t.state, t.at);
    let before = seen();
    t.act({ type: 'launch', player: 1, destination: 'leo' });
    expect(cues(before, seen())).toEqual(['launch']);
    before = seen();
    t.act({ type: 'launchRolled', value: 1, source: 'hand' });
    expect(cues(before, seen())).toEqual(['miss']);
    t.act({ type: 'advance' }).act({ type: 'advance' }).act({ type: 'advance' });
    t.act({ type: 'launch', player: 1, destination: 'leo' });
    before = seen();
    t.act({ type: 'launchRolled', value: 12, source: 'hand' });
    expect(cues(before, seen())).toEqual(['hit']);
    t.act({ type: 'advance' });
    before = seen();
    t.act({ type: 'advance' });
    expect(cues(before, seen())).toEqual(['win']);
    expect(cues(null, seen())).toEqual([]);
  });
});
