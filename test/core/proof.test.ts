// Dice anyone can audit (DESIGN.md): the derivation against vectors computed apart (Python's
// hashlib, the script below), the codec's proof lines, and the verifier's verdicts on a proof
// whole, with a roll changed, a roll removed, the seed altered, a restart, and dice nothing proves.
//
// The vectors come from this Python 3, written for this test from DESIGN.md's text alone:
//   seed = bytes.fromhex('00112233445566778899AABBCCDDEEFF')
//   hashlib.sha256(seed).hexdigest()[:32].upper()                  # the commitment
//   word(n) = int.from_bytes(sha256(seed + n.to_bytes(4, 'big')).digest()[:4], 'big')
//   roll(s, k, n): take word(n), n += 1, until w < 2**32 - 2**32 % s; value w % s + 1; k times
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  drawRoll,
  type ProofEntry,
  type Sha256,
  unrevealedOf,
  verifyProof,
  wordOf,
} from '../../src/proof.ts';
import { verdictLines } from '../../src/proof-words.ts';
import { protocolV1, protocolV2 } from '../../src/protocol.ts';

const sha256: Sha256 = (bytes) => createHash('sha256').update(bytes).digest();
const SEED = '00112233445566778899AABBCCDDEEFF';
const COMMITMENT = 'A8FAED6ABBF35C12A4B26E40F6FEB19D';
const hex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'));

describe('the derivation, against Python hashlib vectors', () => {
  it('C is the first 16 bytes of SHA-256(S), 32 upper-case hex digits', () => {
    expect(commitmentOf(sha256, SEED)).toBe(COMMITMENT);
    expect(commitmentOf(sha256, SEED.toLowerCase())).toBe(COMMITMENT);
  });

  it('word n is the first 4 bytes big-endian of SHA-256(S ‖ n as 4 bytes big-endian)', () => {
    expect([0, 1, 2, 3].map((n) => wordOf(sha256, hex(SEED), n))).toEqual([
      3095776064, 3372113133, 3207151071, 604939223,
    ]);
  });

  it('the dice of successive rolls, each from where the last ended', () => {
    // Python: (sides, count, from) -> values, next
    const vectors: [number, number, number, number[], number][] = [
      [6, 1, 0, [3], 1],
      [6, 1, 1, [4], 2],
      [12, 1, 2, [4], 3],
      [6, 3, 3, [6, 1, 2], 6],
      [99, 2, 6, [50, 20], 8],
      [2, 6, 8, [2, 2, 1, 2, 2, 2], 14],
    ];
    for (const [sides, count, from, values, next] of vectors) {
      expect(drawRoll(sha256, SEED, sides, count, from)).toEqual({ values, next });
    }
  });

  it('a word at or above 2^32 − (2^32 mod s) is rejected and the next word taken', () => {
    // "takes the next word w (n += 1) until w < 2^32 − (2^32 mod s)": with s = 6 the limit is
    // 4294967292; words fed by hand: 4294967295 (rejected), 4294967292 (rejected), 13 → 13 % 6 + 1 = 2.
    const words = [0xffffffff, 4294967292, 13];
    const fake: Sha256 = (input) => {
      const n = new DataView(input.buffer, input.byteOffset + 16, 4).getUint32(0);
      const out = new Uint8Array(32);
      new DataView(out.buffer).setUint32(0, words[n] ?? 0);
      return out;
    };
    expect(drawRoll(fake, SEED, 6, 1, 0)).toEqual({ values: [2], next: 3 });
  });
});

