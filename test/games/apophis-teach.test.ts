// Learn by playing, Apophis's first round (src/games/apophis/teach.ts, READINGS.md R24): the steps
// as the rules give them, the clock held while the pitch is read, the box lighting only the step's
// buttons, skip at any step, and a teaching log replayed to the same step. Rules quoted from
// ../shared/RULES.md.
import { describe, expect, it } from 'vitest';
import type { Action } from '../../src/games/apophis/actions.ts';
import { actions as a } from '../../src/games/apophis/creators.ts';
import { apophis } from '../../src/games/apophis/index.ts';
import { reduce, replay } from '../../src/games/apophis/reducer.ts';
import { lobbyState, type TableState, timeLeft } from '../../src/games/apophis/state.ts';
import { TEACH_PLAN, teachStep } from '../../src/games/apophis/teach.ts';
import { viewOf, whyNot } from '../../src/games/apophis/view.ts';
import { TEACH_REFUSALS } from '../../src/games/kit/teach.ts';
import { checkCommand } from '../../src/messages.ts';
import { firstTable, step } from '../../src/table/core.ts';
import { isTeachSetUp, teaches } from '../../src/teach.ts';

const T0 = 1_700_000_000_000;

/** Each action applied in turn, every one accepted; the log is kept to replay. */
function playing(...actions: Action[]): { state: TableState; log: Action[] } {
  let state = lobbyState();
  for (const action of actions) {
    const applied = reduce(state, action);
    if (!applied.ok) throw new Error(`${action.type} refused: ${applied.error.message}`);
    state = applied.state;
  }
  return { state, log: actions };
}

const taught = a.newGame(T0, { players: 2, variant: 'basic', timerSeconds: 300, teach: true });
const press = (state: TableState, button: 'START' | 'OK' | 'ROLL' | 'SCRAP', at: number) =>
  apophis.press(state, button, 'PRESS', { at, armed: null });
const lamps = (state: TableState, at: number) => apophis.lamps(state, { at, armed: null });
const ALL_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

/** The first round played as the steps ask: tapped through, Y2 then R2, the four suits. */
function toTheLaunch(): { state: TableState; log: Action[] } {
  return playing(
    taught,
    a.teach(T0 + 20_000, 'next'),
    a.teach(T0 + 45_000, 'next'),
    a.build(T0 + 55_000, 'Y2'),
    a.build(T0 + 65_000, 'R2'),
    a.suits(T0 + 80_000, [...ALL_SUITS]),
  );
}

