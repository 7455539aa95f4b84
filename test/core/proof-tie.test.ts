// What a verdict covers (DESIGN.md): the proof tied to the game's dice, a commitment or seed
// seen again, an index used twice, a roll without its @n, a roll after its seed, a proof that
// stops (a `stop` line, a log cut short) checked up to where it stops, and the table's salt
// (firmware 2.2): words from SHA-256(S ‖ T ‖ n), the salt changed in the log failing. Each case
// was said "verified" (or "not provable") before the tie: the verdicts here are FAILED.
//
// Salted words are checked against Node's crypto computed here from DESIGN.md's text, apart
// from src/proof.ts's own derivation: word(n) = first 4 bytes BE of sha256(S ‖ T ‖ n BE).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type BoxDie,
  commitmentOf,
  drawRoll,
  type ProofEntry,
  type Sha256,
  verifyProof,
  wordOf,
} from '../../src/proof.ts';
import { proofWordsFr } from '../../src/proof-words.fr.ts';
import { verdictLines, verdictSentences } from '../../src/proof-words.ts';

const sha256: Sha256 = (bytes) => createHash('sha256').update(bytes).digest();
const SEED = '00112233445566778899AABBCCDDEEFF';
const SALT = 'F0E1D2C3B4A5968778695A4B3C2D1E0F';
const C = commitmentOf(sha256, SEED);

type Roll = Extract<ProofEntry, { line: 'roll' }>;

/**
 * A game as its log holds it: a commitment (and salt), then per d6 roll the proof's roll line
 * and the game's action that took its die (action k at position k), then the seed.
 */
function game(count: number, salt: string | null = null) {
  const entries: ProofEntry[] = [{ line: 'commit', commitment: C, at: 1, position: 0 }];
  if (salt) entries.push({ line: 'salt', salt, at: 1, position: 0 });
  const dice: BoxDie[] = [];
  let index = 0;
  for (let k = 0; k < count; k++) {
    const drawn = drawRoll(sha256, SEED, 6, 1, index, salt);
    entries.push({
      line: 'roll',
      sides: 6,
      values: drawn.values,
      index,
      used: true,
      at: 2,
      position: k,
    });
    dice.push({ position: k, values: [...drawn.values] });
    index = drawn.next;
  }
  entries.push({ line: 'seed', seed: SEED, next: index, at: 3, position: count });
  return { entries, dice };
}

const check = (entries: ProofEntry[], dice: BoxDie[], over = true) =>
  verifyProof(sha256, entries, { over, game: { box: dice.length, hand: 0 }, dice, proofBox: true });

const rollAt = (entries: ProofEntry[], index: number) =>
  entries.find((e) => e.line === 'roll' && e.index === index) as Roll;

