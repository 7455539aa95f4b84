// Dice anyone can audit (DESIGN.md, "Dice anyone can audit", "The table's salt", "What a
// verdict covers"): a proof box keeps a secret 16-byte seed S, commits to it (C = the first 16
// bytes of SHA-256(S)) before a game, takes the table's salt T after it (firmware 2.2), derives
// every die from word n = the first 4 bytes, big-endian, of SHA-256(S ‖ T ‖ n as 4 bytes BE)
// (SHA-256(S ‖ n) without a salt) with rejection sampling, and reveals S afterwards. This file
// re-derives a game's box rolls from the proof lines of its log, ties every die the game's
// actions mark as the box's to the proven roll it came from (proof-tie.ts), and says per
// commitment whether every roll holds. Pure: SHA-256 comes in as an argument (node:crypto on
// the service), so nothing here reaches for I/O. The words and dice of a seed are in
// proof-dice.ts (re-exported here), its sentences in proof-words.ts.

import { type AnyGameRules, type GameAction, replaySteps, type Step } from './game.ts';
import { commitmentOf, drawRoll, isSeed, type Sha256 } from './proof-dice.ts';
import { type BoxDie, Tie } from './proof-tie.ts';

export {
  commitmentOf,
  drawRoll,
  isSeed,
  type Sha256,
  sealOf,
  shortHex,
  wordOf,
} from './proof-dice.ts';

export type { BoxDie } from './proof-tie.ts';

/**
 * One proof line of a game's log (`{"kind":"proof",…}`, server/store), in the log's order.
 * `commit`: the box's commitment, as it sent it. `salt`: the table's salt for it (firmware 2.2).
 * `unsalted`: the box refused the salt (`refused`: `NAK salt-late`) or never answered
 * (`silent`). `roll`: a box roll with the word index it started at (null: a proof box sent it
 * without one), and whether the game used it (`used: false`: refused, e.g. the wrong dice).
 * `seed`: the revealed seed, as the box sent it, and the next word index. `stop`: the proof of
 * `commitment` stops here: the box restarted (its seed is lost) or a box without proof took
 * over the link. `position`: how many of the game's actions the log holds before the line (set
 * when a log is read, never written).
 */
export type ProofEntry = (
  | { line: 'commit'; commitment: string; at: number }
  | { line: 'salt'; salt: string; at: number }
  | { line: 'unsalted'; commitment: string; why: UnsaltedReason; at: number }
  | {
      line: 'roll';
      sides: number;
      values: number[];
      index: number | null;
      used: boolean;
      at: number;
    }
  | { line: 'seed'; seed: string; next: number; at: number }
  | { line: 'stop'; commitment: string; why: StopReason; at: number }
) & { position?: number };

/**
 * Why a proof stopped before its seed: `restart` (the box restarted mid-game), `lost` (the box
 * restarted after the service asked for the seed, or while the service was down after it, so the
 * seed was never revealed), `no-proof` (a box without proof).
 */
export type StopReason = 'restart' | 'lost' | 'no-proof';

/** Why a commitment's rolls went without the table's salt: the box said `NAK salt-late`, or nothing. */
export type UnsaltedReason = 'refused' | 'silent';

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
      if (found && entry.index !== null) found.lastIndex = entry.index;
    } else if (entry.line === 'seed' || entry.line === 'stop') {
      found = null;
    }
  }
  return found;
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
  | { kind: 'malformed'; what: string }
  /** The game's die (its action `action`, counted from 1) is not what the proof's roll at @index says. */
  | { kind: 'die'; index: number | null; proof: number[]; game: number[]; action: number }
  /** A die the game's action marks as the box's that no roll of the proof holds. */
  | { kind: 'unheld'; game: number[]; action: number }
  /** A roll the proof says the game used, whose dice no action of the game took. */
  | { kind: 'unused'; index: number | null; values: number[] }
  /** Two rolls under one commitment at the same word index. */
  | { kind: 'reused'; index: number }
  /** A proof box's roll without its word index. */
  | { kind: 'unindexed'; sides: number; values: number[] }
  /** A commitment (or a seed) seen earlier in the log: its rolls were known in advance. */
  | { kind: 'again'; what: 'commitment' | 'seed'; hex: string }
  /** A roll logged after the seed of its commitment was revealed, under no new commitment. */
  | { kind: 'after-seed'; index: number | null }
  /** A salt that came after a roll under its commitment, or a second salt for it. */
  | { kind: 'salt'; why: 'late' | 'twice' };

