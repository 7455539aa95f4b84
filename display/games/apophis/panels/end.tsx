// Ending Apophis's game from the phone: back to the lobby with the same set-up, asked again with
// the time and the rocket it loses (the old game's log stays).

import { useRef, useState } from 'preact/hooks';
import type { ApophisState } from '../../../../src/games/apophis/view.ts';
import type { Command } from '../../../../src/messages.ts';
import { formatTimer } from '../../../clock.ts';
import { listOf } from '../../../components/list-of.ts';
import { RefusalLine } from '../../../components/status.tsx';
import { setText, useFrameDraw } from '../../../frame.ts';
import { serverNow } from '../../../model.ts';
import { t } from '../i18n/index.ts';
import { timerMsAt } from '../model.ts';
import { Confirm } from './confirm.tsx';
import type { Panel } from './parts.ts';

/** During a game: end it, back to the lobby with the same set-up (the old game's log stays). */
export function EndGame({ state, table }: Panel) {
  const dict = t.value;
  const [confirming, setConfirming] = useState(false);
  const setup: Command = {
    type: 'newGame',
    game: 'apophis',
    players: state.players,
    variant: state.variant,
    timerSeconds: state.timerSeconds,
  };
  return (
    <section class="card end-game">
      {!confirming ? (
        <button type="button" data-testid="end-game" onClick={() => setConfirming(true)}>
          {dict.phone.endGame}
        </button>
      ) : (
        <Confirm
          id="end-game"
          yes={dict.phone.endYes}
          keep={dict.phone.keepPlaying}
          onKeep={() => setConfirming(false)}
          onYes={() => {
            setConfirming(false);
            table.send(setup, 'end');
          }}
        >
          <p>{dict.phone.endQuestion}</p>
          <ul data-testid="end-game-loses">
            <li>
              <TimeLeftOf state={state} /> {dict.phone.timeLost}
            </li>
            {state.rocket.length > 0 && (
              <li>{dict.phone.rocketLost(listOf(state.rocket, dict.phone.and))}</li>
            )}
          </ul>
          <p class="muted">{dict.phone.logKept}</p>
        </Confirm>
      )}
      <RefusalLine place="end" />
    </section>
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
