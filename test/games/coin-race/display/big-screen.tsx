// Coin race's big screen: each side's heads and whose turn it is to flip.

import type { PublicState } from '../../../../src/messages.ts';
import { asCoin } from './model.ts';

export function CoinBoard({ state }: { state: PublicState }) {
  return (
    <main class="body" data-testid="coin-board">
      heads {asCoin(state).heads.join(' : ')} · side {asCoin(state).turn + 1} to flip
    </main>
  );
}
