// A game played through simavr, the second simulator: the committed firmware on a
// simulated ATmega328P whose USART is a real pty, opened by the service as
// `apophis serve --serial <that pty>` would, its buttons pressed on the chip's pins.
// The same hex plays the same game in avr8js (test/server/virtual-game.test.ts): two
// independent models of the chip agree on the firmware.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMP_BIT } from '../../src/protocol.ts';
import { Screen, type Service, startService, tableState, waitUntil } from '../server/harness.ts';
import { type SimavrBox, simavrMissing, startSimavrBox } from './simavr-box.ts';

const missing = simavrMissing();
if (missing) console.log(`test/simavr/game.test.ts skipped: ${missing}`);

let box: SimavrBox;
let service: Service;
let control: Screen;

describe.skipIf(missing !== null)('a game through simavr', () => {
  beforeAll(async () => {
    box = await startSimavrBox({ hold: true, seed: 7 });
    service = await startService({ box: { serial: box.path } });
    await waitUntil(
      'the service to open the pty',
      () => service.app.box.link?.status.state === 'waiting-hello',
      10_000,
    );
    box.run();
    await waitUntil(
      'the HELLO of the firmware in simavr',
      () => service.app.table.boxStatus().connected,
      10_000,
    );
    control = await Screen.open(service.url);
  }, 30_000);

  afterAll(async () => {
    control?.close();
    await service?.close();
    await box?.stop();
  });

  const state = () => tableState(service);

  it('plays a launch with the box’s buttons and its die', async () => {
    expect(service.app.table.boxStatus()).toMatchObject({
      connected: true,
      source: 'serial',
      firmware: '2.2.0',
      protocol: 2,
    });
    await waitUntil('START lit', () => service.app.table.boxStatus().lamps === LAMP_BIT.START);
    await control.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 });
    await box.press('START');
    await waitUntil('the game to run', () => state().phase === 'running', 5000);

    for (const section of ['Y3', 'R3', 'G2'] as const)
      expect(await control.command({ type: 'build', section })).toMatchObject({ ok: true });
    await control.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
    expect(state().launch?.awaiting).toEqual({ kind: 'roll', step: 'accuracy' });

    // Each press of ROLL on the chip's pin tumbles its die; ROLL 6 n comes back as the launch's die.
    let presses = 0;
    while (state().launch && !state().launch?.result && presses < 6) {
      const steps = state().launch?.steps.length ?? 0;
      await box.press('ROLL');
      presses++;
      await waitUntil(
        'the die to settle',
        () => (state().launch?.steps.length ?? 0) > steps || state().launch?.result,
        5000,
      );
    }
    const rolls = state().history.filter((h) => h.event === 'roll');
    expect(rolls.length).toBeGreaterThanOrEqual(1);
    for (const roll of rolls) expect(roll).toMatchObject({ source: 'box' });
    expect(service.app.box.link?.counters).toMatchObject({ late: 0 });
  }, 60_000);

  it('a long press of START pauses, a press resumes, as on the real box', async () => {
    if (state().phase !== 'running') return;
    // Held 1000 ms of the chip's own time (firmware/README.md: "`BTN x LONG` once at 800 ms
    // held"): a loaded machine slows the board, never the hold, so this fails only if the
    // firmware misreads a long press.
    const wallBefore = performance.now();
    const held = await box.press('START', 1000);
    console.log(
      `START held ${held.toFixed(1)} ms of the chip's time, ${(performance.now() - wallBefore).toFixed(0)} ms of wall time`,
    );
    expect(held).toBeGreaterThanOrEqual(1000);
    await waitUntil('the pause', () => state().phase === 'paused', 5000);
    // A hand lets go for longer than the 5 ms the debouncer needs before it presses again.
    await box.pause(150);
    await box.press('START');
    await waitUntil('the game to run again', () => state().phase === 'running', 5000);
  }, 20_000);
});
