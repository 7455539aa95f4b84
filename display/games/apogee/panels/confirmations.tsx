// What Apogee's table confirms on the phone (AG2, AG33): each player's confirmations the mission
// needs, a docking per successful launch; the module's guard says which apply.

import type { ApogeeCommand } from '../../../../src/games/apogee/actions.ts';
import { CONFIRMS } from '../../../../src/games/apogee/setup.ts';
import { Act, type PanelOf } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { t } from '../i18n/index.ts';
import { type ApogeeTable, why } from '../model.ts';
import { ColourTag } from '../pieces.tsx';

type Panel = PanelOf<ApogeeTable>;

export function Confirmations({ state, table }: Panel) {
  const ag = t.value.ag;
  const buttons = state.players.flatMap((player, seat) =>
    CONFIRMS.flatMap((what) => {
      const plain: ApogeeCommand = { type: 'confirm', player: seat, what };
      const problem = why(state, plain);
      // The module's guard says whether this mission needs it at all, and whether it names a launch.
      if (problem?.code === 'confirm/mission') return [];
      if (what === 'docking' && problem?.code === 'confirm/launch') {
        return state.record.flatMap((flight, index) => {
          if (flight.player !== seat || !flight.success) return [];
          // Confirmed already: pressed and ticked, unlike a docking not yet allowed (dimmed).
          const docked = state.confirmed.some(
            (c) => c.player === seat && c.what === what && c.launch === index,
          );
          return [
            <Act
              table={table}
              key={`${seat}-${what}-${index}`}
              command={{ type: 'confirm', player: seat, what, launch: index }}
              place="confirm"
              testId={`confirm-${seat}-docking-${index}`}
              pressed={docked}
              reason={!docked}
            >
              <ColourTag colour={player.colour} /> {player.name}:{' '}
              {ag.phone.dockingOf(index + 1, ag.destination[flight.destination])}
              {docked && ' ✓'}
            </Act>,
          ];
        });
      }
      const done = state.confirmed.some(
        (c) => c.player === seat && c.what === what && c.launch === null,
      );
      return [
        <Act
          table={table}
          key={`${seat}-${what}`}
          command={plain}
          place="confirm"
          testId={`confirm-${seat}-${what}`}
          pressed={done}
        >
          <ColourTag colour={player.colour} /> {player.name}: {ag.phone.confirm[what]}
          {done && ' ✓'}
        </Act>,
      ];
    }),
  );
  return (
    <section class="card ag-confirms" data-testid="confirmations">
      <h2>{ag.phone.confirmTitle}</h2>
      {buttons.length === 0 ? <p class="muted">{ag.phone.nothingToConfirm}</p> : buttons}
      <RefusalLine place="confirm" />
    </section>
  );
}
