// The hall of many machines (`apophis hall`, DESIGN.md): the same page, its list from
// `/api/hall` and then pushed by `/api/hall/stream` (server-sent events) on every change of any
// table, so a change at a table shows within a second; each row is keyed `<machine>/<k>`.

/** The list's URL on `apophis hall`: with the service's token each row brings its table's token. */
export function hallListUrl(token: string | null): string {
  return token ? `/api/hall?token=${encodeURIComponent(token)}` : '/api/hall';
}

/** Where a table of the hall is ended: `/api/hall/<machine>/<k>/end`. */
export function hallEndUrl(key: string): string {
  return `/api/hall/${key.split('/').map(encodeURIComponent).join('/')}/end`;
}

/**
 * Listens to the hall's stream: `heard` gets each answer's body, `lost` when the stream breaks
 * (the browser reconnects by itself). Returns the function that stops it.
 */
export function streamHall(
  token: string | null,
  heard: (body: unknown) => void,
  lost: () => void,
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const source = new EventSource(`/api/hall/stream${query}`);
  source.onmessage = (message) => {
    try {
      heard(JSON.parse(message.data as string));
    } catch {
      // Not JSON: the next message will be.
    }
  };
  source.onerror = () => lost();
  return () => source.close();
}
