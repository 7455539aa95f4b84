// A game played on the virtual box: the committed firmware in avr8js at real
// time, its button pins pressed through the control page's `press` command.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LAMP_BIT } from '../../src/protocol.ts';
import { Screen, type Service, startService, tableState, waitUntil } from './harness.ts';

let service: Service;
let control: Screen;

beforeAll(async () => {
  service = await startService({ box: { serial: 'virtual' } });
  await waitUntil(
    'the virtual box to say HELLO',
    () => service.app.table.boxStatus().connected,
    10_000,
  );
  control = await Screen.open(service.url);
}, 15_000);

afterAll(async () => {
  control?.close();
  await service?.close();
});

const state = () => tableState(service);

it('plays a launch by pressing the simulated firmware buttons', async () => {
  const box = service.app.table.boxStatus();
  expect(box).toMatchObject({ source: 'virtual', firmware: '2.2.0', protocol: 2, display: true });
  expect(box.lamps).toBe(LAMP_BIT.START);

  await control.command({ type: 'newGame', players: 1, variant: 'basic', timerSeconds: 600 });
  expect(await control.command({ type: 'press', button: 'START', gesture: 'PRESS' })).toMatchObject(
    { ok: true },
  );
  await waitUntil('START pressed on the board', () => state().phase === 'running', 5000);
  // The box's own display counts the game's ten minutes down, as the firmware drew it.
  const counting = await waitUntil(
    'the clock on the box display',
    () => {
      const screen = service.app.table.boxStatus().screen;
      return screen?.on && screen.colon && /^09[0-9]{2}$/.test(screen.digits) ? screen : null;
    },
    5000,
  );
  expect(counting.digits).toMatch(/^09[45][0-9]$/);

  for (const section of ['Y3', 'R3', 'G2'] as const)
    await control.command({ type: 'build', section });
  await control.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
  expect(state().launch?.awaiting).toEqual({ kind: 'roll', step: 'accuracy' });

  // Each press of the board's ROLL tumbles its die; its ROLL n comes back as the launch's die.
  let presses = 0;
  while (state().launch && !state().launch?.result && presses < 5) {
    const steps = state().launch?.steps.length ?? 0;
    await control.command({ type: 'press', button: 'ROLL', gesture: 'PRESS' });
    presses++;
    await waitUntil(
      'the die to settle',
      () => (state().launch?.steps.length ?? 0) > steps || state().launch?.result,
      5000,
    );
  }
  const rolls = state().history.filter((h) => h.event === 'roll');
  expect(rolls.length).toBeGreaterThanOrEqual(1);
  for (const roll of rolls) {
    expect(roll).toMatchObject({ source: 'box' });
    expect('value' in roll && roll.value >= 1 && roll.value <= 6).toBe(true);
  }
  expect(state().launch?.result).toMatch(/missed|hit|destroyed|deflected/);
  // The die on the board shows the last roll.
  const last = rolls.at(-1);
  expect(service.app.table.boxStatus().face).toBe(last && 'value' in last ? last.value : -1);
}, 30_000);

it('a long press of START pauses, a press resumes', async () => {
  await control.command({ type: 'press', button: 'START', gesture: 'LONG' });
  await waitUntil('the pause', () => state().phase === 'paused', 5000);
  // The long press holds the pin for a second; let it go before the next press.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await control.command({ type: 'press', button: 'START', gesture: 'PRESS' });
  await waitUntil('the resume', () => state().phase === 'running', 5000);
  expect(state().history.map((h) => h.event)).toEqual(expect.arrayContaining(['pause', 'resume']));
}, 15_000);
