// The play to take home as a link (the history offers it beside the exports), and the hook the
// end screen's QR code reads it with: `GET /api/history/:id/bgstats-link`. Light: no QR encoder.

import { useEffect, useState } from 'preact/hooks';
import { getJson, historyPath } from './api.ts';

/** The take-home link of a finished game: `{url}`, or null while it comes or when there is none. */
export function useTakeHome(gameId: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setUrl(null);
    getJson<{ url: string }>(`${historyPath(gameId)}/bgstats-link`)
      .then((found) => live && setUrl(found.url))
      .catch(() => undefined); // a game not over has none: nothing is shown
    return () => {
      live = false;
    };
  }, [gameId]);
  return url;
}

/** The history's link to the same play (opens BG Stats on the phone that follows it). */
export function TakeHomeLink({ gameId, label }: { gameId: string; label: string }) {
  const url = useTakeHome(gameId);
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" data-testid="bgstats-link">
      {label}
    </a>
  );
}
