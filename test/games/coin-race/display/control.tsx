// Coin race's phone panel: one button, lit or dimmed by the module's own guard.

import { CommandButton } from '../../../../display/components/command-button.tsx';
import { RefusalLine } from '../../../../display/components/status.tsx';
import type { Send } from '../../../../display/games/seam.ts';
import type { PublicState } from '../../../../src/messages.ts';
import { type CoinView, coin } from '../module.ts';

export function CoinControl({ state, send }: { state: PublicState<CoinView>; send: Send }) {
  return (
    <section class="card">
      <CommandButton
        command={{ type: 'flip' }}
        place="coin"
        send={send}
        why={coin.whyNot(state, { type: 'flip' }, 0)}
        testId="coin-flip"
      >
        flip
      </CommandButton>
      <RefusalLine place="coin" />
    </section>
  );
}
