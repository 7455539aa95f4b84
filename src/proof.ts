// Dice anyone can audit (DESIGN.md, "Dice anyone can audit"): a proof box keeps a secret
// 16-byte seed S, commits to it (C = the first 16 bytes of SHA-256(S)) before a game, derives
// every die from word n = the first 4 bytes, big-endian, of SHA-256(S ‖ n as 4 bytes BE) with
// rejection sampling, and reveals S afterwards. This file re-derives a game's box rolls from the
// proof lines of its log and says, per commitment, whether every roll holds and the word
// indexes run without a gap. Pure: SHA-256 comes in as an argument (node:crypto on the
// service), so nothing here reaches for I/O.

import { type AnyGameRules, type GameAction, replaySteps, type Step } from './game.ts';

/** SHA-256 of some bytes (32 bytes out). */
export type Sha256 = (bytes: Uint8Array) => Uint8Array;

/**
 * One proof line of a game's log (`{"kind":"proof",…}`, server/store), in the log's order.
 * `commit`: the box's commitment, as it sent it. `roll`: a box roll with the word index it
 * started at, and whether the game used it (`used: false`: refused, e.g. the wrong dice).
 * `seed`: the revealed seed, as the box sent it, and the next word index. `stop`: the proof of
 * `commitment` stops here: the box restarted (its seed is lost) or a box without proof took
 * over the link.
 */
export type ProofEntry =
  | { line: 'commit'; commitment: string; at: number }
  | { line: 'roll'; sides: number; values: number[]; index: number; used: boolean; at: number }
  | { line: 'seed'; seed: string; next: number; at: number }
  | { line: 'stop'; commitment: string; why: StopReason; at: number };

/**
 * Why a proof stopped before its seed: `restart` (the box restarted mid-game), `lost` (the box
 * restarted after the service asked for the seed, or while the service was down after it, so the
 * seed was never revealed), `no-proof` (a box without proof).
 */
export type StopReason = 'restart' | 'lost' | 'no-proof';

/** A commitment of a log whose seed is not in it yet, and the word index of its last roll. */
export type Unrevealed = { commitment: string; lastIndex: number | null };

/**
 * The log's last commitment when no seed and no stop follows it (a game whose service died
 * between its `REVEAL` and the box's `SEED` ends this way), else null.
 */
export function unrevealedOf(entries: readonly ProofEntry[]): Unrevealed | null {
  let found = null as Unrevealed | null;
  for (const entry of entries) {
    if (entry.line === 'commit') {
      if (found?.commitment !== entry.commitment)
        found = { commitment: entry.commitment, lastIndex: null };
    } else if (entry.line === 'roll') {
      if (found) found.lastIndex = entry.index;
    } else {
      found = null;
    }
  }
  return found;
}

const HEX32 = /^[0-9A-Fa-f]{32}$/;
const TWO_32 = 2 ** 32;

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex.toUpperCase();
}

/** C for a seed given as 32 hex digits: the first 16 bytes of SHA-256(S), upper-case hex. */
export function commitmentOf(sha256: Sha256, seed: string): string {
  return toHex(sha256(hexBytes(seed)).subarray(0, 16));
}

/** Word `n` of a seed: the first 4 bytes, big-endian, of SHA-256(S ‖ n as 4 bytes big-endian). */
export function wordOf(sha256: Sha256, seed: Uint8Array, n: number): number {
  const input = new Uint8Array(seed.length + 4);
  input.set(seed);
  new DataView(input.buffer).setUint32(seed.length, n >>> 0, false);
  return new DataView(sha256(input).buffer, 0, 4).getUint32(0, false);
}

/**
 * The dice of one roll drawn from word `index` on: each die of `sides` takes the next word w
 * until w < 2^32 − (2^32 mod sides), and is (w mod sides) + 1. `next`: the index after it.
 */
export function drawRoll(
  sha256: Sha256,
  seed: string,
  sides: number,
  count: number,
  index: number,
): { values: number[]; next: number } {
  const bytes = hexBytes(seed);
  const limit = TWO_32 - (TWO_32 % sides);
  const values: number[] = [];
  let n = index;
  while (values.length < count) {
    const word = wordOf(sha256, bytes, n);
    n += 1;
    if (word < limit) values.push((word % sides) + 1);
  }
  return { values, next: n };
}

