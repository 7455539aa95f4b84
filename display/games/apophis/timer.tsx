// The game timer and the shuffle countdown, drawn every frame from the server's deadline and
// this screen's clock offset: the rAF loop writes one text node and two attributes, nothing else
// re-renders. The timer's box keeps one width from `10:00` to `00:08.2` (timer.css), and in the
// last ten seconds of a running game it beats once a second: `data-beat` turns `a`/`b` with each
// whole second, which restarts the pulse's animation (none for a viewer who asked for less motion).

import { useRef } from 'preact/hooks';
import { formatSeconds, formatTimer, timerTone } from '../../clock.ts';
import { setText, useFrameDraw } from '../../frame.ts';
import { serverNow } from '../../model.ts';
import { play, timerCues } from '../../sound.ts';
import { t } from './i18n/index.ts';
import { shuffleMsAt, apophisTable as table, timerMsAt } from './model.ts';

/** The last seconds, when the timer beats. */
export const BEAT_FROM_MS = 10_000;

/**
 * The beat of the last ten seconds while the clock runs: `a` and `b` by turns, one whole second
 * each (so a change restarts the pulse on the second), or null when the timer does not beat.
 */
export function timerBeat(ms: number, running: boolean): 'a' | 'b' | null {
  if (!running || ms <= 0 || ms >= BEAT_FROM_MS) return null;
  return Math.ceil(ms / 1000) % 2 === 0 ? 'a' : 'b';
}

/** The timer's text at `now`, so its first paint already shows the time, not a placeholder. */
export function timerText(now: number): string {
  const state = table.peek();
  return state ? formatTimer(timerMsAt(state, now)) : '--:--';
}

/** One frame of the timer: its text, tone and beat; returns the ms shown. */
export function drawTimer(element: HTMLElement, now: number): number | null {
  const state = table.peek();
  if (!state) {
    setText(element, '--:--');
    return null;
  }
  const ms = timerMsAt(state, now);
  setText(element, formatTimer(ms));
  const tone = timerTone(ms);
  if (element.dataset.tone !== tone) element.dataset.tone = tone;
  const running = state.phase === 'running' || state.phase === 'launching';
  const beat = timerBeat(ms, running);
  if (beat === null) {
    if (element.dataset.beat !== undefined) delete element.dataset.beat;
  } else if (element.dataset.beat !== beat) {
    element.dataset.beat = beat;
  }
  return ms;
}

export function Timer({ sound = false }: { sound?: boolean }) {
  // Kept across renders: a state message re-renders the timer, and a cue crossed in that
  // very frame must still be heard.
  const shown = useRef<number | null>(null);
  const ref = useFrameDraw<HTMLDivElement>((element) => {
    const ms = drawTimer(element, serverNow());
    const phase = table.peek()?.phase;
    const before = shown.current;
    if (sound && ms !== null && before !== null && (phase === 'running' || phase === 'launching')) {
      for (const cue of timerCues(before, ms)) play(cue);
    }
    shown.current = ms;
  });
  return (
    <div class="timer-box">
      <div
        class="timer"
        role="timer"
        data-testid="timer"
        ref={ref}
        aria-label={t.value.timer.label}
      >
        {timerText(serverNow())}
      </div>
    </div>
  );
}

/** R11: the seconds left of the shuffle, every frame. */
export function ShuffleCountdown() {
  const ref = useFrameDraw<HTMLSpanElement>((element) => {
    const state = table.peek();
    setText(element, state ? formatSeconds(shuffleMsAt(state, serverNow())) : '');
  });
  return (
    <span class="countdown" data-testid="shuffle-countdown" ref={ref}>
      10
    </span>
  );
}
