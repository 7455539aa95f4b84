// Serial protocols v1 and v2 between the button box and the server (DESIGN.md):
// `<seq> <VERB>[ <arg>…]*<check>\n`. v1's check is two upper-case hex digits, the
// XOR of every byte before `*`, and every line takes the next seq (0 is HELLO's).
// v2's check is four hex digits, the CRC-16/CCITT-FALSE of those bytes, only what
// must arrive takes a seq (box events, server commands), heartbeats, ACKs and NAKs
// carry 0, and it adds `DICE`, `CLOCK`, many-dice `ROLL` and `SHOW` up to 99; a box with
// the capability `proof` adds the events `COMMIT` and `SEED`, `ROLL … @n` and the command `REVEAL`.
// Decoding is a pure function: a line in, a typed message or a typed error out.
// Never throws on input from the wire. `protocolV1` and `protocolV2` are the two
// codecs; the bare `encode`/`decode…` names are v1's, as old boxes and tests speak it.

import { BUTTONS, GESTURES } from './buttons.ts';
import {
  type BoxCommand,
  type BoxMessage,
  checksum,
  crcCheck,
  type Decoded,
  DICE_LIMITS,
  HEX16,
  type LineError,
  MAX_CLOCK_SECONDS,
  MAX_LINE_BYTES,
  MAX_SEQ,
  MAX_WORD_INDEX,
  NAK_REASONS,
  PROTOCOL_VERSIONS,
  type ProtocolVersion,
  sniffVersion,
} from './protocol-messages.ts';

export * from './protocol-messages.ts';

function argsOf(message: BoxMessage | BoxCommand, version: ProtocolVersion): (string | number)[] {
  switch (message.verb) {
    case 'HELLO': {
      if (!('device' in message)) return [];
      const head = [message.device, message.firmware, message.protocol];
      const capabilities = message.capabilities ?? [];
      return capabilities.length > 0 ? [...head, capabilities.join(',')] : head;
    }
    case 'BTN':
      return [message.button, message.gesture];
    case 'ROLL': {
      if (!('values' in message)) return [];
      // v1 says only the face of its one d6; a proof box ends with the word index, `@n`.
      if (version === 1) return message.values;
      const at = message.index === undefined ? [] : [`@${message.index}`];
      return [message.sides, ...message.values, ...at];
    }
    case 'COMMIT':
      return [message.commitment];
    case 'SEED':
      return [message.seed, message.next];
    case 'REVEAL':
      return [];
    case 'SALT':
      return [message.salt];
    case 'HB':
      return [message.uptimeMs];
    case 'ACK':
      return [message.seq];
    case 'NAK':
      return [message.seq, message.reason];
    case 'SHOW':
      return [message.face];
    case 'LAMPS':
      return [message.mask];
    case 'BEEP':
      return [message.ms, message.hz];
    case 'DICE':
      return [message.count, message.sides];
    case 'CLOCK':
      return [message.secondsLeft, message.running ? 1 : 0];
    case 'ROLLING':
      return [];
  }
}

const UINT = /^(0|[1-9][0-9]*)$/;

function uint(text: string | undefined, max: number, min = 0): number | undefined {
  if (text === undefined || !UINT.test(text) || text.length > 10) return undefined;
  const n = Number(text);
  return n <= max && n >= min ? n : undefined;
}

type Split = { seq: number; verb: string; args: string[] };

function badArg<M>(seq: number, verb: string, args: string[]): Decoded<M> {
  return {
    ok: false,
    error: {
      code: 'BADARG',
      reason: `bad arguments for ${verb}: ${args.join(' ') || '(none)'}`,
      seq,
    },
  };
}

function member<T extends string>(list: readonly T[], text: string | undefined): T | undefined {
  return list.find((item) => item === text);
}

const CAPABILITY = /^[a-z0-9-]+$/;

