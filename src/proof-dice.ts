// The dice of DESIGN.md's "Dice anyone can audit" and "The table's salt": a commitment from a
// seed, word n of a seed (and salt), the dice of a roll drawn from the words with rejection
// sampling, and the short forms the verdicts and the seal name a commitment by. Pure: SHA-256
// comes in as an argument (node:crypto on the service). The verdict is src/proof.ts's.

/** SHA-256 of some bytes (32 bytes out). */
export type Sha256 = (bytes: Uint8Array) => Uint8Array;

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

/**
 * Word `n` of a seed: the first 4 bytes, big-endian, of SHA-256(S ‖ T ‖ n as 4 bytes
 * big-endian) with the table's salt T, SHA-256(S ‖ n) without one (firmware 2.1).
 */
export function wordOf(sha256: Sha256, seed: Uint8Array, n: number, salt?: Uint8Array): number {
  const prefix = salt ? seed.length + salt.length : seed.length;
  const input = new Uint8Array(prefix + 4);
  input.set(seed);
  if (salt) input.set(salt, seed.length);
  new DataView(input.buffer).setUint32(prefix, n >>> 0, false);
  return new DataView(sha256(input).buffer, 0, 4).getUint32(0, false);
}

/**
 * The dice of one roll drawn from word `index` on: each die of `sides` takes the next word w
 * until w < 2^32 − (2^32 mod sides), and is (w mod sides) + 1. `next`: the index after it.
 * `salt`: the table's salt as 32 hex digits, or null for a commitment without one.
 */
export function drawRoll(
  sha256: Sha256,
  seed: string,
  sides: number,
  count: number,
  index: number,
  salt: string | null = null,
): { values: number[]; next: number } {
  const bytes = hexBytes(seed);
  const table = salt === null ? undefined : hexBytes(salt);
  const limit = TWO_32 - (TWO_32 % sides);
  const values: number[] = [];
  let n = index;
  while (values.length < count) {
    const word = wordOf(sha256, bytes, n, table);
    n += 1;
    if (word < limit) values.push((word % sides) + 1);
  }
  return { values, next: n };
}

/** Whether `seed` is a well-formed 16-byte seed (32 hex digits); a salt and a commitment too. */
export function isSeed(text: unknown): text is string {
  return typeof text === 'string' && HEX32.test(text);
}

/** The first 8 hex digits of a commitment and an ellipsis, as the verdicts name it. */
export function shortHex(hex: string): string {
  return `${hex.slice(0, 8).toUpperCase()}…`;
}

/** The seal the table shows while a game rolls under a commitment: its first 8 hex digits, in two groups. */
export function sealOf(commitment: string): string {
  const hex = commitment.slice(0, 8).toUpperCase();
  return `${hex.slice(0, 4)} ${hex.slice(4)}`;
}
