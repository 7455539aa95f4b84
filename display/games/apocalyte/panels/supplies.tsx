// Apocalyte's supply counters entered on the phone (AC2): each territory whose card was drawn.

import { useState } from 'preact/hooks';
import type { Territory } from '../../../../src/games/apocalyte/map.ts';
import { SUPPLY_DRAWS } from '../../../../src/games/apocalyte/setup.ts';
import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { type Panel, SeatTag } from './parts.tsx';
import { TerritoryPicker } from './picker.tsx';
import { t } from './words.ts';

/** AC2: the supply counters entered: each territory whose card was drawn, tapped. */
export function SuppliesPanel({ state, table }: Panel) {
  const dict = t.value;
  const [picked, setPicked] = useState<Territory[]>([]);
  const want = SUPPLY_DRAWS[state.players.length] ?? 0;
  const toggle = (x: Territory) =>
    setPicked(picked.includes(x) ? picked.filter((y) => y !== x) : [...picked, x]);
  return (
    <section class="card" data-testid="supplies-panel">
      <h2>{dict.ap.suppliesTitle}</h2>
      <p class="muted">{dict.ap.suppliesHelp}</p>
      <ul class="ap-left">
        {state.players.map((player, seat) => (
          <li key={player.name} data-testid={`supplies-count-${seat}`}>
            <SeatTag state={state} seat={seat} />{' '}
            {dict.ap.suppliesCount(
              player.name,
              picked.filter((x) => state.cards[x] === seat).length,
              want,
            )}
          </li>
        ))}
      </ul>
      <TerritoryPicker
        state={state}
        testPrefix="supply"
        pick={toggle}
        chosen={(x) => picked.includes(x)}
        note={(x) => (picked.includes(x) ? '+▣' : '')}
      />
      <Act
        table={table}
        command={{ type: 'supplies', territories: picked }}
        place="setup"
        testId="supplies-send"
        class="primary"
        reason
      >
        {dict.ap.sendSupplies}
      </Act>
      <RefusalLine place="setup" />
    </section>
  );
}
