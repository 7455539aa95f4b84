// Serial protocol v1 between the button box and the server (DESIGN.md):
// `<seq> <VERB>[ <arg>…]*<CS>\n`, CS = two upper-case hex digits, the XOR of
// every byte before `*`. Sequence 0 belongs to HELLO: the box's HELLO at boot
// carries 0 (forget my earlier numbers); a HELLO sent when asked carries the
// next number, so the server keeps its de-duplication. Decoding is a pure function: a line in, a typed
// message or a typed error out. Never throws on input from the wire.

/** Longest line, terminator included. */
export const MAX_LINE_BYTES = 64;
export const PROTOCOL_VERSION = 1;
export const MAX_SEQ = 9999;

export const BUTTONS = ['START', 'ROLL', 'SCRAP', 'SHUFFLE', 'OK'] as const;
export type Button = (typeof BUTTONS)[number];
export const GESTURES = ['PRESS', 'LONG'] as const;
export type Gesture = (typeof GESTURES)[number];
export const NAK_REASONS = ['BADCS', 'UNKNOWN', 'BADARG', 'TOOLONG', 'OVERFLOW'] as const;
export type NakReason = (typeof NAK_REASONS)[number];

/** Lamp bits of `LAMPS <mask>`: the buttons that do something now. */
export const LAMP_BIT: Record<Button, number> = {
  START: 1,
  ROLL: 2,
  SCRAP: 4,
  SHUFFLE: 8,
  OK: 16,
};

/** What the box says. */
export type BoxMessage =
  | { verb: 'HELLO'; device: string; firmware: string; protocol: number }
  | { verb: 'BTN'; button: Button; gesture: Gesture }
  | { verb: 'ROLLING' }
  | { verb: 'ROLL'; value: number }
  | { verb: 'HB'; uptimeMs: number }
  | { verb: 'ACK'; seq: number }
  | { verb: 'NAK'; seq: number; reason: NakReason };

/** What the server tells the box. */
export type BoxCommand =
  | { verb: 'HELLO' }
  | { verb: 'ACK'; seq: number }
  | { verb: 'ROLL' }
  | { verb: 'SHOW'; face: number }
  | { verb: 'LAMPS'; mask: number }
  | { verb: 'BEEP'; ms: number; hz: number };

export type Frame<M> = { seq: number; message: M };

/**
 * Why a line was dropped. `TOOLONG`, `BADCS`, `UNKNOWN` and `BADARG` are the
 * reasons a box NAKs with; `FORMAT` covers a line that is not a frame at all
 * (no `*`, no sequence number, non-ASCII bytes).
 */
export type LineErrorCode = 'TOOLONG' | 'FORMAT' | 'BADCS' | 'UNKNOWN' | 'BADARG';
export type LineError = { code: LineErrorCode; reason: string; seq?: number };
export type Decoded<M> = { ok: true; frame: Frame<M> } | { ok: false; error: LineError };

/** XOR of every byte of `body`, as two upper-case hex digits. */
export function checksum(body: string): string {
  let x = 0;
  for (let i = 0; i < body.length; i++) x ^= body.charCodeAt(i) & 0xff;
  return x.toString(16).toUpperCase().padStart(2, '0');
}

/** The sequence number after `seq`: 1–9999, 9999 wraps to 1 (0 is HELLO's alone). */
export function nextSeq(seq: number): number {
  return seq >= MAX_SEQ ? 1 : seq + 1;
}

function argsOf(message: BoxMessage | BoxCommand): (string | number)[] {
  switch (message.verb) {
    case 'HELLO':
      return 'device' in message ? [message.device, message.firmware, message.protocol] : [];
    case 'BTN':
      return [message.button, message.gesture];
    case 'ROLL':
      return 'value' in message ? [message.value] : [];
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
    case 'ROLLING':
      return [];
  }
}

