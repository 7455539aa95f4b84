// Coin race's screens for the shell's tests: a board for the big screen, one button for the
// phone, lit or dimmed by the module's own guard.

import { CommandButton } from '../../../display/components/command-button.tsx';
import { RefusalLine } from '../../../display/components/status.tsx';
import type { GameView } from '../../../display/games/seam.ts';
import type { PublicState } from '../../../src/messages.ts';
import { type CoinView, coin } from './module.ts';

const asCoin = (state: PublicState) => state as unknown as PublicState<CoinView>;

export const coinView: GameView = {
  BigScreen: ({ state }) => (
    <main class="body" data-testid="coin-board">
      heads {asCoin(state).heads.join(' : ')} · side {asCoin(state).turn + 1} to flip
    </main>
  ),
  Control: ({ state, send }) => (
    <section class="card">
      <CommandButton
        command={{ type: 'flip' }}
        place="coin"
        send={send}
        why={coin.whyNot(asCoin(state), { type: 'flip' }, 0)}
        testId="coin-flip"
      >
        flip
      </CommandButton>
      <RefusalLine place="coin" />
    </section>
  ),
  cues: (before, after) => coin.cues(before && asCoin(before), asCoin(after)),
};
