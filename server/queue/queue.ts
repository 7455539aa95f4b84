// One table's queue of groups (DESIGN.md, "Convention mode"): visitors join with a group name and
// their players' names and get a secret to leave with; the volunteer calls the next group. Each
// bound is refused with a sentence, the queue unchanged: 40 groups a table, 24 characters a name,
// the game's players a group, 5 joins a minute from one address. Every change is on disk
// (./file.ts) before it is answered. It knows no game: the players a group may be come from the
// table's module (./seats.ts).

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { CalledGroup, QueueDocument, QueuedGroup, QueueFile } from './file.ts';
import type { PlayerRange } from './seats.ts';

export const QUEUE_LIMITS = {
  groups: 40,
  nameLength: 24,
  joinsPerMinute: 5,
  /** Called groups remembered, so each visitor's page can say it was called. */
  called: 40,
} as const;

const MINUTE = 60_000;

export type JoinRequest = { group: unknown; players: unknown };
export type Refusal = { ok: false; status: number; error: string };

/** A name as the queue keeps it: text, trimmed, with no control characters, 1 to 24 characters. */
function nameProblem(value: unknown, what: string): string | null {
  if (typeof value !== 'string') return `${what} is text`;
  const name = value.trim();
  if (name.length === 0)
    return `${what} is empty: give one of 1 to ${QUEUE_LIMITS.nameLength} characters`;
  if ([...name].length > QUEUE_LIMITS.nameLength) {
    return `${what} "${[...name].slice(0, QUEUE_LIMITS.nameLength).join('')}…" is too long: ${QUEUE_LIMITS.nameLength} characters at most`;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name)) {
    return `${what} has a control character: letters, digits, spaces and punctuation only`;
  }
  return null;
}

