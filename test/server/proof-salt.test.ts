// The table's salt through the real service (DESIGN.md, "The table's salt"): Apophis played on a
// pty with the scripted proof box of firmware 2.2 (test/serial/scripted-box.ts, `salt`). A box
// that takes the salt rolls from it and its game is verified; a box that refuses it (`NAK
// salt-late`) or never answers it is named in the game's log (`"line":"unsalted"`) and in the
// verdict of `apophis verify` (the real command): every roll matches its seed, but the box could
// have chosen that seed, so "not provable", never "verified" and never a false FAILED; a box that
// took the salt while the service heard no ACK of it is held to the salt: "verified".
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { apophis } from '../cli/run.ts';
import type { ScriptedBoxOptions } from '../serial/scripted-box.ts';
import { type BoxTable, boxTable } from './box-table.ts';
import { Screen, waitUntil } from './harness.ts';
import { endedLogLines } from './log-lines.ts';
import { checkDice, winMuted } from './proof-play.ts';

let rig: BoxTable | null = null;
let screen: Screen | null = null;

afterEach(async () => {
  screen?.close();
  await rig?.close();
  rig = screen = null;
});

const box = (saltAnswer: ScriptedBoxOptions['saltAnswer']): ScriptedBoxOptions => ({
  protocol: 2,
  firmware: '2.2.0',
  capabilities: ['proof', 'salt'],
  saltAnswer,
});

/** A game won on the box's first two dice; its log's proof lines once its seed is in, and verify's word. */
async function play(saltAnswer: ScriptedBoxOptions['saltAnswer']) {
  rig = await boxTable({ box: box(saltAnswer), wholeLogs: true });
  screen = await Screen.open(rig.service.url);
  const t = rig;
  const commitment = await winMuted(screen, t.box, 2);
  t.box.muted = false;
  await waitUntil('the game seed revealed', () => t.box.revealed.length === 2);
  await waitUntil('every box event ACKed', () => t.box.pending.length === 0);
  const path = join(t.service.store.gamesDir, `${t.service.app.table.gameId}.jsonl`);
  // Read while the service may still append (the salt's answer, the silence after 5 s).
  const proof = () => endedLogLines(path).filter((line) => line.kind === 'proof');
  return { commitment, path, proof, verify: () => apophis('verify', path) };
}

describe('the table’s salt, live through a pty', () => {
  it('a 2.2 box that takes the salt: rolled from it, verified', async () => {
    const game = await play('take');
    const lines = game.proof();
    const at = lines.findIndex((l) => l.line === 'commit' && l.commitment === game.commitment);
    expect(lines[at + 1]).toMatchObject({
      line: 'salt',
      salt: expect.stringMatching(/^[0-9A-F]{32}$/),
    });
    expect(lines.some((l) => l.line === 'unsalted')).toBe(false);
    // The history's verdict carries the seal the table saw.
    const id = rig?.service.app.table.gameId as string;
    const history = (await (await fetch(`${rig?.service.url}/api/history/${id}`)).json()) as {
      entry: { proof: { sealed: string | null } };
    };
    expect(history.entry.proof.sealed).toBe(game.commitment.slice(0, 8));
    const ran = await game.verify();
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(
      new RegExp(`box rolls? from commitment ${game.commitment}: all verified`),
    );
  }, 60_000);

  it('a box that refuses the salt (NAK salt-late): named in the log and in the verdict', async () => {
    const game = await play('refuse');
    await waitUntil('the refusal logged', () =>
      game.proof().some((l) => l.line === 'unsalted' && l.commitment === game.commitment),
    );
    expect(
      game.proof().find((l) => l.line === 'unsalted' && l.commitment === game.commitment),
    ).toMatchObject({
      why: 'refused',
    });
    // The refusal is final: no SALT goes after it for the box to ACK as a seq it has seen (one
    // resent before the NAK came is the outbox's 250 ms at work), though four resends' time passes.
    const salts = () => (rig as BoxTable).box.lines.filter((line) => / SALT /.test(line)).length;
    const sentBefore = salts();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(salts()).toBe(sentBefore);
    const ran = await game.verify();
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain(
      `from commitment ${game.commitment}: not provable: every roll matches its seed, but the box refused the table’s salt (salt-late), so it could have chosen its seed`,
    );
    expect(ran.stdout).not.toMatch(/FAILED|all verified/);
    // The README's script reads it the same way.
    const byHand = await checkDice(rig?.service.dir as string)(game.path);
    expect(byHand).toMatchObject({ code: 0 });
    expect(byHand.stdout).toMatch(
      new RegExp(
        `box rolls from commitment ${game.commitment}: not provable \\(every roll matches its seed, but the box went without the table's salt\\)`,
      ),
    );
  }, 60_000);

  it('a box that never answers the salt: named in the log and in the verdict', async () => {
    const game = await play('silent');
    await waitUntil(
      'the silence logged',
      () => game.proof().some((l) => l.line === 'unsalted' && l.commitment === game.commitment),
      20_000,
    );
    expect(
      game.proof().find((l) => l.line === 'unsalted' && l.commitment === game.commitment),
    ).toMatchObject({
      why: 'silent',
    });
    const ran = await game.verify();
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain(
      `from commitment ${game.commitment}: not provable: every roll matches its seed, but the box never answered the table’s salt, so it could have chosen its seed`,
    );
  }, 60_000);

  it('a box that took the salt, every ACK of it lost: the silence logged, its rolls held to the salt, verified', async () => {
    // DESIGN.md: the box derives its words from SHA-256(S ‖ T ‖ n) once it takes the salt; the
    // service, hearing no ACK within 5 s, says "unsalted" (silent). The rolls say otherwise: they
    // hold with the salt the log keeps, so the verdict is "all verified", not a false FAILED nor
    // "not provable".
    const game = await play('take-unheard');
    await waitUntil(
      'the silence logged',
      () => game.proof().some((l) => l.line === 'unsalted' && l.commitment === game.commitment),
      20_000,
    );
    const ran = await game.verify();
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(
      new RegExp(`box rolls? from commitment ${game.commitment}: all verified`),
    );
    const byHand = await checkDice(rig?.service.dir as string)(game.path);
    expect(byHand).toMatchObject({ code: 0 });
    expect(byHand.stdout).toMatch(
      new RegExp(`box rolls from commitment ${game.commitment}: verified$`, 'm'),
    );
  }, 60_000);
});