describe('Apophis teaches its first round (R24)', () => {
  it('a newGame with teach: true opens on the pitch, step 1 of 6; without it there is none', () => {
    const { state } = playing(taught);
    expect(teachStep(state)).toEqual({
      id: 'pitch',
      index: 0,
      count: TEACH_PLAN.length,
      next: 'tap',
      lit: ['START'],
    });
    expect(viewOf(state, T0).teach?.id).toBe('pitch');
    const plain = playing(a.newGame(T0, { players: 2, variant: 'basic' })).state;
    expect(plain.teach ?? null).toBeNull();
    expect('teach' in plain, 'a game without a teaching keeps no field for it').toBe(false);
    expect(viewOf(plain, T0).teach).toBeNull();
  });

  it('the steps are the pitch, the pieces (R1–R3), the fuel (R12), the warhead (R14), the suits (R9), the launch (R13)', () => {
    expect(TEACH_PLAN.map((s) => `${s.id}:${s.next}`)).toEqual([
      'pitch:tap',
      'pieces:tap',
      'fuel:play',
      'warhead:play',
      'suits:play',
      'launch:play',
    ]);
  });

  it('R24: no time runs while the pitch is read; the last Next starts the clock at its moment', () => {
    let { state } = playing(taught, a.teach(T0 + 20_000, 'next'));
    expect(state.phase).toBe('lobby');
    expect(state.timer.deadline).toBeNull();
    expect(timeLeft(state, T0 + 40_000)).toBe(300_000);
    state = playing(taught, a.teach(T0 + 20_000, 'next'), a.teach(T0 + 45_000, 'next')).state;
    expect(state.phase).toBe('running');
    // R6: the whole timer is left when the first play step begins.
    expect(state.timer.deadline).toBe(T0 + 45_000 + 300_000);
    expect(teachStep(state)?.id).toBe('fuel');
  });

  it('R24: on a tap step START and OK on the box mean Next; START itself waits for the pitch', () => {
    const { state } = playing(taught);
    expect(press(state, 'START', T0 + 1)).toEqual({
      does: 'act',
      actions: [a.teach(T0 + 1, 'next')],
    });
    expect(press(state, 'OK', T0 + 1)).toEqual({ does: 'act', actions: [a.teach(T0 + 1, 'next')] });
    const refused = reduce(state, a.start(T0 + 1));
    expect(refused.ok ? null : refused.error.code).toBe('teach/tap');
    expect(whyNot(viewOf(state, T0), { type: 'start' }, T0)?.code).toBe('teach/tap');
  });

  it('R24: the box lights only the step’s buttons (START on the pitch, none while building, ROLL at the launch)', () => {
    expect(lamps(playing(taught).state, T0)).toEqual(['START']);
    const building = playing(taught, a.teach(T0 + 1, 'next'), a.teach(T0 + 2, 'next')).state;
    // Without the teaching the running table lights SHUFFLE (R11); the step names no button.
    expect(lamps({ ...building, teach: null }, T0 + 3)).toEqual(['SHUFFLE']);
    expect(lamps(building, T0 + 3)).toEqual([]);
    const launching = toTheLaunch().state;
    expect(launching.phase).toBe('launching');
    expect(teachStep(launching)).toMatchObject({ id: 'launch', lit: ['ROLL'] });
    expect(lamps(launching, T0 + 81_000)).toEqual(['ROLL']);
  });

  it('R8, R9, R13, R14: the first round played to its launch ends the teaching; the game goes on', () => {
    let { state } = playing(taught, a.teach(T0 + 1, 'next'), a.teach(T0 + 2, 'next'));
    const steps: (string | undefined)[] = [teachStep(state)?.id];
    for (const action of [a.build(T0 + 10_000, 'Y2'), a.build(T0 + 20_000, 'R2')]) {
      state = (reduce(state, action) as { state: TableState }).state;
      steps.push(teachStep(state)?.id);
    }
    // R9: the suits over two turns; the fourth launches the rocket at once.
    state = (reduce(state, a.suits(T0 + 30_000, ['spades', 'hearts'])) as { state: TableState })
      .state;
    steps.push(teachStep(state)?.id);
    state = (reduce(state, a.suits(T0 + 40_000, ['diamonds', 'clubs'])) as { state: TableState })
      .state;
    steps.push(teachStep(state)?.id);
    expect(steps).toEqual(['fuel', 'warhead', 'suits', 'suits', 'launch']);
    // "Next" is not how a played step moves on.
    const next = reduce(state, a.teach(T0 + 41_000, 'next'));
    expect(next.ok ? null : next.error.code).toBe('teach/play');
    // Worded once for every game, in the kit (the screens ask the view: the same sentence).
    expect(next.ok ? null : next.error.message).toBe(TEACH_REFUSALS['teach/play'].en);
    expect(whyNot(viewOf(state, T0 + 41_000), { type: 'teach', do: 'next' }, T0 + 41_000)).toEqual({
      code: 'teach/play',
      message: TEACH_REFUSALS['teach/play'].en,
    });
    // R13: 4 + Apophis 3 + blue 0 = 7 hits; R14: 5 + red 2 = 7 damages.
    for (const value of [4, 5]) {
      state = (reduce(state, a.roll(T0 + 50_000, value, 'box')) as { state: TableState }).state;
    }
    expect(state.apophis).toMatchObject({ value: 2, damages: 1, deflections: 1 });
    expect(teachStep(state)).toBeNull();
    expect(viewOf(state, T0 + 50_000).teach).toBeNull();
    // The game goes on as a normal one: the lamps are the game's again (R11: SHUFFLE).
    expect(state.phase).toBe('running');
    expect(lamps(state, T0 + 51_000)).toEqual(['SHUFFLE']);
    expect(reduce(state, a.build(T0 + 52_000, 'Y3')).ok).toBe(true);
  });

  it('R22: an undone build puts the table back a step', () => {
    const { state } = playing(
      taught,
      a.teach(T0 + 1, 'next'),
      a.teach(T0 + 2, 'next'),
      a.build(T0 + 3, 'Y2'),
    );
    expect(teachStep(state)?.id).toBe('warhead');
    const undone = (reduce(state, a.undo(T0 + 4)) as { state: TableState }).state;
    expect(teachStep(undone)?.id).toBe('fuel');
  });

  it('skip at any step: from the middle the game goes on; on the pitch the lobby is a plain one', () => {
    const middle = toTheLaunch().state;
    const skipped = (reduce(middle, a.teach(T0 + 81_000, 'skip')) as { state: TableState }).state;
    expect(teachStep(skipped)).toBeNull();
    expect(skipped.phase).toBe('launching');
    expect(lamps(skipped, T0 + 81_000)).toEqual(['ROLL']);
    const again = reduce(skipped, a.teach(T0 + 82_000, 'skip'));
    expect(again.ok ? null : again.error.code).toBe('teach/none');
    expect(again.ok ? null : again.error.message).toBe(TEACH_REFUSALS['teach/none'].en);

    const pitch = (reduce(playing(taught).state, a.teach(T0 + 5, 'skip')) as { state: TableState })
      .state;
    expect(pitch.phase).toBe('lobby');
    expect(press(pitch, 'START', T0 + 6)).toEqual({ does: 'act', actions: [a.start(T0 + 6)] });
  });

  it('R20: a game lost while teaching ends the teaching', () => {
    const { state } = toTheLaunch();
    const lost = (reduce(state, a.clock(T0 + 45_000 + 300_000)) as { state: TableState }).state;
    expect(lost.phase).toBe('lost');
    expect(teachStep(lost)).toBeNull();
  });

  it('a teaching log replayed finds the table on the same step (and a log without it, none)', () => {
    const live = toTheLaunch();
    const replayed = replay(live.log);
    expect(replayed.refused).toEqual([]);
    expect(teachStep(replayed.state)).toEqual(teachStep(live.state));
    expect(replayed.state).toEqual(live.state);
    const plain = replay([a.newGame(T0, { players: 2, variant: 'basic' }), a.start(T0 + 1)]);
    expect(plain.state.teach ?? null).toBeNull();
  });
});