describe('the verdict ties the proof to the game', () => {
  it('an honest game: every die the proven roll', () => {
    const { entries, dice } = game(4);
    const verdict = check(entries, dice);
    expect(verdict.ok).toBe(true);
    expect(verdict.proven).toBe(4);
    expect(verdictLines(verdict)).toEqual([
      `4 box rolls from commitment ${C}: all verified`,
      '4 of 4 rolls proven',
    ]);
  });

  it("an action's die changed: FAILED, naming the action and the roll", () => {
    const { entries, dice } = game(4);
    const die = dice[2] as BoxDie;
    const proof = rollAt(entries, 2).values[0] as number;
    die.values = [(proof % 6) + 1];
    const verdict = check(entries, dice);
    expect(verdict.ok).toBe(false);
    expect(verdictLines(verdict)[0]).toBe(
      `4 box rolls from commitment ${C}: FAILED: the game's die in action 3 is ${(proof % 6) + 1}, but the box's roll at @2 is ${proof}`,
    );
  });

  it("an action's die dropped: the roll it took is named unused", () => {
    const { entries, dice } = game(4);
    dice.splice(1, 1); // the action at position 1 gone; the actions after it move up one
    for (const die of dice.slice(1)) die.position -= 1;
    for (const e of entries) if ((e.position ?? 0) > 1) e.position = (e.position ?? 0) - 1;
    const verdict = check(entries, dice);
    expect(verdict.ok).toBe(false);
    expect(verdictLines(verdict)[0]).toMatch(
      /FAILED: the box's roll at @1 \(\d\) is marked used, but no action of the game took it$/,
    );
  });

  it('a box die the proof does not hold (an index reused live, applied as a resend)', () => {
    const { entries, dice } = game(2);
    // The box said ROLL 6 x @1 then ROLL 6 y @1; the proof kept the first, the game took both.
    dice.push({ position: 2, values: [6] });
    for (const e of entries) if (e.line === 'seed') e.position = 3;
    const verdict = check(entries, dice);
    expect(verdict.ok).toBe(false);
    expect(verdictLines(verdict)[0]).toContain(
      "FAILED: the game's die 6 in action 3 is the box's, but no roll of the proof holds it",
    );
  });

  it('two rolls at one index in the log: FAILED', () => {
    const { entries, dice } = game(2);
    const again = { ...rollAt(entries, 1), values: [6], used: false };
    entries.splice(entries.length - 1, 0, again);
    expect(verdictLines(check(entries, dice))[0]).toContain(
      'FAILED: two rolls at @1: a word index used twice',
    );
  });

  it('a proof box roll without its @n: FAILED, not "not provable"', () => {
    const { entries, dice } = game(2);
    rollAt(entries, 1).index = null;
    expect(verdictLines(check(entries, dice))[0]).toMatch(
      /FAILED: a proof box's roll of \d \(d6\) came without its @n$/,
    );
  });

  it('a seed committed again after its reveal: FAILED (its rolls were known in advance)', () => {
    const { entries, dice } = game(1);
    const drawn = drawRoll(sha256, SEED, 6, 1, 0);
    entries.push(
      { line: 'commit', commitment: C, at: 5, position: 1 },
      { line: 'roll', sides: 6, values: drawn.values, index: 0, used: true, at: 6, position: 1 },
      { line: 'seed', seed: SEED, next: drawn.next, at: 7, position: 2 },
    );
    dice.push({ position: 1, values: drawn.values });
    const verdict = check(entries, dice);
    expect(verdict.ok).toBe(false);
    expect(verdictLines(verdict)[1]).toBe(
      `1 box roll from commitment ${C}: FAILED: the commitment ${C.slice(0, 8)}… was seen earlier in the log: its rolls were known in advance`,
    );
  });

  it('a roll after its seed, under no new commitment: FAILED', () => {
    const { entries, dice } = game(1);
    entries.push({
      line: 'roll',
      sides: 6,
      values: [3],
      index: 1,
      used: false,
      at: 9,
      position: 1,
    });
    expect(verdictLines(check(entries, dice))[0]).toContain(
      'FAILED: the roll at @1 comes after this seed was revealed, under no new commitment',
    );
  });

  it('a `stop` line hiding a changed roll: the seed after it still checks every roll', () => {
    const { entries, dice } = game(3);
    const roll = rollAt(entries, 1);
    const other = ((roll.values[0] as number) % 6) + 1;
    roll.values = [other];
    (dice[1] as BoxDie).values = [other];
    entries.splice(entries.length - 1, 0, {
      line: 'stop',
      commitment: C,
      why: 'restart',
      at: 4,
      position: 3,
    });
    const verdict = check(entries, dice);
    expect(verdict.ok).toBe(false);
    expect(verdictLines(verdict)[0]).toMatch(
      /FAILED: the roll at @1 says \d \(d6\), the seed gives \d$/,
    );
  });

  it("a `stop` line or a cut log hiding an action's changed die: FAILED by the tie", () => {
    for (const cut of ['stop', 'cut'] as const) {
      const { entries, dice } = game(3);
      const proof = rollAt(entries, 2).values[0] as number;
      (dice[2] as BoxDie).values = [(proof % 6) + 1];
      entries.pop(); // no seed
      if (cut === 'stop')
        entries.push({ line: 'stop', commitment: C, why: 'restart', at: 4, position: 3 });
      const verdict = check(entries, dice, false);
      expect(verdict.ok, cut).toBe(false);
      expect(verdictLines(verdict)[0], cut).toContain("FAILED: the game's die in action 3 is");
    }
  });

  it('a proof that stops is checked up to where it stops: "proven up to roll @k; not provable after"', () => {
    const first = game(2);
    const other = '0F'.repeat(16);
    const oc = commitmentOf(sha256, other);
    const drawn = drawRoll(sha256, other, 6, 1, 0);
    const entries: ProofEntry[] = [
      ...first.entries,
      { line: 'commit', commitment: oc, at: 5, position: 2 },
      { line: 'roll', sides: 6, values: drawn.values, index: 0, used: true, at: 6, position: 2 },
      { line: 'stop', commitment: oc, why: 'restart', at: 7, position: 3 },
    ];
    const dice = [...first.dice, { position: 2, values: drawn.values }];
    const verdict = check(entries, dice);
    expect(verdict.ok).toBe(true);
    const lines = verdictLines(verdict);
    expect(lines).toContain(
      `proven up to roll @1 of ${C.slice(0, 8)}…; not provable after: the box restarted and lost its seed`,
    );
    expect(lines.at(-1)).toBe('2 of 3 rolls proven');
    const fr = verdictSentences(proofWordsFr, verdict);
    expect(fr).toContain(
      `prouvé jusqu’au lancer @1 de ${C.slice(0, 8)}…\u202f; non prouvable après\u202f: le boîtier a redémarré et perdu sa graine`,
    );
  });
});

