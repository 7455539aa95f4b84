// Apophis's suits on the phone: each suit of the launch sequence laid down or not, by the module's guard.

import type { ApophisCommand } from '../../../../src/games/apophis/actions.ts';
import { SUIT_OF, SUITS } from '../../../../src/games/apophis/sections.ts';
import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { SUIT_SYMBOL } from '../colours.ts';
import type { Panel } from './parts.ts';
import { t } from './words.ts';

export function SuitPanel({ state, table }: Panel) {
  const dict = t.value;
  return (
    <section class="card" data-testid="suit-panel">
      <h2>{dict.play.suits}</h2>
      <div class="suit-grid">
        {SUITS.map((suit) => {
          const down = state.launchSequence.includes(suit);
          const colour = Object.entries(SUIT_OF).find(([, s]) => s === suit)?.[0];
          const command = { type: 'suits', suits: [suit] } as ApophisCommand;
          return (
            <Act
              table={table}
              key={suit}
              command={command}
              place="suits"
              testId={`suit-${suit}`}
              class={`suit-button ${colour}${down ? ' down' : ''}`}
              pressed={down}
            >
              <span class="symbol">{SUIT_SYMBOL[suit]}</span> {dict.suit[suit]}
            </Act>
          );
        })}
      </div>
      <RefusalLine place="suits" />
    </section>
  );
}
