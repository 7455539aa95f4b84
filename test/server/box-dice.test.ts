// The game's dice and clock on the box, for any game: Coin race (test/games/coin-race)
// flipping a real coin, a d2, through the service and a scripted box on a real pty. A v1
// box rolls one d6 only: the screens say so in one sentence and take the dice typed in. A
// v2 box is told the dice (DICE 1 2) and the turn's time (CLOCK) and rolls the coin itself.
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRegistry } from '../../src/game.ts';
import { GAMES } from '../../src/games/index.ts';
import type { BoxCommand } from '../../src/protocol.ts';
import { type CoinState, coin } from '../games/coin-race/module.ts';
import type { ScriptedBoxOptions } from '../serial/scripted-box.ts';
import { type BoxTable, boxTable } from './box-table.ts';
import { Screen, waitUntil } from './harness.ts';

const WITH_COIN: GameRegistry = { ...GAMES, coin };
const V2: ScriptedBoxOptions = { protocol: 2, firmware: '2.0.0', capabilities: ['display'] };

let rig: BoxTable | null = null;
let screen: Screen | null = null;

afterEach(async () => {
  screen?.close();
  await rig?.close();
  rig = screen = null;
});

/** A coin race with a real coin (a d2), started from the box. */
async function coinTable(box: ScriptedBoxOptions) {
  rig = await boxTable({ box, games: WITH_COIN });
  screen = await Screen.open(rig.service.url);
  const { service } = rig;
  expect(
    await screen.command({ type: 'newGame', game: 'coin', target: 2, sides: 2 }),
  ).toMatchObject({ ok: true });
  rig.box.press('START');
  await waitUntil(
    'the race to run',
    () => (service.app.table.state as CoinState).phase === 'playing',
  );
  return {
    ...rig,
    screen,
    coinState: () => service.app.table.state as CoinState,
    shown: () => screen?.state()?.box,
    sent: (verb: BoxCommand['verb']) =>
      rig?.box.received.filter((frame) => frame.message.verb === verb).map((f) => f.message) ?? [],
  };
}

describe('dice a box cannot roll', () => {
  it('a v1 box and a coin: the screens say so in one sentence, and typed dice play', async () => {
    const table = await coinTable({});
    await waitUntil('the warning on the screens', () => table.shown()?.cannotRoll);
    expect(table.shown()).toMatchObject({ protocol: 1, cannotRoll: { count: 1, sides: 2 } });
    const asked = await table.screen.command({ type: 'flip' });
    expect(asked).toMatchObject({
      ok: false,
      code: 'box/cannot-roll',
      error:
        'this box (firmware 1.0.0) rolls one d6 only: roll a d2 on the table and type the dice',
    });
    expect(table.sent('ROLL')).toEqual([]);
    // The box's own ROLL rolls its d6 all the same: refused with the same sentence, nothing applied.
    table.box.press('ROLL');
    table.box.roll(5);
    await waitUntil('the notice', () =>
      table.screen.messages.find((m) => m.type === 'notice' && m.code === 'box/cannot-roll'),
    );
    expect(table.coinState().flips).toEqual([]);
    // The coin typed in plays.
    expect(await table.screen.command({ type: 'flip', value: 1 })).toMatchObject({ ok: true });
    expect(table.coinState()).toMatchObject({ heads: [1, 0], turn: 1 });
    expect(await table.screen.command({ type: 'flip', value: 3 })).toMatchObject({
      ok: false,
      error: 'a d2 shows 1 to 2, not 3',
    });
  });

  it('a v2 box is told the dice and rolls the coin itself; the screens warn of nothing', async () => {
    const table = await coinTable(V2);
    await waitUntil('DICE 1 2 at the box', () => table.box.dice.sides === 2);
    expect(table.shown()).toMatchObject({ protocol: 2, display: true, cannotRoll: null });
    table.box.press('ROLL');
    table.box.roll(1);
    await waitUntil('the flip', () => table.coinState().flips.length === 1);
    expect(table.coinState()).toMatchObject({ heads: [1, 0] });
    // From the screen: the box is asked to roll, and its coin comes back as the flip.
    expect(await table.screen.command({ type: 'flip' })).toMatchObject({ ok: true });
    await waitUntil('ROLL at the box', () => table.sent('ROLL').length === 1);
    table.box.roll(2);
    await waitUntil('the second flip', () => table.coinState().flips.length === 2);
    expect(table.coinState().flips.map((flip) => flip.value)).toEqual([1, 2]);
  });

  it('a v2 box that rolled other dice than the game wants: refused, told again', async () => {
    const table = await coinTable(V2);
    await waitUntil('DICE 1 2 at the box', () => table.box.dice.sides === 2);
    const dice = table.sent('DICE').length;
    table.box.dice = { count: 1, sides: 6 };
    table.box.roll(6);
    await waitUntil('the notice', () =>
      table.screen.messages.find((m) => m.type === 'notice' && m.code === 'box/wrong-dice'),
    );
    expect(
      table.screen.messages.find((m) => m.type === 'notice' && m.code === 'box/wrong-dice'),
    ).toMatchObject({ text: 'the box rolled a d6 where the game rolls a d2: roll again' });
    expect(table.coinState().flips).toEqual([]);
    await waitUntil('DICE again', () => table.sent('DICE').length > dice);
  });
});

describe("the game's clock on the box's display", () => {
  it('CLOCK counts the turn down while it runs, stands still when paused; none to a box without a display', async () => {
    const table = await coinTable(V2);
    const running = await waitUntil('a running CLOCK', () =>
      table.sent('CLOCK').find((m) => m.verb === 'CLOCK' && m.running),
    );
    if (running.verb === 'CLOCK') {
      expect(running.secondsLeft).toBeGreaterThanOrEqual(18);
      expect(running.secondsLeft).toBeLessThanOrEqual(20);
    }
    table.box.press('START', 'LONG');
    await waitUntil('the pause', () => table.coinState().phase === 'paused');
    await waitUntil('a paused CLOCK', () =>
      table.sent('CLOCK').find((m) => m.verb === 'CLOCK' && !m.running),
    );
    await table.close();
    screen?.close();
    rig = null;

    const plain = await coinTable({ ...V2, capabilities: [] });
    await waitUntil('DICE 1 2', () => plain.box.dice.sides === 2);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(plain.sent('CLOCK')).toEqual([]);
  });
});
