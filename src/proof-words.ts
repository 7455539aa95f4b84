// The verdict on a game's dice in words (DESIGN.md, "What a verdict covers"): one vocabulary for
// `apophis verify`, the history, the end screen and the numbers, English here and French in
// proof-words.fr.ts (the screens fetch it when French is asked). Pure: a verdict in, sentences out.

import type { CommitmentVerdict, ProofFailure, ProofVerdict, UnsaltedReason } from './proof.ts';
import { shortHex } from './proof-dice.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const boxRolls = (n: number) => plural(n, 'box roll');
const at = (index: number | null) => (index === null ? 'without its @n' : `at @${index}`);
const where = (after: number | null) =>
  after === null ? 'before its first roll' : `after the roll at @${after}`;

export const proofWordsEn = {
  /** Between a label and what it says (French puts a space before the colon). */
  colon: ': ',
  /** A commitment's rolls: all of them, and those the game used when some it refused. */
  under: (rolls: number, used: number, commitment: string) =>
    `${boxRolls(rolls)}${used < rolls ? ` (${used} used by the game)` : ''} from commitment ${commitment}`,
  loose: (n: number) => `${boxRolls(n)} under no commitment in the log`,
  /** A commitment with no roll under it whose seed matches. */
  noRolls: (commitment: string) => `no box roll from commitment ${commitment}: its seed matches`,
  outcome: {
    verified: 'all verified',
    failed: 'FAILED',
    restart: (after: number | null) =>
      `not provable: the proof stops ${where(after)} (the box restarted and lost its seed)`,
    noProof: (after: number | null) =>
      `not provable: the proof stops ${where(after)} (a box without proof took over)`,
    lost: 'not provable: the box restarted before revealing its seed',
    pending: 'not provable yet: the seed is not revealed',
    uncommitted: 'not provable',
    unsalted: (why: UnsaltedReason) =>
      `not provable: every roll matches its seed, but the box ${why === 'refused' ? 'refused the table’s salt (salt-late)' : 'never answered the table’s salt'}, so it could have chosen its seed`,
  },
  failure: {
    value: (index: number, sides: number, said: string, expected: string) =>
      `the roll at @${index} says ${said} (d${sides}), the seed gives ${expected}`,
    gap: (index: number, expected: number) =>
      `a gap before the roll at @${index}: the rolls before it end at @${expected} (a roll is missing)`,
    overlap: (index: number, expected: number) =>
      `the roll at @${index} overlaps the one before it, which ends at @${expected}`,
    seed: (hashed: string) =>
      `the revealed seed does not match the commitment (its SHA-256 begins ${hashed})`,
    end: (next: number, expected: number) =>
      `the seed's next word is @${next}, but the rolls end at @${expected} (a roll is missing at the end)`,
    unexplained: (by: string) =>
      `the box committed to ${by} before revealing this seed, with no word of a restart`,
    unrevealed: 'the game is over and its seed was never revealed',
    malformed: (what: string) => `${what} is malformed`,
    die: (index: number | null, proof: string, game: string, action: number) =>
      `the game's die in action ${action} is ${game}, but the box's roll ${at(index)} is ${proof}`,
    unheld: (game: string, action: number) =>
      `the game's die ${game} in action ${action} is the box's, but no roll of the proof holds it`,
    unused: (index: number | null, values: string) =>
      `the box's roll ${at(index)} (${values}) is marked used, but no action of the game took it`,
    reused: (index: number) => `two rolls at @${index}: a word index used twice`,
    unindexed: (values: string) => `a proof box's roll of ${values} came without its @n`,
    again: (what: 'commitment' | 'seed', hex: string) =>
      `the ${what} ${hex} was seen earlier in the log: its rolls were known in advance`,
    afterSeed: (index: number | null) =>
      `the roll ${at(index)} comes after this seed was revealed, under no new commitment`,
    salt: (why: 'late' | 'twice'): string =>
      why === 'late'
        ? 'the table’s salt is logged after a roll under this commitment'
        : 'two salts for this commitment',
  },
  hand: (n: number) => `${plural(n, 'roll')} typed in by hand: not provable`,
  noProof: (n: number) =>
    `${boxRolls(n)} by a box without proof (protocol 1, or firmware before 2.1): not provable`,
  /** The game's rolls and those a revealed seed proves. */
  proven: (proven: number, all: number) =>
    all === 0 ? 'no roll to prove' : `${proven} of ${plural(all, 'roll')} proven`,
  failedBadge: 'proof FAILED',
  /** Where a proof that stops stops: the last roll proven (null: none), and why no further. */
  upTo: (last: string | null, why: string) =>
    `${last === null ? 'no roll proven' : `proven up to roll ${last}`}; not provable after: ${why}`,
  lastRoll: (index: number, commitment: string) => `@${index} of ${commitment}`,
  why: {
    restart: 'the box restarted and lost its seed',
    noProof: 'a box without proof took over',
    lost: 'the box restarted before revealing its seed',
    pending: 'the seed is not revealed (yet, or the log ends before it)',
    unsalted: 'the box went without the table’s salt',
    uncommitted: 'rolls under no commitment',
  },
  total: (proven: number, all: number, failed: number) =>
    `${plural(all, 'roll')} over all games, ${proven} proven by the box’s revealed seed${failed > 0 ? `; ${plural(failed, 'game')} FAILED the check` : ''}`,
  /** The seal: the commitment's first 8 hex digits, on the screens while the game rolls. */
  sealed: (seal: string) => `dice sealed: ${seal}`,
};

