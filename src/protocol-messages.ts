// The serial protocols' words (DESIGN.md): the limits, the messages box and server say, the
// capabilities a HELLO lists, the errors a line can have, the two checks (v1's XOR, v2's
// CRC-16) and the sequence numbers. The codecs that read and write lines are protocol.ts's,
// which re-exports all of this.

/** Longest line, terminator included. */
export const MAX_LINE_BYTES = 64;
export const MAX_SEQ = 9999;
export const PROTOCOL_VERSIONS = [1, 2] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];
/** The newest protocol: what firmware 2.x speaks. */
export const LATEST_PROTOCOL: ProtocolVersion = 2;

import { BUTTONS, type Button, GESTURES, type Gesture, LAMP_BIT } from './buttons.ts';

export { BUTTONS, type Button, GESTURES, type Gesture, LAMP_BIT };
export const NAK_REASONS = [
  'BADCS',
  'UNKNOWN',
  'BADARG',
  'TOOLONG',
  'OVERFLOW',
  'salt-late',
] as const;
export type NakReason = (typeof NAK_REASONS)[number];

/** What one roll of a v2 box may be: 1–6 dice of 2–99 sides (`DICE`). */
export const DICE_LIMITS = { count: { min: 1, max: 6 }, sides: { min: 2, max: 99 } } as const;
/** The longest time `CLOCK` shows: 99:59. */
export const MAX_CLOCK_SECONDS = 5999;
/** A HELLO capability: the box has a 4-digit display for `CLOCK` and `SHOW`. */
export const DISPLAY_CAPABILITY = 'display';
/**
 * A HELLO capability (firmware 2.1): the box commits to its dice before a game and proves
 * them after (DESIGN.md, "Dice anyone can audit"): `COMMIT`, `ROLL … @n`, `REVEAL` → `SEED`.
 */
export const PROOF_CAPABILITY = 'proof';
/**
 * A HELLO capability (firmware 2.2): the box takes the table's salt after each commitment
 * (DESIGN.md, "The table's salt"): `SALT <32 hex>`, or `NAK <seq> salt-late`.
 */
export const SALT_CAPABILITY = 'salt';
/** A proof box's seed and commitment: 16 bytes as 32 hex digits (the box sends them upper-case). */
/** 16 bytes as 32 hex digits (a commitment, a seed, a salt). */
export const HEX16 = /^[0-9A-Fa-f]{32}$/;
/** The largest word index: a 32-bit count. */
export const MAX_WORD_INDEX = 0xffffffff;

/** What the box says. A v1 box's `ROLL n` is one d6: `{sides: 6, values: [n]}`. */
export type BoxMessage =
  | {
      verb: 'HELLO';
      device: string;
      firmware: string;
      protocol: number;
      /** v2: what the box has beyond buttons and pips (`display`); absent in v1. */
      capabilities?: string[];
    }
  | { verb: 'BTN'; button: Button; gesture: Gesture }
  | { verb: 'ROLLING' }
  | {
      verb: 'ROLL';
      sides: number;
      values: number[];
      /** A proof box's word index the roll started at (`@n`); absent from other boxes. */
      index?: number;
    }
  /** A proof box's commitment to its seed: the first 16 bytes of SHA-256(seed), as sent. */
  | { verb: 'COMMIT'; commitment: string }
  /** A proof box's revealed seed, as sent, and its next word index (answers `REVEAL`). */
  | { verb: 'SEED'; seed: string; next: number }
  | { verb: 'HB'; uptimeMs: number }
  | { verb: 'ACK'; seq: number }
  | { verb: 'NAK'; seq: number; reason: NakReason };

/** What the server tells the box. `DICE` and `CLOCK` are v2's; `SHOW` goes to 99 in v2. */
export type BoxCommand =
  | { verb: 'HELLO' }
  | { verb: 'ACK'; seq: number }
  | { verb: 'ROLL' }
  | { verb: 'SHOW'; face: number }
  | { verb: 'LAMPS'; mask: number }
  | { verb: 'BEEP'; ms: number; hz: number }
  | { verb: 'DICE'; count: number; sides: number }
  | { verb: 'CLOCK'; secondsLeft: number; running: boolean }
  /** A proof box reveals its seed (`SEED`) and commits to a fresh one (`COMMIT`). */
  | { verb: 'REVEAL' }
  /** The table's salt for the box's commitment (16 bytes, 32 hex digits). */
  | { verb: 'SALT'; salt: string };

export type Frame<M> = { seq: number; message: M };

/**
 * Why a line was dropped. `TOOLONG`, `BADCS`, `UNKNOWN` and `BADARG` are the
 * reasons a box NAKs with; `FORMAT` covers a line that is not a frame at all
 * (no `*`, no sequence number, non-ASCII bytes) or breaks the sequence rules.
 */
export type LineErrorCode = 'TOOLONG' | 'FORMAT' | 'BADCS' | 'UNKNOWN' | 'BADARG';
export type LineError = { code: LineErrorCode; reason: string; seq?: number };
export type Decoded<M> = { ok: true; frame: Frame<M> } | { ok: false; error: LineError };

/** v1's check: the XOR of every byte of `body`, as two upper-case hex digits. */
export function checksum(body: string): string {
  let x = 0;
  for (let i = 0; i < body.length; i++) x ^= body.charCodeAt(i) & 0xff;
  return x.toString(16).toUpperCase().padStart(2, '0');
}

/** CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final XOR (`123456789` → 0x29B1). */
export function crc16(body: string): number {
  let crc = 0xffff;
  for (let i = 0; i < body.length; i++) {
    crc ^= (body.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** v2's check: the CRC-16 of `body` as four upper-case hex digits. */
export function crcCheck(body: string): string {
  return crc16(body).toString(16).toUpperCase().padStart(4, '0');
}

/** The sequence number after `seq`: 1–9999, 9999 wraps to 1 (0 is never a next number). */
export function nextSeq(seq: number): number {
  return seq >= MAX_SEQ ? 1 : seq + 1;
}

/** The protocol a line's check belongs to (2 or 4 hex digits after the last `*`), or null. */
export function sniffVersion(raw: string): ProtocolVersion | null {
  const text = raw.replace(/\r?\n$/, '').replace(/\r$/, '');
  const check = /\*([0-9A-F]+)$/.exec(text)?.[1];
  if (check?.length === 2) return 1;
  if (check?.length === 4) return 2;
  return null;
}
