// Entry of every page (display/route.ts says which a path is): a table's big screen, control
// page and spectator view, and, each in its own chunk, the hall, the history and the numbers.
// The token (`?token=…`) enables commands; `?lang=fr` picks French.

import { effect } from '@preact/signals';
import { render } from 'preact';
import type { PublicState } from '../src/messages.ts';
import { gameView } from './components/game-view.tsx';
import { connect, socketUrl } from './connection.ts';
import { GAME_VIEWS } from './games/index.ts';
import { isLang, lang } from './i18n/index.ts';
import { table } from './model.ts';
import { applyPalette } from './palette.ts';
import { routeOf, type TableRoute } from './route.ts';
import { play } from './sound.ts';
import './styles.css';
import { BigScreen, type Send } from './views/big-screen.tsx';
import { Control } from './views/control.tsx';

const params = new URLSearchParams(location.search);
const token = params.get('token');
const asked = params.get('lang');
if (isLang(asked)) lang.value = asked;
effect(() => {
  document.documentElement.lang = lang.value;
});
applyPalette(document.documentElement);

const route = routeOf(location.pathname);
const app = document.getElementById('app') as HTMLElement;

if (route.page === 'big' || route.page === 'control') tableScreen(route);
else {
  const pages = {
    watch: () => import('./views/watch.tsx'),
    hall: () => import('./views/hall.tsx'),
    history: () => import('./views/history.tsx'),
    stats: () => import('./views/stats.tsx'),
  } as const;
  void pages[route.page]().then((page) => page.mount(app, route, token));
}

function tableScreen(route: TableRoute): void {
  const connection = connect({ url: socketUrl(location, route.base), token });
  const send: Send | null = token ? (command, place) => void connection.send(command, place) : null;
  if (route.page === 'control') {
    render(<Control send={send} />, app);
    return;
  }
  const controlUrl = token
    ? `${location.origin}${route.base}/control?token=${encodeURIComponent(token)}`
    : null;
  // The room hears the game: each state change's cues, as its module calls them, played by
  // the big screen only (once the game's view is loaded; a change of game is not news).
  let before: PublicState | null = null;
  effect(() => {
    const after = table.value;
    if (!after) return;
    const view = gameView(GAME_VIEWS, after.game);
    if (typeof view !== 'string') {
      for (const cue of view.cues(before?.game === after.game ? before : null, after)) play(cue);
    }
    before = after;
  });
  render(<BigScreen send={send} controlUrl={controlUrl} />, app);
}
