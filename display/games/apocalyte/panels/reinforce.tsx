// A player's turn on the phone, play 1: the new armies on a territory free of Apocalytes.

import { useState } from 'preact/hooks';
import type { Territory } from '../../../../src/games/apocalyte/map.ts';
import { REINFORCEMENTS } from '../../../../src/games/apocalyte/setup.ts';
import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import type { Panel } from './parts.tsx';
import { TerritoryPicker } from './picker.tsx';
import { t } from './words.ts';

/** Turn play 1: the new armies on one of the player's territories free of Apocalytes. */
export function ReinforcePanel({ state, table }: Panel) {
  const dict = t.value;
  const turn = state.turn;
  const [territory, setTerritory] = useState<Territory | null>(null);
  if (!turn) return null;
  // The module's guard says where the new armies may go (turn play 1: the player's territories
  // free of Apocalytes), so an occupied one never looks open to a tap.
  const open = (x: Territory) => table.ask({ type: 'reinforce', territory: x, count: 1 }) === null;
  return (
    <section class="card" data-testid="reinforce-panel">
      <h2>{dict.ap.reinforceTitle(turn.toPlace)}</h2>
      {/* The bar holds its place before a tap, so the map does not move under the thumb. */}
      <div class="ap-sticky-actions">
        {territory ? (
          <div class="ap-chosen" data-testid="reinforce-chosen">
            <strong>{dict.ac.territory[territory]}</strong>
            {Array.from({ length: REINFORCEMENTS }, (_, i) => i + 1).map((count) => (
              <Act
                table={table}
                key={count}
                command={{ type: 'reinforce', territory, count }}
                place="turn"
                testId={`reinforce-${count}`}
                class={count === turn.toPlace ? 'primary' : undefined}
                reason
              >
                {dict.ap.addArmies(count)}
              </Act>
            ))}
          </div>
        ) : (
          <p class="muted">{dict.ap.reinforceHelp}</p>
        )}
      </div>
      <RefusalLine place="turn" />
      <TerritoryPicker
        state={state}
        testPrefix="reinforce"
        pick={setTerritory}
        shown={open}
        chosen={(x) => x === territory}
      />
    </section>
  );
}
