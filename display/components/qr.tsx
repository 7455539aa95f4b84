// The lobby's way in for phones: the control link as a QR code, at the service's network
// address even when the big screen itself was opened on localhost.

import { signal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import type { encode } from 'uqr';
import type { PublicState } from '../../src/messages.ts';
import { t } from '../i18n/index.ts';
import { reachableUrl } from '../links.ts';

// uqr: a QR encoder of about 4 kB gzipped (the `qrcode` package weighed 9.6 kB), fetched when a
// code is first drawn: a game's page draws one in its lobby only, and its play is what must be light.
const encoder = signal<typeof encode | null>(null);
let fetching: Promise<void> | null = null;

/** Fetch the QR encoder now (a chunk of its own), once; a failed fetch may be tried again. */
export function loadQrEncoder(): Promise<void> {
  fetching ??= import('uqr').then(
    (module) => {
      encoder.value = module.encode;
    },
    (error: unknown) => {
      fetching = null;
      throw error;
    },
  );
  return fetching;
}

/** A QR code as one SVG path, dark modules on white with the standard four-module margin. */
export function QrCode({ text }: { text: string }) {
  const encode = encoder.value;
  useEffect(() => {
    // Without the encoder, the link's text beside the code still leads the way.
    if (!encode) loadQrEncoder().catch(() => undefined);
  }, [encode]);
  const drawn = useMemo(() => {
    if (!encode) return null;
    const code = encode(text, { ecc: 'M', border: 0 });
    let d = '';
    code.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`;
      });
    });
    return { size: code.size + 8, path: d };
  }, [encode, text]);
  // The code's place is kept while the encoder comes, so nothing around it moves.
  if (!drawn) return <svg class="qr" aria-hidden="true" data-testid="qr-loading" />;
  const { size, path } = drawn;
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
