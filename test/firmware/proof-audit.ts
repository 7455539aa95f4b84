// The dice proof as a third party checks it (DESIGN.md, "Dice anyone can audit"),
// written from the contract with Node's crypto and nothing of the firmware's or the
// service's: a pretend server that ACKs a proof box's events and keeps its COMMIT,
// ROLL … @n and SEED lines, and the audit of one commitment's rolls. Used by the
// avr8js and simavr tests; host.test.ts holds the firmware's own derivation against
// the same functions.
import { createHash } from 'node:crypto';
import { crc16 } from '../../src/protocol.ts';

// "Word n is the first 4 bytes, big-endian, of SHA-256(S ‖ n as 4 bytes big-endian)."
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
export function nodeWord(seed: Buffer, n: number, salt?: Buffer): number {
  const index = Buffer.alloc(4);
  index.writeUInt32BE(n);
  return sha256(Buffer.concat(salt ? [seed, salt, index] : [seed, index])).readUInt32BE(0);
}

// "A die of s sides takes the next word w (n += 1) until w < 2^32 − (2^32 mod s), and is (w mod s) + 1."
export const nodeLimit = (sides: number) => 2 ** 32 - (2 ** 32 % sides);
export function nodeDice(seed: Buffer, from: number, sides: number, count: number, salt?: Buffer) {
  const values: number[] = [];
  let n = from;
  while (values.length < count) {
    const w = nodeWord(seed, n, salt);
    n += 1;
    if (w < nodeLimit(sides)) values.push((w % sides) + 1);
  }
  return { values, next: n };
}

// "C = the first 16 bytes of SHA-256(S), 32 upper-case hex digits."
export const nodeCommitment = (seed: Buffer) =>
  sha256(seed).subarray(0, 16).toString('hex').toUpperCase();

/** The check v2 puts after `*`. */
const check = (body: string) => crc16(body).toString(16).toUpperCase().padStart(4, '0');
export const frameLine = (body: string) => `${body}*${check(body)}\n`;

export type ProofRoll = { seq: number; sides: number; values: number[]; index: number };
export type Revealed = { seq: number; seed: string; next: number };

/**
 * A server as far as the proof goes: every line's check verified, every event ACKed
 * once (a resend is ACKed again and counted once), COMMIT, ROLL and SEED kept in order.
 */
export class ProofServer {
  /** Lines with a bad check, or a proof line that does not parse. */
  readonly bad: string[] = [];
  readonly commits: { seq: number; commitment: string }[] = [];
  readonly rolls: ProofRoll[] = [];
  readonly seeds: Revealed[] = [];
  readonly hellos: string[] = [];
  private readonly seen = new Set<number>();
  private serverSeq = 0;

  constructor(private readonly write: (text: string) => void) {}

  /** Sends a command with the next seq (`0 HELLO` starts them over). */
  command(text: string): void {
    if (text === 'HELLO') {
      this.serverSeq = 0;
      this.seen.clear();
      this.write(frameLine('0 HELLO'));
      return;
    }
    this.serverSeq += 1;
    this.write(frameLine(`${this.serverSeq} ${text}`));
  }

  hear(line: string): void {
    const star = line.lastIndexOf('*');
    const body = line.slice(0, star);
    if (star < 0 || line.slice(star + 1) !== check(body)) {
      this.bad.push(line);
      return;
    }
    const [seqText = '', verb = '', ...args] = body.split(' ');
    const seq = Number(seqText);
    if (verb === 'HELLO') {
      this.hellos.push(body);
      // The box's counter starts again too.
      this.seen.clear();
    }
    if (seq === 0) return;
    this.write(frameLine(`0 ACK ${seq}`));
    if (this.seen.has(seq)) return;
    this.seen.add(seq);
    if (verb === 'COMMIT' && args.length === 1 && /^[0-9A-F]{32}$/.test(args[0] ?? '')) {
      this.commits.push({ seq, commitment: args[0] ?? '' });
    } else if (verb === 'SEED' && args.length === 2 && /^[0-9A-F]{32}$/.test(args[0] ?? '')) {
      this.seeds.push({ seq, seed: args[0] ?? '', next: Number(args[1]) });
    } else if (verb === 'ROLL') {
      const tag = args.at(-1) ?? '';
      const numbers = args.slice(0, -1).map(Number);
      const [sides = 0, ...values] = numbers;
      if (!/^@\d+$/.test(tag) || values.length === 0) this.bad.push(line);
      else this.rolls.push({ seq, sides, values, index: Number(tag.slice(1)) });
    } else if (verb === 'COMMIT' || verb === 'SEED') {
      this.bad.push(line);
    }
  }
}

/**
 * The audit of one commitment: the seed hashes to it, the rolls run from @0 with no
 * gap, each value recomputed, and the SEED's next index is where the last roll
 * stopped; `saltHex`: the table's salt the box took (firmware 2.2). Returns the problems
 * found, in words (none: all verified).
 */
export function audit(
  commitment: string,
  revealed: Revealed,
  rolls: ProofRoll[],
  saltHex?: string,
): string[] {
  const problems: string[] = [];
  const seed = Buffer.from(revealed.seed, 'hex');
  const salt = saltHex === undefined ? undefined : Buffer.from(saltHex, 'hex');
  if (nodeCommitment(seed) !== commitment)
    problems.push(`seed ${revealed.seed} does not hash to commitment ${commitment}`);
  let n = 0;
  for (const roll of rolls) {
    if (roll.index !== n) problems.push(`roll ${roll.seq} starts at @${roll.index}, not @${n}`);
    const { values, next } = nodeDice(seed, roll.index, roll.sides, roll.values.length, salt);
    if (values.join(' ') !== roll.values.join(' '))
      problems.push(
        `roll ${roll.seq}: ${roll.values.join(' ')}, the seed gives ${values.join(' ')}`,
      );
    n = next;
  }
  if (revealed.next !== n)
    problems.push(`SEED says next @${revealed.next}, the rolls end at @${n}`);
  return problems;
}
