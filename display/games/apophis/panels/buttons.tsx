// Apophis's table buttons on the phone: pause or resume (the kit's), the shuffle, and the scrap
// asked again with what it loses.

import { useEffect, useState } from 'preact/hooks';
import { Act } from '../../../components/act.tsx';
import { Confirm } from '../../../components/confirm.tsx';
import { listOf } from '../../../components/list-of.ts';
import { TableButtons } from '../../../components/table-buttons.tsx';
import type { Panel } from './parts.ts';
import { t } from './words.ts';

export function GameButtons({ state, table }: Panel) {
  const dict = t.value;
  const [confirming, setConfirming] = useState(false);
  // A scrap the referee would now refuse (a launch began, the rocket emptied) asks nothing.
  const scrapWhy = table.ask({ type: 'scrap' });
  useEffect(() => {
    if (confirming && scrapWhy) setConfirming(false);
  }, [confirming, scrapWhy]);
  return (
    <TableButtons
      table={table}
      class="buttons"
      place="game"
      paused={state.phase === 'paused'}
      canPause={state.phase === 'running' || state.phase === 'launching'}
      words={dict.play}
    >
      {state.phase === 'running' && (
        <>
          <Act table={table} command={{ type: 'shuffle' }} place="game" testId="shuffle">
            {dict.play.shuffle}
          </Act>
          {!confirming ? (
            <Act
              table={table}
              command={{ type: 'scrap' }}
              place="game"
              send={() => setConfirming(true)}
              testId="scrap"
              class="danger"
            >
              {dict.play.scrap}
            </Act>
          ) : (
            <Confirm
              id="scrap"
              yes={dict.play.yes}
              keep={dict.phone.keepRocket}
              onKeep={() => setConfirming(false)}
              onYes={() => {
                setConfirming(false);
                table.send({ type: 'scrap' }, 'game');
              }}
            >
              <p>{dict.play.scrapConfirm}</p>
              <p data-testid="scrap-loses">
                {dict.phone.scrapLoses(listOf(state.rocket, dict.phone.and), state.rocket.length)}
              </p>
            </Confirm>
          )}
        </>
      )}
    </TableButtons>
  );
}
