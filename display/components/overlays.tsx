// The shell's overlays: PAUSED (and why, when the table paused a game on its return), the box
// disconnected, the screen reconnecting, the last game ended early (over its set-up).

import type { PublicState } from '../../src/messages.ts';
import { t } from '../i18n/index.ts';
import { linkState } from '../model.ts';
import { EndedNote, PausedWhy } from './status.tsx';

/** A pause, a lost box and a lost socket, over whatever game is on screen. */
export function Overlays({ state }: { state: PublicState | null }) {
  const dict = t.value;
  const reconnecting = linkState.value !== 'open';
  return (
    <>
      {state?.status === 'paused' && (
        <div class="overlay paused" data-testid="overlay-paused">
          <p>{dict.overlay.paused}</p>
          <PausedWhy state={state} />
        </div>
      )}
      {state && state.box.source !== 'none' && !state.box.connected && (
        <div class="overlay-band bad" data-testid="overlay-box">
          {dict.overlay.boxLost}
          {state.box.problem && <span class="muted"> · {state.box.problem}</span>}
        </div>
      )}
      {!reconnecting && <EndedNote state={state} class="overlay-band ended" />}
      {reconnecting && (
        <div class="overlay-band" data-testid="overlay-reconnecting">
          {linkState.value === 'connecting' ? dict.link.connecting : dict.overlay.reconnecting}
        </div>
      )}
    </>
  );
}