function sameSecret(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export class TableQueue {
  readonly #file: QueueFile;
  readonly #now: () => number;
  #doc: QueueDocument = { v: 1, groups: [], called: [] };
  /** Each address's joins in the last minute (kept in memory: a restart forgives them). */
  readonly #joins = new Map<string, number[]>();
  /** Changes run one at a time, each saved before the next reads the queue. */
  #chain: Promise<unknown> = Promise.resolve();

  constructor(file: QueueFile, now: () => number = Date.now) {
    this.#file = file;
    this.#now = now;
  }

  async open(): Promise<void> {
    this.#doc = await this.#file.load();
  }

  /** The groups waiting, in order (secrets included: the routes leave them out). */
  get groups(): readonly QueuedGroup[] {
    return this.#doc.groups;
  }

  #serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#chain.then(work);
    this.#chain = next.catch(() => undefined);
    return next;
  }

  /** The queue after `change`, saved; on a failed save the queue stays as it was. */
  async #commit(change: (doc: QueueDocument) => QueueDocument): Promise<void> {
    const next = change(structuredClone(this.#doc));
    await this.#file.save(next);
    this.#doc = next;
  }

  /** A group joins at the end: its id, secret and place, or the bound it meets. */
  join(
    request: JoinRequest,
    address: string,
    range: PlayerRange,
  ): Promise<{ ok: true; group: QueuedGroup; place: number } | Refusal> {
    return this.#serial(async () => {
      const refused = (status: number, error: string): Refusal => ({ ok: false, status, error });
      const now = this.#now();
      const recent = (this.#joins.get(address) ?? []).filter((t) => now - t < MINUTE);
      if (recent.length >= QUEUE_LIMITS.joinsPerMinute) {
        const wait = Math.ceil((MINUTE - (now - (recent[0] ?? now))) / 1000);
        return refused(
          429,
          `${QUEUE_LIMITS.joinsPerMinute} groups joined from this address in the last minute: wait ${wait} s`,
        );
      }
      const problem = nameProblem(request.group, 'the group name');
      if (problem) return refused(400, problem);
      const players = request.players;
      if (!Array.isArray(players)) return refused(400, 'players is a list of names');
      if (players.length < range.min || players.length > range.max) {
        const many = range.min === range.max ? `${range.min}` : `${range.min} to ${range.max}`;
        return refused(
          400,
          `this table's game takes ${many} players: the group has ${players.length}`,
        );
      }
      for (const [index, player] of players.entries()) {
        const bad = nameProblem(player, `player ${index + 1}'s name`);
        if (bad) return refused(400, bad);
      }
      const names = (players as string[]).map((p) => p.trim());
      const twice = names.find(
        (n, i) => names.findIndex((m) => m.toLowerCase() === n.toLowerCase()) !== i,
      );
      if (twice !== undefined)
        return refused(400, `two players are called ${twice}: tell them apart`);
      if (this.#doc.groups.length >= QUEUE_LIMITS.groups) {
        return refused(
          409,
          `the queue is full (${QUEUE_LIMITS.groups} groups): come back a little later`,
        );
      }
      const group: QueuedGroup = {
        id: randomBytes(6).toString('hex'),
        secret: randomBytes(16).toString('hex'),
        group: (request.group as string).trim(),
        players: names,
        joinedAt: now,
      };
      await this.#commit((doc) => ({ ...doc, groups: [...doc.groups, group] }));
      this.#joins.set(address, [...recent, now]);
      if (this.#joins.size > 10_000) this.#forgetJoins(now);
      return { ok: true, group, place: this.#doc.groups.length };
    });
  }

  #forgetJoins(now: number): void {
    for (const [address, times] of this.#joins) {
      if (times.every((t) => now - t >= MINUTE)) this.#joins.delete(address);
    }
  }

  /** Where a group stands, asked with its secret: waiting (its place), called, or unknown. */
  status(
    id: string,
    secret: unknown,
  ):
    | { status: 'waiting'; place: number; group: QueuedGroup }
    | { status: 'called'; at: number }
    | null {
    const index = this.#doc.groups.findIndex((g) => g.id === id);
    const group = this.#doc.groups[index];
    if (group)
      return sameSecret(group.secret, secret)
        ? { status: 'waiting', place: index + 1, group }
        : null;
    const called = this.#doc.called.find((c) => c.id === id);
    return called ? { status: 'called', at: called.at } : null;
  }

  /** The players' names of the group seated in game `gameId`, when the queue seated one. */
  namesOf(gameId: string): string[] | undefined {
    return this.#doc.called.find((c) => c.gameId === gameId)?.players;
  }

  /**
   * The lobby set again before its game began (the group chose "Teach us as we play"): the group
   * last called into game `from` is the group of game `to`, so its play keeps its players' names.
   */
  reseated(from: string, to: string): Promise<void> {
    return this.#serial(async () => {
      if (this.#doc.called[0]?.gameId !== from) return;
      await this.#commit((doc) => ({
        ...doc,
        called: doc.called.map((c, i) => (i === 0 ? { ...c, gameId: to } : c)),
      }));
    });
  }

  /** A group leaves with its secret. */
  leave(id: string, secret: unknown): Promise<{ ok: true } | Refusal> {
    return this.#serial(async () => {
      const group = this.#doc.groups.find((g) => g.id === id);
      if (!group)
        return {
          ok: false,
          status: 404,
          error: 'no such group in the queue: it has left or been called',
        };
      if (!sameSecret(group.secret, secret)) {
        return {
          ok: false,
          status: 403,
          error: 'wrong secret: only the phone that joined can leave the queue',
        };
      }
      await this.#commit((doc) => ({ ...doc, groups: doc.groups.filter((g) => g.id !== id) }));
      return { ok: true };
    });
  }

  /**
   * Calls the first group: `seat` puts it at the table (its refusal leaves the group first in
   * line), then it leaves the queue, remembered as called.
   */
  callNext<T>(
    seat: (group: QueuedGroup) => Promise<{ ok: true; value: T } | Refusal>,
  ): Promise<{ ok: true; group: QueuedGroup; value: T } | Refusal> {
    return this.#serial(async () => {
      const [first] = this.#doc.groups;
      if (!first) return { ok: false, status: 409, error: 'no group is waiting in the queue' };
      const seated = await seat(first);
      if (!seated.ok) return seated;
      const gameId = typeof seated.value === 'string' ? seated.value : null;
      const called: CalledGroup = { id: first.id, at: this.#now(), gameId, players: first.players };
      await this.#commit((doc) => ({
        ...doc,
        groups: doc.groups.filter((g) => g.id !== first.id),
        called: [called, ...doc.called].slice(0, QUEUE_LIMITS.called),
      }));
      return { ok: true, group: first, value: seated.value };
    });
  }
}