/** What broke a commitment's proof (the first thing that did), as data for a sentence in any language. */
export type ProofFailure =
  /** A roll's values are not what the seed gives at its index. */
  | { kind: 'value'; index: number; sides: number; said: number[]; expected: number[] }
  /** A roll does not start where the one before it ended (a roll missing, or one hidden). */
  | { kind: 'gap'; index: number; expected: number }
  /** The revealed seed does not hash to the commitment. */
  | { kind: 'seed'; seed: string; hashed: string }
  /** The seed says its next word is `next`, the rolls end at `expected` (rolls missing at the end). */
  | { kind: 'end'; next: number; expected: number }
  /** A commitment replaced before its seed was revealed, with no word of a restart. */
  | { kind: 'unexplained'; by: string }
  /** The game is over and the seed was never revealed. */
  | { kind: 'unrevealed' }
  /** A line that is not a proof line this version reads (bad hex, a bad number). */
  | { kind: 'malformed'; what: string };

/** One commitment's rolls and what they prove. */
export type CommitmentVerdict = {
  /** As the box sent it; null for rolls logged under no commitment. */
  commitment: string | null;
  /** The revealed seed as the box sent it, or null. */
  seed: string | null;
  /** Box rolls under it, and those the game used. */
  rolls: number;
  used: number;
  /**
   * `verified`: every roll holds and the seed matches; `failed`: see `failure`; `stopped`:
   * the box restarted or lost its proof before revealing (`stop`), so these rolls cannot be
   * proven; `pending`: the seed is not revealed yet (the game is not over); `uncommitted`: rolls
   * with no commitment in the log.
   */
  outcome: 'verified' | 'failed' | 'stopped' | 'pending' | 'uncommitted';
  failure?: ProofFailure;
  /** `stopped`: why, and the index of its last roll (null: none). */
  stop?: { why: StopReason; after: number | null };
};

/** A game's dice as its module counts them (`rolls` of its accepted actions). */
export type GameRolls = { box: number; hand: number };

/** How many rolls a game's accepted actions made, by the box and by hand (its module's `rolls`). */
export function gameRollsOf(
  module: Pick<AnyGameRules, 'rolls'>,
  steps: readonly Step<unknown, GameAction>[],
): GameRolls {
  const rolls: GameRolls = { box: 0, hand: 0 };
  for (const { action, before } of steps) {
    for (const die of module.rolls(action, before)) rolls[die.by] += 1;
  }
  return rolls;
}

/** A game log's proof: its module folds its actions for the game's rolls and whether it is over. */
export function proofOfGame(
  sha256: Sha256,
  module: Pick<AnyGameRules, 'rolls' | 'lobby' | 'reduce' | 'status'>,
  actions: readonly GameAction[],
  entries: readonly ProofEntry[],
): ProofVerdict {
  const { state, steps } = replaySteps<unknown, GameAction>(module, actions);
  const over = module.status(state) === 'over';
  return verifyProof(sha256, entries, { over, game: gameRollsOf(module, steps) });
}

/** A game's proof, for `apophis verify`, the history and the end screen. */
export type ProofVerdict = {
  /** False when any commitment failed: `apophis verify` exits 1. */
  ok: boolean;
  commitments: CommitmentVerdict[];
  /** The game's rolls (accepted actions): by the box, typed in by hand. */
  game: GameRolls;
  /** Rolls the game used that a verified commitment proves. */
  proven: number;
  /** The game's rolls nothing proves: typed in, a box without proof, a proof stopped or pending. */
  notProvable: number;
};

type Open = {
  verdict: CommitmentVerdict;
  /** Where the next roll must start. */
  next: number;
  rolls: Extract<ProofEntry, { line: 'roll' }>[];
};

function fail(open: Open, failure: ProofFailure): void {
  if (open.verdict.outcome === 'failed') return;
  open.verdict.outcome = 'failed';
  open.verdict.failure = failure;
}

/** Whether `seed` is a well-formed 16-byte seed (32 hex digits). */
export function isSeed(text: unknown): text is string {
  return typeof text === 'string' && HEX32.test(text);
}

/**
 * Checks a game's proof lines: each commitment's rolls recomputed from its revealed seed, the
 * indexes running from @0 without a gap up to the seed's next index. `over`: the game is over
 * (a commitment still unrevealed then fails; before, it is pending). `game`: the game's own
 * count of its rolls (its module's `rolls`), for how many of them are proven.
 */
