// The hall's model: the service's tables as `GET /api/tables` last listed them, asked again
// every two seconds (one request at a time, at once when the page comes back in sight), and
// why the list may be stale (the service unreachable, the token refused).

import { signal } from '@preact/signals';
import type { TableSummary } from '../../src/messages.ts';
import { hallEndUrl, hallListUrl, streamHall } from './bus.ts';

/**
 * One table as `/api/tables` lists it; `running` is absent from an older service (then the time
 * runs while the game plays). A hall of many machines (`/api/hall`) adds whether the table's
 * machine is online and since when (epoch ms).
 */
export type HallTable = Omit<TableSummary, 'running'> & {
  running?: boolean;
  online?: boolean;
  since?: number;
};

/** Why the list on screen may be stale: no answer, or the service refused the token. */
export type HallProblem = 'unreachable' | 'badToken' | null;

/** The tables, or why there are none; `refused` when the token was refused and the list is the read-only one. */
export type HallAnswer =
  | { ok: true; tables: HallTable[]; refused: boolean; addresses: string[] }
  | { ok: false; problem: 'unreachable' | 'absent' };

export const HALL_POLL_MS = 2000;

/** The tables as last listed, null before the first answer. */
export const hallTables = signal<HallTable[] | null>(null);
/** When (this page's clock) that list came: the time left counts down from it. */
export const hallHeardAt = signal(0);
export const hallProblem = signal<HallProblem>(null);
/** The service's network addresses: the links a phone scans point there, not at localhost. */
export const hallAddresses = signal<readonly string[]>([]);
/** `service`: one service's tables (`/api/tables`); `machines`: `apophis hall`'s (`/api/hall`). */
export const hallMode = signal<'service' | 'machines'>('service');

function isTable(value: unknown): value is HallTable {
  const table = value as HallTable | null;
  return (
    typeof table?.id === 'string' &&
    typeof table.game === 'string' &&
    typeof table.phase === 'string' &&
    typeof table.status === 'string' &&
    (table.remainingMs === null || typeof table.remainingMs === 'number') &&
    typeof table.box === 'object' &&
    table.box !== null &&
    typeof table.links?.big === 'string' &&
    typeof table.links.control === 'string' &&
    typeof table.links.watch === 'string'
  );
}

/** The list's URL: the service's token, when the hall was opened with one, asks for control links. */
export function tablesUrl(token: string | null): string {
  return token ? `/api/tables?token=${encodeURIComponent(token)}` : '/api/tables';
}

/** One ask of the service: its tables, or why there are none to show. */
export async function askTables(
  token: string | null,
  fetcher: typeof fetch = fetch,
): Promise<HallAnswer> {
  const url = hallMode.value === 'machines' ? hallListUrl(token) : tablesUrl(token);
  try {
    const response = await fetcher(url, { cache: 'no-store' });
    if (response.status === 401 && token) {
      // A wrong token still shows the tables, read only, with a sentence saying why.
      const open = await askTables(null, fetcher);
      return open.ok ? { ...open, refused: true } : open;
    }
    // No `/api/tables` here: this is `apophis hall`, whose list is `/api/hall`.
    if (response.status === 404) return { ok: false, problem: 'absent' };
    if (!response.ok) return { ok: false, problem: 'unreachable' };
    const body = (await response.json()) as { hall?: unknown };
    // `apophis hall` says where its list is: the tables of every machine, `/api/hall`.
    if (hallMode.value === 'service' && body?.hall === '/api/hall')
      return { ok: false, problem: 'absent' };
    return readAnswer(body);
  } catch {
    return { ok: false, problem: 'unreachable' }; // no answer, or an answer that is not JSON
  }
}

/** A list's body read: its tables (the well-formed ones) and the service's addresses. */
function readAnswer(json: unknown): HallAnswer {
  const body = json as { tables?: unknown; addresses?: unknown } | null;
  if (!Array.isArray(body?.tables)) return { ok: false, problem: 'unreachable' };
  const addresses = Array.isArray(body.addresses)
    ? body.addresses.filter((address): address is string => typeof address === 'string')
    : [];
  return { ok: true, tables: body.tables.filter(isTable), refused: false, addresses };
}

/**
 * Asks for the tables now and then every `everyMs` after each answer (never two requests at
 * once), and at once when the page comes back in sight. Returns the function that stops it.
 */
export function pollTables(options: {
  token: string | null;
  fetcher?: typeof fetch;
  everyMs?: number;
  now?: () => number;
}): () => void {
  const everyMs = options.everyMs ?? HALL_POLL_MS;
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let asking = false;
  let stopped = false;
  let stopStream: (() => void) | null = null;
  const show = (answer: HallAnswer) => {
    if (answer.ok) {
      hallTables.value = answer.tables;
      hallAddresses.value = answer.addresses;
      hallHeardAt.value = now();
      hallProblem.value = answer.refused ? 'badToken' : null;
    } else if (answer.problem === 'unreachable') {
      hallProblem.value = answer.problem;
    }
  };
  const ask = async () => {
    if (asking || stopped) return;
    asking = true;
    if (timer) clearTimeout(timer);
    const answer = await askTables(options.token, options.fetcher);
    asking = false;
    if (stopped) return;
    if (!answer.ok && answer.problem === 'absent' && hallMode.value === 'service') {
      hallMode.value = 'machines';
      void ask();
      return;
    }
    show(answer);
    // A hall of many machines pushes every change; the asks go on, slower, as a safety net.
    if (hallMode.value === 'machines' && answer.ok && !stopStream) {
      const token = answer.refused ? null : options.token;
      stopStream = streamHall(
        token,
        (body) =>
          show(
            answer.refused
              ? ({ ...readAnswer(body), refused: true } as HallAnswer)
              : readAnswer(body),
          ),
        () => {
          hallProblem.value = 'unreachable';
        },
      );
    }
    timer = setTimeout(ask, hallMode.value === 'machines' ? everyMs * 5 : everyMs);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void ask();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  void ask();
  return () => {
    stopped = true;
    stopStream?.();
    if (timer) clearTimeout(timer);
    if (typeof document !== 'undefined')
      document.removeEventListener('visibilitychange', onVisible);
  };
}

/** A table's time left at `now`: counting down from the list's answer while the game plays. */
export function timeLeftAt(table: HallTable, heardAt: number, now: number): number | null {
  if (table.remainingMs === null) return null;
  if (!(table.running ?? table.status === 'playing')) return table.remainingMs;
  return Math.max(0, table.remainingMs - (now - heardAt));
}

/**
 * Ends a table's game from the hall (`POST /api/tables/:id/end` with the service's token): null
 * when it ended, else the service's sentence (or why there was no answer).
 */
export async function endTableGame(
  token: string,
  id: string,
  fetcher: typeof fetch = fetch,
): Promise<{ ok: true } | { ok: false; error: string; code?: string }> {
  try {
    const url =
      hallMode.value === 'machines' ? hallEndUrl(id) : `/api/tables/${encodeURIComponent(id)}/end`;
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => ({}))) as { error?: unknown; code?: unknown };
    return {
      ok: false,
      error: typeof body.error === 'string' ? body.error : `HTTP ${response.status}`,
      ...(typeof body.code === 'string' ? { code: body.code } : {}),
    };
  } catch {
    return { ok: false, error: 'the service does not answer', code: 'link/down' };
  }
}
