// The big screen (`/`): one 16:9 page the room reads from five metres, for any game. The
// shell draws the header, the overlays and the footer; the game's view draws the table. With
// the token in its URL the keyboard presses the box's buttons (S START, R ROLL, X SCRAP,
// H SHUFFLE, Enter OK, P a held START): what a key does now is what the button does, as the
// game's module says, so a key and a box button can never disagree.

import { effect } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { PublicState } from '../../src/messages.ts';
import type { Button, Gesture } from '../../src/protocol.ts';
import { attracting, attractMinutes, watchIdle } from '../attract/idle.ts';
import { GameViewMissing, gameView } from '../components/game-view.tsx';
import '../components/shell.css';
import { Overlays } from '../components/overlays.tsx';
import { Seal } from '../components/seal.tsx';
import { SoundControls } from '../components/sound-controls.tsx';
import { BoxLinkStatus, LinkState, Notices } from '../components/status.tsx';
import { GAME_VIEWS } from '../games/index.ts';
import { type GameViews, lazyModule, type Send } from '../games/seam.ts';
import { t } from '../i18n/index.ts';
import { PRESSES, table } from '../model.ts';
import { routeOf } from '../route.ts';
import { play } from '../sound.ts';
import { BigTeachCard } from '../teach/card.tsx';
import { soundKey, useVoice, VoiceSwitch } from '../voice/switch.tsx';

const KEYS: Readonly<Record<string, { button: Button; gesture: Gesture }>> = {
  s: { button: 'START', gesture: 'PRESS' },
  r: { button: 'ROLL', gesture: 'PRESS' },
  x: { button: 'SCRAP', gesture: 'PRESS' },
  h: { button: 'SHUFFLE', gesture: 'PRESS' },
  Enter: { button: 'OK', gesture: 'PRESS' },
  p: { button: 'START', gesture: 'LONG' },
};

/** The box button a key presses, or null for a key that is no button. */
export function keyButton(key: string): { button: Button; gesture: Gesture } | null {
  const k = key.length === 1 ? key.toLowerCase() : key;
  return Object.hasOwn(KEYS, k) ? (KEYS[k] ?? null) : null;
}

/** The key that presses `button` (the teach card draws it beside the button), or null. */
export function buttonKey(button: Button): string | null {
  const found = Object.entries(KEYS).find(
    ([, pressed]) => pressed.button === button && pressed.gesture === 'PRESS',
  );
  if (!found) return null;
  return found[0].length === 1 ? found[0].toUpperCase() : found[0];
}

/** The attract loop's screen, a chunk fetched the first time it shows. */
const attractModule = lazyModule(() => import('../attract/attract.tsx'));

/** The attract loop over an idle lobby (display/attract/): started with the page, ended by any press. */
function AttractLoop({ state }: { state: PublicState | null }) {
  useEffect(() => {
    const idle = watchIdle(attractMinutes(location.search));
    // A change of the table wakes it; the same table said again (a reconnection) does not.
    let seen = '';
    const stop = effect(() => {
      const now = table.value;
      const said = JSON.stringify(now);
      if (said === seen) return;
      seen = said;
      idle.touch(now?.status === 'lobby');
    });
    return () => {
      stop();
      idle.stop();
    };
  }, []);
  const route = routeOf(location.pathname);
  const loaded = attracting.value ? attractModule.get() : null;
  if (!state || !loaded || !('base' in route)) return null;
  return <loaded.Attract state={state} base={route.base} table={route.table ?? '1'} />;
}

function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

export function BigScreen({
  send,
  controlUrl,
  views = GAME_VIEWS,
}: {
  send: Send | null;
  controlUrl: string | null;
  views?: GameViews;
}) {
  const state = table.value;
  const dict = t.value;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.toLowerCase() === 'f') return toggleFullscreen();
      if (soundKey(event.key)) return; // M, V, + and −: the room's sound, with or without the token
      if (!send) return;
      const pressed = keyButton(event.key);
      if (pressed === null) return;
      event.preventDefault();
      send({ type: 'button', ...pressed }, PRESSES);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send]);
  useVoice(views);

  const view = state ? gameView(views, state.game) : null;
  return (
    <div
      class="big-screen"
      data-testid="big-screen"
      data-game={state?.game ?? 'none'}
      data-phase={(state?.phase as string | undefined) ?? state?.status ?? 'none'}
    >
      <header class="top">
        <h1>{dict.title}</h1>
        <LinkState />
        {state && <BoxLinkStatus box={state.box} />}
        <Seal sealed={state?.sealed} />
        <span class="spacer" />
        <SoundControls />
        <VoiceSwitch />
        <button type="button" data-testid="fullscreen" onClick={toggleFullscreen}>
          {dict.fullscreen}
        </button>
      </header>
      {state &&
        view &&
        (typeof view === 'string' ? (
          <main class="body">
            <GameViewMissing game={state.game} why={view} />
          </main>
        ) : (
          <view.BigScreen state={state} controlUrl={controlUrl} />
        ))}
      {state && <BigTeachCard state={state} view={view} keyOf={send ? buttonKey : undefined} />}
      <footer class="bottom">
        <Notices />
        {send && <p class="muted keys">{dict.keys}</p>}
      </footer>
      <Overlays state={state} />
      <AttractLoop state={state} />
    </div>
  );
}

/**
 * The room hears the game: each state change's cues, as its module calls them, played by the
 * big screen only with the sound its view gives each (once the game's view is loaded; a change
 * of game is not news).
 */
export function playCues(views: GameViews = GAME_VIEWS): () => void {
  let before: PublicState | null = null;
  return effect(() => {
    const after = table.value;
    if (!after) return;
    const view = gameView(views, after.game);
    if (typeof view !== 'string') {
      for (const cue of view.cues(before?.game === after.game ? before : null, after)) {
        const tune = view.sounds?.[cue];
        if (tune) play(tune);
      }
    }
    before = after;
  });
}