/** One commitment's rolls and what they prove. */
export type CommitmentVerdict = {
  /** As the box sent it; null for rolls logged under no commitment. */
  commitment: string | null;
  /** The revealed seed as the box sent it, or null. */
  seed: string | null;
  /** The table's salt (firmware 2.2), when the log has one for it. */
  salt?: string | null;
  /** Box rolls under it, and those the game used. */
  rolls: number;
  used: number;
  /**
   * `verified`: every roll holds and the seed matches; `failed`: see `failure`; `stopped`:
   * the box restarted or lost its proof before revealing (`stop`), so these rolls cannot be
   * proven; `pending`: the seed is not revealed yet (the game is not over, or its log ends
   * before); `uncommitted`: rolls with no commitment in the log; `unsalted`: every roll holds,
   * but the box refused the table's salt (`unsalted`), so it could have chosen its seed.
   */
  outcome: 'verified' | 'failed' | 'stopped' | 'pending' | 'uncommitted' | 'unsalted';
  failure?: ProofFailure;
  /** `stopped`: why, and the index of its last roll (null: none). */
  stop?: { why: StopReason; after: number | null };
  /** `unsalted`: why the box went without the table's salt. */
  unsalted?: UnsaltedReason;
  /** The word index of its last roll (null: none), for "proven up to roll @k". */
  last?: number | null;
};

/** A game's dice as its module counts them (`rolls` of its accepted actions). */
export type GameRolls = { box: number; hand: number };

/**
 * How many rolls a game's accepted actions made, by the box and by hand (its module's `rolls`),
 * and each box die with the place of its action in the log (`refused`: the log's actions the
 * reducer refused, which roll nothing).
 */
export function gameRollsOf(
  module: Pick<AnyGameRules, 'rolls'>,
  steps: readonly Step<unknown, GameAction>[],
  refused: readonly { index: number }[] = [],
): GameRolls & { dice: BoxDie[] } {
  const rolls: GameRolls & { dice: BoxDie[] } = { box: 0, hand: 0, dice: [] };
  const skipped = new Set(refused.map((r) => r.index));
  let position = 0;
  for (const { action, before } of steps) {
    while (skipped.has(position)) position += 1;
    for (const die of module.rolls(action, before)) {
      rolls[die.by] += 1;
      if (die.by === 'box') rolls.dice.push({ position, values: [...die.values] });
    }
    position += 1;
  }
  return rolls;
}

/** Whether a box's firmware (`2.1.0`) is one with the proof (2.1 and later). */
export function firmwareProves(firmware: string | null | undefined): boolean {
  const [major, minor] = (firmware ?? '').split('.').map((part) => Number.parseInt(part, 10));
  return major !== undefined && minor !== undefined && (major > 2 || (major === 2 && minor >= 1));
}

/**
 * A game log's proof: its module folds its actions for the game's rolls and whether it is over;
 * `firmware`: the log header's box, whose dice the proof must hold when it is a proof box.
 */
export function proofOfGame(
  sha256: Sha256,
  module: Pick<AnyGameRules, 'rolls' | 'lobby' | 'reduce' | 'status'>,
  actions: readonly GameAction[],
  entries: readonly ProofEntry[],
  firmware?: string | null,
): ProofVerdict {
  const { state, steps, refused } = replaySteps<unknown, GameAction>(module, actions);
  const over = module.status(state) === 'over';
  const { dice, ...game } = gameRollsOf(module, steps, refused);
  return verifyProof(sha256, entries, { over, game, dice, proofBox: firmwareProves(firmware) });
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
  /**
   * The seal the table saw (DESIGN.md, "What a verdict covers"): the first 8 hex digits of the
   * commitment the game's first used box roll came under, upper case; null when none did.
   */
  sealed?: string | null;
};

export type Open = {
  verdict: CommitmentVerdict;
  rolls: Extract<ProofEntry, { line: 'roll' }>[];
  salt: string | null;
};