export function verifyProof(
  sha256: Sha256,
  entries: readonly ProofEntry[],
  options: { over: boolean; game: GameRolls },
): ProofVerdict {
  const commitments: CommitmentVerdict[] = [];
  let open: Open | null = null;
  const start = (commitment: string | null): Open => {
    const verdict: CommitmentVerdict = {
      commitment,
      seed: null,
      rolls: 0,
      used: 0,
      outcome: commitment === null ? 'uncommitted' : 'pending',
    };
    commitments.push(verdict);
    return { verdict, next: 0, rolls: [] };
  };
  for (const entry of entries) {
    switch (entry.line) {
      case 'commit': {
        if (open && open.verdict.outcome === 'pending' && open.verdict.commitment !== null) {
          if (open.verdict.commitment === entry.commitment) continue; // said again after a HELLO
          fail(open, { kind: 'unexplained', by: entry.commitment });
        }
        open = isSeed(entry.commitment) ? start(entry.commitment) : null;
        if (!open) {
          const bad = start(null);
          bad.verdict.outcome = 'failed';
          bad.verdict.failure = {
            kind: 'malformed',
            what: `commitment ${String(entry.commitment)}`,
          };
        }
        break;
      }
      case 'roll': {
        open ??= start(null);
        open.verdict.rolls += 1;
        if (entry.used) open.verdict.used += 1;
        open.rolls.push(entry);
        break;
      }
      case 'seed': {
        if (!open || open.verdict.commitment === null) {
          // A seed for no commitment of this log proves nothing: its rolls stay uncommitted.
          open = null;
          break;
        }
        settle(sha256, open, entry);
        open = null;
        break;
      }
      case 'stop': {
        if (open && open.verdict.outcome === 'pending') {
          open.verdict.outcome = 'stopped';
          const last = open.rolls.at(-1);
          open.verdict.stop = { why: entry.why, after: last ? last.index : null };
        }
        open = null;
        break;
      }
    }
  }
  // A commitment with no roll under it proves nothing and hides nothing: only one with rolls fails.
  if (open && open.verdict.outcome === 'pending' && options.over && open.rolls.length > 0) {
    fail(open, { kind: 'unrevealed' });
  }
  const proven = commitments
    .filter((c) => c.outcome === 'verified')
    .reduce((sum, c) => sum + c.used, 0);
  const all = options.game.box + options.game.hand;
  const counted = Math.min(proven, options.game.box);
  return {
    ok: commitments.every((c) => c.outcome !== 'failed'),
    commitments,
    game: options.game,
    proven: counted,
    notProvable: all - counted,
  };
}

/** A commitment's seed revealed: the seed against the commitment, then every roll in order. */
function settle(sha256: Sha256, open: Open, entry: Extract<ProofEntry, { line: 'seed' }>): void {
  const verdict = open.verdict;
  verdict.seed = entry.seed;
  if (verdict.outcome !== 'pending') return;
  if (!isSeed(entry.seed)) {
    fail(open, { kind: 'malformed', what: `seed ${String(entry.seed)}` });
    return;
  }
  const hashed = commitmentOf(sha256, entry.seed);
  if (hashed !== (verdict.commitment ?? '').toUpperCase()) {
    fail(open, { kind: 'seed', seed: entry.seed, hashed });
    return;
  }
  let next = 0;
  for (const roll of open.rolls) {
    if (!validRoll(roll)) {
      fail(open, { kind: 'malformed', what: `the roll at @${String(roll.index)}` });
      return;
    }
    if (roll.index !== next) {
      fail(open, { kind: 'gap', index: roll.index, expected: next });
      return;
    }
    const drawn = drawRoll(sha256, entry.seed, roll.sides, roll.values.length, roll.index);
    if (drawn.values.some((value, i) => value !== roll.values[i])) {
      fail(open, {
        kind: 'value',
        index: roll.index,
        sides: roll.sides,
        said: roll.values,
        expected: drawn.values,
      });
      return;
    }
    next = drawn.next;
  }
  if (entry.next !== next) {
    fail(open, { kind: 'end', next: entry.next, expected: next });
    return;
  }
  verdict.outcome = 'verified';
}

