// The box's choreography on its own: Coin race's module (test/games/coin-race), a box that
// records what it is told, a fake clock. The module is asked which dice it wants once per
// change, and the screens' status reads the answer instead of asking again.
import { beforeEach, describe, expect, it } from 'vitest';
import { BoxDriver, type TableBox } from '../../server/box-driver.ts';
import type { AnyGameModule, Dice } from '../../src/game.ts';
import { LAMP_BIT } from '../../src/protocol.ts';
import { type CoinState, coin, lobby, TURN_MS } from '../games/coin-race/module.ts';
import { FakeClock } from '../serial/fake-clock.ts';

type BoxClock = { remainingMs: number; running: boolean; at: number } | null;

/** A box that keeps what it is told: the lamps, each DICE and CLOCK, and the commands. */
function recordingBox() {
  const record = {
    lamps: 0,
    dice: [] as (Dice & { again?: boolean })[],
    clocks: [] as BoxClock[],
    sent: [] as string[],
  };
  const says = (line: string) => {
    record.sent.push(line);
    return true;
  };
  const box: TableBox = {
    status: { connected: true, firmware: '2.0.0', path: 'test', protocol: 2 },
    get lamps() {
      return record.lamps;
    },
    setLamps: (mask) => {
      record.lamps = mask;
    },
    setDice: (dice, again) => record.dice.push({ ...dice, ...(again ? { again } : {}) }),
    setClock: (shown) => record.clocks.push(shown),
    requestRoll: () => says('ROLL'),
    show: (face) => says(`SHOW ${face}`),
    beep: (ms, hz) => says(`BEEP ${ms} ${hz}`),
  };
  return Object.assign(record, { box });
}

let clock: FakeClock;
let box: ReturnType<typeof recordingBox>;
let state: CoinState;
let asked: number;
let driver: BoxDriver;

/** Coin race, counting how often it is asked which dice it wants. */
const counted: AnyGameModule = {
  ...coin,
  diceWanted: (s: CoinState, context: { at: number; armed: string | null }) => {
    asked += 1;
    return coin.diceWanted(s, context);
  },
};

beforeEach(() => {
  clock = new FakeClock();
  box = recordingBox();
  state = { ...lobby(3, 2), phase: 'playing', turnEndsAt: clock.now() + TURN_MS };
  asked = 0;
  driver = new BoxDriver({ game: () => ({ module: counted, state }), source: 'serial', clock });
  driver.attach(box.box);
});

describe('the box driver', () => {
  it('asks the module once per change which dice it wants, and tells the box', () => {
    expect(asked).toBe(1);
    expect(box.dice).toEqual([{ count: 1, sides: 2 }]);
    expect(box.lamps).toBe(LAMP_BIT.ROLL | LAMP_BIT.SCRAP);
    expect(box.clocks.at(-1)).toEqual({ remainingMs: TURN_MS, running: true, at: clock.now() });
    // The screens read the box's status often: that asks the module nothing.
    for (let i = 0; i < 5; i++) expect(driver.status()).toMatchObject({ cannotRoll: null });
    expect(asked).toBe(1);
    state = { ...state, phase: 'paused', turnEndsAt: null, pausedLeft: 5000 };
    driver.changed();
    expect(asked).toBe(2);
    expect(box.lamps).toBe(LAMP_BIT.START);
    expect(box.clocks.at(-1)).toMatchObject({ remainingMs: 5000, running: false });
  });

  it('a v1 box and a coin: the status says it cannot roll the dice wanted', () => {
    (box.box as { status: TableBox['status'] }).status = { ...box.box.status, protocol: 1 };
    expect(driver.status()).toMatchObject({ cannotRoll: { count: 1, sides: 2 } });
    expect(driver.roll({ count: 1, sides: 2 })).toMatchObject({
      ok: false,
      code: 'box/cannot-roll',
    });
    expect(box.sent).toEqual([]);
  });

  it('refuses a roll of other dice than the game wants, and tells the box its dice again', () => {
    expect(driver.rolled(6, [4])).toMatchObject({
      ok: false,
      code: 'box/wrong-dice',
      error: 'the box rolled a d6 where the game rolls a d2: roll again',
    });
    expect(box.dice.at(-1)).toEqual({ count: 1, sides: 2, again: true });
    expect(driver.rolled(2, [1])).toBeNull();
    expect(driver.status()).toMatchObject({ face: 1, rolling: false });
  });

  it('beeps at the moment the module says, and a costly press lapses on the clock', () => {
    driver.changed();
    clock.advance(TURN_MS - 5000 - 1);
    expect(box.sent).toEqual([]);
    clock.advance(1);
    expect(box.sent).toEqual(['BEEP 100 440']);
    driver.arm('concede', 3000, clock.now());
    expect(driver.armedAt(clock.now())).toBe('concede');
    expect(box.lamps & LAMP_BIT.OK).toBe(LAMP_BIT.OK);
    clock.advance(3010);
    expect(driver.armedAt(clock.now())).toBeNull();
    expect(box.lamps & LAMP_BIT.OK).toBe(0);
    driver.close();
    expect(clock.pending).toBe(0);
  });
});