export type ProofSentences = typeof proofWordsEn;

/** Why a commitment failed, in words. */
export function failureText(w: ProofSentences, failure: ProofFailure): string {
  const f = w.failure;
  const dice = (values: readonly number[]) => values.join(' ');
  switch (failure.kind) {
    case 'value':
      return f.value(failure.index, failure.sides, dice(failure.said), dice(failure.expected));
    case 'gap':
      return failure.index > failure.expected
        ? f.gap(failure.index, failure.expected)
        : f.overlap(failure.index, failure.expected);
    case 'seed':
      return f.seed(failure.hashed);
    case 'end':
      return f.end(failure.next, failure.expected);
    case 'unexplained':
      return f.unexplained(shortHex(failure.by));
    case 'unrevealed':
      return f.unrevealed;
    case 'malformed':
      return f.malformed(failure.what);
    case 'die':
      return f.die(failure.index, dice(failure.proof), dice(failure.game), failure.action);
    case 'unheld':
      return f.unheld(dice(failure.game), failure.action);
    case 'unused':
      return f.unused(failure.index, dice(failure.values));
    case 'reused':
      return f.reused(failure.index);
    case 'unindexed':
      return f.unindexed(`${dice(failure.values)} (d${failure.sides})`);
    case 'again':
      return f.again(failure.what, shortHex(failure.hex));
    case 'after-seed':
      return f.afterSeed(failure.index);
    case 'salt':
      return f.salt(failure.why);
  }
}

/** What a commitment's rolls come to, after its name. */
export function outcomeText(w: ProofSentences, c: CommitmentVerdict): string {
  const o = w.outcome;
  switch (c.outcome) {
    case 'verified':
      return o.verified;
    case 'failed':
      return `${o.failed}${w.colon}${c.failure ? failureText(w, c.failure) : ''}`;
    case 'stopped':
      if (c.stop?.why === 'lost') return o.lost;
      return c.stop?.why === 'no-proof'
        ? o.noProof(c.stop.after)
        : o.restart(c.stop?.after ?? null);
    case 'unsalted':
      return o.unsalted(c.unsalted ?? 'silent');
    case 'uncommitted':
      return o.uncommitted;
    default:
      return o.pending;
  }
}

/** One commitment's line: its rolls, the commitment, what they come to. */
export function commitmentText(w: ProofSentences, c: CommitmentVerdict): string {
  if (c.outcome === 'verified' && c.rolls === 0 && c.commitment !== null)
    return w.noRolls(c.commitment);
  const name = c.commitment === null ? w.loose(c.rolls) : w.under(c.rolls, c.used, c.commitment);
  return `${name}${w.colon}${outcomeText(w, c)}`;
}

/** Why rolls from this commitment on are not provable, or null when they are proven. */
function whyNot(w: ProofSentences, c: CommitmentVerdict): string | null {
  switch (c.outcome) {
    case 'stopped':
      return c.stop?.why === 'lost'
        ? w.why.lost
        : c.stop?.why === 'no-proof'
          ? w.why.noProof
          : w.why.restart;
    case 'pending':
      return w.why.pending;
    case 'unsalted':
      return w.why.unsalted;
    case 'uncommitted':
      return w.why.uncommitted;
    default:
      return null;
  }
}

/**
 * "proven up to roll @k of C…; not provable after: <why>" when the proof stops short and does
 * not start again (a restart, a log cut before its seed) and nothing failed; null otherwise.
 */
export function upToText(w: ProofSentences, verdict: ProofVerdict): string | null {
  if (!verdict.ok) return null;
  const withRolls = verdict.commitments.filter((c) => c.rolls > 0);
  const end = withRolls.at(-1);
  const why = end ? whyNot(w, end) : null;
  if (!end || why === null) return null;
  let last: string | null = null;
  for (const c of withRolls) {
    if (whyNot(w, c) === null && c.commitment !== null && c.last != null)
      last = w.lastRoll(c.last, shortHex(c.commitment));
  }
  return w.upTo(last, why);
}

/** How many box rolls no commitment of the log covers (a box without proof). */
export function withoutProofOf(verdict: ProofVerdict): number {
  const { game } = verdict;
  const underProof = verdict.commitments.reduce((sum, c) => sum + c.used, 0);
  return Math.max(0, Math.min(game.box - underProof, verdict.notProvable - game.hand));
}

/** The verdict whole: one line per commitment, the rolls nothing proves, where a proof stops, the count. */
export function verdictSentences(w: ProofSentences, verdict: ProofVerdict): string[] {
  const lines = verdict.commitments.map((c) => commitmentText(w, c));
  const { game } = verdict;
  if (game.hand > 0) lines.push(w.hand(game.hand));
  const withoutProof = withoutProofOf(verdict);
  if (withoutProof > 0) lines.push(w.noProof(withoutProof));
  const upTo = upToText(w, verdict);
  if (upTo !== null) lines.push(upTo);
  const count = w.proven(verdict.proven, game.box + game.hand);
  lines.push(verdict.ok ? count : `${count}; ${w.failedBadge}`);
  return lines;
}

/** What `apophis verify` prints: the verdict in English. */
export function verdictLines(verdict: ProofVerdict): string[] {
  return verdictSentences(proofWordsEn, verdict);
}
