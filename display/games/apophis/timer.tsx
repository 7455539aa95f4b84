// The game timer and the shuffle countdown, drawn every frame from the server's deadline and
// this screen's clock offset: the rAF loop writes one text node, nothing else re-renders.

import { formatSeconds, formatTimer, timerTone } from '../../clock.ts';
import { setText, useFrameDraw } from '../../frame.ts';
import { serverNow } from '../../model.ts';
import { play, timerCues } from '../../sound.ts';
import { t } from './i18n/index.ts';
import { shuffleMsAt, apophisTable as table, timerMsAt } from './model.ts';

/** One frame of the timer: its text and tone; returns the ms shown. */
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
  return ms;
}

export function Timer({ sound = false }: { sound?: boolean }) {
  let shown: number | null = null;
  const ref = useFrameDraw<HTMLDivElement>((element) => {
    const ms = drawTimer(element, serverNow());
    const phase = table.peek()?.phase;
    if (sound && ms !== null && shown !== null && (phase === 'running' || phase === 'launching')) {
      for (const cue of timerCues(shown, ms)) play(cue);
    }
    shown = ms;
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
        --:--
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
