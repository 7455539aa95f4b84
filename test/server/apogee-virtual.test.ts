// A whole game of Apogee's mission 2 on the virtual box: firmware 2.0.0 in avr8js rolls every
// launch's d12 itself (its random dice, so the game lasts as many quarters as they make it),
// its START moves the phases, and the game replayed from its log equals the live one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../src/games/apogee/actions.ts';
import type { ApogeeState } from '../../src/games/apogee/state.ts';
import type { ApogeeView } from '../../src/games/apogee/view.ts';
import { Screen, type Service, startService, waitUntil } from './harness.ts';

const PLAYERS = [
  { name: 'Ada', colour: 'blue', authority: 3 },
  { name: 'Bo', colour: 'red', authority: 7 },
];
/** Thrust 21, mass 12: performance 2.4, LEO on 5 or more (AG5, AG6). */
const ROCKET = [
  { kind: 'first', thrust: 10, mass: 5 },
  { kind: 'upper', thrust: 6, mass: 3 },
  { kind: 'payload', thrust: 5, mass: 4 },
];

let service: Service;
let screen: Screen;

beforeAll(async () => {
  service = await startService({ box: { serial: 'virtual' } });
  await waitUntil('the virtual box', () => service.app.table.boxStatus().connected, 20_000);
  screen = await Screen.open(service.url);
}, 30_000);

afterAll(async () => {
  screen?.close();
  await service?.close();
});

const state = () => service.app.table.state as ApogeeState;
const press = (button: 'START' | 'ROLL', gesture: 'PRESS' | 'LONG' = 'PRESS') =>
  screen.command({ type: 'press', button, gesture });

describe('Apogee on the virtual box', () => {
  it('mission 2 played to its end, every d12 the firmware’s own, replayed from the log', async () => {
    expect(
      await screen.command({ type: 'newGame', game: 'apogee', players: PLAYERS, mission: 2 }),
    ).toMatchObject({ ok: true });
    await press('START');
    await waitUntil('the game to run', () => state().stage === 'playing', 5000);

    for (let quarter = 1; state().stage === 'playing'; quarter++) {
      expect(quarter, 'mission 2 is won within 12 quarters at 2 in 3 a launch').toBeLessThan(12);
      await waitUntil(`quarter ${quarter}, planning`, () => state().phase === 'planning', 5000);
      // A rocket that flew comes back empty (AG9): Bo builds it again; one that failed stays.
      if ((state().players[1]?.rocket.length ?? 0) === 0) {
        for (const card of ROCKET)
          expect(await screen.command({ type: 'build', player: 1, card })).toMatchObject({
            ok: true,
          });
      }
      await press('START');
      await waitUntil('phase B', () => state().phase === 'launch', 5000);
      // AG9: Bo's Director has the most authority: Bo launches first.
      expect((service.app.table.publicState() as unknown as ApogeeView).next).toBe(1);
      expect(await screen.command({ type: 'launch', player: 1, destination: 'leo' })).toMatchObject(
        { ok: true },
      );
      const flown = state().record.length;
      await press('ROLL');
      await waitUntil('the box’s d12', () => state().record.length > flown, 10_000);
      // AG47: Ada's pad is empty: the launch order passed her at once, no tap.
      await waitUntil('Ada passed', () => state().acted[0] === 'passed', 5000);
      await press('START');
      await waitUntil('phase C', () => state().phase === 'administration', 5000);
      await press('START');
      await waitUntil(
        'the next quarter or the end',
        () => state().quarter > quarter || state().stage === 'over',
        5000,
      );
    }

    const live = state();
    expect(live.winners).toEqual([1]);
    expect(live.record.filter((launch) => launch.success)).toHaveLength(2);
    for (const launch of live.record) {
      expect(launch).toMatchObject({ source: 'box', destination: 'leo', target: 5 });
      expect(launch.success).toBe(launch.die >= 5);
    }
    const id = service.app.table.gameId as string;
    const record = await service.store.read(id);
    expect(record.refused).toEqual([]);
    expect(record.state).toEqual(live);
    const rolled = (record.actions as Action[]).filter((action) => action.type === 'launchRolled');
    expect(rolled.map((action) => (action as { value: number }).value)).toEqual(
      live.record.map((launch) => launch.die),
    );
  }, 120_000);
});
