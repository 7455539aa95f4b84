// The big screen (`/`): one 16:9 page the room reads from five metres. With the token in its URL
// the keyboard plays the box's part (S start, R roll, X scrap, H shuffle, Enter OK, P pause).

import { useEffect, useState } from 'preact/hooks';
import type { Command, PublicState } from '../../src/messages.ts';
import { LaunchSteps } from '../components/launch.tsx';
import { FuelCheck, OddsPanel } from '../components/odds.tsx';
import { Apophis, LaunchSequence, Rocket, Supply } from '../components/pieces.tsx';
import { End, Lobby, Overlays } from '../components/screens.tsx';
import {
  BoxLink,
  Events,
  LinkState,
  Notices,
  RefusalLine,
  SoundControls,
} from '../components/status.tsx';
import { Timer } from '../components/timer.tsx';
import { t } from '../i18n/index.ts';
import { launch, odds, points, table } from '../model.ts';

export type Send = (command: Command, place: string) => void;

/** What a key asks of the table now, or null; X asks twice (scrap is not undone lightly). */
export function keyCommand(
  key: string,
  state: PublicState | null,
  scrapArmed: boolean,
): Command | 'arm-scrap' | null {
  const k = key.length === 1 ? key.toLowerCase() : key;
  switch (k) {
    case 's':
      return state?.phase === 'paused' ? { type: 'resume' } : { type: 'start' };
    case 'r':
      return state?.launch?.awaiting?.kind === 'decision' ? { type: 'reroll' } : { type: 'roll' };
    case 'x':
      return scrapArmed ? { type: 'scrap' } : 'arm-scrap';
    case 'h':
      return { type: 'shuffle' };
    case 'Enter':
      return { type: 'accept' };
    case 'p':
      return state?.phase === 'paused' ? { type: 'resume' } : { type: 'pause' };
    default:
      return null;
  }
}

function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

const SCRAP_ARMED_MS = 3000;

export function BigScreen({ send, controlUrl }: { send: Send | null; controlUrl: string | null }) {
  const state = table.value;
  const dict = t.value;
  const [scrapArmed, setScrapArmed] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.toLowerCase() === 'f') return toggleFullscreen();
      if (!send) return;
      const asked = keyCommand(event.key, table.peek(), scrapArmed);
      if (asked === null) return;
      event.preventDefault();
      if (asked === 'arm-scrap') return setScrapArmed(true);
      setScrapArmed(false);
      send(asked, 'keyboard');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [send, scrapArmed]);

  useEffect(() => {
    if (!scrapArmed) return;
    const timer = setTimeout(() => setScrapArmed(false), SCRAP_ARMED_MS);
    return () => clearTimeout(timer);
  }, [scrapArmed]);

  return (
    <div class="big-screen" data-testid="big-screen" data-phase={state?.phase ?? 'none'}>
      <header class="top">
        <h1>{dict.title}</h1>
        <LinkState />
        {state && <BoxLink box={state.box} />}
        <span class="spacer" />
        <SoundControls />
        <button type="button" data-testid="fullscreen" onClick={toggleFullscreen}>
          {dict.fullscreen}
        </button>
      </header>
      {state && <Body state={state} controlUrl={controlUrl} />}
      <footer class="bottom">
        <Notices />
        <RefusalLine place="keyboard" />
        {scrapArmed && (
          <p class="refusal" data-testid="scrap-armed">
            {dict.scrapAgain}
          </p>
        )}
        {send && <p class="muted keys">{dict.keys}</p>}
      </footer>
      <Overlays state={state} />
    </div>
  );
}

function Body({ state, controlUrl }: { state: PublicState; controlUrl: string | null }) {
  if (state.phase === 'lobby') {
    return (
      <main class="body lobby-body">
        <Timer />
        <Lobby state={state} controlUrl={controlUrl} />
      </main>
    );
  }
  if (state.phase === 'won' || state.phase === 'lost') {
    return (
      <main class="body end-body">
        <End state={state} />
        <Apophis apophis={state.apophis} variant={state.variant} />
        <Events history={state.history} count={8} />
      </main>
    );
  }
  const current = launch.value;
  return (
    <main class="body play-body">
      <div class="col left">
        <Apophis apophis={state.apophis} variant={state.variant} />
        <Events history={state.history} />
      </div>
      <div class="col centre">
        <Timer sound />
        {current ? (
          <LaunchSteps launch={current} rolling={state.box.rolling === true} />
        ) : (
          <>
            <FuelCheck points={points.value} />
            <OddsPanel odds={odds.value} variant={state.variant} />
          </>
        )}
      </div>
      <div class="col right">
        <Rocket rocket={state.rocket} variant={state.variant} />
        <LaunchSequence down={state.launchSequence} />
        <Supply supply={state.supply} variant={state.variant} />
      </div>
    </main>
  );
}
