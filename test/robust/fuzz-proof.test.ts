// Bad input on a proof box's link (DESIGN.md, "Dice anyone can audit"): its COMMIT, SEED and
// ROLL … @n lines bent as a broken cable or a confused box would bend them, then written to
// the service through a real pty between the box's good lines. The rule for bad input: "refused
// with a sentence […], state unchanged". Each is dropped as garbled with the codec's reason,
// the table and the game log (its proof lines too) stay as they were, and the box's next
// proven roll is logged once, where it belongs. The box's side (a garbled REVEAL refused by
// the firmware) is test/firmware/host.test.ts's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableState } from '../../src/games/apophis/state.ts';
import { type BoxMessage, type LineError, MAX_SEQ, protocolV2 } from '../../src/protocol.ts';
import { waitFor } from '../serial/pty.ts';
import { type BoxTable, boxTable } from '../server/box-table.ts';
import { Screen } from '../server/harness.ts';
import { hex32, int, nearMiss, pick, type Random, seeded, wordIndex } from './fuzz-lines.ts';

/** A proof box's event: a commitment, a seed, or a roll tagged with its word index. */
function proofMessage(random: Random): BoxMessage {
  switch (int(random, 0, 2)) {
    case 0:
      return { verb: 'COMMIT', commitment: hex32(random) };
    case 1:
      return { verb: 'SEED', seed: hex32(random), next: wordIndex(random) };
    default: {
      const sides = int(random, 2, 99);
      const values = Array.from({ length: int(random, 1, 6) }, () => int(random, 1, sides));
      return { verb: 'ROLL', sides, values, index: wordIndex(random) };
    }
  }
}

/** What the proof's own arguments may never be, each with a check that holds. */
const BAD_TAILS: Record<'COMMIT' | 'SEED' | 'ROLL', string[]> = {
  COMMIT: ['', 'ABC', '0'.repeat(31), '0'.repeat(33), `${'0'.repeat(31)}G`, `${'A'.repeat(32)} 7`],
  SEED: [
    'A'.repeat(32),
    `${'A'.repeat(32)} 4294967296`,
    `${'A'.repeat(32)} -1`,
    `${'A'.repeat(32)} @3`,
    `${'A'.repeat(31)} 3`,
  ],
  // A tag past 32 bits, signed, empty, not a number, twice, or alone; a value past the sides.
  ROLL: ['6 3 @4294967296', '6 3 @-1', '6 3 @', '6 3 @x', '6 3 @1 @2', '6 @0', '6 7 @0', '6 3 @01'],
};

/**
 * A proof line bent until the v2 codec refuses every piece of it: a near miss of a valid one
 * (its check kept or recomputed), or a good check over arguments the proof forbids.
 */
function garbledProofLine(random: Random): { line: string; refusals: LineError[] } {
  for (;;) {
    const seq = int(random, 1, MAX_SEQ);
    let line: string;
    if (random() < 0.7) {
      line = nearMiss(random, protocolV2.encode(seq, proofMessage(random)), protocolV2).line;
    } else {
      const verb = pick(random, ['COMMIT', 'SEED', 'ROLL'] as const);
      const body = `${seq} ${verb} ${pick(random, BAD_TAILS[verb])}`.trimEnd();
      line = `${body}*${protocolV2.check(body)}\n`;
    }
    if (!line.endsWith('\n')) continue;
    const results = line
      .split('\n')
      .slice(0, -1)
      .map((piece) => protocolV2.decodeBoxLine(piece));
    const refusals = results.flatMap((result) => (result.ok ? [] : [result.error]));
    if (refusals.length === results.length && refusals.length > 0) return { line, refusals };
  }
}

const PROOF = { protocol: 2, firmware: '2.1.0', capabilities: ['proof'] } as const;
const LINES = 3000;

describe("a proof box's link, its proof lines garbled", () => {
  let rig: BoxTable;
  let control: Screen;
  beforeAll(async () => {
    rig = await boxTable({
      box: { ...PROOF, capabilities: [...PROOF.capabilities] },
      started: true,
      wholeLogs: true,
    });
    control = await Screen.open(rig.service.url);
  }, 20_000);
  afterAll(async () => {
    control?.close();
    await rig?.close();
  });

  it('drops each garbled COMMIT, SEED and ROLL … @n with a reason; the table and its log stay as they were', async () => {
    const { service, box } = rig;
    const link = service.app.box.link;
    if (!link) throw new Error('no link');
    const state = () => service.app.table.state as TableState;
    const settled = () => waitFor('every box event ACKed', () => box.pending.length === 0);
    const logPath = join(service.store.gamesDir, `${service.app.table.gameId}.jsonl`);
    const proofLines = () =>
      readFileSync(logPath, 'utf8')
        .trim()
        .split('\n')
        .filter((line) => line.includes('"kind":"proof"'));
    // START revealed the lobby's seed and the box committed to the game's; a launch awaits its die.
    await waitFor('the lobby seed revealed', () => box.revealed.length === 1);
    await settled();
    for (const section of ['Y2', 'R1'] as const) await control.command({ type: 'build', section });
    await control.command({ type: 'suits', suits: ['hearts', 'diamonds', 'spades', 'clubs'] });
    const first = box.rollProven();
    await settled();
    expect(first.index).toBe(0);

    const tableBefore = JSON.stringify(state());
    const logBefore = readFileSync(logPath, 'utf8');
    const garbledBefore = link.counters.garbled;
    const random = seeded(0x5eed);
    const codes = new Map<string, number>();
    const unexplained: string[] = [];
    let pieces = 0;
    let chunk = '';
    for (let i = 0; i < LINES; i++) {
      const garbled = garbledProofLine(random);
      chunk += garbled.line;
      pieces += garbled.refusals.length;
      for (const { code, reason } of garbled.refusals) {
        codes.set(code, (codes.get(code) ?? 0) + 1);
        if (reason.split(' ').length < 3) unexplained.push(`${code}: ${reason}`);
      }
      if (chunk.length > 4000) {
        box.write(chunk);
        chunk = '';
      }
    }
    box.write(chunk);
    await waitFor(
      'the link to read every garbled line',
      () => link.counters.garbled - garbledBefore >= pieces,
      20_000,
    );
    console.log(
      `proof fuzz: ${LINES} garbled proof lines (${pieces} pieces) dropped as garbled; refused as ${JSON.stringify(Object.fromEntries(codes))}`,
    );
    // Every refusal says why, in words; the shape, the check and the proof's arguments all refused some.
    expect(unexplained).toEqual([]);
    for (const code of ['FORMAT', 'BADCS', 'UNKNOWN', 'BADARG'])
      expect(codes.get(code), code).toBeGreaterThan(10);
    expect(link.counters.garbled - garbledBefore).toBe(pieces);
    expect(JSON.stringify(state())).toBe(tableBefore);
    expect(readFileSync(logPath, 'utf8')).toBe(logBefore);

    // The box goes on: its next roll is logged once, right after the first, under the same commitment.
    const before = proofLines();
    const second = box.rollProven();
    await settled();
    const after = proofLines();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toHaveLength(1);
    expect(JSON.parse(after.at(-1) as string)).toMatchObject({
      line: 'roll',
      index: first.index + 1,
      values: second.values,
    });
  }, 60_000);
});
