// Generated serial lines for the bad-input tests and bench/fuzz.ts: valid frames of
// both directions, their near misses, random bytes and huge lines, from a seeded
// generator so a failure can be replayed from its seed. Protocol v1 unless a codec
// is given (v2: CRC checks, seq 0 on what is not counted, DICE, CLOCK, many dice, and
// the proof's COMMIT, SEED, ROLL … @n and REVEAL).
import {
  type BoxCommand,
  type BoxMessage,
  BUTTONS,
  type Codec,
  GESTURES,
  MAX_LINE_BYTES,
  MAX_SEQ,
  MAX_WORD_INDEX,
  NAK_REASONS,
  protocolV1,
} from '../../src/protocol.ts';

export { seededRandom as seeded } from '../../src/random.ts';

export type Random = () => number;
export const int = (random: Random, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));
export const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

export type Direction = 'box' | 'server';

/** 32 upper-case hex digits: a proof box's commitment or seed. */
export const hex32 = (random: Random) =>
  Array.from({ length: 4 }, () =>
    Math.floor(random() * 2 ** 32)
      .toString(16)
      .padStart(8, '0'),
  )
    .join('')
    .toUpperCase();

/** A word index: small as in a game, or anywhere up to the 32-bit limit. */
export const wordIndex = (random: Random) =>
  random() < 0.7 ? int(random, 0, 200) : int(random, 0, MAX_WORD_INDEX);

function boxMessage(random: Random, codec: Codec): BoxMessage {
  const v2 = codec.version === 2;
  switch (int(random, 0, v2 ? 8 : 6)) {
    case 0:
      return v2
        ? {
            verb: 'HELLO',
            device: 'apophis-box',
            ...(random() < 0.5
              ? { firmware: '2.1.0', protocol: 2, capabilities: ['proof'] }
              : {
                  firmware: '2.0.0',
                  protocol: 2,
                  capabilities: random() < 0.5 ? ['display'] : [],
                }),
          }
        : { verb: 'HELLO', device: 'apophis-box', firmware: '1.0.0', protocol: 1 };
    case 1:
      return { verb: 'BTN', button: pick(random, BUTTONS), gesture: pick(random, GESTURES) };
    case 2:
      return { verb: 'ROLLING' };
    case 3: {
      if (!v2) return { verb: 'ROLL', sides: 6, values: [int(random, 1, 6)] };
      const sides = int(random, 2, 99);
      const values = Array.from({ length: int(random, 1, 6) }, () => int(random, 1, sides));
      // Half of them from a proof box, tagged with the word index they started at.
      return random() < 0.5
        ? { verb: 'ROLL', sides, values }
        : { verb: 'ROLL', sides, values, index: wordIndex(random) };
    }
    case 7:
      return { verb: 'COMMIT', commitment: hex32(random) };
    case 8:
      return { verb: 'SEED', seed: hex32(random), next: wordIndex(random) };
    case 4:
      return { verb: 'HB', uptimeMs: int(random, 0, 0xffffffff) };
    case 5:
      return { verb: 'ACK', seq: int(random, 0, MAX_SEQ) };
    default:
      return { verb: 'NAK', seq: int(random, 0, MAX_SEQ), reason: pick(random, NAK_REASONS) };
  }
}

function serverMessage(random: Random, codec: Codec): BoxCommand {
  const v2 = codec.version === 2;
  switch (int(random, 0, v2 ? 8 : 5)) {
    case 0:
      return { verb: 'HELLO' };
    case 1:
      return { verb: 'ACK', seq: int(random, 0, MAX_SEQ) };
    case 2:
      return { verb: 'ROLL' };
    case 3:
      return { verb: 'SHOW', face: int(random, 0, v2 ? 99 : 6) };
    case 6:
      return { verb: 'DICE', count: int(random, 1, 6), sides: int(random, 2, 99) };
    case 7:
      return { verb: 'CLOCK', secondsLeft: int(random, 0, 5999), running: random() < 0.5 };
    case 8:
      return { verb: 'REVEAL' };
    case 4:
      return { verb: 'LAMPS', mask: int(random, 0, 31) };
    default:
      return { verb: 'BEEP', ms: int(random, 0, 5000), hz: int(random, 31, 20000) };
  }
}

/** A valid line of one direction, terminator included. */
export function validLine(random: Random, direction: Direction, codec: Codec = protocolV1): string {
  const message = direction === 'box' ? boxMessage(random, codec) : serverMessage(random, codec);
  if (codec.version === 2)
    return codec.encode(codec.counted(message) ? int(random, 1, MAX_SEQ) : 0, message);
  const seq = message.verb === 'HELLO' && random() < 0.3 ? 0 : int(random, 1, MAX_SEQ);
  return codec.encode(seq, message);
}

