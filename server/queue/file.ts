// The queue's file: the whole queue as one JSON document, replaced atomically (written under a
// temporary name, fsynced, renamed over the old one, the folder fsynced), so a service killed at
// any moment leaves either the old queue or the new one on disk, never half of one.

import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** One group waiting, as kept on disk. `secret` lets its visitor leave; it is never listed. */
export type QueuedGroup = {
  id: string;
  secret: string;
  group: string;
  players: string[];
  joinedAt: number;
};

/** A group the volunteer called to the table (kept a while so its visitor's page can say so). */
export type CalledGroup = {
  id: string;
  at: number;
  /** The game the group was seated in, and its players' names (its play to take home names them). */
  gameId?: string | null;
  players?: string[];
};

export type QueueDocument = { v: 1; groups: QueuedGroup[]; called: CalledGroup[] };

const EMPTY: QueueDocument = { v: 1, groups: [], called: [] };

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

/** A group as read back, or null when a line of the file is not one (dropped, not trusted). */
function groupOf(value: unknown): QueuedGroup | null {
  const g = value as Partial<QueuedGroup> | null;
  if (!g || !isText(g.id) || !isText(g.secret) || !isText(g.group)) return null;
  if (!Array.isArray(g.players) || !g.players.every(isText)) return null;
  return {
    id: g.id,
    secret: g.secret,
    group: g.group,
    players: g.players,
    joinedAt: typeof g.joinedAt === 'number' ? g.joinedAt : 0,
  };
}

/** The queue's file at `path` (null: kept in memory only, for a store that has no folder). */
export class QueueFile {
  readonly path: string | null;
  #writing: Promise<void> = Promise.resolve();
  #serial = 0;

  constructor(path: string | null) {
    this.path = path;
  }

  /** The queue on disk; an empty one when there is no file yet. A file that is not a queue throws. */
  async load(): Promise<QueueDocument> {
    if (this.path === null) return structuredClone(EMPTY);
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return structuredClone(EMPTY);
      throw error;
    }
    const raw = JSON.parse(text) as Partial<QueueDocument>;
    const groups = (Array.isArray(raw.groups) ? raw.groups : [])
      .map(groupOf)
      .filter((g) => g !== null);
    const called = (Array.isArray(raw.called) ? raw.called : [])
      .filter((c): c is CalledGroup => isText(c?.id) && typeof c?.at === 'number')
      .map(({ id, at, gameId, players }) => ({
        id,
        at,
        gameId: isText(gameId) ? gameId : null,
        ...(Array.isArray(players) && players.every(isText) ? { players } : {}),
      }));
    return { v: 1, groups, called };
  }

  /** Replaces the file with `doc`; resolves once it is on disk. Saves run one at a time, in order. */
  save(doc: QueueDocument): Promise<void> {
    const text = `${JSON.stringify(doc)}\n`;
    const next = this.#writing.then(() => this.#write(text));
    this.#writing = next.catch(() => undefined);
    return next;
  }

  async #write(text: string): Promise<void> {
    const path = this.path;
    if (path === null) return;
    const folder = dirname(path);
    await mkdir(folder, { recursive: true });
    this.#serial += 1;
    const temp = `${path}.${process.pid}.${this.#serial}.tmp`;
    const file = await open(temp, 'w');
    try {
      await file.writeFile(text, 'utf8');
      await file.sync();
    } catch (error) {
      await file.close();
      await rm(temp, { force: true });
      throw error;
    }
    await file.close();
    await rename(temp, path);
    // The new name is durable only once its folder is fsynced.
    const dir = await open(folder, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }
}
