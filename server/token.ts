// The tokens the service makes itself: letters and digits a person can read off a screen and
// type on a phone (no 0/o, 1/l, no "-" or "_", so a token never looks like a command's option);
// and the service's own, kept in the data folder across restarts.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

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

/** A token that is easy to read aloud and long enough not to be guessed. */
export function randomToken(): string {
  return readableToken(randomBytes(MADE_TOKEN_LENGTH));
}

/** The service cannot start, said as a sentence for the operator (exit 1, no stack trace). */
export class StartError extends Error {}

/**
 * The service's token when `--token` gives none: the one made at the first start, kept in the
 * data folder (readable by its owner only), so links and QR codes stay valid across restarts.
 * A kept file that does not hold a token (empty: a start that died on a full disk) is not
 * used. A new one is written whole or not at all (a temporary file, fsynced, renamed), so a
 * full disk leaves no empty `service-token`, only a sentence (issue 31).
 */
export async function keptToken(dataDir: string, pattern: RegExp): Promise<string> {
  const path = join(dataDir, 'service-token');
  const kept = await readFile(path, 'utf8').catch(() => null);
  if (kept !== null && pattern.test(kept.trim())) return kept.trim();
  const token = randomToken();
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    await mkdir(dataDir, { recursive: true });
    const file = await open(temporary, 'w', 0o600);
    try {
      await file.writeFile(`${token}\n`);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    const why =
      (error as NodeJS.ErrnoException).code === 'ENOSPC'
        ? 'the disk is full'
        : String((error as Error).message);
    throw new StartError(
      `cannot keep the service's token in ${path} (${why}): free some space there, or give one with --token`,
    );
  }
  return token;
}