/** Any byte 0–255 as one latin1 character, as the transport hands them over. */
const anyByte = (random: Random) => String.fromCharCode(int(random, 0, 255));
const bytes = (random: Random, n: number) =>
  Array.from({ length: n }, () => anyByte(random)).join('');

const bodyOf = (line: string) => line.slice(0, line.lastIndexOf('*'));
const resealWith = (codec: Codec) => (body: string) => `${body}*${codec.check(body)}\n`;
const replaceAt = (text: string, i: number, by: string) =>
  text.slice(0, i) + by + text.slice(i + 1);

/**
 * How a valid line was bent. `kept` kinds leave the checksum as it was, so the codec
 * must find the damage; `resealed` kinds recompute it, so only the frame's own rules
 * (shape, sequence range, arguments) stand between them and a wrong event.
 */
export const KEPT_KINDS = [
  'flip-byte',
  'flip-bit',
  'delete-byte',
  'insert-byte',
  'double-space',
  'drop-space',
  'checksum-off-by-one',
  'lower-case-verb',
  'swap-adjacent',
  'same-bit-twice',
] as const;
export const RESEALED_KINDS = [
  'lower-case-verb',
  'seq-0',
  'seq-10000',
  'seq-leading-zero',
  'arg-out-of-range',
  'extra-arg',
  'missing-arg',
  'unknown-verb',
  'lower-case-args',
] as const;

export type NearMiss = { line: string; kind: string; resealed: boolean };

/** The same bit flipped in two bytes of the body: XOR-neutral by construction. */
function sameBitTwice(random: Random, line: string): string {
  const body = bodyOf(line);
  const i = int(random, 0, body.length - 1);
  let j = int(random, 0, body.length - 2);
  if (j >= i) j++;
  const bit = 1 << int(random, 0, 6);
  const flip = (c: string) => String.fromCharCode(c.charCodeAt(0) ^ bit);
  let bent = replaceAt(body, i, flip(body[i] as string));
  bent = replaceAt(bent, j, flip(bent[j] as string));
  return bent + line.slice(body.length);
}

/** For each verb, values its first checked argument may never take. */
const OUT_OF_RANGE: Record<string, { arg: number; values: string[] }> = {
  HELLO: { arg: 2, values: ['10000', '-1', '1.5', 'one'] },
  BTN: { arg: 0, values: ['LAUNCH', 'Start', 'STARTX'] },
  ROLL: { arg: 0, values: ['0', '7', '10', '-1', '1.5'] },
  HB: { arg: 0, values: ['4294967296', '99999999999', '-1', '1.5', '0x10'] },
  ACK: { arg: 0, values: ['10000', '-1', '01', '1e3'] },
  NAK: { arg: 1, values: ['OOPS', 'badcs', 'OVERFLOWS'] },
  SHOW: { arg: 0, values: ['7', '-1', '66'] },
  LAMPS: { arg: 0, values: ['32', '255', '-1'] },
  BEEP: { arg: 1, values: ['30', '20001', '0'] },
  // The proof's (v2): a commitment or seed that is not 32 hex digits, a word index past 32 bits.
  COMMIT: { arg: 0, values: ['ABC', 'G'.repeat(32), '0'.repeat(33), '0x'.padEnd(32, '0')] },
  SEED: { arg: 1, values: ['4294967296', '-1', '1.5', '@3', '0x10'] },
};

/** One argument out of its range, or an argument where the verb takes none. */
function outOfRange(random: Random, body: string): string {
  const [seq, verb = '', ...args] = body.split(' ');
  const rule = OUT_OF_RANGE[verb];
  if (!rule || args.length <= rule.arg) return [seq, verb, ...args, '1'].join(' ');
  args[rule.arg] = pick(random, rule.values);
  if (verb === 'BEEP' && random() < 0.5) {
    args[1] = '440';
    args[0] = pick(random, ['5001', '-5', '1.5']);
  }
  return [seq, verb, ...args].join(' ');
}

