// The spectators' page (`/watch`, `/t/<table>/watch`): a table read only, on a phone (display/watch/).
import { render } from 'preact';
import type { Route } from '../route.ts';
import { startWatch, Watch } from '../watch/watch.tsx';

/** The token is ignored: a spectator's page never sends a command, whatever its link carries. */
export function mount(app: HTMLElement, route: Route, _token: string | null): void {
  if (!('base' in route)) return;
  startWatch(route);
  render(<Watch tableId={route.table ?? '1'} />, app);
}
