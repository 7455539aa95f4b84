// Coin race's big screen: each side's heads and whose turn it is to flip.

import type { PublicState } from '../../../../src/messages.ts';
import type { CoinView } from '../module.ts';

export function CoinBoard({ state }: { state: PublicState<CoinView> }) {
  return (
    <main class="body" data-testid="coin-board">
      heads {state.heads.join(' : ')} · side {state.turn + 1} to flip
    </main>
  );
}
