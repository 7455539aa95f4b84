// Apocalyte's deal entered on the phone (AC2): a seat chosen, then its territories tapped.

import { useState } from 'preact/hooks';
import { TERRITORIES, type Territory } from '../../../../src/games/apocalyte/map.ts';
import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { type Panel, SeatTag } from './parts.tsx';
import { TerritoryPicker } from './picker.tsx';
import { t } from './words.ts';

/** AC2: the deal entered: a seat chosen, then its territories tapped. */
export function DealPanel({ state, table }: Panel) {
  const dict = t.value;
  const [seat, setSeat] = useState(0);
  const [holders, setHolders] = useState<Partial<Record<Territory, number>>>({});
  const count = state.players.map((_, s) => TERRITORIES.filter((x) => holders[x] === s).length);
  const open = TERRITORIES.filter((x) => holders[x] === undefined).length;
  // A deal with a territory left open carries fewer seats: the module's guard names the lack.
  const seats = TERRITORIES.flatMap((x) =>
    holders[x] === undefined ? [] : [holders[x] as number],
  );
  const toggle = (territory: Territory) =>
    setHolders({ ...holders, [territory]: holders[territory] === seat ? undefined : seat });
  return (
    <section class="card" data-testid="deal-panel">
      <h2>{dict.ap.dealTitle}</h2>
      <p class="muted">{dict.ap.dealHelp}</p>
      <div class="ap-tabs">
        {state.players.map((player, s) => (
          <button
            key={player.name}
            type="button"
            data-testid={`deal-seat-${s}`}
            aria-pressed={s === seat}
            onClick={() => setSeat(s)}
          >
            <SeatTag state={state} seat={s} /> {dict.ap.dealCount(player.name, count[s] ?? 0)}
          </button>
        ))}
      </div>
      <p class="muted" data-testid="deal-open">
        {dict.ap.unassigned(open)}
      </p>
      {/* The chosen seat's territories ringed; every entered one carries its holder's letter. */}
      <TerritoryPicker
        state={state}
        testPrefix="deal"
        pick={toggle}
        chosen={(x) => holders[x] === seat}
        note={(x) => (holders[x] === undefined ? '' : (state.players[holders[x]]?.letter ?? ''))}
      />
      <Act
        table={table}
        command={{ type: 'deal', seats }}
        place="setup"
        testId="deal-send"
        class="primary"
        reason
      >
        {dict.ap.sendDeal}
      </Act>
      <RefusalLine place="setup" />
    </section>
  );
}
