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
  /**
   * The whole service's budget, whatever the address (issue 31: 200 addresses × 10 guesses
   * made 2,000 guesses in 0.6 s): at most this many at once…
   */
  serviceBurst: number;
  /** …and this many earned back each second. */
  servicePerSecond: number;
};

export const GUESS_LIMITS: GuessLimits = {
  burst: 10,
  perSecond: 0.5,
  perSocket: 20,
  serviceBurst: 100,
  servicePerSecond: 5,
};

/** Which budget a slowed guess ran out of. */
export type GuessScope = 'address' | 'service';

/** The sentence for a guess from an address (or a service) that has used its budget. */
export function slowedSentence(waitMs: number, scope: GuessScope = 'address'): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const where = scope === 'address' ? 'from this address' : 'at this service from many addresses';
  return `too many wrong tokens ${where}: wait ${seconds} s before trying again`;
}

/** The key of the whole service's budget in the map of addresses' (no address looks like it). */
const SERVICE = '*service*';

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

  #rates(address: string): { burst: number; perSecond: number } {
    const limits = this.#limits;
    return address === SERVICE
      ? { burst: limits.serviceBurst, perSecond: limits.servicePerSecond }
      : limits;
  }

  #left(address: string, now: number): number {
    const { burst, perSecond } = this.#rates(address);
    const spent = this.#spent.get(address);
    if (!spent) return burst;
    const earned = ((now - spent.at) / 1000) * perSecond;
    return Math.min(burst, spent.left + earned);
  }

  #wait(address: string, now: number): number {
    const left = this.#left(address, now);
    return left >= 1 ? 0 : ((1 - left) / this.#rates(address).perSecond) * 1000;
  }

  /** How long `address` must wait before its next guess is judged: 0 when it may guess now. */
  waitMs(address: string): number {
    return this.slowed(address)?.waitMs ?? 0;
  }

  /** The wait before `address`'s next guess and the budget it ran out of, or null: it may guess. */
  slowed(address: string): { waitMs: number; scope: GuessScope } | null {
    const now = this.#now();
    const own = this.#wait(address, now);
    if (own > 0) return { waitMs: own, scope: 'address' };
    const service = this.#wait(SERVICE, now);
    return service > 0 ? { waitMs: service, scope: 'service' } : null;
  }

  /** A wrong guess from `address`: it spends one of its budget, and one of the service's. */
  wrong(address: string): void {
    const now = this.#now();
    for (const key of [address, SERVICE]) {
      const left = this.#left(key, now) - 1;
      this.#spent.delete(key);
      this.#spent.set(key, { left, at: now });
    }
    if (this.#spent.size > MAX_ADDRESSES) this.#forget(now);
  }

  /** Forgets the addresses whose budget is full again, and the oldest beyond the cap. */
  #forget(now: number): void {
    for (const [address] of this.#spent) {
      if (this.#left(address, now) >= this.#rates(address).burst) this.#spent.delete(address);
    }
    for (const [address] of this.#spent) {
      if (this.#spent.size <= MAX_ADDRESSES) break;
      if (address !== SERVICE) this.#spent.delete(address);
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
):
  | { verdict: 'ok' }
  | { verdict: 'wrong' }
  | { verdict: 'slowed'; waitMs: number; scope: GuessScope } {
  if (given === undefined) return { verdict: 'wrong' };
  const slowed = guesses.slowed(address);
  if (slowed) return { verdict: 'slowed', ...slowed };
  if (tokenMatches(expected, given)) return { verdict: 'ok' };
  guesses.wrong(address);
  return { verdict: 'wrong' };
}
