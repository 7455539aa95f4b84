// The lobby's QR code as a game's big screen draws it: the code's component (qr.tsx) is a chunk
// fetched the first time a lobby shows it, so a big screen opened in play or at the end, which
// draws no code, does not download it (0.8 kB gzipped, before the encoder it fetches in turn).

import type { PublicState } from '../../src/messages.ts';
import { lazyModule } from '../games/seam.ts';

/** The code's module: `load()` fetches it now (the tests wait for it). */
export const qrModule = lazyModule(() => import('./qr.tsx'));

/** The control link's QR code, once its chunk is in (nothing until then, a moment in the lobby). */
export function LobbyQr(props: { state: PublicState; controlUrl: string | null }) {
  const qr = qrModule.get();
  return qr ? <qr.ControlQr {...props} /> : null;
}
