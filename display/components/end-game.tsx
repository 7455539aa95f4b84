// "End this game", for every game, on the control page (the shell's, not a game's): behind a
// confirmation that names what is lost, it sends the table's `endGame` (server/table.ts): the
// game's log is marked ended and the table goes back to the game's lobby with the same players.

import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import type { PublicState } from '../../src/messages.ts';
import type { Send } from '../games/seam.ts';
import { t } from '../i18n/index.ts';
import { Confirm } from './confirm.tsx';
import { RefusalLine } from './status.tsx';

export function EndGame(props: {
  state: PublicState;
  send: Send;
  /** The game's own lines of what is lost (its view's `EndLoses`), if it has any. */
  Loses?: ComponentType<{ state: PublicState }> | undefined;
}) {
  const { state, send, Loses } = props;
  const words = t.value.endGame;
  const [confirming, setConfirming] = useState(false);
  return (
    <section class="card end-game" data-testid="end-game-card">
      {!confirming ? (
        <button type="button" data-testid="end-game" onClick={() => setConfirming(true)}>
          {words.button}
        </button>
      ) : (
        <Confirm
          id="end-game"
          yes={words.yes}
          keep={words.keep}
          onKeep={() => setConfirming(false)}
          onYes={() => {
            setConfirming(false);
            send({ type: 'endGame' }, 'end');
          }}
        >
          <p>{words.question}</p>
          <ul data-testid="end-game-loses">
            {Loses ? <Loses state={state} /> : <li>{words.generic}</li>}
          </ul>
          <p class="muted">{words.logKept}</p>
        </Confirm>
      )}
      <RefusalLine place="end" />
    </section>
  );
}
