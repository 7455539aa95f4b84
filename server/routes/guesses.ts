// Wrong tokens, slowed: a stranger on a convention's Wi-Fi may guess a table's token, so each
// address has a small budget of wrong guesses that refills slowly, and a socket that keeps
// guessing is closed. Checked before a token is judged, so a guess beyond the budget costs a
// hash nothing. Tokens themselves are compared in constant time (`tokenMatches`).

import { createHash, timingSafeEqual } from 'node:crypto';

/** The shortest token `serve` accepts: 8 of 64 characters is 48 bits, out of reach at 1 guess/s. */
export const MIN_TOKEN_LENGTH = 8;
/** What `--token` may be: letters, digits, - and _, so it travels in a URL and a QR code as is. */
export const TOKEN_PATTERN = new RegExp(`^[\\w-]{${MIN_TOKEN_LENGTH},64}$`);

/** Compare tokens in constant time (hashes make the lengths equal). */
export function tokenMatches(expected: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

export type GuessLimits = {
  /** Wrong guesses an address may make at once… */
  burst: number;
  /** …and how many it earns back each second. */
  perSecond: number;
  /** Wrong or slowed guesses after which a socket is closed. */
  perSocket: number;
};

export const GUESS_LIMITS: GuessLimits = { burst: 10, perSecond: 0.5, perSocket: 20 };

/** The sentence for a guess from an address that has used its budget. */
export function slowedSentence(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return `too many wrong tokens from this address: wait ${seconds} s before trying again`;
}

/** Addresses kept at most; the fullest (forgiven) ones go first when there are more. */
const MAX_ADDRESSES = 10_000;

/** Every address's budget of wrong guesses, shared by every table's sockets and the hall's list. */
export class TokenGuesses {
  readonly #limits: GuessLimits;
  readonly #now: () => number;
  readonly #spent = new Map<string, { left: number; at: number }>();

  constructor(limits: Partial<GuessLimits> = {}, now: () => number = Date.now) {
    this.#limits = { ...GUESS_LIMITS, ...limits };
    this.#now = now;
  }

  get limits(): GuessLimits {
    return this.#limits;
  }

  #left(address: string, now: number): number {
    const spent = this.#spent.get(address);
    if (!spent) return this.#limits.burst;
    const earned = ((now - spent.at) / 1000) * this.#limits.perSecond;
    return Math.min(this.#limits.burst, spent.left + earned);
  }

  /** How long `address` must wait before its next guess is judged: 0 when it may guess now. */
  waitMs(address: string): number {
    const left = this.#left(address, this.#now());
    return left >= 1 ? 0 : ((1 - left) / this.#limits.perSecond) * 1000;
  }

  /** A wrong guess from `address`: it spends one of its budget. */
  wrong(address: string): void {
    const now = this.#now();
    const left = this.#left(address, now) - 1;
    this.#spent.delete(address);
    this.#spent.set(address, { left, at: now });
    if (this.#spent.size > MAX_ADDRESSES) this.#forget(now);
  }

  /** Forgets the addresses whose budget is full again, and the oldest beyond the cap. */
  #forget(now: number): void {
    for (const [address] of this.#spent) {
      if (this.#left(address, now) >= this.#limits.burst) this.#spent.delete(address);
    }
    for (const [address] of this.#spent) {
      if (this.#spent.size <= MAX_ADDRESSES) break;
      this.#spent.delete(address);
    }
  }
}

/**
 * Judges a token from `address`: `ok`, `wrong`, or `slowed` (not judged: the address is over its
 * budget, with the wait). A missing token is no guess.
 */
export function judgeToken(
  guesses: TokenGuesses,
  address: string,
  expected: string,
  given: string | undefined,
): { verdict: 'ok' } | { verdict: 'wrong' } | { verdict: 'slowed'; waitMs: number } {
  if (given === undefined) return { verdict: 'wrong' };
  const waitMs = guesses.waitMs(address);
  if (waitMs > 0) return { verdict: 'slowed', waitMs };
  if (tokenMatches(expected, given)) return { verdict: 'ok' };
  guesses.wrong(address);
  return { verdict: 'wrong' };
}
