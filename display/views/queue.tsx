// The visitor's page of a table's queue (`/queue`, `/t/<table>/queue`): display/queue/visitor.tsx.
import { render } from 'preact';
import { Visitor } from '../queue/visitor.tsx';
import type { Route } from '../route.ts';
import '../components/shell.css';

/** The token is ignored: a visitor joins without one. */
export function mount(app: HTMLElement, route: Route, _token: string | null): void {
  if (!('base' in route)) return;
  render(<Visitor base={route.base} table={route.table ?? '1'} />, app);
}