function validRoll(roll: Extract<ProofEntry, { line: 'roll' }>): boolean {
  return (
    Number.isInteger(roll.sides) &&
    roll.sides >= 2 &&
    roll.sides <= 99 &&
    Array.isArray(roll.values) &&
    roll.values.length >= 1 &&
    roll.values.length <= 6 &&
    Number.isInteger(roll.index) &&
    roll.index >= 0
  );
}

/** The first 8 hex digits of a commitment and an ellipsis, as the verdicts name it. */
export function shortHex(hex: string): string {
  return `${hex.slice(0, 8).toUpperCase()}…`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const boxRolls = (n: number) => plural(n, 'box roll');

/** Why a commitment failed, as the English sentence `apophis verify` prints. */
export function failureSentence(failure: ProofFailure): string {
  switch (failure.kind) {
    case 'value':
      return `the roll at @${failure.index} says ${failure.said.join(' ')} (d${failure.sides}), the seed gives ${failure.expected.join(' ')}`;
    case 'gap':
      return failure.index > failure.expected
        ? `a gap before the roll at @${failure.index}: the rolls before it end at @${failure.expected} (a roll is missing)`
        : `the roll at @${failure.index} overlaps the one before it, which ends at @${failure.expected}`;
    case 'seed':
      return `the revealed seed ${failure.seed} does not match the commitment (its SHA-256 begins ${failure.hashed})`;
    case 'end':
      return `the seed's next word is @${failure.next}, but the rolls end at @${failure.expected} (a roll is missing at the end)`;
    case 'unexplained':
      return `the box committed to ${shortHex(failure.by)} before revealing this seed, with no word of a restart`;
    case 'unrevealed':
      return 'the game is over and its seed was never revealed';
    case 'malformed':
      return `${failure.what} is malformed`;
  }
}

/** One line per commitment, then one per kind of roll nothing proves: what `apophis verify` prints. */
export function verdictLines(verdict: ProofVerdict): string[] {
  const lines: string[] = [];
  for (const c of verdict.commitments) {
    const from = c.commitment === null ? 'under no commitment' : `from commitment ${c.commitment}`;
    switch (c.outcome) {
      case 'verified':
        lines.push(
          c.rolls === 0
            ? `no box roll from commitment ${c.commitment}: its seed matches`
            : `${boxRolls(c.rolls)} ${from}: all verified`,
        );
        break;
      case 'failed':
        lines.push(
          `${boxRolls(c.rolls)} ${from}: FAILED: ${failureSentence(c.failure ?? { kind: 'unrevealed' })}`,
        );
        break;
      case 'stopped': {
        if (c.stop?.why === 'lost') {
          lines.push(
            `${boxRolls(c.rolls)} ${from}: not proven: the box restarted before revealing its seed`,
          );
          break;
        }
        const where =
          c.stop?.after == null ? 'before its first roll' : `after the roll at @${c.stop.after}`;
        const why =
          c.stop?.why === 'no-proof'
            ? 'a box without proof took over'
            : 'the box restarted and lost its seed';
        lines.push(`${boxRolls(c.rolls)} ${from}: not provable: the proof stops ${where} (${why})`);
        break;
      }
      case 'pending':
        lines.push(
          c.rolls === 0
            ? `no box roll ${from} yet`
            : `${boxRolls(c.rolls)} ${from}: not provable yet: the seed is not revealed`,
        );
        break;
      case 'uncommitted':
        lines.push(`${boxRolls(c.rolls)} ${from}: not provable`);
        break;
    }
  }
  const { game, proven, notProvable } = verdict;
  if (game.hand > 0) lines.push(`${plural(game.hand, 'roll')} typed in by hand: not provable`);
  const boxUnproven = notProvable - game.hand;
  const underProof = verdict.commitments.reduce((sum, c) => sum + c.used, 0);
  const withoutProof = Math.max(0, game.box - underProof);
  if (withoutProof > 0 && boxUnproven > 0) {
    lines.push(
      `${boxRolls(Math.min(withoutProof, boxUnproven))} by a box without proof (protocol 1, or firmware before 2.1): not provable`,
    );
  }
  lines.push(
    `${proven} of ${plural(game.box + game.hand, 'roll')} of the game proven${verdict.ok ? '' : '; the proof FAILED'}`,
  );
  return lines;
}