/** One protocol's framing and verbs, both directions. */
export type Codec = {
  readonly version: ProtocolVersion;
  /** The check of a line's body (the bytes before `*`). */
  check(body: string): string;
  /** One line, terminator included. Throws only for a programmer error (a line too long). */
  encode(seq: number, message: BoxMessage | BoxCommand): string;
  /** Decode a line the box sent. */
  decodeBoxLine(raw: string): Decoded<BoxMessage>;
  /** Decode a line the server sent (the box's side: the virtual box's tests, scripted boxes). */
  decodeServerLine(raw: string): Decoded<BoxCommand>;
  /**
   * Whether a message takes the next seq (and is therefore acknowledged, and its
   * loss is a gap): in v1 everything but the boot HELLO; in v2 box events and
   * server commands, never HELLO, HB, ACK or NAK.
   */
  counted(message: BoxMessage | BoxCommand): boolean;
};

/** Verbs that carry seq 0 in v2: HELLO resets both counters, the rest are never acknowledged. */
const UNCOUNTED_V2 = new Set(['HELLO', 'HB', 'ACK', 'NAK']);

function makeCodec(version: ProtocolVersion): Codec {
  const checkDigits = version === 1 ? 2 : 4;
  const check = version === 1 ? checksum : crcCheck;
  const frameShape = new RegExp(
    `^(0|[1-9][0-9]{0,3}) ([A-Z]+)((?: [!-~]+)*)\\*([0-9A-F]{${checkDigits}})$`,
  );
  const maxShown = version === 1 ? 6 : 99;
  // The box's verbs in this protocol (a proof box's COMMIT and SEED are v2's).
  const boxVerbs = new Set(['HELLO', 'BTN', 'ROLLING', 'ROLL', 'HB', 'ACK', 'NAK']);
  if (version === 2) for (const verb of ['COMMIT', 'SEED']) boxVerbs.add(verb);

  /** The checks every line passes, whatever its direction: length, shape, check. */
  function split(raw: string): { ok: true; split: Split } | { ok: false; error: LineError } {
    const line = raw.endsWith('\n') ? raw.slice(0, -1) : raw;
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (text.length + 1 > MAX_LINE_BYTES) {
      return { ok: false, error: { code: 'TOOLONG', reason: `line of ${text.length + 1} bytes` } };
    }
    const m = frameShape.exec(text);
    if (!m) {
      const other = sniffVersion(text);
      const why =
        other !== null && other !== version
          ? `a protocol ${other} line where protocol ${version} is spoken`
          : 'not a frame';
      return { ok: false, error: { code: 'FORMAT', reason: `${why}: ${JSON.stringify(text)}` } };
    }
    const [, seqText = '', verb = '', argText = '', cs = ''] = m;
    const seq = Number(seqText);
    const body = text.slice(0, text.lastIndexOf('*'));
    const want = check(body);
    if (cs !== want) {
      return {
        ok: false,
        error: { code: 'BADCS', reason: `checksum ${cs}, expected ${want}`, seq },
      };
    }
    if (seq > MAX_SEQ) {
      return { ok: false, error: { code: 'FORMAT', reason: `sequence ${seq} out of range` } };
    }
    return {
      ok: true,
      split: { seq, verb, args: argText === '' ? [] : argText.slice(1).split(' ') },
    };
  }

  /** A sequence rule broken: v1 gives 0 to HELLO alone; v2 gives 0 to exactly the uncounted verbs. */
  function seqProblem(seq: number, verb: string): LineError | null {
    if (version === 1) {
      return seq === 0 && verb !== 'HELLO'
        ? { code: 'FORMAT', reason: 'sequence 0 is for HELLO only' }
        : null;
    }
    if (UNCOUNTED_V2.has(verb)) {
      return seq === 0
        ? null
        : { code: 'FORMAT', reason: `${verb} carries sequence 0 in protocol 2` };
    }
    return seq === 0 ? { code: 'FORMAT', reason: `${verb} needs a sequence number from 1` } : null;
  }

  function decodeBoxLine(raw: string): Decoded<BoxMessage> {
    const s = split(raw);
    if (!s.ok) return s;
    const { seq, verb, args } = s.split;
    const ok = (message: BoxMessage): Decoded<BoxMessage> => ({
      ok: true,
      frame: { seq, message },
    });
    const bad = () => badArg<BoxMessage>(seq, verb, args);
    // v1 refuses a seq 0 whatever the verb; v2's rule depends on the verb, so it needs a known one.
    const known = boxVerbs.has(verb);
    const problem = known || version === 1 ? seqProblem(seq, verb) : null;
    if (problem) return { ok: false, error: problem };
    // Protocol 1 has no proof: its COMMIT or SEED is as unknown as any other word.
    if (!known)
      return { ok: false, error: { code: 'UNKNOWN', reason: `unknown verb ${verb}`, seq } };
    switch (verb) {
      case 'HELLO': {
        const [device, firmware, protocolText, capabilityText] = args;
        const protocol = uint(protocolText, 9999);
        const most = version === 1 ? 3 : 4;
        if (args.length < 3 || args.length > most || !device || !firmware || protocol === undefined)
          return bad();
        if (version === 1) return ok({ verb, device, firmware, protocol });
        const capabilities = capabilityText === undefined ? [] : capabilityText.split(',');
        if (!capabilities.every((name) => CAPABILITY.test(name))) return bad();
        return ok({ verb, device, firmware, protocol, capabilities });
      }
      case 'BTN': {
        const button = member(BUTTONS, args[0]);
        const gesture = member(GESTURES, args[1]);
        if (args.length !== 2 || !button || !gesture) return bad();
        return ok({ verb, button, gesture });
      }
      case 'ROLLING':
        return args.length === 0 ? ok({ verb }) : bad();
      case 'ROLL': {
        if (version === 1) {
          const value = uint(args[0], 6, 1);
          return args.length === 1 && value !== undefined
            ? ok({ verb, sides: 6, values: [value] })
            : bad();
        }
        const [sidesText, ...rest] = args;
        const sides = uint(sidesText, DICE_LIMITS.sides.max, DICE_LIMITS.sides.min);
        if (sides === undefined) return bad();
        // A proof box ends the roll with the word index it started at: `@n`.
        const last = rest.at(-1);
        const tagged = last?.startsWith('@') === true;
        const index = tagged ? uint(last?.slice(1), MAX_WORD_INDEX) : undefined;
        if (tagged && index === undefined) return bad();
        const values = (tagged ? rest.slice(0, -1) : rest).map((text) => uint(text, sides, 1));
        const { min, max } = DICE_LIMITS.count;
        if (values.length < min || values.length > max) return bad();
        if (values.some((value) => value === undefined)) return bad();
        const roll = { verb, sides, values: values as number[] } as const;
        return ok(index === undefined ? roll : { ...roll, index });
      }
      case 'COMMIT': {
        const [commitment] = args;
        if (args.length !== 1 || commitment === undefined || !HEX16.test(commitment)) return bad();
        return ok({ verb, commitment });
      }
      case 'SEED': {
        const [seed, nextText] = args;
        const next = uint(nextText, MAX_WORD_INDEX);
        if (args.length !== 2 || seed === undefined || !HEX16.test(seed) || next === undefined)
          return bad();
        return ok({ verb, seed, next });
      }
      case 'HB': {
        const uptimeMs = uint(args[0], 0xffffffff);
        if (args.length !== 1 || uptimeMs === undefined) return bad();
        return ok({ verb, uptimeMs });
      }
      case 'ACK': {
        const acked = uint(args[0], MAX_SEQ);
        if (args.length !== 1 || acked === undefined) return bad();
        return ok({ verb, seq: acked });
      }
      case 'NAK': {
        const refused = uint(args[0], MAX_SEQ);
        const reason = member(NAK_REASONS, args[1]);
        if (args.length !== 2 || refused === undefined || !reason) return bad();
        return ok({ verb, seq: refused, reason });
      }
      default:
        return { ok: false, error: { code: 'UNKNOWN', reason: `unknown verb ${verb}`, seq } };
    }
  }

  function decodeServerLine(raw: string): Decoded<BoxCommand> {
    const s = split(raw);
    if (!s.ok) return s;
    const { seq, verb, args } = s.split;
    const ok = (message: BoxCommand): Decoded<BoxCommand> => ({
      ok: true,
      frame: { seq, message },
    });
    const bad = () => badArg<BoxCommand>(seq, verb, args);
    const verbs = ['HELLO', 'ROLL', 'ACK', 'SHOW', 'LAMPS', 'BEEP'];
    if (version === 2) verbs.push('DICE', 'CLOCK', 'REVEAL', 'SALT');
    const known = verbs.includes(verb);
    const problem = known || version === 1 ? seqProblem(seq, verb) : null;
    if (problem) return { ok: false, error: problem };
    if (!known) {
      return { ok: false, error: { code: 'UNKNOWN', reason: `unknown verb ${verb}`, seq } };
    }
    switch (verb) {
      case 'HELLO':
      case 'ROLL':
      case 'REVEAL':
        return args.length === 0 ? ok({ verb }) : bad();
      case 'ACK': {
        const acked = uint(args[0], MAX_SEQ);
        if (args.length !== 1 || acked === undefined) return bad();
        return ok({ verb, seq: acked });
      }
      case 'SHOW': {
        const face = uint(args[0], maxShown);
        if (args.length !== 1 || face === undefined) return bad();
        return ok({ verb, face });
      }
      case 'LAMPS': {
        const mask = uint(args[0], 31);
        if (args.length !== 1 || mask === undefined) return bad();
        return ok({ verb, mask });
      }
      case 'BEEP': {
        const ms = uint(args[0], 5000);
        const hz = uint(args[1], 20000, 31);
        if (args.length !== 2 || ms === undefined || hz === undefined) return bad();
        return ok({ verb, ms, hz });
      }
      case 'SALT':
        return args.length === 1 && HEX16.test(args[0] ?? '')
          ? ok({ verb, salt: args[0] as string })
          : bad();
      case 'DICE': {
        const count = uint(args[0], DICE_LIMITS.count.max, DICE_LIMITS.count.min);
        const sides = uint(args[1], DICE_LIMITS.sides.max, DICE_LIMITS.sides.min);
        if (args.length !== 2 || count === undefined || sides === undefined) return bad();
        return ok({ verb, count, sides });
      }
      default: {
        // CLOCK
        const secondsLeft = uint(args[0], MAX_CLOCK_SECONDS);
        const running = uint(args[1], 1);
        if (args.length !== 2 || secondsLeft === undefined || running === undefined) return bad();
        return ok({ verb: 'CLOCK', secondsLeft, running: running === 1 });
      }
    }
  }

  function encode(seq: number, message: BoxMessage | BoxCommand): string {
    const body = [seq, message.verb, ...argsOf(message, version)].join(' ');
    const line = `${body}*${check(body)}\n`;
    if (line.length > MAX_LINE_BYTES) throw new Error(`frame longer than ${MAX_LINE_BYTES} bytes`);
    return line;
  }

  function counted(message: BoxMessage | BoxCommand): boolean {
    if (version === 1) return message.verb !== 'HELLO';
    return !UNCOUNTED_V2.has(message.verb);
  }

  return { version, check, encode, decodeBoxLine, decodeServerLine, counted };
}

export const protocolV1: Codec = makeCodec(1);
export const protocolV2: Codec = makeCodec(2);

export function codecFor(version: ProtocolVersion): Codec {
  return version === 1 ? protocolV1 : protocolV2;
}

/** Whether a protocol number is one this code speaks. */
export function isProtocolVersion(value: number): value is ProtocolVersion {
  return (PROTOCOL_VERSIONS as readonly number[]).includes(value);
}

/**
 * A box's line whatever its protocol, judged by its check's length: how a
 * server reads a HELLO before it knows who speaks.
 */
export function decodeAnyBoxLine(raw: string): Decoded<BoxMessage> & { version: ProtocolVersion } {
  const version = sniffVersion(raw) ?? 1;
  return { ...codecFor(version).decodeBoxLine(raw), version };
}

/** v1's encoder (old boxes, scripted v1 boxes in tests). */
export const encode = protocolV1.encode;
/** v1's box-line decoder. */
export const decodeBoxLine = protocolV1.decodeBoxLine;
/** v1's server-line decoder. */
export const decodeServerLine = protocolV1.decodeServerLine;
