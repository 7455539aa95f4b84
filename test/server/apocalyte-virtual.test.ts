// A whole game of Apocalyte on the virtual box, as `npm start` plays without a box: firmware
// 2.0.0 in avr8js rolls every die itself (its own random dice: the game lasts as long as they
// make it), the table's choices are read from the live state by the plan's strategy, and the
// log replayed equals the live game. Meteor ends by the 14th round at the latest (AC48); the
// set-up puts supplies around a silo so the missile usually ends it sooner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../src/games/apocalyte/actions.ts';
import { ADJACENT, TERRITORIES, type Territory } from '../../src/games/apocalyte/map.ts';
import { EXTRA_ARMIES, MAX_EXTRA, SUPPLY_DRAWS } from '../../src/games/apocalyte/setup.ts';
import type { ApocalyteState } from '../../src/games/apocalyte/state.ts';
import type { Command } from '../../src/messages.ts';
import { PLAYERS, rng } from '../games/apocalyte-fixtures.ts';
import { next } from './apocalyte-plan.ts';
import { boxButton } from './apocalyte-table.ts';
import { Screen, type Service, startService, waitUntil } from './harness.ts';

/** The missile's silo: the first seat's, in the middle of six neighbours. */
const SILO: Territory = 'ukraine';
const NEAR = [SILO, ...ADJACENT[SILO]];
/** Seats alternate in the board's order, the silo's the first seat's. */
const SEATS = TERRITORIES.map((_, i) => (i + TERRITORIES.indexOf(SILO)) % 2);
const seatOf = (t: Territory) => SEATS[TERRITORIES.indexOf(t)] as number;
/** Each seat's cards, the silo and its neighbours first. */
const cardsOf = (seat: number) =>
  [...NEAR, ...TERRITORIES.filter((t) => !NEAR.includes(t))].filter((t) => seatOf(t) === seat);
/** At most this many table actions and dice: 14 rounds of Meteor take about 450. */
const CAP = 1500;

let service: Service;
let controls: Screen[];

beforeAll(async () => {
  service = await startService({ box: { serial: 'virtual' } });
  await waitUntil('the virtual box', () => service.app.table.boxStatus().connected, 20_000);
  controls = await Promise.all([1, 2, 3].map(() => Screen.open(service.url)));
}, 30_000);

afterAll(async () => {
  for (const screen of controls ?? []) screen.close();
  await service?.close();
});

const state = () => service.app.table.state as ApocalyteState;
let sent = 0;
async function command(command: Record<string, unknown> & { type: string }) {
  const result = await (controls[sent++ % controls.length] as Screen).command(
    command as unknown as Command,
  );
  expect(result, `${command.type}: ${JSON.stringify(result)}`).toMatchObject({ ok: true });
}
/** Press a button of the virtual box and wait for the table to take it. */
async function press(button: 'START' | 'ROLL' | 'OK', what: string) {
  const before = state();
  await command({ type: 'press', button, gesture: 'PRESS' });
  await waitUntil(what, () => state() !== before, 10_000);
}

describe('Apocalyte on the virtual box', () => {
  it('a game of Meteor played to its end, every die the firmware’s own, replayed from the log', async () => {
    await command({ type: 'newGame', game: 'apocalyte', players: PLAYERS });
    await press('START', 'the game to start');
    await command({ type: 'deal', seats: SEATS });
    // AC2: each seat's extra armies, five a territory, around the silo first.
    for (let seat = 0; seat < PLAYERS.length; seat++) {
      let left = EXTRA_ARMIES[PLAYERS.length] ?? 0;
      for (const t of cardsOf(seat)) {
        if (left === 0) break;
        await command({ type: 'place', territory: t, count: Math.min(MAX_EXTRA, left) });
        left -= Math.min(MAX_EXTRA, left);
      }
    }
    await command({ type: 'placed' });
    const want = SUPPLY_DRAWS[PLAYERS.length] ?? 0;
    await command({
      type: 'supplies',
      territories: [0, 1].flatMap((seat) => cardsOf(seat).slice(0, want)),
    });
    await command({ type: 'scenario', scenario: 'meteor' });

    const random = rng(5);
    let steps = 0;
    for (let choice = next(state(), random); choice; choice = next(state(), random)) {
      expect(++steps, `the game ends within ${CAP} steps`).toBeLessThan(CAP);
      if (choice === 'dice') {
        await press('ROLL', 'the virtual box’s dice');
        continue;
      }
      const button = boxButton(state(), { type: choice.type, at: Date.now() });
      if (button && steps % 2 === 0) await press(button, `${choice.type} from the box`);
      else await command(choice);
    }

    const live = state();
    expect(live.stage).toBe('over');
    expect(live.scenario).toBe('meteor');
    expect(live.ending?.result).toMatch(/missile|meteor strikes/);
    const id = service.app.table.gameId as string;
    const record = await service.store.read(id);
    expect(record.refused).toEqual([]);
    expect(record.state).toEqual(live);
    // Every die came from the box, each face one of its die's.
    const rolled = (record.actions as Action[]).filter((a) => a.type === 'rolled');
    expect(rolled.length).toBeGreaterThan(0);
    for (const action of rolled) {
      expect(action).toMatchObject({ source: 'box' });
      for (const value of action.values) expect(value).toBeGreaterThanOrEqual(1);
      for (const value of action.values) expect(value).toBeLessThanOrEqual(action.sides);
    }
    console.info(
      `virtual meteor: ${record.actions.length} actions, ${rolled.length} rolls, ${live.round} rounds: ${live.ending?.result}`,
    );
  }, 300_000);
});
