// The big screen's whole-screen states: the lobby (set-up checklist, the control link as a QR
// code), the overlays (shuffle, PAUSED, box disconnected, reconnecting) and the end with its story.

import { useMemo } from 'preact/hooks';
import QRCode from 'qrcode';
import type { PublicState } from '../../src/messages.ts';
import { formatDuration, formatTimer } from '../clock.ts';
import { t } from '../i18n/index.ts';
import { reachableUrl } from '../links.ts';
import { linkState } from '../model.ts';
import { ShuffleCountdown } from './timer.tsx';

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

export function Lobby({ state, controlUrl }: { state: PublicState; controlUrl: string | null }) {
  const dict = t.value;
  const phoneUrl = controlUrl && reachableUrl(controlUrl, state.addresses ?? []);
  return (
    <section class="lobby" data-testid="lobby">
      <div class="lobby-game panel">
        <h2>{dict.lobby.setup}</h2>
        <p class="big" data-testid="lobby-game">
          {dict.lobby.players(state.players)} · {dict.lobby.cardsEach(state.cardsEach)} ·{' '}
          {dict.lobby.timer} {formatTimer(state.timerSeconds * 1000)} ·{' '}
          {dict.variant[state.variant]}
        </p>
        <ol class="checklist">
          {dict.lobby.checklist.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
        <p class="press-start" data-testid="press-start">
          {dict.lobby.pressStart}
        </p>
      </div>
      <div class="lobby-control panel">
        <h2>{dict.lobby.controlLink}</h2>
        {phoneUrl ? (
          <>
            <QrCode text={phoneUrl} />
            <p class="url" data-testid="control-url">
              {phoneUrl}
            </p>
          </>
        ) : (
          <p class="muted" data-testid="control-no-token">
            {dict.lobby.noToken}
          </p>
        )}
      </div>
    </section>
  );
}

/** R11 shuffle, R21 pause, a lost box and a lost socket, over whatever is on screen. */
export function Overlays({ state }: { state: PublicState | null }) {
  const dict = t.value;
  const reconnecting = linkState.value !== 'open';
  return (
    <>
      {state?.shuffle && state.phase !== 'won' && state.phase !== 'lost' && (
        <div class="overlay shuffle" data-testid="overlay-shuffle">
          <p>{dict.overlay.shuffle}</p>
          <ShuffleCountdown />
        </div>
      )}
      {state?.phase === 'paused' && (
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

/** The game's story: launches and hits as the server counted them, damages, deflections, time. */
export function storyOf(state: PublicState) {
  const usedMs = state.timerSeconds * 1000 - state.timer.remainingMs;
  return {
    launches: state.story.launches,
    hits: state.story.hits,
    damages: state.apophis.damages,
    deflections: state.apophis.deflections,
    usedMs: Math.max(0, usedMs),
    leftMs: state.timer.remainingMs,
  };
}

export function End({ state }: { state: PublicState }) {
  const dict = t.value;
  const result = state.outcome?.result ?? (state.phase === 'lost' ? 'impact' : 'destroyed');
  const story = storyOf(state);
  const figures: [string, string, string][] = [
    ['launches', dict.end.launches, String(story.launches)],
    ['hits', dict.end.hits, String(story.hits)],
    ['damages', dict.end.damages, String(story.damages)],
    ['deflections', dict.end.deflections, String(story.deflections)],
    ['time-used', dict.end.timeUsed, formatDuration(story.usedMs)],
    ['time-left', dict.end.timeLeft, formatDuration(story.leftMs)],
  ];
  return (
    <section
      class={`end ${result === 'impact' ? 'bad' : 'good'}`}
      data-testid="end"
      data-result={result}
    >
      <h1>{dict.end[result]}</h1>
      <dl class="story">
        {figures.map(([key, label, value]) => (
          <div key={key} data-testid={`story-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
