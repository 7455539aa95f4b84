// The dice proof through a lossy link: the firmware 2.2 in avr8js on one pty pair, the whole
// service on another, a relay between them faulting about a fifth of the lines each way
// (lossy-proof.ts). DESIGN.md, "Dice anyone can audit": "The game's log keeps the commitment,
// every box roll with its `@n` (a roll the game refused too: a gap would hide a roll), and the
// revealed seed", and `apophis verify FILE` gives "exit 0 and one line per commitment when all
// hold, exit 1 naming the first roll or gap that does not".
// `APOPHIS_SEED=… npx vitest run test/robust/lossy-proof.test.ts` replays a seed's faults.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProofEntry } from '../../src/proof.ts';
import { apophis } from '../cli/run.ts';
import { seedFromEnv } from './crash-oracle.ts';
import { type ProofLine, proofProblems, runLossyProof, saidByBox } from './lossy-proof.ts';

// Two commitments' worth of lines, as a box says them: the lobby's (one roll) and the game's.
// The seeds are made up: the audit's sentences are beside the point in the cases below.
const LOBBY = 'A'.repeat(32);
const GAME = 'B'.repeat(32);
const SAID = [
  `1 COMMIT ${LOBBY}`,
  '2 BTN ROLL PRESS',
  '3 ROLLING',
  '4 ROLL 6 3 @0',
  `5 SEED ${'1'.repeat(32)} 1`,
  `6 COMMIT ${GAME}`,
  '7 ROLL 6 5 @0',
  '8 ROLL 6 2 @1',
  `9 SEED ${'2'.repeat(32)} 2`,
];
const asLogged = (lines: ProofLine[]): ProofEntry[] =>
  lines.map((line, at) =>
    line.line === 'roll' ? { ...line, used: true, at } : ({ ...line, at } as ProofEntry),
  );
/** The order and count sentences only (the made-up seeds fail the audit, which comes after). */
const linesOnly = (problems: string[]) => problems.filter((p) => /proof lines|order/.test(p));

describe('the proof check can fail', () => {
  const said = saidByBox(SAID);

  it("reads the box's lines once: a HELLO's renumbered resend and repeated COMMIT are not new", () => {
    // DESIGN.md: COMMIT "after every HELLO"; firmware/README.md: waiting events are "renumbered 1, 2, …".
    const again = saidByBox([
      ...SAID.slice(0, 7),
      `1 ROLL 6 5 @0`,
      `2 COMMIT ${GAME}`,
      ...SAID.slice(7),
    ]);
    expect(again).toEqual(said);
    expect(said.map((line) => line.line)).toEqual([
      'commit',
      'roll',
      'seed',
      'commit',
      'roll',
      'roll',
      'seed',
    ]);
  });

  it('the log as the box said it passes the line check', () => {
    expect(linesOnly(proofProblems(said, asLogged(said), 2))).toEqual([]);
  });

  it('a roll logged twice is named', () => {
    const twice = asLogged([...said.slice(0, 5), said[4] as ProofLine, ...said.slice(5)]);
    expect(linesOnly(proofProblems(said, twice, 2))).toEqual([
      `1 proof lines are in the log more than once: BBBBBBBB: ROLL 6 5 @0`,
    ]);
  });

  it("a lost SEED is named, and so is the audit's missing seed", () => {
    const lost = asLogged(said.slice(0, -1));
    const problems = proofProblems(said, lost, 2);
    expect(linesOnly(problems)).toEqual([
      `1 proof lines the box said are not in the log: BBBBBBBB: SEED ${'2'.repeat(32)} 2`,
    ]);
  });

  it('a lost roll and rolls out of order are named', () => {
    const lost = asLogged(said.filter((_, i) => i !== 1));
    expect(linesOnly(proofProblems(said, lost, 2))).toEqual([
      `1 proof lines the box said are not in the log: AAAAAAAA: ROLL 6 3 @0`,
    ]);
    const swapped = asLogged([
      ...said.slice(0, 4),
      said[5] as ProofLine,
      said[4] as ProofLine,
      ...said.slice(6),
    ]);
    expect(linesOnly(proofProblems(said, swapped, 2))).toEqual([
      "the log's proof lines are out of order from line 5: BBBBBBBB: ROLL 6 2 @1, the box said BBBBBBBB: ROLL 6 5 @0",
    ]);
  });
});

