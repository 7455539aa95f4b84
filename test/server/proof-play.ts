// Games of Apophis played for the proof's tests (proof-virtual, proof-crash, e2e/proof): a
// rocket of Y2,R1 launched until the win, its first dice rolled by the box, the rest typed in.
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { TableState } from '../../src/games/apophis/state.ts';
import { commitmentFor, type ScriptedBox } from '../serial/scripted-box.ts';
import { type Screen, waitUntil } from './harness.ts';

const SUITS = ['hearts', 'diamonds', 'spades', 'clubs'] as const;

/** The rocket built and its suits given, unless a launch already awaits its dice. */
async function rocket(control: Screen, awaiting: boolean): Promise<void> {
  if (awaiting) return;
  for (const section of ['Y2', 'R1'] as const) await control.command({ type: 'build', section });
  await control.command({ type: 'suits', suits: [...SUITS] });
}

/**
 * On the virtual box (the firmware in avr8js), a game started: its first `boxDice` dice from the
 * board's ROLL pin, the rest typed 6s, to the win.
 */
export async function playOnVirtualBox(
  control: Screen,
  state: () => TableState,
  boxDice: number,
): Promise<void> {
  let left = boxDice;
  while (state().phase === 'running' || state().phase === 'launching') {
    await rocket(control, Boolean(state().launch?.awaiting));
    const steps = state().launch?.steps.length ?? 0;
    if (left > 0) {
      left -= 1;
      await control.command({ type: 'press', button: 'ROLL', gesture: 'PRESS' });
    } else {
      await control.command({ type: 'roll', value: 6 });
    }
    await waitUntil(
      'the die taken',
      () => (state().launch?.steps.length ?? 0) > steps || !state().launch?.awaiting,
      10_000,
    );
  }
}

/**
 * On the scripted proof box (a pty double): a two-player game to its win, its first `boxDice`
 * dice the box's, the rest typed in; the box muted before the last die, so the end's `SEED`
 * does not come until it is unmuted. Returns the game's commitment.
 */
export async function winMuted(screen: Screen, box: ScriptedBox, boxDice: number): Promise<string> {
  expect(
    await screen.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 }),
  ).toMatchObject({ ok: true });
  box.press('START');
  await waitUntil('the lobby seed revealed', () => box.revealed.length === 1);
  await waitUntil('the box settled', () => box.pending.length === 0);
  const game = commitmentFor(box.secret.seed);
  let left = boxDice;
  const state = () => screen.state();
  while (state()?.phase !== 'won') {
    await rocket(screen, Boolean(state()?.launch?.awaiting));
    await waitUntil('a die awaited', () => state()?.launch?.awaiting?.kind === 'roll');
    const steps = state()?.launch?.steps.length ?? 0;
    if (left > 0) {
      left -= 1;
      box.rollProven();
      await waitUntil('the box settled', () => box.pending.length === 0);
    } else {
      box.muted = true;
      expect(await screen.command({ type: 'roll', value: 6 })).toMatchObject({ ok: true });
    }
    await waitUntil(
      'the die taken',
      () => (state()?.launch?.steps.length ?? 0) > steps || state()?.phase === 'won',
    );
  }
  return game;
}

/**
 * The README's `check-dice.sh` (docs/proof.md), taken from the page as it is, written into
 * `dir`; returns a runner of it with bash on a log file (its exit code and what it printed).
 */
export function checkDice(dir: string): (log: string) => Promise<{ code: number; stdout: string }> {
  const page = readFileSync(new URL('../../docs/proof.md', import.meta.url), 'utf8');
  const script = /<!-- check-dice\.sh[^\n]*\n```bash\n([\s\S]*?)```/.exec(page)?.[1];
  expect(script).toBeTruthy();
  writeFileSync(join(dir, 'check-dice.sh'), script as string);
  return (log) =>
    promisify(execFile)('bash', [join(dir, 'check-dice.sh'), log]).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
}
