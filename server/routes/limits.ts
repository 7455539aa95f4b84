// Limits beyond one address (issue 31): open sockets per address, and the refusals said once
// per burst. A table's big screen, its watch screens and every phone at it may share one
// address (a venue's NAT): 64 sockets an address is a long table's screens and phones several
// times over, and keeps one visitor from holding thousands (8,000 sockets took 83 MiB).

/** Open WebSocket screens an address may hold across every table of the service. */
export const SOCKETS_PER_ADDRESS = 64;

/** The sentence for a socket refused past the limit. */
export const TOO_MANY_SOCKETS = `too many screens open from this address (${SOCKETS_PER_ADDRESS}): close some before opening another`;

/** Open sockets per address, shared by every table's screens. */
export class AddressSockets {
  readonly #open = new Map<string, number>();

  constructor(readonly limit = SOCKETS_PER_ADDRESS) {}

  /** Takes a socket for `address`: false when it holds `limit` already. */
  take(address: string): boolean {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.limit) return false;
    this.#open.set(address, open + 1);
    return true;
  }

  release(address: string): void {
    const open = (this.#open.get(address) ?? 0) - 1;
    if (open > 0) this.#open.set(address, open);
    else this.#open.delete(address);
  }

  openFrom(address: string): number {
    return this.#open.get(address) ?? 0;
  }
}

/**
 * Refusals counted by kind and logged once per burst: the first of a burst is said with how
 * many went unsaid since the last one said; a burst ends after `quietMs` without one.
 */
export class Refusals {
  readonly counts = new Map<string, number>();
  readonly #last = new Map<string, { at: number; unsaid: number }>();

  constructor(
    readonly log: (message: string) => void,
    readonly now: () => number = Date.now,
    readonly quietMs = 10_000,
  ) {}

  refuse(kind: string, sentence: string): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
    const now = this.now();
    const last = this.#last.get(kind);
    if (last && now - last.at < this.quietMs) {
      last.unsaid++;
      last.at = now;
      return;
    }
    const unsaid = last?.unsaid ? ` (${last.unsaid} more of these in the last burst)` : '';
    this.log(`refused: ${sentence}${unsaid}`);
    this.#last.set(kind, { at: now, unsaid: 0 });
  }
}
