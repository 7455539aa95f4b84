// Apophis's bar on the phone, always in view: the timer, PAUSED, the shuffle's seconds, what the
// launch waits for, the link to the box and the rocket.

import type { ComponentChildren } from 'preact';
import type { ApophisState } from '../../../../src/games/apophis/view.ts';
import { BoxLinkStatus } from '../../../components/status.tsx';
import { Rocket } from '../pieces.tsx';
import { ShuffleCountdown, Timer } from '../timer.tsx';
import { inGame, over } from './parts.ts';
import { t } from './words.ts';

/** What matters now, always in view: the time, PAUSED, the shuffle, what the launch waits for. */
export function StatusBar({ state }: { state: ApophisState }) {
  const dict = t.value;
  const launch = state.launch;
  let now: ComponentChildren;
  if (state.phase === 'paused') {
    now = (
      <strong class="paused" data-testid="phone-paused">
        {dict.overlay.paused}
      </strong>
    );
  } else if (over(state)) {
    now = (
      <strong>
        {dict.end[state.outcome?.result ?? (state.phase === 'lost' ? 'impact' : 'destroyed')]}
      </strong>
    );
  } else if (launch?.awaiting) {
    const waits =
      launch.awaiting.kind === 'decision'
        ? dict.launch.decide(launch.rerollsLeft)
        : state.box.rolling
          ? dict.launch.rolling
          : dict.launch.rollFor(dict.step[launch.awaiting.step]);
    now = (
      <strong class="waits" data-testid="phone-launch-waits">
        {waits}
      </strong>
    );
  } else if (state.shuffle) {
    now = (
      <strong data-testid="phone-shuffling">
        {dict.shuffleOverlay} <ShuffleCountdown /> {dict.phone.seconds}
      </strong>
    );
  } else {
    now = dict.phase[state.phase];
  }
  return (
    <section class="phone-bar" data-testid="phone-bar" data-phase={state.phase}>
      <div class="phone-bar-time">
        <Timer />
      </div>
      <div class="phone-bar-now" data-testid="phone-now">
        {now}
      </div>
      <div class="phone-bar-box">
        <BoxLinkStatus box={state.box} />
      </div>
      {inGame(state) && (
        <div class="phone-bar-rocket">
          <Rocket rocket={state.rocket} variant={state.variant} />
        </div>
      )}
    </section>
  );
}
