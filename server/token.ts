// The tokens the service makes itself: letters and digits a person can read off a screen and
// type on a phone (no 0/o, 1/l, no "-" or "_", so a token never looks like a command's option).

/** 32 symbols: a byte's low five bits pick one, with no bias (256 is a multiple of 32). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** How many symbols a token has: 16 × 5 bits = 80 bits, out of reach of a guessing budget. */
export const MADE_TOKEN_LENGTH = 16;

/** The first MADE_TOKEN_LENGTH bytes of `bytes` as a token. */
export function readableToken(bytes: Uint8Array): string {
  if (bytes.length < MADE_TOKEN_LENGTH) {
    throw new RangeError(`a token needs ${MADE_TOKEN_LENGTH} bytes, got ${bytes.length}`);
  }
  let token = '';
  for (const byte of bytes.subarray(0, MADE_TOKEN_LENGTH)) token += ALPHABET[byte & 31];
  return token;
}
