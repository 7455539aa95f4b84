// Apogee's launch turn on the phone (AG9): each destination lit or dimmed by the module's guard,
// with its reason beneath, and the pass.

import { DESTINATIONS } from '../../../../src/games/apogee/launch.ts';
import { Act, type PanelOf } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { t } from '../i18n/index.ts';
import { type ApogeeTable, nameOf } from '../model.ts';
import { ColourTag } from '../pieces.tsx';

type Panel = PanelOf<ApogeeTable>;

export function LaunchTurn({ state, table }: Panel) {
  const dict = t.value;
  const player = state.next;
  if (player === null) {
    return (
      <section class="card" data-testid="launch-turn">
        <p class="muted">{dict.ag.phone.noTurn}</p>
      </section>
    );
  }
  const pad = state.pads[player];
  return (
    <section class="card ag-turn" data-testid="launch-turn">
      <h2>
        {state.players[player] && <ColourTag colour={state.players[player].colour} />}{' '}
        {dict.ag.phone.launchTurn(nameOf(state, player))}
      </h2>
      <div class="ag-destinations">
        {DESTINATIONS.map((destination) => {
          const odds = pad?.odds[destination];
          return (
            <Act
              table={table}
              key={destination}
              command={{ type: 'launch', player, destination }}
              place="launch"
              testId={`launch-${destination}`}
              reason
            >
              {dict.ag.destination[destination]}{' '}
              {odds?.target != null && dict.ag.odds(odds.target, odds.chance)}
            </Act>
          );
        })}
      </div>
      {table.ask({ type: 'launch', player, destination: 'asteroid' })?.code ===
        'launch/satellites' && (
        // AG49 (mission 7): an Asteroid launch with no satellite flies only when the table says so.
        <Act
          table={table}
          command={{ type: 'launch', player, destination: 'asteroid', withoutSatellites: true }}
          place="launch"
          testId="launch-asteroid-empty"
        >
          {dict.ag.destination.asteroid} · {dict.ag.withoutSatellites}
        </Act>
      )}
      <Act table={table} command={{ type: 'pass', player }} place="launch" testId="pass">
        {dict.ag.phone.pass}
      </Act>
      <RefusalLine place="launch" />
    </section>
  );
}
