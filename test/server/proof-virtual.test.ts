// Dice anyone can audit on the virtual box: the committed firmware 2.1 hex in avr8js, its ROLL
// pin pressed for every box die of a game of Apophis, the last dice typed in to finish it. The
// game's log holds the firmware's own commitment, rolls and seed, and `apophis verify` (the real
// command) recomputes every roll from the seed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apophis } from '../cli/run.ts';
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
const proofLines = () => {
  const id = service.app.table.gameId as string;
  return readFileSync(join(service.store.gamesDir, `${id}.jsonl`), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { kind: string; line?: string; [key: string]: unknown })
    .filter((line) => line.kind === 'proof');
};

it('a game rolled by the firmware 2.1 is verified from its log', async () => {
  expect(service.app.table.boxStatus()).toMatchObject({ firmware: '2.1.0', protocol: 2 });
  expect(service.app.box.link?.status.capabilities).toContain('proof');
  await control.command({ type: 'newGame', players: 1, variant: 'basic', timerSeconds: 3600 });
  await control.command({ type: 'press', button: 'START', gesture: 'PRESS' });
  await waitUntil('START pressed on the board', () => state().phase === 'running', 5000);
  // START revealed the lobby's seed; the firmware committed to the game's.
  await waitUntil(
    'the game commitment',
    () => proofLines().filter((l) => l.line === 'commit').length === 2,
    10_000,
  );

  let boxDice = 0;
  while (state().phase === 'running' || state().phase === 'launching') {
    if (!state().launch?.awaiting) {
      for (const section of ['Y2', 'R1'] as const)
        await control.command({ type: 'build', section });
      await control.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
    }
    const steps = state().launch?.steps.length ?? 0;
    if (boxDice < 4) {
      boxDice += 1;
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
  expect(state().phase).toBe('won');
  await waitUntil('the game seed in the log', () => proofLines().at(-1)?.line === 'seed', 10_000);
  const rolls = proofLines().filter((l) => l.line === 'roll');
  expect(rolls).toHaveLength(4);
  expect(rolls[0]).toMatchObject({ index: 0, sides: 6, used: true });

  const id = service.app.table.gameId as string;
  const ran = await apophis('verify', join(service.store.gamesDir, `${id}.jsonl`));
  console.log(`apophis verify on the firmware's game:\n${ran.stdout}`);
  expect(ran.code).toBe(0);
  expect(ran.stdout).toMatch(/^4 box rolls from commitment [0-9A-F]{32}: all verified$/m);
}, 90_000);
