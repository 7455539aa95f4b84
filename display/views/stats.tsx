// PLACEHOLDER (session 4, replaced by the page's own work before it lands): the stats page.
import type { Route } from '../route.ts';

export function mount(app: HTMLElement, _route: Route, _token: string | null): void {
  app.textContent = 'stats';
}
