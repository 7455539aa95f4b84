// Learn by playing (issue 34, AG52): Apogee's teaching start walks the first quarter with the
// real cards, the box lighting only the next thing to press, skippable at any step; a replayed
// log is on the same step.
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { apogee } from '../../src/games/apogee/index.ts';
import { replay } from '../../src/games/apogee/reducer.ts';
import { TEACH_PLAN } from '../../src/games/apogee/teach.ts';
import { TEACH_REFUSALS } from '../../src/games/kit/teach.ts';
import { PLAYERS, ROCKET, Table } from './apogee-fixtures.ts';

const ctx = (at: number) => ({ at, armed: null });

/** A teaching game of mission 1 (the demo's), set up as the phone's command makes it. */
function teaching(): Table {
  const lobby = new Table().act({ type: 'newGame', players: PLAYERS, mission: 4, version: 3 });
  // The convention's demo preset (mission 1, the Directors kept), started with its teaching.
  const demo = apogee.demoSetUp?.(lobby.state);
  if (demo?.type !== 'newGame') throw new Error('no demo preset');
  expect(demo.mission).toBe(1);
  const planned = apogee.plan(lobby.state, { ...demo, teach: true }, 1);
  if (!planned.ok || !('actions' in planned)) throw new Error('newGame not planned');
  const newGame = planned.actions[0];
  expect(newGame).toMatchObject({ type: 'newGame', mission: 1, teach: true });
  return new Table().act({ ...newGame, type: 'newGame' });
}

const step = (table: Table) => apogee.teachStep?.(table.state, table.at) ?? null;

