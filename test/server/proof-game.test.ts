// Dice anyone can audit, through the real service: Apophis played on a pty with a scripted box
// speaking DESIGN.md's "Dice anyone can audit" (test/serial/scripted-box.ts, `proof`; the
// firmware 2.1 hex takes its place in proof-virtual.test.ts once it is built). The game log
// keeps the commitment, every box roll with its @n (one the game refused too) and the revealed
// seed; `apophis verify` (the real command, a child process) accepts it, and refuses it with
// exit 1 and the right sentence once a roll's value is changed, a roll removed or the seed
// altered. A box restarted mid-game is named; a 2.0 box's rolls and typed dice are "not provable".
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TableState } from '../../src/games/apophis/state.ts';
import { apophis } from '../cli/run.ts';
import { commitmentFor, type ScriptedBoxOptions } from '../serial/scripted-box.ts';
import { type BoxTable, boxTable } from './box-table.ts';
import { Screen, waitUntil } from './harness.ts';

const PROOF: ScriptedBoxOptions = { protocol: 2, firmware: '2.1.0', capabilities: ['proof'] };

let rig: BoxTable | null = null;
let screen: Screen | null = null;

afterEach(async () => {
  screen?.close();
  await rig?.close();
  rig = screen = null;
});

type Line = { kind: string; line?: string; [key: string]: unknown };

function logOf(t: BoxTable): { path: string; lines: Line[] } {
  const id = t.service.app.table.gameId as string;
  const path = join(t.service.store.gamesDir, `${id}.jsonl`);
  const lines = readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((text) => JSON.parse(text) as Line);
  return { path, lines };
}

async function table(box: ScriptedBoxOptions) {
  rig = await boxTable({ box, wholeLogs: true });
  screen = await Screen.open(rig.service.url);
  const t = rig;
  const s = screen;
  const state = () => t.service.app.table.state as TableState;
  const settled = () => waitUntil('every box event ACKed', () => t.box.pending.length === 0);
  /** A launch of Y2,R1: its dice from the box (proven or not) while `boxRolls` last, then typed 6s. */
  const launch = async (boxRolls: { count: number }) => {
    if (!state().launch?.awaiting) {
      for (const section of ['Y2', 'R1'] as const)
        expect(await s.command({ type: 'build', section })).toMatchObject({ ok: true });
      await s.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
    }
    while (state().launch?.awaiting?.kind === 'roll') {
      const steps = state().launch?.steps.length ?? 0;
      if (boxRolls.count > 0) {
        boxRolls.count -= 1;
        if (t.box.proves) t.box.rollProven();
        else t.box.roll(6);
        await settled();
      } else {
        expect(await s.command({ type: 'roll', value: 6 })).toMatchObject({ ok: true });
      }
      await waitUntil('the die taken', () => (state().launch?.steps.length ?? 0) > steps);
    }
  };
  const playToWin = async (boxRolls: number) => {
    const left = { count: boxRolls };
    while (state().phase !== 'won' && state().phase !== 'lost') await launch(left);
  };
  return { ...t, screen: s, state, settled, launch, playToWin };
}

const verify = (path: string) => apophis('verify', path);

/** A proof box's game started (the lobby's seed revealed), Y2 and R1 built and launched: its first die awaited. */
async function toFirstDie() {
  const t = await table(PROOF);
  await t.screen.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 });
  t.box.press('START');
  await waitUntil('the lobby seed revealed', () => t.box.revealed.length === 1);
  await t.settled();
  for (const section of ['Y2', 'R1'] as const) await t.screen.command({ type: 'build', section });
  await t.screen.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
  await waitUntil('a die awaited', () => t.state().launch?.awaiting?.kind === 'roll');
  /** The launch's steps so far: one more once a die is taken. */
  const steps = () => t.state().launch?.steps.length ?? 0;
  return { t, steps };
}

