// Apogee played through the real service with a scripted box on a pty: a whole game of
// mission 2 on a v2 box (START moves the phases, cards come from the screen's commands, the
// box rolls the d12), replayed from its log; and a v1 box, which cannot roll a d12.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRegistry } from '../../src/game.ts';
import type { Action } from '../../src/games/apogee/actions.ts';
import { apogee } from '../../src/games/apogee/index.ts';
import type { ApogeeState } from '../../src/games/apogee/state.ts';
import { GAMES } from '../../src/games/index.ts';
import type { ScriptedBoxOptions } from '../serial/scripted-box.ts';
import { type BoxTable, boxTable } from './box-table.ts';
import { Screen, waitUntil } from './harness.ts';

const WITH_APOGEE: GameRegistry = { ...GAMES, apogee };
const V2: ScriptedBoxOptions = { protocol: 2, firmware: '2.0.0' };
const PLAYERS = [
  { name: 'Ada', colour: 'blue', authority: 3 },
  { name: 'Bo', colour: 'red', authority: 7 },
];
const ROCKET = [
  { kind: 'first', name: 'Liquid Hydrogen Rocket Engine', thrust: 5, mass: 4 },
  { kind: 'first', name: 'Liquid Hydrogen Rocket Engine', thrust: 5, mass: 4 },
  { kind: 'upper', name: 'Ion Thruster', thrust: 2, mass: 1 },
  { kind: 'payload', name: 'Big Space Shuttle', thrust: 8, mass: 5 },
];

let rig: BoxTable | null = null;
let screen: Screen | null = null;

afterEach(async () => {
  screen?.close();
  await rig?.close();
  rig = screen = null;
});

async function apogeeTable(box: ScriptedBoxOptions) {
  rig = await boxTable({ box, games: WITH_APOGEE });
  screen = await Screen.open(rig.service.url);
  const { service } = rig;
  expect(
    await screen.command({ type: 'newGame', game: 'apogee', players: PLAYERS, mission: 2 }),
  ).toMatchObject({ ok: true });
  await waitUntil(
    'the Apogee lobby',
    () =>
      (service.app.table.state as ApogeeState).stage === 'lobby' &&
      service.app.table.module.id === 'apogee',
  );
  rig.box.press('START');
  await waitUntil(
    'the game to run',
    () => (service.app.table.state as ApogeeState).stage === 'playing',
  );
  return { ...rig, screen, state: () => service.app.table.state as ApogeeState };
}

describe('Apogee on the table', () => {
  it('a whole game of mission 2 on a v2 box, replayed from its log', async () => {
    const t = await apogeeTable(V2);
    const phase = async (expected: string) =>
      waitUntil(`phase ${expected}`, () => t.state().phase === expected);
    const build = async (player: number) => {
      for (const card of ROCKET)
        expect(await t.screen.command({ type: 'build', player, card })).toMatchObject({ ok: true });
    };
    const flyBo = async (value: number) => {
      expect(
        await t.screen.command({ type: 'launch', player: 1, destination: 'leo' }),
      ).toMatchObject({ ok: true });
      await waitUntil('DICE 1 12 at the box', () => t.box.dice.sides === 12);
      const flown = t.state().record.length;
      t.box.press('ROLL');
      t.box.roll(value);
      await waitUntil('the launch rolled', () => t.state().record.length > flown);
    };
    const nextRound = async () => {
      t.box.press('START');
      await phase('administration');
      t.box.press('START');
    };

    // Quarter 1: both build; Bo (authority 7) launches first and succeeds, Ada passes.
    await build(0);
    await build(1);
    t.box.press('START');
    await phase('launch');
    const early = await t.screen.command({ type: 'launch', player: 0, destination: 'leo' });
    expect(early).toMatchObject({ ok: false });
    await flyBo(9);
    expect(t.state().record.at(-1)).toMatchObject({
      player: 1,
      die: 9,
      target: 6,
      success: true,
      source: 'box',
    });
    expect(t.state().players[1]?.rocket).toEqual([]);
    expect(
      await t.screen.command({ type: 'launch', player: 0, destination: 'mars' }),
    ).toMatchObject({ ok: false });
    expect(await t.screen.command({ type: 'pass', player: 0 })).toMatchObject({ ok: true });
    await nextRound();
    await waitUntil('quarter 2', () => t.state().quarter === 2 && t.state().phase === 'planning');

    // Quarter 2: Bo builds again, fails once; quarter 3 he succeeds and wins at the round's end.
    await build(1);
    t.box.press('START');
    await phase('launch');
    await flyBo(2);
    expect(t.state().record.at(-1)).toMatchObject({ success: false });
    expect(t.state().players[1]?.rocket).toHaveLength(4);
    await nextRound();
    await waitUntil('quarter 3', () => t.state().quarter === 3 && t.state().phase === 'planning');
    t.box.press('START');
    await phase('launch');
    await flyBo(12);
    await nextRound();
    await waitUntil('the game over', () => t.state().stage === 'over');
    expect(t.state().winners).toEqual([1]);
    await waitUntil(
      'the screens told',
      () => (t.screen.state() as unknown as { status: string }).status === 'over',
    );

    const id = t.service.app.table.gameId as string;
    const record = await t.service.store.read(id);
    expect(record.module).toBe(apogee);
    expect(record.refused).toEqual([]);
    expect(record.state).toEqual(t.state());
    expect(apogee.tell(record.actions as Action[]).summary).toEqual([
      'mission 2, quarter 3',
      '3 launches, 2 successful',
      'won by Bo',
    ]);
  });

  it('a v1 box cannot roll the d12: the screens say so, and a typed die plays', async () => {
    const t = await apogeeTable({});
    for (const card of ROCKET)
      expect(await t.screen.command({ type: 'build', player: 1, card })).toMatchObject({
        ok: true,
      });
    t.box.press('START');
    await waitUntil('the launch phase', () => t.state().phase === 'launch');
    expect(await t.screen.command({ type: 'launch', player: 1, destination: 'leo' })).toMatchObject(
      { ok: true },
    );
    await waitUntil('the launch declared', () => t.state().awaiting !== null);
    expect(await t.screen.command({ type: 'roll' })).toMatchObject({
      ok: false,
      code: 'box/cannot-roll',
    });
    expect(t.state().record).toEqual([]);
    expect(await t.screen.command({ type: 'roll', value: 7 })).toMatchObject({ ok: true });
    await waitUntil('the launch rolled', () => t.state().record.length === 1);
    expect(t.state().record[0]).toMatchObject({ die: 7, source: 'hand', success: true });
  });
});