describe('the dice proof through a lossy link', () => {
  it('the game log keeps every box roll once with its @n, both commitments and seeds; verify accepts it', async () => {
    const seed = seedFromEnv();
    console.log(`lossy proof seed: ${seed}`);
    // A game is a few hundred lines: a fifth of them faulted, so that every kind of fault
    // happens in both directions on every seed (lossy-link.test.ts holds the link at 16%).
    const run = await runLossyProof({
      seed,
      lobbyRolls: 2,
      refusedRolls: 1,
      boxRolls: 12,
      rates: { dropped: 0.06, duplicated: 0.05, reordered: 0.03, corrupted: 0.06, split: 0.03 },
    });
    console.log(run.figures.join('\n'));
    console.log(`apophis verify:\n${run.verify.stdout}`);

    // The cable was as bad as promised, both ways, and the faults reached the protocol.
    for (const direction of [run.boxToServer, run.serverToBox]) {
      expect(direction.faulted / direction.lines).toBeGreaterThanOrEqual(0.1);
      for (const count of [direction.dropped, direction.duplicated, direction.corrupted])
        expect(count).toBeGreaterThan(0);
    }
    expect(run.link?.garbled).toBeGreaterThan(0);

    expect(run.problems).toEqual([]);
    const lines = run.logged.map((line) => line.line);
    // The lobby's commitment (its 2 rolls refused) and seed, then the game's: "from @0 with no gap".
    expect(lines.filter((line) => line === 'commit')).toHaveLength(2);
    expect(lines.filter((line) => line === 'seed')).toHaveLength(2);
    const rolls = run.logged.filter((line) => line.line === 'roll');
    // The game's dice on the board: 12, or fewer when its launches ended it first (a loss).
    expect(run.gameRolls).toBeGreaterThan(0);
    expect(rolls).toHaveLength(2 + 1 + run.gameRolls);
    expect(rolls.slice(0, 3).map((roll) => roll.used)).toEqual([false, false, false]);
    expect(rolls.slice(3).every((roll) => roll.used)).toBe(true);
    expect(rolls.slice(0, 2).map((roll) => roll.index)).toEqual([0, 1]);
    expect(rolls[2]?.index).toBe(0);

    expect(run.verify.code).toBe(0);
    // Each commitment's rolls hold with the table's salt (the box took it: "all verified") or,
    // when the SALT lost every race on this cable, only without it: "not provable", never FAILED.
    const verdict = (rolls: string, commitment = '') =>
      run.salted.get(commitment)
        ? `${rolls} from commitment ${commitment}: all verified`
        : `${rolls} from commitment ${commitment}: not provable: every roll matches its seed, but the box (never answered|refused) the table’s salt.*`;
    const [lobby, game] = run.logged.filter((line) => line.line === 'commit');
    expect(run.salted.size).toBe(2);
    const [first = '', second = ''] = run.verify.stdout.split('\n');
    expect(first).toMatch(
      new RegExp(`^${verdict('2 box rolls \\(0 used by the game\\)', lobby?.commitment)}$`),
    );
    expect(second).toMatch(
      new RegExp(
        `^${verdict(`${run.gameRolls + 1} box rolls \\(${run.gameRolls} used by the game\\)`, game?.commitment)}$`,
      ),
    );

    // The same log with a roll written twice, or the game's seed lost: verify refuses it.
    const dir = mkdtempSync(join(tmpdir(), 'apophis-lossy-proof-'));
    try {
      const text = run.logText.trimEnd().split('\n');
      const last = (kind: string) =>
        text.length -
        1 -
        [...text].reverse().findIndex((line) => line.includes(`"line":"${kind}"`));
      const lastRoll = last('roll');
      const twice = join(dir, 'twice.jsonl');
      writeFileSync(
        twice,
        `${[...text.slice(0, lastRoll + 1), text[lastRoll], ...text.slice(lastRoll + 1)].join('\n')}\n`,
      );
      const lostSeed = join(dir, 'lost-seed.jsonl');
      const seedAt = last('seed');
      writeFileSync(lostSeed, `${text.filter((_, i) => i !== seedAt).join('\n')}\n`);
      const [doubled, unrevealed] = await Promise.all([
        apophis('verify', twice),
        apophis('verify', lostSeed),
      ]);
      console.log(`a roll twice:\n${doubled.stdout}\nthe seed lost:\n${unrevealed.stdout}`);
      expect(doubled.code).toBe(1);
      expect(doubled.stdout).toMatch(
        /^14 box rolls \(13 used by the game\) from commitment [0-9A-F]{32}: FAILED: two rolls at @\d+: a word index used twice/m,
      );
      expect(unrevealed.code).toBe(1);
      expect(unrevealed.stdout).toMatch(
        /FAILED: the game is over and its seed was never revealed$/m,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
