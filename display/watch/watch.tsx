// The spectators' view of a table (`/watch`, `/t/<table>/watch`), laid out for a phone: the
// game's own big-screen view (its phase, its clock, its main picture) stacked in one column,
// fed by the table's read-only socket `<base>/ws/watch`. It holds no token and draws no
// control; it has no way to send a command (connect's send is never handed out).

import { GameViewMissing, gameView } from '../components/game-view.tsx';
import { Overlays } from '../components/overlays.tsx';
import { BoxLinkStatus, LinkState } from '../components/status.tsx';
import { type ConnectionOptions, connect, socketUrl } from '../connection.ts';
import { GAME_TITLES, GAME_VIEWS } from '../games/index.ts';
import type { GameViews } from '../games/seam.ts';
import { table } from '../model.ts';
import type { TableRoute } from '../route.ts';
import './watch.css';
import { t } from './i18n.ts';

/** The spectators' socket of a table: states and pings only, any command refused by the service. */
export function watchSocketUrl(location: { protocol: string; host: string }, base: string): string {
  return `${socketUrl(location, base)}/watch`;
}

export function Watch({ tableId, views = GAME_VIEWS }: { tableId: string; views?: GameViews }) {
  const state = table.value;
  const dict = t.value;
  const view = state ? gameView(views, state.game) : null;
  const status = state ? (dict.status as Record<string, string | undefined>)[state.status] : null;
  const phase = (state?.phase as string | undefined) ?? state?.status ?? 'none';
  return (
    <div class="watch" data-testid="watch" data-game={state?.game ?? 'none'} data-phase={phase}>
      <header class="watch-top">
        <h1>
          {dict.watch.table(tableId)}
          {state && ` · ${GAME_TITLES[state.game] ?? state.game}`}
        </h1>
        <p class="watch-status">
          {status && <strong data-testid="watch-status">{status}</strong>}
          <LinkState />
          {state && <BoxLinkStatus box={state.box} />}
        </p>
        <p class="muted watch-note" data-testid="watch-read-only">
          {dict.watch.readOnly}
        </p>
      </header>
      {!state ? (
        <p class="muted">{dict.watch.waiting}</p>
      ) : view === null || typeof view === 'string' ? (
        <GameViewMissing game={state.game} why={view ?? 'loading'} />
      ) : (
        <view.BigScreen state={state} controlUrl={null} />
      )}
      <Overlays state={state} />
    </div>
  );
}

/** Opens the table's read-only socket (no token); returns how to close it. */
export function startWatch(
  route: TableRoute,
  openSocket?: ConnectionOptions['openSocket'],
): () => void {
  const connection = connect({
    url: watchSocketUrl(location, route.base),
    token: null,
    ...(openSocket ? { openSocket } : {}),
  });
  return () => connection.close();
}
