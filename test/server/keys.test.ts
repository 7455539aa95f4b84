// The big screen's keys are the box's buttons: a `button` command goes through the game
// module's own meaning of that button, as a press on the box does. At a fail-safe reroll
// question (R19), S (START) and Enter (OK) accept the die, as START and OK on the box do.
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

/** An advanced game at its first reroll question: Y3,G3,G2,B1 has two fail safes; a 5 explodes. */
async function atTheRerollQuestion(): Promise<void> {
  await screen.command({ type: 'newGame', players: 2, variant: 'advanced', timerSeconds: 900 });
  expect(await key('START')).toMatchObject({ ok: true });
  for (const section of ['Y3', 'G3', 'G2', 'B1'] as const) {
    await screen.command({ type: 'build', section });
  }
  await screen.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
  await screen.command({ type: 'roll', value: 5 });
  expect(tableState(service).launch?.awaiting).toEqual({ kind: 'decision', step: 'explosion' });
}

describe("the big screen's keys", () => {
  it('S at a reroll question accepts the die, as START on the box does', async () => {
    await atTheRerollQuestion();
    expect(await key('START')).toMatchObject({ ok: true });
    const launch = tableState(service).launch;
    expect(launch?.steps.at(-1)).toMatchObject({ step: 'explosion', roll: 5, ok: false });
    expect(launch?.result).toBe('exploded');
    expect(launch?.rerollsLeft).toBe(2);
  });

  it('Enter (OK) accepts too; R asks the box for the reroll, and says when there is no box', async () => {
    await atTheRerollQuestion();
    expect(await key('ROLL')).toMatchObject({
      ok: false,
      code: 'box/away',
      error: 'the box is away: roll a die and type its value',
    });
    expect(tableState(service).launch?.awaiting?.kind).toBe('decision');
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
