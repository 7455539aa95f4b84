// What a table's screens hear: its state messages and its notices, to every subscriber (each
// table's TableScreens in routes/ws.ts fans them out to its sockets), and the addresses phones
// reach the service at, which the state carries.

import type { ServerMessage } from '../src/messages.ts';

export type FeedListener = (message: ServerMessage) => void;

export class TableFeed {
  readonly #listeners = new Set<FeedListener>();
  /** The table's state message now. */
  readonly #state: () => ServerMessage;
  readonly #now: () => number;
  #addresses: readonly string[] = [];

  constructor(state: () => ServerMessage, now: () => number) {
    this.#state = state;
    this.#now = now;
  }

  subscribe(listener: FeedListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get addresses(): string[] {
    return [...this.#addresses];
  }

  /** Where phones on the local network reach the service: the screens get them at once. */
  set addresses(addresses: readonly string[]) {
    this.#addresses = [...addresses];
    this.state();
  }

  /** The table's state, to every screen. */
  state(): void {
    this.send(this.#state());
  }

  /** A sentence shown briefly on every screen. */
  notice(text: string, code?: string): void {
    this.send({ type: 'notice', text, ...(code ? { code } : {}), serverTime: this.#now() });
  }

  /**
   * A refused box press (one that does nothing now), shown briefly on every screen and logged,
   * never an error dialog; `result` as it came, refused or not.
   */
  pressIgnored<R extends { ok: boolean; error?: string; code?: string }>(
    result: R,
    log: (line: string) => void,
  ): R {
    if (!result.ok && result.error) {
      log(`box press ignored: ${result.error}`);
      this.notice(result.error, result.code);
    }
    return result;
  }

  send(message: ServerMessage): void {
    for (const listener of this.#listeners) listener(message);
  }
}