describe('the service asks for a teaching start without knowing the game', () => {
  it('`{type: newGame, game, teach: true}` is the set-up as it stands, taught', () => {
    expect(isTeachSetUp({ type: 'newGame', game: 'apophis', teach: true })).toBe(true);
    expect(isTeachSetUp({ type: 'newGame', game: 'apophis', teach: false })).toBe(false);
    expect(isTeachSetUp({ type: 'newGame', game: 'apophis', teach: true, players: 2 })).toBe(false);
    expect(teaches(apophis)).toBe(true);
    expect(teaches({ commandSchemas: { newGame: { properties: { players: {} } } } })).toBe(false);
    const games = { apophis };
    expect(checkCommand({ type: 'newGame', game: 'apophis', teach: true }, apophis, games).ok).toBe(
      true,
    );
    // The table's set-up (three players on 8 minutes) is kept.
    const table = firstTable(
      apophis,
      { type: 'newGame', players: 3, variant: 'basic', timerSeconds: 480 },
      T0,
    );
    const effects = step(table, {
      kind: 'command',
      command: { type: 'newGame', game: 'apophis', teach: true },
      at: T0 + 1,
      armed: null,
      game: apophis,
    });
    const adopted = effects.effects.find((e) => e.type === 'adopt');
    const state = (adopted as { table: { state: TableState } } | undefined)?.table.state;
    expect(state).toMatchObject({ players: 3, timerSeconds: 480, teach: { tapped: 0 } });
  });
});
