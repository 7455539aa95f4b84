// Apophis's whole-screen states on the big screen: the lobby (the set-up checklist beside the
// shell's control QR code), the shuffle overlay, and the end with its story.

import { DAMAGES_TO_DESTROY, DEFLECTIONS_TO_WIN } from '../../../src/games/apophis/launch.ts';
import type { ApophisState } from '../../../src/games/apophis/view.ts';
import { formatDuration, formatTimer } from '../../clock.ts';
import { LobbyQr } from '../../components/lobby-qr.tsx';
import { t } from './i18n/index.ts';
import { MomentSteps } from './moment.tsx';
import { ShuffleCountdown } from './timer.tsx';

export function Lobby({ state, controlUrl }: { state: ApophisState; controlUrl: string | null }) {
  const dict = t.value;
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
      <LobbyQr state={state} controlUrl={controlUrl} />
    </section>
  );
}

/**
 * R11: the shuffle, as a band over the table below the timer (layout.css): the room sees the
 * countdown and the game's time running on together.
 */
export function ShuffleOverlay({ state }: { state: ApophisState }) {
  const dict = t.value;
  if (!state.shuffle || state.phase === 'won' || state.phase === 'lost') return null;
  return (
    <div class="shuffle-band" data-testid="overlay-shuffle" role="status">
      <p>{dict.shuffleOverlay}</p>
      <ShuffleCountdown />
    </div>
  );
}

/** The game's story: launches and hits as the server counted them, damages, deflections, time. */
export function storyOf(state: ApophisState) {
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

export function End({ state }: { state: ApophisState }) {
  const dict = t.value;
  const words = dict.moment.end;
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
  const launch = state.launch;
  // A win: the launch that won it stays on the table, dice and all (the title says what it did).
  // A loss: how close it came, and the launch the clock cut short, if there was one.
  const decided = result !== 'impact' && launch?.result === result ? launch : null;
  const cutShort =
    result === 'impact' && launch && launch.result === null && launch.steps.length > 0
      ? launch
      : null;
  const damages = state.apophis.damages;
  return (
    <section
      class={`end ${result === 'impact' ? 'bad' : 'good'}`}
      data-testid="end"
      data-result={result}
    >
      <h1>{dict.end[result]}</h1>
      <p class="end-again" data-testid="end-again">
        {words.again}
      </p>
      {decided && (
        <div class="end-moment" data-testid="end-decided">
          <h2>{words.decided}</h2>
          <MomentSteps launch={decided} />
        </div>
      )}
      {result === 'impact' && (
        <div class="end-moment" data-testid="end-closest">
          <h2>{words.closest}</h2>
          <p class="end-close" data-testid="end-damages">
            {words.damages(damages, DAMAGES_TO_DESTROY)} ·{' '}
            {words.moreToDestroy(Math.max(1, DAMAGES_TO_DESTROY - damages))}
          </p>
          {state.variant === 'basic' && (
            <p class="end-close" data-testid="end-deflections">
              {words.deflections(state.apophis.deflections, DEFLECTIONS_TO_WIN)}
            </p>
          )}
          {cutShort && (
            <div data-testid="end-cut-short">
              <p class="end-close">{words.cutShort}</p>
              <MomentSteps launch={cutShort} />
            </div>
          )}
        </div>
      )}
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
