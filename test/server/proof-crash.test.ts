// A seed that must not be lost when the service dies between a game's end `REVEAL` and the
// box's `SEED` (DESIGN.md, "Dice anyone can audit": events are numbered, acknowledged and
// resent). The real `apophis serve` as a child process on a socat pty, the scripted proof box
// on the other end (test/serial/scripted-box.ts); the game won, the box's `SEED` held back
// (`muted`: lost on the way), the service killed with SIGKILL, started again on the same data
// folder. A box whose port opening does not reset it (a Bluetooth serial box) resends its
// unacknowledged `SEED`: it lands in the game's log and `apophis verify` accepts every roll. A
// box that did reset (a USB Uno) lost its seed: the verdict says so, and says it is no failure.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { apophis } from '../cli/run.ts';
import { PtyPair, scratchDir } from '../serial/pty.ts';
import { ScriptedBox } from '../serial/scripted-box.ts';
import { ServiceProcess } from './child.ts';
import { Screen, TOKEN, waitUntil } from './harness.ts';
import { winMuted } from './proof-play.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Line = { kind: string; line?: string; [key: string]: unknown };

/** A service on the box's pty, with a screen on it; both let go at the test's end. */
async function serve(dir: string, serial: string) {
  const service = await ServiceProcess.start(dir, TOKEN, { serial });
  cleanups.push(() => service.kill());
  await waitUntil('the box link', async () => (await health(service)).box?.connected, 10_000);
  const screen = await Screen.open(service.url);
  cleanups.push(() => screen.close());
  return { service, screen };
}

async function health(service: ServiceProcess): Promise<{ box?: { connected?: boolean } }> {
  return (await fetch(`${service.url}/api/health`)).json() as Promise<{
    box?: { connected?: boolean };
  }>;
}

/** The proof box on a fresh pty pair, and a scratch data folder. */
async function rig() {
  const scratch = scratchDir();
  const pty = new PtyPair(scratch.dir);
  await pty.start();
  const box = new ScriptedBox({ protocol: 2, firmware: '2.1.0', capabilities: ['proof'] });
  await box.attach(pty.box);
  box.boot();
  cleanups.push(async () => {
    await box.detach();
    await pty.remove();
    scratch.remove();
  });
  return { dir: scratch.dir, pty, box };
}

/** The service killed with SIGKILL, the wire made again (socat ends with its last reader). */
async function killAndRewire(service: ServiceProcess, pty: PtyPair, box: ScriptedBox) {
  await service.kill();
  await box.detach();
  await pty.remove();
  await pty.start();
  await box.attach(pty.box);
}

function gameLog(dir: string): { path: string; proof: Line[] } {
  const games = join(dir, 'games');
  // One game: the restarted service sets none up.
  const names = readdirSync(games).filter((file) => file.endsWith('.jsonl'));
  expect(names).toHaveLength(1);
  const name = names[0] as string;
  const path = join(games, name);
  const proof = readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((text) => JSON.parse(text) as Line)
    .filter((line) => line.kind === 'proof');
  return { path, proof };
}

it('killed between the end REVEAL and the SEED: the box resends the SEED, the restarted service logs it in the game, verify accepts every roll', async () => {
  const { dir, pty, box } = await rig();
  const first = await serve(dir, pty.server);
  const commitment = await winMuted(first.screen, box, 2);
  // The end's REVEAL reached the box: its SEED (and its next COMMIT) wait, unacknowledged.
  await waitUntil('the game seed asked for', () => box.revealed.length === 2);
  const seed = box.revealed[1] as string;
  expect(box.pending.length).toBeGreaterThanOrEqual(2);
  await killAndRewire(first.service, pty, box);
  const before = gameLog(dir);
  expect(before.proof.filter((l) => l.line === 'seed')).toHaveLength(1); // the lobby's alone
  const lost = await apophis('verify', before.path);
  expect(lost.code).toBe(1);
  expect(lost.stdout).toContain('FAILED: the game is over and its seed was never revealed');

  box.muted = false;
  await serve(dir, pty.server);
  await waitUntil('the SEED acknowledged', () => box.pending.length === 0, 10_000);
  const after = gameLog(dir);
  expect(after.proof.at(-1)).toMatchObject({ line: 'seed', seed });
  const rolls = after.proof.filter((l) => l.line === 'roll');
  expect(rolls).toHaveLength(2);
  const ran = await apophis('verify', after.path);
  console.log(`apophis verify after a kill -9 between REVEAL and SEED:\n${ran.stdout}`);
  expect(ran.code).toBe(0);
  expect(ran.stdout).toContain(`2 box rolls from commitment ${commitment}: all verified`);
  expect(ran.stdout).not.toMatch(/FAILED|not provable: the box/);
}, 90_000);

it('killed between the end REVEAL and the SEED, the box reset meanwhile: "not provable: the box restarted before revealing its seed", exit 0', async () => {
  const { dir, pty, box } = await rig();
  const first = await serve(dir, pty.server);
  const commitment = await winMuted(first.screen, box, 2);
  await waitUntil('the game seed asked for', () => box.revealed.length === 2);
  await killAndRewire(first.service, pty, box);
  box.muted = false;
  box.boot(); // a USB Uno: opening its port resets it, and its seed is gone
  await serve(dir, pty.server);
  await waitUntil('the new commitment acknowledged', () => box.pending.length === 0, 10_000);
  const { path, proof } = gameLog(dir);
  expect(proof.at(-1)).toMatchObject({ line: 'stop', commitment, why: 'lost' });
  const ran = await apophis('verify', path);
  console.log(`apophis verify after a kill -9 and a box reset:\n${ran.stdout}`);
  expect(ran.code).toBe(0);
  expect(ran.stdout).toContain(
    `2 box rolls from commitment ${commitment}: not provable: the box restarted before revealing its seed`,
  );
  expect(ran.stdout).not.toContain('FAILED');
}, 90_000);
