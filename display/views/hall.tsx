// The hall page (`/hall`): every table of the service for the volunteer (display/hall/).
import { render } from 'preact';
import { HallPage } from '../hall/hall.tsx';
import type { Route } from '../route.ts';

export function mount(app: HTMLElement, _route: Route, token: string | null): void {
  render(<HallPage token={token} />, app);
}