describe('a game on a proof box, checked by apophis verify', () => {
  it('the log keeps the commitment, every box roll with its @n and the seed; verify accepts it', async () => {
    const t = await table(PROOF);
    await waitUntil('the box committed', () => t.service.app.table.boxStatus().connected);
    expect(
      await t.screen.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 }),
    ).toMatchObject({ ok: true });
    t.box.press('START');
    await waitUntil('the game to run', () => t.state().phase === 'running');
    // START reveals the lobby's seed; the box commits to the game's at once.
    await waitUntil('the lobby seed revealed', () => t.box.revealed.length === 1);
    const gameCommitment = commitmentFor(t.box.secret.seed);
    await t.settled();

    // The box rolls a d12 where the game wants a d6: refused by the game, kept by the proof.
    for (const section of ['Y2', 'R1'] as const) await t.screen.command({ type: 'build', section });
    await t.screen.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
    const before = t.state().launch?.steps.length;
    t.box.dice = { count: 1, sides: 12 };
    t.box.rollProven();
    await t.settled();
    await waitUntil('the box told its dice again', () => t.box.dice.sides === 6);
    expect(t.state().launch?.steps.length).toBe(before);
    await t.playToWin(3);
    await waitUntil('the game seed revealed', () => t.box.revealed.length === 2);
    await t.settled();
    const gameSeed = t.box.revealed[1] as string;
    expect(commitmentFor(Buffer.from(gameSeed, 'hex'))).toBe(gameCommitment);

    const { path, lines } = logOf(t);
    const proof = lines.filter((line) => line.kind === 'proof');
    const commits = proof.filter((line) => line.line === 'commit').map((line) => line.commitment);
    expect(commits.slice(0, 2)).toEqual([expect.any(String), gameCommitment]);
    // The next game's commitment waits for the next game's log.
    expect(commits).toHaveLength(2);
    const rolls = proof.filter((line) => line.line === 'roll');
    expect(rolls[0]).toMatchObject({ sides: 12, index: 0, used: false });
    expect(rolls.slice(1).every((roll) => roll.used === true && roll.sides === 6)).toBe(true);
    expect(rolls.map((roll) => roll.index)).toEqual(rolls.map((_, i) => i)); // d6, d12: one word each here
    expect(proof.at(-1)).toMatchObject({ line: 'seed', seed: gameSeed, next: rolls.length });

    const ran = await verify(path);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    const said = ran.stdout.trim().split('\n');
    expect(said[0]).toMatch(/^no box roll from commitment [0-9A-F]{32}: its seed matches$/);
    expect(said[1]).toBe(
      `${rolls.length} box rolls (${rolls.length - 1} used by the game) from commitment ${gameCommitment}: all verified`,
    );
    console.log(`apophis verify on a proof box's game:\n${ran.stdout}`);
    expect(said.filter((line) => /rolls? typed in by hand: not provable$/.test(line))).toHaveLength(
      1,
    );

    // The history, the export and the numbers carry the same verdict.
    const id = t.service.app.table.gameId as string;
    const history = (await (await fetch(`${t.service.url}/api/history/${id}`)).json()) as {
      entry: { proof: { ok: boolean; proven: number; game: { box: number; hand: number } } };
      file?: string;
    };
    expect(history.entry.proof).toMatchObject({ ok: true, proven: rolls.length - 1 });
    // Issue 32: the history's "check it yourself" names the log in the service's own --data
    // folder (a temporary one here), not `data/…` whatever the folder is.
    expect(history.file).toBe(path);
    expect(history.file?.startsWith('data/')).toBe(false);
    const exported = (await (
      await fetch(`${t.service.url}/api/history/${id}/export.json`)
    ).json()) as {
      proof: Line[];
    };
    expect(exported.proof).toEqual(proof.map(({ kind: _kind, ...line }) => line));
    const stats = (await (await fetch(`${t.service.url}/api/stats`)).json()) as {
      proof: { proven: number; rolls: number; failed: number };
    };
    const { box, hand } = history.entry.proof.game;
    expect(stats.proof).toEqual({ proven: rolls.length - 1, rolls: box + hand, failed: 0 });

    // Tampered copies: each refused with exit 1 and the sentence naming what fails.
    const text = readFileSync(path, 'utf8').split('\n');
    const rollAt = (index: number) =>
      text.findIndex((l) => l.includes('"line":"roll"') && l.includes(`"index":${index},`));
    const tampered = async (edit: (copy: string[]) => void) => {
      const copy = [...text];
      edit(copy);
      const file = `${path}.tampered.jsonl`;
      writeFileSync(file, copy.join('\n'));
      return verify(file);
    };
    const changed = await tampered((copy) => {
      const i = rollAt(2);
      const entry = JSON.parse(copy[i] as string);
      entry.values = [(entry.values[0] % 6) + 1];
      copy[i] = JSON.stringify(entry);
    });
    expect(changed.code).toBe(1);
    expect(changed.stdout).toMatch(/FAILED: the roll at @2 says \d \(d6\), the seed gives \d/);
    const removed = await tampered((copy) => copy.splice(rollAt(1), 1));
    expect(removed.code).toBe(1);
    expect(removed.stdout).toContain(
      'FAILED: a gap before the roll at @2: the rolls before it end at @1 (a roll is missing)',
    );
    const altered = await tampered((copy) => {
      const i = copy.findIndex((l) => l.includes(gameSeed));
      copy[i] = (copy[i] as string).replace(
        gameSeed,
        `${gameSeed.slice(0, -1)}${gameSeed.endsWith('0') ? '1' : '0'}`,
      );
    });
    expect(altered.code).toBe(1);
    expect(altered.stdout).toMatch(
      /FAILED: the revealed seed does not match the commitment \(its SHA-256 begins [0-9A-F]{32}\)/,
    );
    // The game's dice tied to the proof (DESIGN.md "What a verdict covers"): each was "all
    // verified" before, the proof lines left as they were.
    const boxAction = text.findIndex(
      (l) => l.includes('"kind":"action"') && l.includes('"source":"box"'),
    );
    const dieChanged = (copy: string[]) => {
      const entry = JSON.parse(copy[boxAction] as string);
      entry.action.value = (entry.action.value % 6) + 1;
      copy[boxAction] = JSON.stringify(entry);
    };
    const actionChanged = await tampered(dieChanged);
    expect(actionChanged.code).toBe(1);
    expect(actionChanged.stdout).toMatch(
      /FAILED: the game's die in action \d+ is \d, but the box's roll at @1 is \d/,
    );
    const dropped = await tampered((copy) => copy.splice(boxAction, 1));
    expect(dropped.code).toBe(1);
    expect(dropped.stdout).toMatch(
      /FAILED: the box's roll at @1 \(\d\) is marked used, but no action of the game took it/,
    );
    // A `stop` line, or the log cut before its seed (and its end), to hide the changed die.
    const seedLine = text.findIndex((l) => l.includes('"line":"seed"') && l.includes(gameSeed));
    const stopped = await tampered((copy) => {
      dieChanged(copy);
      const stop = {
        kind: 'proof',
        line: 'stop',
        commitment: gameCommitment,
        why: 'restart',
        at: 1,
      };
      copy.splice(seedLine, 1, JSON.stringify(stop));
    });
    expect(stopped.code).toBe(1);
    expect(stopped.stdout).toContain("FAILED: the game's die in action");
    const cut = await tampered((copy) => {
      dieChanged(copy);
      copy.splice(boxAction + 2);
    });
    expect(cut.code).toBe(1);
    expect(cut.stdout).toContain("FAILED: the game's die in action");
    // The game committed again to a seed already revealed: its rolls were known in advance.
    const again = await tampered((copy) => {
      const commitLine = copy.find((l) => l.includes(`"commitment":"${gameCommitment}"`)) as string;
      copy.splice(copy.length - 1, 0, commitLine, copy[seedLine] as string);
    });
    expect(again.code).toBe(1);
    expect(again.stdout).toContain(
      `FAILED: the commitment ${gameCommitment.slice(0, 8)}… was seen earlier in the log`,
    );
    expect((await verify(join(t.service.dir, 'no-such.jsonl'))).code).toBe(2);
  }, 60_000);

  it('an index said twice live (ROLL 6 x @0, then ROLL 6 y @0): refused for the game, logged, FAILED', async () => {
    const { t, steps } = await toFirstDie();
    const before = steps();
    const first = t.box.rollProven();
    await t.settled();
    await waitUntil(
      'the die taken',
      () => steps() > before || t.state().launch?.awaiting?.kind !== 'roll',
    );
    const taken = steps();
    const other = ((first.values[0] as number) % 6) + 1;
    t.box.say({ verb: 'ROLL', sides: 6, values: [other], index: first.index });
    const rollsAt = () =>
      logOf(t).lines.filter(
        (l) => l.kind === 'proof' && l.line === 'roll' && l.index === first.index,
      );
    await waitUntil('the second roll at the same index logged', () => rollsAt().length === 2);
    expect(rollsAt()[1]).toMatchObject({ values: [other], used: false });
    // Not applied as a resend: the game took one die at that index.
    expect(steps()).toBe(taken);
    const ran = await verify(logOf(t).path);
    expect(ran.code).toBe(1);
    expect(ran.stdout).toContain(`FAILED: two rolls at @${first.index}: a word index used twice`);
  }, 60_000);

  it("a proof box's roll without @n mid-game: logged with index null, FAILED naming the roll", async () => {
    const { t, steps } = await toFirstDie();
    const before = steps();
    t.box.rollProven(); // one proven roll first
    await t.settled();
    await waitUntil('the die taken', () => steps() > before || !t.state().launch?.awaiting);
    if (!t.state().launch?.awaiting) {
      // A missed launch rolls no damage die: the next launch's first die, then.
      for (const section of ['Y2', 'R1'] as const)
        await t.screen.command({ type: 'build', section });
      await t.screen.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
    }
    await waitUntil('a die awaited', () => t.state().launch?.awaiting?.kind === 'roll');
    const taken = steps();
    t.box.roll(4); // ROLL 6 4, no @n, from a box whose HELLO lists proof
    await t.settled();
    await waitUntil('the die taken', () => steps() > taken || !t.state().launch?.awaiting);
    await t.playToWin(0);
    await waitUntil('the game seed revealed', () => t.box.revealed.length === 2);
    await t.settled();
    const { path, lines } = logOf(t);
    const proof = lines.filter((l) => l.kind === 'proof');
    expect(proof.some((l) => l.line === 'stop')).toBe(false);
    expect(proof.filter((l) => l.line === 'roll' && l.index === null)).toEqual([
      expect.objectContaining({ sides: 6, values: [4], used: true }),
    ]);
    const ran = await verify(path);
    expect(ran.code).toBe(1);
    expect(ran.stdout).toContain("FAILED: a proof box's roll of 4 (d6) came without its @n");
    expect(ran.stdout).not.toContain('not provable: the proof stops');
  }, 60_000);

  it('a box restarted mid-game: the verdict says where the proof stops and where it starts again', async () => {
    const t = await table(PROOF);
    await t.screen.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 });
    t.box.press('START');
    await waitUntil('the lobby seed revealed', () => t.box.revealed.length === 1);
    const lost = commitmentFor(t.box.secret.seed);
    await t.settled();
    await t.launch({ count: 2 }); // one roll or two: a missed launch rolls no damage die
    const before = logOf(t).lines.filter((l) => l.kind === 'proof' && l.line === 'roll').length;
    t.box.boot(); // a restart: its seed is lost, HELLO and a new COMMIT
    await waitUntil(
      'the new commitment',
      () => t.box.pending.length === 0 && commitmentFor(t.box.secret.seed) !== lost,
    );
    const fresh = commitmentFor(t.box.secret.seed);
    await t.playToWin(2);
    await waitUntil('the last seed revealed', () => t.box.revealed.length === 2);
    await t.settled();
    const { path, lines } = logOf(t);
    expect(lines.filter((l) => l.kind === 'proof' && l.line === 'stop')).toEqual([
      expect.objectContaining({ commitment: lost, why: 'restart' }),
    ]);
    const ran = await verify(path);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain(
      `${before === 1 ? '1 box roll' : `${before} box rolls`} from commitment ${lost}: not provable: the proof stops after the roll at @${before - 1} (the box restarted and lost its seed)`,
    );
    expect(ran.stdout).toMatch(new RegExp(`\\d box rolls? from commitment ${fresh}: all verified`));
  }, 60_000);

  it('a 2.0 box (no proof) and typed dice: "not provable", never "verified"', async () => {
    const t = await table({ protocol: 2, firmware: '2.0.0' });
    await t.screen.command({ type: 'newGame', players: 2, variant: 'basic', timerSeconds: 3600 });
    t.box.press('START');
    await waitUntil('the game to run', () => t.state().phase === 'running');
    await t.playToWin(2);
    const { path, lines } = logOf(t);
    expect(lines.filter((l) => l.kind === 'proof')).toEqual([]);
    const ran = await verify(path);
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain(
      '2 box rolls by a box without proof (protocol 1, or firmware before 2.1): not provable',
    );
    expect(ran.stdout).toMatch(/\d rolls typed in by hand: not provable/);
    expect(ran.stdout).toContain('0 of ');
    expect(ran.stdout).not.toContain('verified');
  }, 60_000);
});