/** One line, terminator included. Throws only for a programmer error (a line too long). */
export function encode(seq: number, message: BoxMessage | BoxCommand): string {
  const body = [seq, message.verb, ...argsOf(message)].join(' ');
  const line = `${body}*${checksum(body)}\n`;
  if (line.length > MAX_LINE_BYTES) throw new Error(`frame longer than ${MAX_LINE_BYTES} bytes`);
  return line;
}

const FRAME = /^(0|[1-9][0-9]{0,3}) ([A-Z]+)((?: [!-~]+)*)\*([0-9A-F]{2})$/;
const UINT = /^(0|[1-9][0-9]*)$/;

function uint(text: string | undefined, max: number): number | undefined {
  if (text === undefined || !UINT.test(text) || text.length > 10) return undefined;
  const n = Number(text);
  return n <= max ? n : undefined;
}

type Split = { seq: number; verb: string; args: string[] };

/** The checks every line passes, whatever its direction: length, shape, checksum. */
function split(raw: string): { ok: true; split: Split } | { ok: false; error: LineError } {
  const line = raw.endsWith('\n') ? raw.slice(0, -1) : raw;
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  if (text.length + 1 > MAX_LINE_BYTES) {
    return { ok: false, error: { code: 'TOOLONG', reason: `line of ${text.length + 1} bytes` } };
  }
  const m = FRAME.exec(text);
  if (!m) {
    return { ok: false, error: { code: 'FORMAT', reason: `not a frame: ${JSON.stringify(text)}` } };
  }
  const [, seqText = '', verb = '', argText = '', cs = ''] = m;
  const seq = Number(seqText);
  const body = text.slice(0, text.lastIndexOf('*'));
  const want = checksum(body);
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

/** Decode a line the box sent. */
export function decodeBoxLine(raw: string): Decoded<BoxMessage> {
  const s = split(raw);
  if (!s.ok) return s;
  const { seq, verb, args } = s.split;
  const ok = (message: BoxMessage): Decoded<BoxMessage> => ({ ok: true, frame: { seq, message } });
  const bad = () => badArg<BoxMessage>(seq, verb, args);
  if (seq === 0 && verb !== 'HELLO') {
    return { ok: false, error: { code: 'FORMAT', reason: 'sequence 0 is for HELLO only' } };
  }
  switch (verb) {
    case 'HELLO': {
      const [device, firmware, protocolText] = args;
      const protocol = uint(protocolText, 9999);
      if (args.length !== 3 || !device || !firmware || protocol === undefined) return bad();
      return ok({ verb, device, firmware, protocol });
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
      const value = uint(args[0], 6);
      if (args.length !== 1 || value === undefined || value < 1) return bad();
      return ok({ verb, value });
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

/** Decode a line the server sent (the box's side, used by the virtual box and tests). */
export function decodeServerLine(raw: string): Decoded<BoxCommand> {
  const s = split(raw);
  if (!s.ok) return s;
  const { seq, verb, args } = s.split;
  const ok = (message: BoxCommand): Decoded<BoxCommand> => ({
    ok: true,
    frame: { seq, message },
  });
  const bad = () => badArg<BoxCommand>(seq, verb, args);
  if (seq === 0 && verb !== 'HELLO') {
    return { ok: false, error: { code: 'FORMAT', reason: 'sequence 0 is for HELLO only' } };
  }
  switch (verb) {
    case 'HELLO':
    case 'ROLL':
      return args.length === 0 ? ok({ verb }) : bad();
    case 'ACK': {
      const acked = uint(args[0], MAX_SEQ);
      if (args.length !== 1 || acked === undefined) return bad();
      return ok({ verb, seq: acked });
    }
    case 'SHOW': {
      const face = uint(args[0], 6);
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
      const hz = uint(args[1], 20000);
      if (args.length !== 2 || ms === undefined || hz === undefined || hz < 31) return bad();
      return ok({ verb, ms, hz });
    }
    default:
      return { ok: false, error: { code: 'UNKNOWN', reason: `unknown verb ${verb}`, seq } };
  }
}
