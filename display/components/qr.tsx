// The lobby's way in for phones: the control link as a QR code, at the service's network
// address even when the big screen itself was opened on localhost.

import { useMemo } from 'preact/hooks';
import QRCode from 'qrcode';
import type { PublicState } from '../../src/messages.ts';
import { t } from '../i18n/index.ts';
import { reachableUrl } from '../links.ts';

/** A QR code as one SVG path, dark modules on white with the standard four-module margin. */
export function QrCode({ text }: { text: string }) {
  const { size, path } = useMemo(() => {
    const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
    let d = '';
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) {
        if (modules.get(x, y)) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      }
    }
    return { size: modules.size + 8, path: d };
  }, [text]);
  return (
    <svg
      class="qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={text}
      data-testid="control-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" shape-rendering="crispEdges" />
    </svg>
  );
}

/** The control link and its QR code, or why there is none (a screen opened without the token). */
export function ControlQr({
  state,
  controlUrl,
}: {
  state: PublicState;
  controlUrl: string | null;
}) {
  const dict = t.value;
  const phoneUrl = controlUrl && reachableUrl(controlUrl, state.addresses ?? []);
  return (
    <div class="lobby-control panel">
      <h2>{dict.qr.controlLink}</h2>
      {phoneUrl ? (
        <>
          <QrCode text={phoneUrl} />
          <p class="url" data-testid="control-url">
            {phoneUrl}
          </p>
        </>
      ) : (
        <p class="muted" data-testid="control-no-token">
          {dict.qr.noToken}
        </p>
      )}
    </div>
  );
}
