// Whether the page is a phone's (the spectators' page zooms its map there, ./follow.tsx): a few
// lines apart, so that a big screen knows it without fetching the zooming map.
import { useEffect, useState } from 'preact/hooks';

/** Whether the screen is a phone's, either way up (the spectators' page follows the play there). */
export const PHONE_SIZED = '(max-width: 700px), (max-height: 500px)';

export function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const list = matchMedia(query);
    const changed = () => setMatches(list.matches);
    changed();
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query]);
  return matches;
}
