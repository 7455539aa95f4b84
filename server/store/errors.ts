// What the game store refuses, as a code the HTTP routes map to a status
// (bad-id 400, not-found 404) and a sentence a person can read.

export type StoreErrorCode =
  /** The id is not `YYYYMMDD-HHMMSS-xxxx`: refused before touching the disk. */
  | 'bad-id'
  /** No game with that id. */
  | 'not-found'
  /** The file exists but its first line is not a game header we read. */
  | 'not-a-game'
  /** The game already has a GameLog open for appending in this store. */
  | 'busy'
  /** A write or fsync failed, or the file was removed under us: the action is not on disk. */
  | 'write-failed'
  /** Append after close(). */
  | 'closed';

export class StoreError extends Error {
  override readonly name = 'StoreError';
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const REASONS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the disk is read-only',
  EIO: 'the disk reported an input/output error',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'the file or its folder is gone',
  EBADF: 'the file is no longer open',
};

/** A file-system error as a short reason, keeping the code for whoever greps logs. */
export function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string') return `${REASONS[code] ?? 'file-system error'} (${code})`;
  return error instanceof Error ? error.message : String(error);
}
