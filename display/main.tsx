// Entry of both screens: `/control` is the control page, anything else the big screen. The token
// (`?token=…`) enables commands; `?lang=fr` picks French.

import { effect } from '@preact/signals';
import { render } from 'preact';
import type { PublicState } from '../src/messages.ts';
import { gameView } from './components/game-view.tsx';
import { connect, socketUrl } from './connection.ts';
import { GAME_VIEWS } from './games/index.ts';
import { isLang, lang } from './i18n/index.ts';
import { table } from './model.ts';
import { applyPalette } from './palette.ts';
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

const connection = connect({ url: socketUrl(location), token });
const send: Send | null = token ? (command, place) => void connection.send(command, place) : null;
const isControl = location.pathname.replace(/\/+$/, '') === '/control';
const app = document.getElementById('app') as HTMLElement;

if (isControl) {
  render(<Control send={send} />, app);
} else {
  const controlUrl = token ? `${location.origin}/control?token=${encodeURIComponent(token)}` : null;
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
