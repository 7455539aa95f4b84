// The queue's HTTP routes as the screens call them (server/queue/routes.ts), under a table's base.

export type Listed = {
  id: string;
  group: string;
  players: string[];
  place: number;
  waitMin: number;
};
export type QueueList = {
  groups: Listed[];
  game: string;
  players: { min: number; max: number };
  gameMin: number;
};
export type Standing = ({ status: 'waiting' } & Listed) | { status: 'called'; at: number };
export type Joined = { id: string; secret: string; place: number; waitMin: number };

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, {
    ...init,
    headers: {
      accept: 'application/json',
      ...(init?.body ? { 'content-type': 'application/json' } : {}),
    },
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const said = body && typeof body === 'object' && 'error' in body ? String(body.error) : null;
    throw Object.assign(new Error(said ?? `${response.status}`), { status: response.status });
  }
  return body as T;
}

export const listQueue = (base: string) => call<QueueList>(`${base}/api/queue`);

export const joinQueue = (base: string, group: string, players: string[]) =>
  call<Joined>(`${base}/api/queue`, { method: 'POST', body: JSON.stringify({ group, players }) });

export const standing = (base: string, id: string, secret: string) =>
  call<Standing>(
    `${base}/api/queue/${encodeURIComponent(id)}?secret=${encodeURIComponent(secret)}`,
  );

export const leaveQueue = (base: string, id: string, secret: string) =>
  call<{ ok: true }>(
    `${base}/api/queue/${encodeURIComponent(id)}?secret=${encodeURIComponent(secret)}`,
    {
      method: 'DELETE',
    },
  );

/** With `teach`, the group is seated with the game's teaching start (src/teach.ts). */
export const nextGroup = (base: string, token: string, teach = false) =>
  call<{ ok: true; group: { group: string; players: string[] } }>(`${base}/api/queue/next`, {
    method: 'POST',
    body: JSON.stringify(teach ? { token, teach } : { token }),
  });

/** Where a table's visitors join (the QR code's link). */
export const queuePageUrl = (origin: string, base: string) => `${origin}${base}/queue`;

export const demoLength = (base: string, token: string, teach = false) =>
  call<{ ok: true }>(`${base}/api/demo`, {
    method: 'POST',
    body: JSON.stringify(teach ? { token, teach } : { token }),
  });
