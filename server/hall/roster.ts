// The hall's picture of every table of every machine, from the bus: each table's last retained
// `status` and `state`, checked field by field (garbage and floods are dropped unread), and
// since when it is online or offline on the hall's own clock. Listeners hear each change.

import {
  hallFilters,
  readJson,
  readState,
  readStatus,
  readTopic,
  type StateMessage,
} from '../hall-bus/contract.ts';

/** Tables kept at most: topics made up by a stranger on the broker cannot fill the memory. */
export const MAX_TABLES = 1000;

export type HallEntry = {
  key: string;
  online: boolean;
  /** When (hall's clock, epoch ms) the table was last heard going online or offline. */
  since: number;
  state: StateMessage | null;
};

export class HallRoster {
  readonly #tables = new Map<string, HallEntry>();
  readonly #listeners = new Set<() => void>();
  /** Messages dropped unread or refused (garbage, too long, a wrong shape). */
  dropped = 0;

  constructor(
    readonly hall: string,
    private readonly now: () => number = Date.now,
  ) {}

  get filters(): string[] {
    return hallFilters(this.hall);
  }

  /** One message from the broker; true when it changed a table. */
  heard(topic: string, payload: Buffer): boolean {
    const where = readTopic(this.hall, topic);
    if (!where || (where.kind !== 'status' && where.kind !== 'state')) return this.#drop();
    // A retained message cleared (empty payload): the table is forgotten.
    if (payload.length === 0) {
      if (where.kind === 'status' && this.#tables.delete(where.key)) this.#changed();
      return true;
    }
    const json = readJson(payload);
    if (!json) return this.#drop();
    let entry = this.#tables.get(where.key);
    if (!entry) {
      if (this.#tables.size >= MAX_TABLES) return this.#drop();
      entry = { key: where.key, online: false, since: this.now(), state: null };
    }
    if (where.kind === 'status') {
      const status = readStatus(json);
      if (!status) return this.#drop();
      if (status.online !== entry.online || !this.#tables.has(where.key)) entry.since = this.now();
      entry.online = status.online;
    } else {
      const state = readState(json);
      if (!state) return this.#drop();
      entry.state = state;
    }
    this.#tables.set(where.key, entry);
    this.#changed();
    return true;
  }

  #drop(): false {
    this.dropped++;
    return false;
  }

  #changed(): void {
    for (const listener of this.#listeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Every table with a state, sorted by machine then table number. */
  entries(): HallEntry[] {
    return [...this.#tables.values()]
      .filter((entry) => entry.state !== null)
      .sort((a, b) => {
        const [an = '', ak = '0'] = a.key.split('/');
        const [bn = '', bk = '0'] = b.key.split('/');
        return an === bn ? Number(ak) - Number(bk) : an < bn ? -1 : 1;
      });
  }
}
