// The shell's overlays: PAUSED, the box disconnected, the screen reconnecting.

import type { PublicState } from '../../src/messages.ts';
import { t } from '../i18n/index.ts';
import { linkState } from '../model.ts';

/** A pause, a lost box and a lost socket, over whatever game is on screen. */
export function Overlays({ state }: { state: PublicState | null }) {
  const dict = t.value;
  const reconnecting = linkState.value !== 'open';
  return (
    <>
      {state?.status === 'paused' && (
        <div class="overlay paused" data-testid="overlay-paused">
          <p>{dict.overlay.paused}</p>
        </div>
      )}
      {state && state.box.source !== 'none' && !state.box.connected && (
        <div class="overlay-band bad" data-testid="overlay-box">
          {dict.overlay.boxLost}
          {state.box.problem && <span class="muted"> · {state.box.problem}</span>}
        </div>
      )}
      {reconnecting && (
        <div class="overlay-band" data-testid="overlay-reconnecting">
          {linkState.value === 'connecting' ? dict.link.connecting : dict.overlay.reconnecting}
        </div>
      )}
    </>
  );
}