export function nearMiss(random: Random, line: string, codec: Codec = protocolV1): NearMiss {
  const reseal = resealWith(codec);
  const resealed = random() < 0.5;
  const kinds: readonly string[] = resealed ? RESEALED_KINDS : KEPT_KINDS;
  const kind = pick(random, kinds);
  const body = bodyOf(line);
  const [seq = '', verb = '', ...args] = body.split(' ');
  const spaces = [...body].flatMap((c, i) => (c === ' ' ? [i] : []));
  const at = int(random, 0, line.length - 1);
  let bent: string;
  switch (kind) {
    case 'flip-byte': {
      let by = anyByte(random);
      while (by === line[at]) by = anyByte(random);
      bent = replaceAt(line, at, by);
      break;
    }
    case 'flip-bit':
      bent = replaceAt(
        line,
        at,
        String.fromCharCode(line.charCodeAt(at) ^ (1 << int(random, 0, 7))),
      );
      break;
    case 'delete-byte':
      bent = line.slice(0, at) + line.slice(at + 1);
      break;
    case 'insert-byte':
      bent = line.slice(0, at) + anyByte(random) + line.slice(at);
      break;
    case 'double-space': {
      const i = pick(random, spaces);
      bent = `${body.slice(0, i)} ${line.slice(i)}`;
      break;
    }
    case 'drop-space': {
      const i = pick(random, spaces);
      bent = body.slice(0, i) + line.slice(i + 1);
      break;
    }
    case 'checksum-off-by-one': {
      const digits = codec.version === 1 ? 2 : 4;
      const ring = 16 ** digits;
      const cs = (Number.parseInt(codec.check(body), 16) + (random() < 0.5 ? 1 : ring - 1)) % ring;
      bent = `${body}*${cs.toString(16).toUpperCase().padStart(digits, '0')}\n`;
      break;
    }
    case 'swap-adjacent': {
      const i = int(random, 0, body.length - 2);
      bent = body.slice(0, i) + body[i + 1] + body[i] + line.slice(i + 2);
      break;
    }
    case 'same-bit-twice':
      bent = sameBitTwice(random, line);
      break;
    case 'lower-case-verb': {
      const lowered = [seq, verb.toLowerCase(), ...args].join(' ');
      bent = resealed ? reseal(lowered) : lowered + line.slice(body.length);
      break;
    }
    case 'seq-0':
      bent = reseal([0, verb, ...args].join(' '));
      break;
    case 'seq-10000':
      bent = reseal([pick(random, [10000, 99999, MAX_SEQ + 1]), verb, ...args].join(' '));
      break;
    case 'seq-leading-zero':
      bent = reseal([`0${seq}`, verb, ...args].join(' '));
      break;
    case 'arg-out-of-range':
      bent = reseal(outOfRange(random, body));
      break;
    case 'extra-arg':
      bent = reseal([seq, verb, ...args, pick(random, ['1', 'X', 'PRESS', '0'])].join(' '));
      break;
    case 'missing-arg':
      bent = reseal(args.length > 0 ? [seq, verb, ...args.slice(0, -1)].join(' ') : `${seq}`);
      break;
    case 'unknown-verb':
      bent = reseal(
        [seq, pick(random, ['BUTTON', 'ROLLED', 'HI', 'SHOWS', 'X']), ...args].join(' '),
      );
      break;
    default: {
      // lower-case-args, or the verb alone when there are none
      const lowered = args.length > 0 ? args.map((a) => a.toLowerCase()) : ['x'];
      bent = reseal([seq, verb, ...lowered].join(' '));
    }
  }
  return { line: bent, kind, resealed };
}

/** A line longer than the protocol allows: a valid frame padded, or noise, up to `max` bytes. */
export function hugeLine(random: Random, max = 100_000, codec: Codec = protocolV1): string {
  const length = int(random, MAX_LINE_BYTES + 1, max);
  if (random() < 0.5) return resealWith(codec)(`1 BTN START PRESS ${'X'.repeat(length)}`);
  return `${bytes(random, length)}\n`;
}

/** Random bytes, newline at the end or not (the transport's split may leave either). */
export function randomLine(random: Random): string {
  const text = bytes(random, int(random, 0, 80));
  return random() < 0.5 ? `${text}\n` : text;
}

export type GeneratedLine =
  | { family: 'valid'; line: string; direction: Direction }
  | { family: 'no-newline'; line: string; direction: Direction; original: string }
  | { family: 'near-miss'; line: string; direction: Direction; original: string; miss: NearMiss }
  | { family: 'random' | 'huge'; line: string };

/** One generated line: roughly a third random bytes, half near misses, the rest valid or odd. */
export function generatedLine(random: Random, codec: Codec = protocolV1): GeneratedLine {
  const roll = random();
  const direction: Direction = random() < 0.5 ? 'box' : 'server';
  if (roll < 0.3) return { family: 'random', line: randomLine(random) };
  if (roll < 0.31)
    return { family: 'huge', line: hugeLine(random, random() < 0.9 ? 200 : 100_000, codec) };
  const original = validLine(random, direction, codec);
  if (roll < 0.4) return { family: 'valid', line: original, direction };
  if (roll < 0.45)
    return { family: 'no-newline', line: original.slice(0, -1), direction, original };
  const miss = nearMiss(random, original, codec);
  return { family: 'near-miss', line: miss.line, direction, original, miss };
}