export function fail(open: Open, failure: ProofFailure): void {
  if (open.verdict.outcome === 'failed') return;
  open.verdict.outcome = 'failed';
  open.verdict.failure = failure;
}

export type VerifyOptions = {
  /** The game is over: a commitment with rolls still unrevealed then fails; before, it is pending. */
  over: boolean;
  /** The game's own count of its rolls (its module's `rolls`), for how many are proven. */
  game: GameRolls;
  /**
   * Each die the game's actions mark as the box's, with its action's place in the log: each must
   * be the roll the proof holds before it (entries carry their `position` then). Without them
   * (or entries without positions), the proof is checked on its own.
   */
  dice?: readonly BoxDie[];
  /** The game began on a proof box: a box die before any commitment is one the proof must hold. */
  proofBox?: boolean;
};

/**
 * Checks a game's proof lines: each commitment's rolls recomputed from its revealed seed (and
 * salt), the indexes running from @0 without a gap up to the seed's next index, no commitment or
 * seed seen twice, and every die the game used as the box's the roll the proof holds for it.
 */
export function verifyProof(
  sha256: Sha256,
  entries: readonly ProofEntry[],
  options: VerifyOptions,
): ProofVerdict {
  const commitments: CommitmentVerdict[] = [];
  const start = (commitment: string | null): Open => {
    const verdict: CommitmentVerdict = {
      commitment,
      seed: null,
      rolls: 0,
      used: 0,
      outcome: commitment === null ? 'uncommitted' : 'pending',
      last: null,
    };
    commitments.push(verdict);
    return { verdict, rolls: [], salt: null };
  };
  const tied = options.dice !== undefined && entries.every((e) => e.position !== undefined);
  const tie = new Tie(tied ? (options.dice ?? null) : null, options.proofBox ?? false);
  let open: Open | null = null;
  /** The last commitment closed by its seed, while no commitment follows it. */
  let revealed: Open | null = null;
  const stopped = new Map<string, Open>();
  const seen = { commitment: new Set<string>(), seed: new Set<string>() };
  let sealed: string | null = null;
  const owner = (): Open => {
    open ??= revealed ?? start(null);
    return open;
  };
  for (const entry of entries) {
    if (entry.position !== undefined) tie.diceBefore(entry.position, owner);
    switch (entry.line) {
      case 'commit': {
        const hex = entry.commitment.toUpperCase();
        if (open && open.verdict.outcome === 'pending' && open.verdict.commitment !== null) {
          if (open.verdict.commitment.toUpperCase() === hex) continue; // said again after a HELLO
          fail(open, { kind: 'unexplained', by: entry.commitment });
        }
        tie.proofBox = true;
        revealed = null;
        open = start(isSeed(hex) ? entry.commitment : null);
        if (!isSeed(hex)) {
          fail(open, { kind: 'malformed', what: `commitment ${String(entry.commitment)}` });
        } else if (seen.commitment.has(hex)) {
          fail(open, { kind: 'again', what: 'commitment', hex });
        }
        seen.commitment.add(hex);
        break;
      }
      case 'salt': {
        if (!open || open.verdict.commitment === null) break; // a salt for nothing: ignored
        if (!isSeed(entry.salt)) fail(open, { kind: 'malformed', what: `salt ${entry.salt}` });
        else if (open.salt !== null) fail(open, { kind: 'salt', why: 'twice' });
        else if (open.rolls.length > 0) fail(open, { kind: 'salt', why: 'late' });
        else open.salt = open.verdict.salt = entry.salt;
        break;
      }
      case 'unsalted': {
        if (open?.verdict.commitment?.toUpperCase() === entry.commitment.toUpperCase())
          open.verdict.unsalted = entry.why;
        break;
      }
      case 'roll': {
        // A roll after the seed it should be under: the seed was out before the roll was made.
        if (!open && revealed) fail(revealed, { kind: 'after-seed', index: entry.index });
        open ??= start(null);
        const verdict = open.verdict;
        verdict.rolls += 1;
        if (entry.used) verdict.used += 1;
        if (entry.index === null) {
          fail(open, { kind: 'unindexed', sides: entry.sides, values: entry.values });
        } else if (open.rolls.some((r) => r.index === entry.index)) {
          fail(open, { kind: 'reused', index: entry.index });
        }
        if (entry.index !== null) verdict.last = entry.index;
        if (entry.used && sealed === null && verdict.commitment !== null)
          sealed = verdict.commitment.slice(0, 8).toUpperCase();
        open.rolls.push(entry);
        if (entry.used) tie.hold(entry, open);
        break;
      }
      case 'seed': {
        const hex = isSeed(entry.seed) ? entry.seed.toUpperCase() : null;
        const hashed = hex === null ? null : commitmentOf(sha256, hex);
        // A seed for a commitment said to be stopped is checked all the same.
        const target: Open | undefined =
          open && open.verdict.commitment !== null
            ? open
            : hashed !== null
              ? stopped.get(hashed)
              : undefined;
        if (!target) {
          open = null; // a seed for no commitment of this log proves nothing
          break;
        }
        if (hex !== null && seen.seed.has(hex)) fail(target, { kind: 'again', what: 'seed', hex });
        if (hex !== null) seen.seed.add(hex);
        settle(sha256, target, entry);
        if (target === open) open = null;
        revealed = target;
        break;
      }
      case 'stop': {
        if (open && open.verdict.outcome === 'pending' && open.verdict.commitment !== null) {
          open.verdict.outcome = 'stopped';
          open.verdict.stop = { why: entry.why, after: open.verdict.last ?? null };
          stopped.set(open.verdict.commitment.toUpperCase(), open);
        }
        if (entry.why === 'no-proof') tie.proofBox = false;
        open = null;
        revealed = null;
        break;
      }
    }
  }
  tie.finish(owner);
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
    sealed,
  };
}

