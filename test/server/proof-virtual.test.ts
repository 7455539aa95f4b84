// Dice anyone can audit on the virtual box: the committed firmware 2.2 hex in avr8js (salted by the service), its ROLL
// pin pressed for every box die of a game of Apophis, the last dice typed in to finish it. The
// game's log holds the firmware's own commitment, rolls and seed, and `apophis verify` (the real
// command) recomputes every roll from the seed, and so does the README's script (docs/proof.md),
// taken from the page as it is and run with bash.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sealOf } from '../../src/proof.ts';
import { apophis } from '../cli/run.ts';
import { Screen, type Service, startService, tableState, waitUntil } from './harness.ts';
import { endedLogLines } from './log-lines.ts';
import { checkDice, playOnVirtualBox } from './proof-play.ts';

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
  return endedLogLines(join(service.store.gamesDir, `${id}.jsonl`)).filter(
    (line) => line.kind === 'proof',
  );
};

it('a game rolled by the firmware 2.2, salted by the service, is verified from its log', async () => {
  expect(service.app.table.boxStatus()).toMatchObject({ firmware: '2.2.0', protocol: 2 });
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

  expect(service.app.table.publicState().sealed).toBeNull(); // no box roll yet
  await playOnVirtualBox(control, state, 4);
  expect(state().phase).toBe('won');
  // The seal the table showed: the game's commitment's first 8 hex digits, to its end.
  const gameCommit = proofLines().filter((l) => l.line === 'commit')[1]?.commitment as string;
  expect(service.app.table.publicState().sealed).toBe(sealOf(gameCommit));
  expect(sealOf(gameCommit)).toMatch(/^[0-9A-F]{4} [0-9A-F]{4}$/);
  await waitUntil('the game seed in the log', () => proofLines().at(-1)?.line === 'seed', 10_000);
  const rolls = proofLines().filter((l) => l.line === 'roll');
  expect(rolls).toHaveLength(4);
  expect(rolls[0]).toMatchObject({ index: 0, sides: 6, used: true });
  // The table's salt right after each commitment (firmware 2.2), taken by the firmware.
  const said = proofLines().map((l) => l.line);
  expect(said.slice(0, 5)).toEqual(['commit', 'salt', 'seed', 'commit', 'salt']);
  expect(proofLines().filter((l) => l.line === 'unsalted')).toEqual([]);

  const id = service.app.table.gameId as string;
  const ran = await apophis('verify', join(service.store.gamesDir, `${id}.jsonl`));
  console.log(`apophis verify on the firmware's game:\n${ran.stdout}`);
  expect(ran.code).toBe(0);
  expect(ran.stdout).toMatch(/^4 box rolls from commitment [0-9A-F]{32}: all verified$/m);

  // The README's script, as the page shows it, on the same log and on a copy with a roll changed.
  const dir = service.dir;
  const log = join(service.store.gamesDir, `${id}.jsonl`);
  const bash = checkDice(dir);
  const byHand = await bash(log);
  expect(byHand.code).toBe(0);
  expect(byHand.stdout).toMatch(/^4 box rolls from commitment [0-9A-F]{32}: verified$/m);
  const lines = readFileSync(log, 'utf8').split('\n');
  const third = lines.findIndex(
    (line) => line.includes('"line":"roll"') && line.includes('"index":2,'),
  );
  const entry = JSON.parse(lines[third] as string);
  const was = entry.values[0] as number;
  entry.values = [(was % 6) + 1];
  lines[third] = JSON.stringify(entry);
  writeFileSync(join(dir, 'tampered.jsonl'), lines.join('\n'));
  const caught = await bash(join(dir, 'tampered.jsonl'));
  expect(caught.code).toBe(1);
  expect(caught.stdout).toContain(`the roll at @2 says ${(was % 6) + 1}, the seed gives ${was}`);
  // The same checks as `apophis verify`: the seed line deleted, a box die changed in the actions.
  const original = readFileSync(log, 'utf8').split('\n');
  writeFileSync(
    join(dir, 'no-seed.jsonl'),
    original.filter((line) => !line.includes('"line":"seed"')).join('\n'),
  );
  const noSeed = await bash(join(dir, 'no-seed.jsonl'));
  expect(noSeed.code).toBe(1);
  expect(noSeed.stdout).toMatch(/FAILED: 4 box rolls from commitment [0-9A-F]{32}, and no seed/);
  const box = original.findIndex((line) => line.includes('"source":"box"'));
  const action = JSON.parse(original[box] as string);
  action.action.value = (action.action.value % 6) + 1;
  const die = [...original];
  die[box] = JSON.stringify(action);
  writeFileSync(join(dir, 'die.jsonl'), die.join('\n'));
  const changedDie = await bash(join(dir, 'die.jsonl'));
  expect(changedDie.code).toBe(1);
  expect(changedDie.stdout).toContain(`FAILED: the game's die is ${action.action.value}`);
  expect((await apophis('verify', join(dir, 'die.jsonl'))).code).toBe(1);
}, 90_000);