describe('the codec speaks the proof', () => {
  it('COMMIT, SEED and ROLL … @n from the box; REVEAL from the server', () => {
    const commit = protocolV2.encode(1, { verb: 'COMMIT', commitment: COMMITMENT });
    expect(protocolV2.decodeBoxLine(commit)).toMatchObject({
      ok: true,
      frame: { seq: 1, message: { verb: 'COMMIT', commitment: COMMITMENT } },
    });
    const seed = protocolV2.encode(9999, { verb: 'SEED', seed: SEED, next: 4294967295 });
    // DESIGN.md: "`9999 SEED <32 hex> 4294967295*ABCD` is 58" (the terminator makes 59).
    expect(seed.length).toBe(59);
    expect(protocolV2.decodeBoxLine(seed)).toMatchObject({
      ok: true,
      frame: { message: { verb: 'SEED', seed: SEED, next: 4294967295 } },
    });
    const roll = protocolV2.encode(3, { verb: 'ROLL', sides: 6, values: [6, 1, 2], index: 3 });
    expect(roll.startsWith('3 ROLL 6 6 1 2 @3*')).toBe(true);
    expect(protocolV2.decodeBoxLine(roll)).toMatchObject({
      ok: true,
      frame: { message: { verb: 'ROLL', sides: 6, values: [6, 1, 2], index: 3 } },
    });
    const reveal = protocolV2.encode(5, { verb: 'REVEAL' });
    expect(protocolV2.decodeServerLine(reveal)).toMatchObject({
      ok: true,
      frame: { seq: 5, message: { verb: 'REVEAL' } },
    });
  });

  it('refuses a short commitment, a seed without its index, an index that is not a number', () => {
    const bad = [
      `1 COMMIT ${COMMITMENT.slice(1)}`,
      `1 SEED ${SEED}`,
      `1 SEED ${SEED} 4294967296`,
      '1 ROLL 6 3 @x',
      '1 ROLL 6 @0',
      `0 COMMIT ${COMMITMENT}`,
    ];
    for (const body of bad) {
      const line = `${body}*${protocolV2.check(body)}\n`;
      expect(protocolV2.decodeBoxLine(line).ok, body).toBe(false);
    }
    // Protocol 1 has no proof.
    const v1 = `1 COMMIT ${COMMITMENT}`;
    expect(protocolV1.decodeBoxLine(`${v1}*${protocolV1.check(v1)}\n`)).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN' },
    });
  });
});

/** A game's proof lines as the service writes them: a commitment, rolls drawn from the seed, the seed. */
function provenGame(rolls: [sides: number, count: number][]): ProofEntry[] {
  const entries: ProofEntry[] = [{ line: 'commit', commitment: COMMITMENT, at: 1 }];
  let index = 0;
  for (const [sides, count] of rolls) {
    const drawn = drawRoll(sha256, SEED, sides, count, index);
    entries.push({ line: 'roll', sides, values: drawn.values, index, used: true, at: 2 });
    index = drawn.next;
  }
  entries.push({ line: 'seed', seed: SEED, next: index, at: 3 });
  return entries;
}

const GAME = { box: 4, hand: 0 };
const ROLLS: [number, number][] = [
  [6, 1],
  [6, 1],
  [12, 1],
  [6, 3],
];

