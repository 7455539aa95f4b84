// What ending Apophis's game loses, for the shell's "End this game" (display/components/end-game.tsx):
// the time left on the timer, counting down while the question waits, and the rocket built so far.

import { useRef } from 'preact/hooks';
import type { ApophisState } from '../../../../src/games/apophis/view.ts';
import { formatTimer } from '../../../clock.ts';
import { listOf } from '../../../components/list-of.ts';
import { setText, useFrameDraw } from '../../../frame.ts';
import { serverNow } from '../../../model.ts';
import { timerMsAt } from '../model.ts';
import { t } from './words.ts';

/** The lines of what is lost, as list items of the shell's confirmation. */
export function EndLoses(props: { state: ApophisState }) {
  const { state } = props;
  const dict = t.value;
  return (
    <>
      <li>
        <TimeLeftOf state={state} /> {dict.phone.timeLost}
      </li>
      {state.rocket.length > 0 && (
        <li>{dict.phone.rocketLost(listOf(state.rocket, dict.phone.and))}</li>
      )}
    </>
  );
}

function TimeLeftOf({ state }: { state: ApophisState }) {
  const latest = useRef(state);
  latest.current = state;
  const ref = useFrameDraw<HTMLSpanElement>((element) => {
    setText(element, formatTimer(timerMsAt(latest.current, serverNow())));
  });
  return (
    <span class="time-lost" data-testid="end-game-time" ref={ref}>
      {formatTimer(timerMsAt(state, serverNow()))}
    </span>
  );
}
