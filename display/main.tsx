// Entry of every page (display/route.ts says which a path is): a table's big screen, control
// page and spectator view, the hall, the history and the numbers, each in its own chunk, so a
// page downloads only its own code beside this shell (bench/display.ts weighs each).
// The token (`?token=…`) enables commands; `?lang=fr` picks French.

import { effect } from '@preact/signals';
import { render } from 'preact';
import type { Connection } from './connection.ts';
import { isLang, lang } from './i18n/index.ts';
import { applyPalette } from './palette.ts';
import { routeOf, type TableRoute } from './route.ts';
import './styles.css';
import type { Send } from './games/seam.ts';

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
    queue: () => import('./views/queue.tsx'),
    hall: () => import('./views/hall.tsx'),
    history: () => import('./views/history.tsx'),
    stats: () => import('./views/stats.tsx'),
  } as const;
  void pages[route.page]().then((page) => page.mount(app, route, token));
}

/** The big screen or the control page: the table's connection and the page load side by side. */
function tableScreen(route: TableRoute): void {
  const connecting = import('./connection.ts').then(({ connect, socketUrl }) =>
    connect({ url: socketUrl(location, route.base), token }),
  );
  const sendOver = (connection: Connection): Send | null =>
    token ? (command, place) => void connection.send(command, place) : null;
  if (route.page === 'control') {
    void Promise.all([connecting, import('./views/control.tsx')]).then(([connection, page]) => {
      render(<page.Control send={sendOver(connection)} />, app);
    });
    return;
  }
  const controlUrl = token
    ? `${location.origin}${route.base}/control?token=${encodeURIComponent(token)}`
    : null;
  void Promise.all([connecting, import('./views/big-screen.tsx')]).then(([connection, page]) => {
    page.playCues();
    render(<page.BigScreen send={sendOver(connection)} controlUrl={controlUrl} />, app);
  });
}