describe('the verdict', () => {
  it('a whole proof: every roll verified, one line per commitment', () => {
    const verdict = verifyProof(sha256, provenGame(ROLLS), { over: true, game: GAME });
    expect(verdict.ok).toBe(true);
    expect(verdict.proven).toBe(4);
    expect(verdictLines(verdict)[0]).toBe(
      `4 box rolls from commitment ${COMMITMENT}: all verified`,
    );
  });

  it('a roll whose value was changed fails, naming its index and both values', () => {
    const entries = provenGame(ROLLS);
    const third = entries[3] as Extract<ProofEntry, { line: 'roll' }>;
    third.values = [5]; // the seed gives 4
    const verdict = verifyProof(sha256, entries, { over: true, game: GAME });
    expect(verdict.ok).toBe(false);
    expect(verdict.proven).toBe(0);
    expect(verdictLines(verdict)[0]).toBe(
      `4 box rolls from commitment ${COMMITMENT}: FAILED: the roll at @2 says 5 (d12), the seed gives 4`,
    );
  });

  it('a roll removed leaves a gap, named before the roll that follows it', () => {
    const entries = provenGame(ROLLS);
    entries.splice(2, 1); // the roll at @1
    const verdict = verifyProof(sha256, entries, { over: true, game: GAME });
    expect(verdict.ok).toBe(false);
    expect(verdictLines(verdict)[0]).toContain(
      'FAILED: a gap before the roll at @2: the rolls before it end at @1 (a roll is missing)',
    );
  });

  it('the last roll removed: the seed says where the rolls should end', () => {
    const entries = provenGame(ROLLS);
    entries.splice(4, 1);
    const verdict = verifyProof(sha256, entries, { over: true, game: GAME });
    expect(verdictLines(verdict)[0]).toContain(
      "FAILED: the seed's next word is @6, but the rolls end at @3 (a roll is missing at the end)",
    );
  });

  it('an altered seed does not match the commitment', () => {
    const entries = provenGame(ROLLS);
    const altered = `1${SEED.slice(1)}`;
    (entries.at(-1) as Extract<ProofEntry, { line: 'seed' }>).seed = altered;
    const verdict = verifyProof(sha256, entries, { over: true, game: GAME });
    expect(verdict.ok).toBe(false);
    expect(verdictLines(verdict)[0]).toContain(
      `FAILED: the revealed seed does not match the commitment (its SHA-256 begins ${commitmentOf(sha256, altered)})`,
    );
  });

  it('a box restarted mid-game: the proof stops after its last roll, the next commitment is proven apart', () => {
    const before = provenGame(ROLLS.slice(0, 2)).slice(0, -1); // no seed: the box lost it
    const other = '0F'.repeat(16);
    const after: ProofEntry[] = [
      { line: 'commit', commitment: commitmentOf(sha256, other), at: 5 },
    ];
    const drawn = drawRoll(sha256, other, 6, 1, 0);
    after.push({ line: 'roll', sides: 6, values: drawn.values, index: 0, used: true, at: 6 });
    after.push({ line: 'seed', seed: other, next: drawn.next, at: 7 });
    const entries: ProofEntry[] = [
      ...before,
      { line: 'stop', commitment: COMMITMENT, why: 'restart', at: 4 },
      ...after,
    ];
    const verdict = verifyProof(sha256, entries, { over: true, game: { box: 3, hand: 0 } });
    expect(verdict.ok).toBe(true);
    expect(verdict.proven).toBe(1);
    expect(verdict.notProvable).toBe(2);
    const lines = verdictLines(verdict);
    expect(lines[0]).toBe(
      `2 box rolls from commitment ${COMMITMENT}: not provable: the proof stops after the roll at @1 (the box restarted and lost its seed)`,
    );
    expect(lines[1]).toBe(
      `1 box roll from commitment ${commitmentOf(sha256, other)}: all verified`,
    );
  });

  it('dice typed in and a box without proof are "not provable", never "verified"', () => {
    const verdict = verifyProof(sha256, [], { over: true, game: { box: 5, hand: 2 } });
    expect(verdict.ok).toBe(true);
    expect(verdict.proven).toBe(0);
    const lines = verdictLines(verdict);
    expect(lines).toEqual([
      '2 rolls typed in by hand: not provable',
      '5 box rolls by a box without proof (protocol 1, or firmware before 2.1): not provable',
      '0 of 7 rolls proven',
    ]);
    expect(lines.join('\n')).not.toContain('verified');
  });

  it('a game over whose seed never came fails; one still playing waits for it', () => {
    const entries = provenGame(ROLLS).slice(0, -1);
    expect(verifyProof(sha256, entries, { over: false, game: GAME }).ok).toBe(true);
    const over = verifyProof(sha256, entries, { over: true, game: GAME });
    expect(over.ok).toBe(false);
    expect(verdictLines(over)[0]).toContain('the game is over and its seed was never revealed');
  });

  it('a box reset after its seed was asked for: "not provable: the box restarted before revealing its seed", no failure', () => {
    // DESIGN.md: "A box that restarts mid-game loses its seed"; here it restarted after the end's
    // REVEAL, and the service wrote `lost` where the seed should be.
    const entries: ProofEntry[] = [
      ...provenGame(ROLLS).slice(0, -1),
      { line: 'stop', commitment: COMMITMENT, why: 'lost', at: 9 },
    ];
    const verdict = verifyProof(sha256, entries, { over: true, game: GAME });
    expect(verdict.ok).toBe(true);
    expect(verdict.proven).toBe(0);
    expect(verdictLines(verdict)[0]).toBe(
      `${ROLLS.length} box rolls from commitment ${COMMITMENT}: not provable: the box restarted before revealing its seed`,
    );
  });

  it("a log's commitment still waiting for its seed is found; one revealed or stopped is not", () => {
    const game = provenGame(ROLLS);
    expect(unrevealedOf(game)).toBeNull();
    expect(unrevealedOf(game.slice(0, -1))).toEqual({
      commitment: COMMITMENT,
      lastIndex: (game.at(-2) as { index: number }).index,
    });
    const stopped: ProofEntry[] = [
      ...game.slice(0, -1),
      { line: 'stop', commitment: COMMITMENT, why: 'lost', at: 9 },
    ];
    expect(unrevealedOf(stopped)).toBeNull();
    expect(unrevealedOf([])).toBeNull();
  });
});
