// Apocalyte's extra armies placed on the phone (AC2): a territory tapped on the map takes up to 5
// at once (as many as its holder has left), then + or − adjusts it.

import { useState } from 'preact/hooks';
import type { ApocalyteCommand } from '../../../../src/games/apocalyte/actions.ts';
import { extraPlaced } from '../../../../src/games/apocalyte/guards.ts';
import { TERRITORIES, type Territory } from '../../../../src/games/apocalyte/map.ts';
import { EXTRA_ARMIES, MAX_EXTRA } from '../../../../src/games/apocalyte/setup.ts';
import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { type Panel, SeatTag } from './parts.tsx';
import { TerritoryPicker } from './picker.tsx';
import { t } from './words.ts';

/** AC2: the extra armies, a territory tapped then + or −, each player's armies left in sight. */
export function PlacePanel({ state, table }: Panel) {
  const dict = t.value;
  const [territory, setTerritory] = useState<Territory | null>(null);
  const quota = EXTRA_ARMIES[state.players.length] ?? 0;
  const place = (count: number, where = territory): ApocalyteCommand => ({
    type: 'place',
    territory: where ?? TERRITORIES[0],
    count,
  });
  /**
   * A tap on the map fills the territory: as many extra armies as it still takes (5 at most,
   * AC2) and its holder has left, in one tap (60 armies in 12 taps, not 24); + and − adjust.
   */
  const fill = (x: Territory) => {
    setTerritory(x);
    const seat = state.cards[x] ?? 0;
    const room = MAX_EXTRA - ((state.board[x].armies[seat] ?? 0) - 1);
    const n = Math.min(room, quota - extraPlaced(state, seat));
    if (n > 0 && table.ask(place(n, x)) === null) table.send(place(n, x), 'setup');
  };
  return (
    <section class="card" data-testid="place-panel">
      <h2>{dict.ap.placeTitle}</h2>
      <ul class="ap-left" data-testid="place-left">
        {state.players.map((player, seat) => (
          <li key={player.name}>
            <SeatTag state={state} seat={seat} />{' '}
            {dict.ac.extraLeft(player.name, quota - extraPlaced(state, seat))}
          </li>
        ))}
      </ul>
      {/* The bar holds its place before a tap, so the map does not move under the thumb. */}
      <div class="ap-sticky-actions">
        {territory ? (
          <div class="ap-chosen" data-testid="place-chosen">
            <strong>{dict.ac.territory[territory]}</strong>
            {[-1, 1, 5].map((n) => (
              <Act
                table={table}
                key={n}
                command={place(n)}
                place="setup"
                testId={`place-${n > 0 ? `plus-${n}` : 'minus-1'}`}
              >
                {n > 0 ? `+${n}` : '−1'}
              </Act>
            ))}
          </div>
        ) : (
          <p class="muted">{dict.ap.placeHelp}</p>
        )}
      </div>
      <RefusalLine place="setup" />
      <TerritoryPicker
        state={state}
        testPrefix="place"
        pick={setTerritory}
        tap={fill}
        chosen={(x) => x === territory}
        // AC2: where armies may go or come off, as the module's guard says.
        canTap={(x) =>
          table.ask({ type: 'place', territory: x, count: 1 }) === null ||
          table.ask({ type: 'place', territory: x, count: -1 }) === null
        }
      />
      <Act
        table={table}
        command={{ type: 'placed' }}
        place="setup"
        testId="placed"
        class="primary"
        reason
      >
        {dict.ap.placed}
      </Act>
    </section>
  );
}