describe('AG52 a teaching start (Apogee)', () => {
  it('is in the schemas: newGame with teach, and the teach command and action', () => {
    const players = PLAYERS;
    expect(
      Value.Check(apogee.commandSchemas.newGame as TSchema, {
        type: 'newGame',
        players,
        mission: 1,
        teach: true,
      }),
    ).toBe(true);
    expect(Value.Check(apogee.commandSchemas.teach as TSchema, { type: 'teach', do: 'next' })).toBe(
      true,
    );
    expect(
      Value.Check(apogee.commandSchemas.teach as TSchema, { type: 'teach', do: 'later' }),
    ).toBe(false);
    expect(
      Value.Check(apogee.actionSchemas.teach as TSchema, { type: 'teach', do: 'skip', at: 1 }),
    ).toBe(true);
    expect(
      Value.Check(apogee.actionSchemas.newGame as TSchema, {
        type: 'newGame',
        at: 1,
        players,
        mission: 1,
        version: 3,
        teach: true,
      }),
    ).toBe(true);
  });

  it('a game set up without it (an old log too) has no teaching: no step, lamps as before', () => {
    const table = Table.started(PLAYERS, 1);
    expect(table.state.teach).toBeUndefined();
    expect(step(table)).toBeNull();
    expect(apogee.view(table.state, table.at).teach).toBeNull();
    expect(apogee.lamps(table.state, ctx(table.at))).toEqual(['START']);
    expect(table.refuse({ type: 'teach', do: 'next' })).toMatchObject({
      code: 'teach/none',
      message: 'no teaching is on: the game goes on as a normal one',
    });
    // OK still does nothing in Apogee.
    expect(apogee.press(table.state, 'OK', 'PRESS', ctx(table.at)).does).toBe('nothing');
  });

  it('walks the first quarter: pitch and pad on OK, then START through A, B and C, and ends', () => {
    const table = teaching();
    expect(step(table)).toEqual({ id: 'pitch', index: 0, count: 6, next: 'tap', lit: ['OK'] });
    expect(apogee.view(table.state, table.at).teach?.id).toBe('pitch');
    // The box lights OK alone (START would start the clock: not the next thing to press).
    expect(apogee.lamps(table.state, ctx(table.at))).toEqual(['OK']);
    const ok = apogee.press(table.state, 'OK', 'PRESS', ctx(table.at));
    expect(ok).toEqual({ does: 'act', actions: [{ type: 'teach', do: 'next', at: table.at }] });
    table.act({ type: 'teach', do: 'next' });
    expect(step(table)?.id).toBe('pad');
    table.act({ type: 'teach', do: 'next' });
    expect(step(table)).toMatchObject({ id: 'start', next: 'play', lit: ['START'] });
    expect(apogee.lamps(table.state, ctx(table.at))).toEqual(['START']);
    // A play step is played, not tapped: "Next" is refused with a sentence, the state unchanged.
    expect(table.refuse({ type: 'teach', do: 'next' })).toMatchObject({ code: 'teach/play' });
    expect(apogee.press(table.state, 'OK', 'PRESS', ctx(table.at)).does).toBe('nothing');
    table.act({ type: 'start' });
    expect(step(table)?.id).toBe('planning');
    // A card built on the phone in A: the companion referees it, the step stays on A.
    table.act({ type: 'build', player: 1, card: ROCKET[0] });
    expect(step(table)?.id).toBe('planning');
    table.act({ type: 'advance' });
    expect(step(table)).toMatchObject({ id: 'launch', lit: ['START', 'ROLL'] });
    // Nobody can fly yet: every Director was passed at once (AG47); START is what lights.
    expect(apogee.lamps(table.state, ctx(table.at))).toEqual(['START']);
    table.act({ type: 'advance' });
    expect(step(table)?.id).toBe('administration');
    table.act({ type: 'advance' });
    expect(table.state.quarter).toBe(2);
    expect(step(table)).toBeNull();
    expect(apogee.lamps(table.state, ctx(table.at))).toEqual(['START']);
    expect(table.refuse({ type: 'teach', do: 'skip' })).toMatchObject({ code: 'teach/none' });
  });

  it('in B with a rocket on the pad, ROLL lights for the declared launch, then START', () => {
    const table = teaching();
    table.act({ type: 'teach', do: 'next' }).act({ type: 'teach', do: 'next' });
    table.act({ type: 'start' }).buildAll(1).act({ type: 'advance' });
    expect(step(table)?.id).toBe('launch');
    table.act({ type: 'launch', player: 1, destination: 'leo' });
    expect(apogee.lamps(table.state, ctx(table.at))).toEqual(['ROLL']);
    table.act({ type: 'launchRolled', value: 9, source: 'box' });
    expect(step(table)?.id).toBe('launch');
  });

  it('skips from a middle step; the game goes on as a normal one; a replay is on the same step', () => {
    const table = teaching();
    table.act({ type: 'teach', do: 'next' }).act({ type: 'teach', do: 'next' });
    table.act({ type: 'start' });
    expect(step(table)?.id).toBe('planning');
    // The same log replayed (a restart): the same step.
    expect(apogee.teachStep?.(replay(table.log).state, table.at)?.id).toBe('planning');
    table.act({ type: 'teach', do: 'skip' });
    expect(step(table)).toBeNull();
    expect(replay(table.log).state.teach).toEqual({ tapped: 2, skipped: true });
    table.act({ type: 'advance' });
    expect(table.state.phase).toBe('launch');
    expect(apogee.lamps(table.state, ctx(table.at))).toEqual(['START']);
  });

  it('an undo puts back the table, not a step tapped through', () => {
    const table = teaching();
    table.act({ type: 'teach', do: 'next' }).act({ type: 'teach', do: 'next' });
    table.act({ type: 'start' }).act({ type: 'build', player: 0, card: ROCKET[0] });
    table.act({ type: 'advance' });
    expect(step(table)?.id).toBe('launch');
    table.act({ type: 'undo' });
    expect(step(table)?.id).toBe('planning');
    expect(table.state.teach).toEqual({ tapped: 2, skipped: false });
  });

  it('the screens ask the same refusals (whyNot) and word them in both languages', () => {
    const table = teaching();
    const view = apogee.view(table.state, table.at);
    expect(apogee.whyNot(view, { type: 'teach', do: 'next' }, table.at)).toBeNull();
    table.act({ type: 'teach', do: 'next' }).act({ type: 'teach', do: 'next' });
    const played = apogee.view(table.state, table.at);
    expect(apogee.whyNot(played, { type: 'teach', do: 'next' }, table.at)?.code).toBe('teach/play');
    expect(apogee.whyNot(played, { type: 'teach', do: 'skip' }, table.at)).toBeNull();
    expect(apogee.describe({ type: 'teach', do: 'skip', at: 1 })).toBe('teaching skipped');
    expect(TEACH_REFUSALS['teach/play']).toEqual({
      en: 'this step moves on when the table does it: play it, or skip the teaching',
      fr: 'cette étape avance quand la table la joue\u202f: jouez-la, ou passez l’apprentissage',
    });
  });

  it('the plan cites its steps in order and lights only the box buttons Apogee uses', () => {
    expect(TEACH_PLAN.map((s) => s.id)).toEqual([
      'pitch',
      'pad',
      'start',
      'planning',
      'launch',
      'administration',
    ]);
    for (const s of TEACH_PLAN) for (const b of s.lit) expect(['OK', 'START', 'ROLL']).toContain(b);
  });
});
