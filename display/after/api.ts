// The service's after-the-game routes (src/report.ts types their answers). A refusal's own
// sentence (`{error}`) becomes the error's message, so a screen can show it as is.

export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const said = body && typeof body === 'object' && 'error' in body ? String(body.error) : null;
    throw new Error(said ?? `${response.status} ${response.statusText}`);
  }
  return body as T;
}

export const historyPath = (id: string) => `/api/history/${encodeURIComponent(id)}`;
