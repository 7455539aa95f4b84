// The big screen's keys are the box's buttons: a `button` command goes through the game
// module's own meaning of that button, as a press on the box does. At a fail-safe reroll
// question (R19), S (START) and Enter (OK) keep a good die at once, as START and OK on the box
// do; a failing die takes a second S or Enter, the first one asks.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Button, Gesture } from '../../src/protocol.ts';
import { Screen, type Service, startService, tableState } from './harness.ts';

let service: Service;
let screen: Screen;

beforeEach(async () => {
  service = await startService();
  screen = await Screen.open(service.url);
});

afterEach(async () => {
  screen.close();
  await service.close();
});

const key = (button: Button, gesture: Gesture = 'PRESS') =>
  screen.command({ type: 'button', button, gesture });

/** The notices the service has sent this screen so far. */
const notices = () =>
  screen.messages.flatMap((m) => (m.type === 'notice' ? [{ text: m.text, code: m.code }] : []));

/** An advanced game at its first reroll question: Y3,G3,G2,B1 has two fail safes; a 5 explodes. */
async function atTheRerollQuestion(die = 5): Promise<void> {
  await screen.command({ type: 'newGame', players: 2, variant: 'advanced', timerSeconds: 900 });
  expect(await key('START')).toMatchObject({ ok: true });
  for (const section of ['Y3', 'G3', 'G2', 'B1'] as const) {
    await screen.command({ type: 'build', section });
  }
  await screen.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
  await screen.command({ type: 'roll', value: die });
  expect(tableState(service).launch?.awaiting).toEqual({ kind: 'decision', step: 'explosion' });
}

describe("the big screen's keys", () => {
  it('R19: S at a reroll question keeps a good die in one press, as START on the box does', async () => {
    await atTheRerollQuestion(1); // 1 + 3 yellow: the rocket holds together
    expect(await key('START')).toMatchObject({ ok: true });
    const launch = tableState(service).launch;
    expect(launch?.steps.at(-1)).toMatchObject({ step: 'explosion', roll: 1, ok: true });
    expect(launch?.awaiting).toEqual({ kind: 'roll', step: 'accuracy' });
    expect(notices()).toEqual([]);
  });

  it('R19: S on a failing die asks first (a notice to every screen); a second S keeps it', async () => {
    await atTheRerollQuestion(); // 5 + 3 = 8: the rocket would explode
    const asked = tableState(service);
    expect(await key('START')).toMatchObject({ ok: true });
    expect(tableState(service)).toBe(asked);
    expect(notices().at(-1)).toEqual({
      text: 'this die fails (the rocket would explode): press OK again to accept it, or ROLL to spend a fail safe',
      code: 'box/confirm-accept',
    });
    expect(await key('START')).toMatchObject({ ok: true });
    const launch = tableState(service).launch;
    expect(launch?.steps.at(-1)).toMatchObject({ step: 'explosion', roll: 5, ok: false });
    expect(launch?.result).toBe('exploded');
    expect(launch?.rerollsLeft).toBe(2);
  });

  it('R19: Enter (OK) on a failing die asks too; R asks the box for the reroll, and says when there is no box', async () => {
    await atTheRerollQuestion();
    expect(await key('ROLL')).toMatchObject({
      ok: false,
      code: 'box/away',
      error: 'the box is away: roll a die and type its value',
    });
    expect(tableState(service).launch?.awaiting?.kind).toBe('decision');
    expect(await key('OK')).toMatchObject({ ok: true });
    expect(tableState(service).launch?.awaiting?.kind).toBe('decision');
    expect(notices().at(-1)?.code).toBe('box/confirm-accept');
    expect(await key('OK')).toMatchObject({ ok: true });
    expect(tableState(service).launch?.result).toBe('exploded');
  });

  it('a key that does nothing now says why, and nothing changes', async () => {
    await screen.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 900 });
    const before = tableState(service);
    expect(await key('OK')).toMatchObject({ ok: false, error: 'OK: nothing to confirm now' });
    expect(await key('SCRAP')).toMatchObject({
      ok: false,
      error: 'the game has not started: press START',
    });
    expect(tableState(service)).toBe(before);
  });

  it('P (a held START) pauses and resumes; X then Enter scraps, as SCRAP then OK', async () => {
    await screen.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 900 });
    await key('START');
    await screen.command({ type: 'build', section: 'Y3' });
    expect(await key('START', 'LONG')).toMatchObject({ ok: true });
    expect(tableState(service).phase).toBe('paused');
    expect(await key('START', 'LONG')).toMatchObject({ ok: true });
    expect(tableState(service).phase).toBe('running');
    expect(await key('SCRAP')).toMatchObject({ ok: true });
    expect(tableState(service).rocket).toEqual(['Y3']);
    expect(await key('OK')).toMatchObject({ ok: true });
    expect(tableState(service).rocket).toEqual([]);
  });
});