/**
 * A commitment's seed revealed: the seed against the commitment, then every roll in order, with
 * the table's salt when one was logged. Rolls that hold only without it come from a box that did
 * not take the salt (it refused it, never answered, or the log does not say): "not provable"
 * (`unsalted`), never "verified", since the box could have chosen its seed; a box that says it
 * refused the salt is held to the rolls without it.
 */
function settle(sha256: Sha256, open: Open, entry: Extract<ProofEntry, { line: 'seed' }>): void {
  const verdict = open.verdict;
  verdict.seed = entry.seed;
  if (verdict.outcome !== 'pending' && verdict.outcome !== 'stopped') return;
  if (!isSeed(entry.seed)) {
    fail(open, { kind: 'malformed', what: `seed ${String(entry.seed)}` });
    return;
  }
  const hashed = commitmentOf(sha256, entry.seed);
  if (hashed !== (verdict.commitment ?? '').toUpperCase()) {
    fail(open, { kind: 'seed', seed: entry.seed, hashed });
    return;
  }
  const salted = rollsFailure(sha256, open, entry, open.salt);
  const bare = salted && open.salt !== null ? rollsFailure(sha256, open, entry, null) : salted;
  if (salted && bare) {
    fail(open, verdict.unsalted === 'refused' ? bare : salted);
    return;
  }
  delete verdict.stop;
  if (salted) verdict.unsalted ??= 'silent';
  verdict.outcome = salted || (open.salt === null && verdict.unsalted) ? 'unsalted' : 'verified';
}

/** The first roll of a commitment that its seed (and `salt`) does not give, or null when all do. */
function rollsFailure(
  sha256: Sha256,
  open: Open,
  entry: Extract<ProofEntry, { line: 'seed' }>,
  salt: string | null,
): ProofFailure | null {
  let next = 0;
  for (const roll of open.rolls) {
    if (!validRoll(roll) || roll.index === null)
      return { kind: 'malformed', what: `the roll at @${String(roll.index)}` };
    if (roll.index !== next) return { kind: 'gap', index: roll.index, expected: next };
    const drawn = drawRoll(sha256, entry.seed, roll.sides, roll.values.length, next, salt);
    if (drawn.values.some((value, i) => value !== roll.values[i])) {
      return {
        kind: 'value',
        index: roll.index,
        sides: roll.sides,
        said: roll.values,
        expected: drawn.values,
      };
    }
    next = drawn.next;
  }
  return entry.next === next ? null : { kind: 'end', next: entry.next, expected: next };
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
    (roll.index ?? -1) >= 0
  );
}