describe("the table's salt (firmware 2.2)", () => {
  const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
  /** DESIGN.md's word with a salt, written here with Node's crypto alone. */
  const salted = (n: number) => {
    const input = Buffer.concat([
      bytes(SEED),
      bytes(SALT),
      Buffer.from([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]),
    ]);
    return createHash('sha256').update(input).digest().readUInt32BE(0);
  };

  it('word n is SHA-256(S ‖ T ‖ n); without a salt, SHA-256(S ‖ n) as in 2.1', () => {
    for (const n of [0, 1, 2, 255, 65_536]) {
      expect(wordOf(sha256, bytes(SEED), n, bytes(SALT))).toBe(salted(n));
    }
    expect(wordOf(sha256, bytes(SEED), 0)).toBe(3095776064);
  });

  it('a salted game is verified; the salt changed in the log fails it', () => {
    const { entries, dice } = game(4, SALT);
    expect(check(entries, dice).ok).toBe(true);
    expect(check(entries, dice).commitments[0]?.salt).toBe(SALT);
    const salt = entries.find((e) => e.line === 'salt') as Extract<ProofEntry, { line: 'salt' }>;
    salt.salt = `${SALT.slice(0, -1)}E`;
    const verdict = check(entries, dice);
    expect(verdict.ok).toBe(false);
    expect(verdictLines(verdict)[0]).toMatch(
      /FAILED: the roll at @\d says \d \(d6\), the seed gives \d/,
    );
  });

  it('the salt deleted from the log fails it; a salt after a roll fails it', () => {
    const { entries, dice } = game(4, SALT);
    const without: ProofEntry[] = entries.filter((e) => e.line !== 'salt');
    expect(check(without, dice).ok).toBe(false);
    const late = [...without];
    late.splice(2, 0, { line: 'salt', salt: SALT, at: 2, position: 1 });
    expect(verdictLines(check(late, dice))[0]).toContain(
      'FAILED: the table’s salt is logged after a roll under this commitment',
    );
  });

  it('a box that refused the salt: its rolls checked without it, and not proven', () => {
    const { entries, dice } = game(2);
    entries.splice(1, 0, { line: 'unsalted', commitment: C, why: 'refused', at: 1, position: 0 });
    const verdict = check(entries, dice);
    expect(verdict.ok).toBe(true);
    expect(verdict.proven).toBe(0);
    expect(verdictLines(verdict)[0]).toBe(
      `2 box rolls from commitment ${C}: not provable: every roll matches its seed, but the box refused the table’s salt (salt-late), so it could have chosen its seed`,
    );
  });

  /** A game whose box rolled without the salt the service logged for it (it never took it). */
  const saltNotTaken = (mark?: 'refused' | 'silent') => {
    const { entries, dice } = game(3);
    const lines: ProofEntry[] = [{ line: 'salt', salt: SALT, at: 1, position: 0 }];
    if (mark) lines.push({ line: 'unsalted', commitment: C, why: mark, at: 1, position: 0 });
    entries.splice(1, 0, ...lines);
    return { entries, dice };
  };

  it('a salt logged, then the box refused it or never answered: named "not provable", never FAILED', () => {
    for (const [why, words] of [
      ['refused', 'refused the table’s salt (salt-late)'],
      ['silent', 'never answered the table’s salt'],
    ] as const) {
      const { entries, dice } = saltNotTaken(why);
      const verdict = check(entries, dice);
      expect(verdict.ok).toBe(true);
      expect(verdict.proven).toBe(0);
      expect(verdict.commitments[0]).toMatchObject({ outcome: 'unsalted', unsalted: why });
      expect(verdictLines(verdict)[0]).toBe(
        `3 box rolls from commitment ${C}: not provable: every roll matches its seed, but the box ${words}, so it could have chosen its seed`,
      );
      expect(verdictSentences(proofWordsFr, verdict)[0]).toContain('non prouvables');
    }
    // Without the mark (the service died before it could say), the rolls tell the same.
    expect(check(saltNotTaken().entries, saltNotTaken().dice).commitments[0]).toMatchObject({
      outcome: 'unsalted',
      unsalted: 'silent',
    });
  });

  it('a box said to refuse the salt whose rolls hold with it took it after all: verified', () => {
    const { entries, dice } = game(3, SALT);
    entries.splice(2, 0, { line: 'unsalted', commitment: C, why: 'silent', at: 1, position: 0 });
    expect(check(entries, dice).commitments[0]?.outcome).toBe('verified');
  });

  it('a roll changed under a refused salt still fails, with the unsalted words', () => {
    const { entries, dice } = saltNotTaken('refused');
    const roll = rollAt(entries, 1);
    const was = roll.values[0] as number;
    roll.values = [(was % 6) + 1];
    const verdict = check(entries, dice);
    expect(verdict.ok).toBe(false);
    expect(verdictLines(verdict)[0]).toContain(
      `FAILED: the roll at @1 says ${(was % 6) + 1} (d6), the seed gives ${was}`,
    );
  });
});
